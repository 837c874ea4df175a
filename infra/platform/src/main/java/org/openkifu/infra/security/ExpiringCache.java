package org.openkifu.infra.security;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * What the bearer-token check read from MongoDB, kept until something that could make it wrong changes: a request
 * with a token seen before is authenticated without reading the token and the account again (two reads per request
 * before, each waiting for the store).
 *
 * <p>Whatever changes them in this process evicts the entry at once. Changes made by any node are counted in the
 * store ({@link SecurityChanges}); the cache reads that count at most once per {@code period} (on the request that
 * finds it due) and, when it moved, starts a new <em>generation</em>: every entry loaded before is stale. An entry
 * remembers the generation current when its load began, so a load that raced a change is stale too. A failed read of
 * the count also starts a new generation (nothing is trusted that could not be checked). An entry is read again after
 * {@link #MAX_AGE} whatever the count says (a change made in the store by hand). A zero period keeps nothing.
 * Bounded: when full it starts afresh.
 */
final class ExpiringCache<K, V> {

    /** Even with no change counted, an entry is read again after this (at least the period). */
    static final Duration MAX_AGE = Duration.ofSeconds(60);

    private record Entry<V>(Optional<V> value, long loadedAt, long generation) {
    }

    private final long periodNanos;
    private final long maxAgeNanos;
    private final int maxEntries;
    private final LongSupplier changeCount;
    private final Map<K, Entry<V>> entries = new ConcurrentHashMap<>();
    private final ReentrantLock checking = new ReentrantLock();
    private volatile long generation;
    private volatile long checkedAt;
    private volatile boolean checkedOnce;
    private long lastCount = -1;

    /** @param changeCount the store's count of security changes ({@link SecurityChanges#count()}) */
    ExpiringCache(Duration period, int maxEntries, LongSupplier changeCount) {
        this.periodNanos = period.toNanos();
        this.maxAgeNanos = Math.max(periodNanos, MAX_AGE.toNanos());
        this.maxEntries = maxEntries;
        this.changeCount = changeCount;
    }

    /** The cached value if loaded in this generation and within the maximum age, else {@code load}'s (empty results are not kept). */
    Optional<V> get(K key, Function<K, Optional<V>> load) {
        if (periodNanos <= 0) {
            return load.apply(key);
        }
        long current = generation();
        long now = System.nanoTime();
        Entry<V> entry = entries.get(key);
        if (entry != null && entry.generation() == current && now - entry.loadedAt() < maxAgeNanos) {
            return entry.value();
        }
        Optional<V> value = load.apply(key);
        if (value.isPresent()) {
            if (entries.size() >= maxEntries) {
                entries.clear();
            }
            entries.put(key, new Entry<>(value, now, current));
        } else {
            entries.remove(key);
        }
        return value;
    }

    /**
     * The current generation, after reading the store's change count if the last read is a period old. One thread
     * reads; the others go on with the generation they have (older than the period by at most that read).
     */
    private long generation() {
        long now = System.nanoTime();
        if ((!checkedOnce || now - checkedAt >= periodNanos) && checking.tryLock()) {
            try {
                if (!checkedOnce || now - checkedAt >= periodNanos) {
                    check(now);
                }
            } finally {
                checking.unlock();
            }
        }
        return generation;
    }

    private void check(long startedAt) {
        long count;
        try {
            count = changeCount.getAsLong();
        } catch (RuntimeException e) {
            count = -1; // unknown: trust nothing read before
        }
        if (count < 0 || count != lastCount) {
            generation++;
        }
        lastCount = count;
        checkedAt = startedAt;
        checkedOnce = true;
    }

    void evict(K key) {
        entries.remove(key);
    }

    /** Evicts every entry whose value matches (e.g. all tokens of one user). */
    void evictIf(java.util.function.Predicate<V> matches) {
        entries.values().removeIf(e -> e.value().isPresent() && matches.test(e.value().get()));
    }
}
