package org.openkifu.game.rules;

import java.util.Arrays;

/**
 * Chain and liberty bookkeeping for a {@link Board}. Chains are circular linked lists of stones
 * ({@link #next}); the head of each chain (the cell value of every stone names it, see {@link Board})
 * keeps the stone count and the pseudo-liberties: the number of (stone, empty neighbour) pairs plus
 * the sum and sum of squares of those empty indices. A chain is in atari exactly when all its
 * pseudo-liberties are the same point, i.e. {@code count * sumSq == sum * sum}; that keeps every
 * legality check O(1). The hash change of a capture is found by walking the captured chain: captures
 * are rare and small, so that is cheaper than keeping a key per chain on every move.
 */
final class Chains {

    /** Next stone of the same chain (a circular list); {@code char} keeps it apart from the cell array for the JIT. */
    final char[] next;
    /** Stones per chain head. */
    final int[] stones;
    /**
     * Pseudo-liberties per chain head, three counters packed in one long so that adding or removing a
     * (stone, empty neighbour) pair is a single add: count in bits 52-63, sum of the empty indices in
     * bits 30-51, sum of their squares in bits 0-29. Each field is an exact sum of the pairs present,
     * so it never goes negative and fields never borrow from each other. They fit: a connected chain of
     * N stones has at most 2N + 2 such pairs and E empty points at most 4E, so with N + E <= 625
     * (25x25) there are at most 834 pairs of index <= 700: sum <= 584k < 2^22, squares <= 409M < 2^30.
     */
    final long[] pseudo;

    /** Filled by {@link #remove}: indices of removed stones (either colour), in removal order; grows on demand. */
    int[] removed = new int[8];
    int removedCount;

    Chains(int cells) {
        next = new char[cells];
        stones = new int[cells];
        pseudo = new long[cells];
    }

    private Chains(Chains o) {
        next = o.next.clone();
        stones = o.stones.clone();
        pseudo = o.pseudo.clone();
    }

    Chains copy() {
        return new Chains(this);
    }

    private static final long SUM_MASK = (1L << 22) - 1;
    private static final long SQ_MASK = (1L << 30) - 1;

    /** {@link #pair} per padded index, so the move path loads it instead of computing it. */
    private static final long[] PAIRS = new long[Zobrist.CELLS];

    static {
        for (int e = 0; e < PAIRS.length; e++) {
            PAIRS[e] = (1L << 52) | ((long) e << 30) | (e * e);
        }
    }

    /** The packed pseudo-liberty of one (stone, empty point e) pair; see {@link #pseudo}. */
    static long pair(int e) {
        return PAIRS[e];
    }

    /** The pseudo-liberty that an empty neighbour n gives a new stone (v is n's cell value), else nothing. */
    static long libertyIfEmpty(int v, int n) {
        return v == Board.EMPTY ? pair(n) : 0;
    }

    /** Number of pseudo-liberties of the chain with head h. */
    int pseudoCount(int h) {
        return (int) (pseudo[h] >>> 52);
    }

    boolean inAtari(int h) {
        long l = pseudo[h];
        long s = (l >>> 30) & SUM_MASK;
        return (l >>> 52) * (l & SQ_MASK) == s * s;
    }

    /** The head of the chain on a neighbour (cell value v) that a play by the other colour captures, else -1. */
    int capturedBy(int v, int opponent) {
        return (v & 3) == opponent && inAtari(v >>> 2) ? v >>> 2 : -1;
    }

    /** Whether the neighbour (cell value v) is an opposing chain in atari. */
    boolean threatened(int v, int opponent) {
        return (v & 3) == opponent && inAtari(v >>> 2);
    }

    /** Whether a friendly chain on a neighbour (cell value v) still breathes after a play on its atari point would join it. */
    boolean lendsLiberty(int v, int c) {
        return (v & 3) == c && !inAtari(v >>> 2);
    }

    /** A stone on p takes the pseudo-liberty at p from the chain on a neighbour (cell value v), if any. */
    void takeLiberty(int v, int p) {
        if (v > Board.BORDER) {
            pseudo[v >>> 2] -= pair(p);
        }
    }

    /** p starts a chain of its own. */
    void single(int p, long liberties) {
        next[p] = (char) p;
        stones[p] = 1;
        pseudo[p] = liberties;
    }

    /** p joins the chain with head g. */
    void extend(int g, int p, long liberties) {
        next[p] = next[g];
        next[g] = (char) p;
        stones[g]++;
        pseudo[g] += liberties;
    }

    /** Merges the chains with heads a and b (the smaller is relabelled in {@code cell}). */
    void merge(int[] cell, int a, int b) {
        int big = stones[a] >= stones[b] ? a : b;
        int small = big == a ? b : a;
        int label = big << 2;
        int s = small;
        do {
            cell[s] = label | (cell[s] & 3);
            s = next[s];
        } while (s != small);
        char t = next[big];
        next[big] = next[small];
        next[small] = t;
        stones[big] += stones[small];
        pseudo[big] += pseudo[small];
    }

    /** XOR of the Zobrist keys of the chain with head h. */
    long keys(int[] cell, int h) {
        int stone = cell[h] & 3;
        long x = 0;
        int s = h;
        do {
            x ^= Zobrist.key(stone, s);
            s = next[s];
        } while (s != h);
        return x;
    }

    /**
     * Takes the chain with head h off the board, gives its points back to the neighbouring chains as
     * pseudo-liberties and appends its stones to {@link #removed}. Returns the XOR of their Zobrist keys.
     */
    long remove(int[] cell, int h, int stride) {
        int count = stones[h];
        if (removedCount + count > removed.length) {
            removed = Arrays.copyOf(removed, Math.max(2 * removed.length, removedCount + count));
        }
        int stone = cell[h] & 3;
        long x = 0;
        int s = h;
        do {
            x ^= Zobrist.key(stone, s);
            cell[s] = Board.EMPTY;
            removed[removedCount++] = s;
            s = next[s];
        } while (s != h);
        s = h;
        do {
            long pairS = pair(s);
            giveLiberty(cell[s - 1], pairS);
            giveLiberty(cell[s + 1], pairS);
            giveLiberty(cell[s - stride], pairS);
            giveLiberty(cell[s + stride], pairS);
            s = next[s];
        } while (s != h);
        return x;
    }

    private void giveLiberty(int v, long pair) {
        if (v > Board.BORDER) {
            pseudo[v >>> 2] += pair;
        }
    }

    /** The stones of the chain with head h (padded indices). */
    int[] stonesOf(int h) {
        int[] out = new int[stones[h]];
        int s = h;
        int i = 0;
        do {
            out[i++] = s;
            s = next[s];
        } while (s != h);
        return out;
    }
}
