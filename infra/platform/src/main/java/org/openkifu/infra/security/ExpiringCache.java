package org.openkifu.infra.security;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * What the bearer-token check read from MongoDB, kept for a short time: a request with a token seen in the last
 * {@code ttl} is authenticated without reading the token and the account again (two reads per request before,
 * each waiting for the store). Whatever changes them in this process evicts the entry at once; a change made by
 * another node counts here within {@code ttl}. A zero ttl keeps nothing. Bounded: when full it starts afresh.
 */
final class ExpiringCache<K, V> {

    private record Entry<V>(Optional<V> value, long loadedAt) {
    }

    private final long ttlNanos;
    private final int maxEntries;
    private final Map<K, Entry<V>> entries = new ConcurrentHashMap<>();

    ExpiringCache(Duration ttl, int maxEntries) {
        this.ttlNanos = ttl.toNanos();
        this.maxEntries = maxEntries;
    }

    /** The cached value if loaded within the ttl, else {@code load}'s (empty results are not kept). */
    Optional<V> get(K key, Function<K, Optional<V>> load) {
        if (ttlNanos <= 0) {
            return load.apply(key);
        }
        long now = System.nanoTime();
        Entry<V> entry = entries.get(key);
        if (entry != null && now - entry.loadedAt() < ttlNanos) {
            return entry.value();
        }
        Optional<V> value = load.apply(key);
        if (value.isPresent()) {
            if (entries.size() >= maxEntries) {
                entries.clear();
            }
            entries.put(key, new Entry<>(value, now));
        } else {
            entries.remove(key);
        }
        return value;
    }

    void evict(K key) {
        entries.remove(key);
    }

    /** Evicts every entry whose value matches (e.g. all tokens of one user). */
    void evictIf(java.util.function.Predicate<V> matches) {
        entries.values().removeIf(e -> e.value().isPresent() && matches.test(e.value().get()));
    }
}
