package org.openkifu.game.rules;

import java.util.Arrays;

/**
 * An open-addressing set of 64-bit hashes for superko checks: no boxing, no allocation per insert,
 * O(1) amortised. Zero is the empty-slot marker and is tracked by a flag instead (the empty board hashes to 0).
 */
final class LongHashSet {

    private long[] slots;
    private int size;
    private boolean hasZero;

    /** Room for 512 positions before the first resize: a whole game of 19x19 without rehashing. */
    LongHashSet() {
        this(1024);
    }

    /** @param capacity a power of two */
    LongHashSet(int capacity) {
        slots = new long[capacity];
    }

    LongHashSet copy() {
        LongHashSet c = new LongHashSet(0);
        c.slots = slots.clone();
        c.size = size;
        c.hasZero = hasZero;
        return c;
    }

    boolean contains(long key) {
        if (key == 0) {
            return hasZero;
        }
        long[] s = slots;
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
        if ((size + 1) * 2 > slots.length) {
            grow();
        }
        long[] s = slots;
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
        return size + (hasZero ? 1 : 0);
    }

    void clear() {
        Arrays.fill(slots, 0L);
        size = 0;
        hasZero = false;
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
        for (long v : slots) {
            if (v != 0 && !other.contains(v)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        long h = hasZero ? 1 : 0;
        for (long v : slots) {
            h += v;
        }
        return Long.hashCode(h);
    }
}
