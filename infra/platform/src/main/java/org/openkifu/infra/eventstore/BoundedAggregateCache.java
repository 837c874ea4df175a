package org.openkifu.infra.eventstore;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import org.axonframework.common.Registration;
import org.axonframework.common.caching.Cache;

/**
 * An Axon aggregate cache holding the most recently used {@code maxEntries} entries (least recently used evicted
 * first), so a busy aggregate is not event-sourced from the store for every command.
 *
 * <p>Why not Axon's {@code WeakReferenceCache}: its entries go with the next garbage collection, which under load
 * comes every few hundred milliseconds. Memory is bounded by the entry count instead; size it from the live
 * aggregates (a game in play is a few tens of KB).
 *
 * <p>Axon's caching repository removes an aggregate whose unit of work rolled back (a refused command, a
 * concurrency conflict with another node), so a cached aggregate is always one whose events are stored.
 */
public final class BoundedAggregateCache implements Cache {

    private final Map<Object, Object> entries;
    private final List<EntryListener> listeners = new CopyOnWriteArrayList<>();

    public BoundedAggregateCache(int maxEntries) {
        if (maxEntries < 1) {
            throw new IllegalArgumentException("a cache needs room for at least one entry, not " + maxEntries);
        }
        this.entries = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Object, Object> eldest) {
                if (size() <= maxEntries) {
                    return false;
                }
                listeners.forEach(l -> l.onEntryExpired(eldest.getKey()));
                return true;
            }
        };
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <K, V> V get(K key) {
        V value = (V) entries.get(key);
        if (value != null) {
            listeners.forEach(l -> l.onEntryRead(key, value));
        }
        return value;
    }

    @Override
    public synchronized void put(Object key, Object value) {
        if (value == null) {
            remove(key);
            return;
        }
        Object before = entries.put(key, value);
        listeners.forEach(l -> {
            if (before == null) {
                l.onEntryCreated(key, value);
            } else {
                l.onEntryUpdated(key, value);
            }
        });
    }

    @Override
    public synchronized boolean putIfAbsent(Object key, Object value) {
        if (entries.containsKey(key)) {
            return false;
        }
        put(key, value);
        return true;
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <T> T computeIfAbsent(Object key, Supplier<T> valueSupplier) {
        Object value = entries.get(key);
        if (value == null) {
            value = valueSupplier.get();
            put(key, value);
        }
        return (T) value;
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <V> void computeIfPresent(Object key, UnaryOperator<V> update) {
        Object value = entries.get(key);
        if (value != null) {
            put(key, update.apply((V) value));
        }
    }

    @Override
    public synchronized boolean remove(Object key) {
        if (entries.remove(key) == null) {
            return false;
        }
        listeners.forEach(l -> l.onEntryRemoved(key));
        return true;
    }

    @Override
    public synchronized void removeAll() {
        List.copyOf(entries.keySet()).forEach(this::remove);
    }

    @Override
    public synchronized boolean containsKey(Object key) {
        return entries.containsKey(key);
    }

    public synchronized int size() {
        return entries.size();
    }

    @Override
    public Registration registerCacheEntryListener(EntryListener listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }
}
