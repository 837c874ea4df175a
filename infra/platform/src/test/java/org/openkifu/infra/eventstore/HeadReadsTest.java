package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

class HeadReadsTest {

    private static final long MS = 1_000_000L;

    /** A clock the test moves, and the waits asked for (each moves the clock by its length). */
    private final AtomicLong now = new AtomicLong(1_000 * MS);
    private final List<Long> waits = new ArrayList<>();
    private final HeadReads reads = new HeadReads(Duration.ofMillis(20), now::get, nanos -> {
        waits.add(nanos);
        now.addAndGet(nanos);
    });

    @Test
    void aReadAfterOneAtTheHeadWaitsOutTheRestOfTheInterval() {
        assertThat(reads.read(() -> List.of("commit 1"), 10)).containsExactly("commit 1");
        assertThat(waits).as("the first read does not wait").isEmpty();

        now.addAndGet(5 * MS); // the processors handled commit 1 in 5 ms
        assertThat(reads.read(() -> List.of("commit 2", "commit 3"), 10)).hasSize(2);
        assertThat(waits).containsExactly(15 * MS);
        assertThat(reads.paced()).isEqualTo(1);
    }

    @Test
    void aReadAfterAnIdleIntervalDoesNotWait() {
        reads.read(List::of, 10);
        now.addAndGet(20 * MS);
        reads.read(() -> List.of("a lone move"), 10);
        now.addAndGet(25 * MS);
        reads.read(List::of, 10);
        assertThat(waits).isEmpty();
        assertThat(reads.paced()).isZero();
    }

    @Test
    void aReaderBehindIsNotPacedButPacedAgainOnceAtTheHead() {
        List<String> fullBatch = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            fullBatch.add("event " + i);
        }
        reads.read(() -> fullBatch, 10);
        reads.read(() -> fullBatch, 10);
        reads.read(() -> List.of("the last few"), 10);
        assertThat(waits).as("behind: read on at once").isEmpty();

        reads.read(List::of, 10);
        assertThat(waits).as("at the head: the interval counts from the start of the read before")
                .containsExactly(20 * MS);
    }

    @Test
    void anIntervalOfZeroNeverWaits() {
        HeadReads unpaced = new HeadReads(Duration.ZERO, now::get, nanos -> waits.add(nanos));
        for (int i = 0; i < 3; i++) {
            unpaced.read(() -> List.of("commit"), 10);
        }
        assertThat(waits).isEmpty();
    }

    @Test
    void aNegativeIntervalIsRefused() {
        assertThatThrownBy(() -> new HeadReads(Duration.ofMillis(-1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must not be negative");
    }
}
