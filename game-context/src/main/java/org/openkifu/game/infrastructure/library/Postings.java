package org.openkifu.game.infrastructure.library;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;

import org.openkifu.game.library.facts.GameFacts;

/**
 * One secondary index of the facts search ({@link FactsIndex}): for each key, the games having it (game id to facts,
 * the same instance in every index). Hashed for equality and substring lookups, sorted (a {@link TreeMap}) for
 * ranges. A null key is not indexed: no filter matches a game without the value.
 */
final class Postings<K> {

    private final Map<K, Map<String, GameFacts>> byKey;

    private Postings(Map<K, Map<String, GameFacts>> byKey) {
        this.byKey = byKey;
    }

    static <K> Postings<K> hashed() {
        return new Postings<>(new HashMap<>());
    }

    static <K extends Comparable<? super K>> Postings<K> sorted() {
        return new Postings<>(new TreeMap<>());
    }

    /** Adds the game under the key, or removes it ({@code add} false). */
    void set(K key, GameFacts facts, boolean add) {
        if (key == null) {
            return;
        }
        if (add) {
            byKey.computeIfAbsent(key, k -> new HashMap<>(4)).put(facts.gameId(), facts);
        } else {
            Map<String, GameFacts> games = byKey.get(key);
            if (games != null) {
                games.remove(facts.gameId());
                if (games.isEmpty()) {
                    byKey.remove(key); // a dictionary scanned by substring keeps only the names still held
                }
            }
        }
    }

    void setAll(Collection<K> keys, GameFacts facts, boolean add) {
        keys.forEach(k -> set(k, facts, add));
    }

    void clear() {
        byKey.clear();
    }

    /** The games with any of these keys (distinct keys: each game is under one of them at most, or see and()). */
    Candidates exact(Collection<K> keys) {
        Candidates c = new Candidates();
        for (K key : keys.stream().distinct().toList()) {
            Map<String, GameFacts> games = byKey.get(key);
            if (games != null) {
                c = c.or(games.values(), false);
            }
        }
        return c;
    }

    /** The games whose key, a lower-cased text, contains {@code part} (lower-cased): a scan of the distinct keys. */
    Candidates containing(String part) {
        Candidates c = new Candidates();
        for (Map.Entry<K, Map<String, GameFacts>> e : byKey.entrySet()) {
            if (((String) e.getKey()).contains(part)) {
                c = c.or(e.getValue().values(), false);
            }
        }
        return c;
    }

    /** The games whose key is within [from, to], either bound null for none (a sorted index only). */
    @SuppressWarnings("unchecked")
    Candidates range(K from, K to) {
        NavigableMap<K, Map<String, GameFacts>> sorted = (NavigableMap<K, Map<String, GameFacts>>) byKey;
        if (from != null && to != null && sorted.comparator() == null && compare(from, to) > 0) {
            return new Candidates();
        }
        NavigableMap<K, Map<String, GameFacts>> in = from == null && to == null ? sorted
                : from == null ? sorted.headMap(to, true)
                : to == null ? sorted.tailMap(from, true)
                : sorted.subMap(from, true, to, true);
        Candidates c = new Candidates();
        for (Map<String, GameFacts> games : in.values()) {
            c = c.or(games.values(), false);
        }
        return c;
    }

    @SuppressWarnings("unchecked")
    private static <K> int compare(K a, K b) {
        return ((Comparable<K>) a).compareTo(b);
    }

    /**
     * Candidate games, being collected: the parts (postings) they are in and how many; {@code overlap} when a game
     * may be in two parts (a union of two indexes), so that {@link #games()} removes the repeats.
     */
    static final class Candidates {

        private final List<Collection<GameFacts>> parts = new ArrayList<>();
        private int count;
        private boolean overlap;

        Candidates or(Collection<GameFacts> part, boolean mayOverlap) {
            overlap |= mayOverlap && !parts.isEmpty();
            parts.add(part);
            count += part.size();
            return this;
        }

        /** The union with another index's candidates (a game may be in both). */
        Candidates and(Candidates other) {
            for (Collection<GameFacts> part : other.parts) {
                or(part, true);
            }
            overlap |= other.overlap;
            return this;
        }

        int count() {
            return count;
        }

        Collection<GameFacts> games() {
            if (parts.size() == 1) {
                return parts.get(0);
            }
            List<GameFacts> games = new ArrayList<>(count);
            if (!overlap) {
                parts.forEach(games::addAll);
                return games;
            }
            Set<GameFacts> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            for (Collection<GameFacts> part : parts) {
                for (GameFacts f : part) {
                    if (seen.add(f)) {
                        games.add(f);
                    }
                }
            }
            return games;
        }
    }
}
