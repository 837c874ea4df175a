package org.openkifu.game.library.board;

/**
 * An immutable run of postings sorted by key: parallel primitive arrays, {@code keys} (a position's canonical hash)
 * and {@code values} (game ordinal times 2048 plus the first move number at which the game showed it). 12 bytes a
 * posting and no object per posting, so 25 million positions are 300 MB and a lookup is a binary search.
 */
final class Postings {

    static final int MOVE_BITS = 11;
    /** Positions after this move are not indexed (SGF replays stop at 1394 moves). */
    static final int MAX_MOVE = (1 << MOVE_BITS) - 1;
    static final Postings EMPTY = new Postings(new long[0], new int[0]);

    final long[] keys;
    final int[] values;

    private Postings(long[] keys, int[] values) {
        this.keys = keys;
        this.values = values;
    }

    int size() {
        return keys.length;
    }

    /** Sorts the first {@code length} entries of the arrays (which it takes over) by key, then value. */
    static Postings sort(long[] keys, int[] values, int length) {
        long[] k = java.util.Arrays.copyOf(keys, length);
        int[] v = java.util.Arrays.copyOf(values, length);
        quicksort(k, v, 0, length - 1);
        return new Postings(k, v);
    }

    static Postings merge(Postings a, Postings b) {
        int n = a.size() + b.size();
        long[] k = new long[n];
        int[] v = new int[n];
        int i = 0;
        int j = 0;
        for (int o = 0; o < n; o++) {
            boolean fromA = j >= b.size() || i < a.size() && less(a.keys[i], a.values[i], b.keys[j], b.values[j]);
            if (fromA) {
                k[o] = a.keys[i];
                v[o] = a.values[i++];
            } else {
                k[o] = b.keys[j];
                v[o] = b.values[j++];
            }
        }
        return new Postings(k, v);
    }

    /** Index of the first posting with this key, or -1. */
    int first(long key) {
        int lo = 0;
        int hi = keys.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (keys[mid] < key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo < keys.length && keys[lo] == key ? lo : -1;
    }

    static int value(int ordinal, int move) {
        return ordinal << MOVE_BITS | move;
    }

    static int ordinal(int value) {
        return value >>> MOVE_BITS;
    }

    static int move(int value) {
        return value & MAX_MOVE;
    }

    private static boolean less(long k1, int v1, long k2, int v2) {
        return k1 < k2 || k1 == k2 && v1 < v2;
    }

    private static void quicksort(long[] k, int[] v, int lo, int hi) {
        while (hi - lo > 16) {
            int m = (lo + hi) >>> 1;
            long pk = k[m];
            int pv = v[m];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (less(k[i], v[i], pk, pv)) {
                    i++;
                }
                while (less(pk, pv, k[j], v[j])) {
                    j--;
                }
                if (i <= j) {
                    swap(k, v, i++, j--);
                }
            }
            // recurse into the smaller half, loop on the larger: the stack stays logarithmic
            if (j - lo < hi - i) {
                quicksort(k, v, lo, j);
                lo = i;
            } else {
                quicksort(k, v, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            for (int j = i; j > lo && less(k[j], v[j], k[j - 1], v[j - 1]); j--) {
                swap(k, v, j, j - 1);
            }
        }
    }

    private static void swap(long[] k, int[] v, int a, int b) {
        long tk = k[a];
        k[a] = k[b];
        k[b] = tk;
        int tv = v[a];
        v[a] = v[b];
        v[b] = tv;
    }
}
