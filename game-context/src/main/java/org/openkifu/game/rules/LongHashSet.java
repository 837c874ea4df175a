package org.openkifu.game.rules;

import java.util.Arrays;

/**
 * An open-addressing set of 64-bit hashes for superko checks: no boxing, no allocation per insert,
 * O(1) amortised. Zero is the empty-slot marker and is tracked by a flag instead (the empty board hashes to 0).
 *
 * <p>Until the first capture of a game no position can repeat, so {@link #addAbsent} keys the caller
 * knows to be new go into a plain append-only array, with no probing and no table to allocate; the
 * table is built on the first operation that needs it (usually the first capture). Games are mostly
 * replayed into fresh positions, so this saves the garbage collector a table per game as well.
 */
final class LongHashSet {

    private static final long[] NONE = new long[0];
    /** The first table built from appended keys holds at least this many slots. */
    private static final int MIN_TABLE = 256;

    /** The table, or null while every non-zero key is in {@link #appended}. */
    private long[] slots;
    private long[] appended = NONE;
    private int appendedCount;
    private int size;
    private boolean hasZero;

    /** Starts without a table: keys are appended until a lookup is needed. */
    LongHashSet() {
    }

    /** @param capacity a power of two */
    LongHashSet(int capacity) {
        slots = new long[capacity];
    }

    LongHashSet copy() {
        LongHashSet c = new LongHashSet();
        c.slots = slots == null ? null : slots.clone();
        c.appended = appendedCount == 0 ? NONE : Arrays.copyOf(appended, appendedCount);
        c.appendedCount = appendedCount;
        c.size = size;
        c.hasZero = hasZero;
        return c;
    }

    /** True while no table was built: every key so far came from {@link #addAbsent} (or was zero). */
    boolean appending() {
        return slots == null;
    }

    /** Adds a key the caller knows is not in the set, without looking (appended while there is no table). */
    void addAbsent(long key) {
        if (slots != null || key == 0) {
            add(key);
            return;
        }
        if (appendedCount == appended.length) {
            appended = Arrays.copyOf(appended, Math.max(64, appendedCount * 2));
        }
        appended[appendedCount++] = key;
    }

    boolean contains(long key) {
        if (key == 0) {
            return hasZero;
        }
        long[] s = table();
        int mask = s.length - 1;
        int i = spread(key) & mask;
        while (true) {
            long v = s[i];
            if (v == key) {
                return true;
            }
            if (v == 0) {
                return false;
            }
            i = (i + 1) & mask;
        }
    }

    /** Adds the key; returns false when it was already present. */
    boolean add(long key) {
        if (key == 0) {
            boolean added = !hasZero;
            hasZero = true;
            return added;
        }
        long[] s = table();
        if ((size + 1) * 2 > s.length) {
            grow();
            s = slots;
        }
        int mask = s.length - 1;
        int i = spread(key) & mask;
        while (true) {
            long v = s[i];
            if (v == key) {
                return false;
            }
            if (v == 0) {
                s[i] = key;
                size++;
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    int size() {
        return size + appendedCount + (hasZero ? 1 : 0);
    }

    void clear() {
        if (slots != null) {
            Arrays.fill(slots, 0L);
        }
        appended = NONE;
        appendedCount = 0;
        size = 0;
        hasZero = false;
    }

    /** The table, built from the appended keys on first use (room for twice as many before a resize). */
    private long[] table() {
        long[] s = slots;
        if (s != null) {
            return s;
        }
        int capacity = MIN_TABLE;
        while (capacity < appendedCount * 4) {
            capacity *= 2;
        }
        slots = new long[capacity];
        long[] keys = appended;
        int n = appendedCount;
        appended = NONE;
        appendedCount = 0;
        for (int i = 0; i < n; i++) {
            add(keys[i]);
        }
        return slots;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        size = 0;
        for (long v : old) {
            if (v != 0) {
                add(v);
            }
        }
    }

    private static int spread(long key) {
        // Zobrist keys are already random; folding the halves is enough.
        return (int) (key ^ (key >>> 32));
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof LongHashSet other) || other.size() != size() || other.hasZero != hasZero) {
            return false;
        }
        long[] mine = table();
        other.table();
        for (long v : mine) {
            if (v != 0 && !other.contains(v)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        long h = hasZero ? 1 : 0;
        for (long v : table()) {
            h += v;
        }
        return Long.hashCode(h);
    }
}
