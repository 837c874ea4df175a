package org.openkifu.infra.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

/** The cache's rules on their own: a period of one nanosecond makes every look-up read the change count. */
class ExpiringCacheTest {

    private final AtomicInteger loads = new AtomicInteger();
    private final AtomicLong count = new AtomicLong(7);

    private Optional<String> load(String key) {
        loads.incrementAndGet();
        return Optional.of(key + "#" + loads.get());
    }

    @Test
    void anEntryIsKeptWhileNoChangeIsCounted() {
        ExpiringCache<String, String> cache = new ExpiringCache<>(Duration.ofNanos(1), 10, count::get);
        for (int i = 0; i < 50; i++) {
            assertThat(cache.get("alice", this::load)).contains("alice#1");
        }
        assertThat(loads).hasValue(1);
    }

    @Test
    void aCountedChangeMakesEveryEntryStale() {
        ExpiringCache<String, String> cache = new ExpiringCache<>(Duration.ofNanos(1), 10, count::get);
        cache.get("alice", this::load);
        cache.get("bob", this::load);
        count.incrementAndGet(); // another node revoked a token or changed a role
        assertThat(cache.get("alice", this::load)).contains("alice#3");
        assertThat(cache.get("bob", this::load)).contains("bob#4");
        assertThat(cache.get("bob", this::load)).as("kept again until the next change").contains("bob#4");
    }

    @Test
    void aCountThatCannotBeReadTrustsNothing() {
        ExpiringCache<String, String> cache = new ExpiringCache<>(Duration.ofNanos(1), 10, () -> {
            throw new IllegalStateException("the store is away");
        });
        cache.get("alice", this::load);
        cache.get("alice", this::load);
        assertThat(loads).hasValue(2);
    }

    @Test
    void aLoadThatRacedAChangeIsNotTrusted() {
        ExpiringCache<String, String> cache = new ExpiringCache<>(Duration.ofNanos(1), 10, count::get);
        cache.get("warm-up", this::load); // the first check is done
        // alice's token is being read when another node changes it and counts the change, and another request
        // (bob's) sees the new count before alice's read is stored
        cache.get("alice", key -> {
            count.incrementAndGet();
            cache.get("bob", this::load);
            return load(key);
        });
        assertThat(cache.get("bob", this::load)).contains("bob#2");
        assertThat(cache.get("alice", this::load)).as("read again: the first read may predate the change")
                .contains("alice#4");
    }

    @Test
    void aZeroPeriodKeepsNothing() {
        ExpiringCache<String, String> cache = new ExpiringCache<>(Duration.ZERO, 10, count::get);
        cache.get("alice", this::load);
        cache.get("alice", this::load);
        assertThat(loads).hasValue(2);
    }
}
