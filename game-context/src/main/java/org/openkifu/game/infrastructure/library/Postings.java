package org.openkifu.game.infrastructure.library;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

import org.roaringbitmap.FastAggregation;
import org.roaringbitmap.RoaringBitmap;

/**
 * One secondary index of the facts search ({@link FactsIndex}): for each key, the ordinals of the games having it, as
 * a compressed bitmap (RoaringBitmap: a query ANDs every filter's bitmap and counts the result without touching a
 * game). Hashed for equality and substring lookups, sorted (a {@link TreeMap}) for ranges and for walking the games
 * in a sort's order. A null key is not indexed: no filter matches a game without the value. The bitmaps answered are
 * never the index's own when they could be changed by the caller: combine them with the static, copying operations.
 */
final class Postings<K> {

    private final Map<K, RoaringBitmap> byKey;

    private Postings(Map<K, RoaringBitmap> byKey) {
        this.byKey = byKey;
    }

    static <K> Postings<K> hashed() {
        return new Postings<>(new HashMap<>());
    }

    static <K extends Comparable<? super K>> Postings<K> sorted() {
        return new Postings<>(new TreeMap<>());
    }

    /** Adds the game (its ordinal) under the key, or removes it ({@code add} false). */
    void set(K key, int game, boolean add) {
        if (key == null) {
            return;
        }
        if (add) {
            byKey.computeIfAbsent(key, k -> new RoaringBitmap()).add(game);
        } else {
            RoaringBitmap games = byKey.get(key);
            if (games != null) {
                games.remove(game);
                if (games.isEmpty()) {
                    byKey.remove(key); // a dictionary scanned by substring keeps only the names still held
                }
            }
        }
    }

    void setAll(Collection<K> keys, int game, boolean add) {
        keys.forEach(k -> set(k, game, add));
    }

    void clear() {
        byKey.clear();
    }

    /** The games with any of these keys. */
    RoaringBitmap exact(Collection<K> keys) {
        List<RoaringBitmap> parts = new ArrayList<>();
        for (K key : keys) {
            RoaringBitmap games = byKey.get(key);
            if (games != null) {
                parts.add(games);
            }
        }
        return union(parts);
    }

    /** The games whose key, a lower-cased text, contains {@code part} (lower-cased): a scan of the distinct keys. */
    RoaringBitmap containing(String part) {
        List<RoaringBitmap> parts = new ArrayList<>();
        byKey.forEach((key, games) -> {
            if (((String) key).contains(part)) {
                parts.add(games);
            }
        });
        return union(parts);
    }

    /** The games whose key is within [from, to], either bound null for none (a sorted index only). */
    RoaringBitmap range(K from, K to) {
        NavigableMap<K, RoaringBitmap> sorted = navigable();
        if (from != null && to != null && compare(from, to) > 0) {
            return new RoaringBitmap();
        }
        NavigableMap<K, RoaringBitmap> in = from == null && to == null ? sorted
                : from == null ? sorted.headMap(to, true)
                : to == null ? sorted.tailMap(from, true)
                : sorted.subMap(from, true, to, true);
        return union(new ArrayList<>(in.values()));
    }

    /** The keys' bitmaps in the keys' order, or the reverse (a sorted index only): read them, do not change them. */
    Collection<RoaringBitmap> inOrder(boolean descending) {
        return descending ? navigable().descendingMap().values() : navigable().values();
    }

    @SuppressWarnings("unchecked")
    private NavigableMap<K, RoaringBitmap> navigable() {
        return (NavigableMap<K, RoaringBitmap>) byKey;
    }

    private static RoaringBitmap union(List<RoaringBitmap> parts) {
        return switch (parts.size()) {
            case 0 -> new RoaringBitmap();
            case 1 -> parts.get(0).clone();
            default -> FastAggregation.or(parts.iterator());
        };
    }

    @SuppressWarnings("unchecked")
    private static <K> int compare(K a, K b) {
        return ((Comparable<K>) a).compareTo(b);
    }
}
