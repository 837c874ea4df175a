package org.openkifu.game.library.board;

import java.util.Arrays;

/**
 * A capture-only board for replaying library records fast: stones are placed, opposing chains left without liberties
 * are removed, then the mover's own chain if it has none (self-capture). No ko or turn checks: the records were
 * legal when they were stored. Keeps a row-major copy of the board for pattern matching, the points each step
 * changed, and (when asked) the Zobrist hash of the board under each of the 8 symmetries, updated per changed point.
 * Not thread-safe: one replay, one owner.
 *
 * <p>Why not the engine's {@code rules.Board}, now in the same module: it duplicates the capture step and keeps its
 * own Zobrist keys, but the index needs what the engine's board does not give, a hash under all 8 symmetries updated
 * per changed point and the points each step changed, and none of the ko, turn and superko bookkeeping the engine
 * must do. Measured on 3,000 generated 19x19 games (seed 21, 644,591 moves, thread CPU, best of 3, one JVM, the
 * 2-core machine under load): this board builds every game's postings in 0.16 s; the engine's replay alone (the
 * brute force's, no hashing) takes 0.40 s, and with the 8 symmetric hashes computed from each of its snapshots
 * 3.5 s. Replacing it would slow the index build 2.5x before hashing and about 20x with it (docs/library.md).
 */
final class LightBoard {

    private static final int MAX = 25;
    private static final long[] KEYS = new long[3 * MAX * MAX];
    private static final long[] SIZE_KEYS = new long[MAX + 1];
    /** SYM[n][s][i]: row-major image of index i under symmetry s on an n x n board. */
    private static final int[][][] SYM = new int[MAX + 1][][];

    static {
        long state = 0x4C69627261727921L; // "Library!": fixed, so hashes are the same in every run
        for (int i = 0; i < KEYS.length; i++) {
            KEYS[i] = mix(state += 0x9E3779B97F4A7C15L);
        }
        for (int n = 2; n <= MAX; n++) {
            SIZE_KEYS[n] = mix(state += 0x9E3779B97F4A7C15L);
            SYM[n] = new int[8][];
            for (int s = 0; s < 8; s++) {
                SYM[n][s] = Symmetry.of(s).table(n);
            }
        }
    }

    final int n;
    private final int stride;
    private final byte[] cell;
    /** Row-major: 0 empty, 1 black, 2 white. */
    final byte[] board;
    private final boolean hashing;
    private final long[] hash = new long[8];
    private final int[] mark;
    private int generation;
    private final int[] stack;
    private final int[] chain;
    /** Padded offsets of the four neighbours. */
    private final int[] around;
    /** Row-major indexes the last step changed in order (the stone played first, then the stones removed). */
    final int[] changed;
    /** What each changed point held before the change (0 empty, 1 black, 2 white). */
    final byte[] before;
    /** What each changed point holds after that change (a point can change twice in a move: a self-capture). */
    final byte[] after;
    int changedCount;

    LightBoard(int n, boolean hashing) {
        this.n = n;
        this.stride = n + 2;
        this.hashing = hashing;
        cell = new byte[stride * stride];
        board = new byte[n * n];
        mark = new int[cell.length];
        stack = new int[cell.length];
        chain = new int[cell.length];
        changed = new int[2 * n * n + 2];
        before = new byte[changed.length];
        after = new byte[changed.length];
        around = new int[] {-1, 1, -stride, stride};
        clear();
    }

    void clear() {
        Arrays.fill(cell, (byte) 3);
        for (int y = 0; y < n; y++) {
            Arrays.fill(cell, (y + 1) * stride + 1, (y + 1) * stride + 1 + n, (byte) 0);
        }
        Arrays.fill(board, (byte) 0);
        Arrays.fill(hash, 0L);
        changedCount = 0;
    }

    /** The cached {@link Symmetry#table} of symmetry s on an n x n board (callers must not change it). */
    static int[] symmetryTable(int n, Symmetry s) {
        return SYM[n][s.ordinal()];
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A setup stone (colour 1 black, 2 white) at a row-major index: no captures. */
    void setup(int index, int colour) {
        changedCount = 0;
        set(index, colour);
    }

    /** Plays a stone of colour (1 black, 2 white) at a row-major index, removing what it captures. */
    void play(int index, int colour) {
        changedCount = 0;
        int p = (index / n + 1) * stride + index % n + 1;
        if (cell[p] != 0) {
            set(index, 0); // only a corrupt record plays on a stone; the newer stone wins
            changedCount = 0; // the change list starts with the stone played, as a replay from captures does
        }
        set(index, colour);
        int opp = 3 - colour;
        for (int d : around) {
            if (cell[p + d] == opp) {
                removeIfDead(p + d);
            }
        }
        removeIfDead(p);
    }

    /** A move whose captures are known: the stone goes on, the listed stones come off. No liberty counting. */
    void edit(int index, int colour, short[] removed, int from, int count) {
        changedCount = 0;
        set(index, colour);
        for (int i = from; i < from + count; i++) {
            set(removed[i], 0);
        }
    }

    /** A pass changes nothing. */
    void pass() {
        changedCount = 0;
    }

    private void set(int index, int colour) {
        int p = (index / n + 1) * stride + index % n + 1;
        int old = cell[p];
        cell[p] = (byte) colour;
        board[index] = (byte) colour;
        before[changedCount] = (byte) old;
        after[changedCount] = (byte) colour;
        changed[changedCount++] = index;
        if (hashing) {
            int[][] sym = SYM[n];
            for (int s = 0; s < 8; s++) {
                int image = sym[s][index];
                if (old != 0) {
                    hash[s] ^= KEYS[old * MAX * MAX + image - MAX * MAX];
                }
                if (colour != 0) {
                    hash[s] ^= KEYS[colour * MAX * MAX + image - MAX * MAX];
                }
            }
        }
    }

    /** Removes the chain through p when it has no liberty. */
    private void removeIfDead(int p) {
        int colour = cell[p];
        if (colour != 1 && colour != 2) {
            return;
        }
        int g = ++generation;
        int top = 0;
        int size = 0;
        stack[top++] = p;
        mark[p] = g;
        while (top > 0) {
            int q = stack[--top];
            chain[size++] = q;
            for (int d : around) {
                int r = q + d;
                int c = cell[r];
                if (c == 0) {
                    return; // a liberty: alive
                }
                if (c == colour && mark[r] != g) {
                    mark[r] = g;
                    stack[top++] = r;
                }
            }
        }
        for (int i = 0; i < size; i++) {
            int q = chain[i];
            set((q / stride - 1) * n + q % stride - 1, 0);
        }
    }

    /** The hash of the board as its canonical orientation shows it: the least of the 8 symmetric hashes. */
    long canonicalHash() {
        long min = hash[0];
        for (int s = 1; s < 8; s++) {
            min = Math.min(min, hash[s]);
        }
        return min ^ SIZE_KEYS[n];
    }

    /** The canonical hash of a row-major board given whole (a query), computed the same way. */
    static long canonicalHash(byte[] cells, int n) {
        LightBoard b = new LightBoard(n, true);
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != 0) {
                b.set(i, cells[i]);
            }
        }
        return b.canonicalHash();
    }
}
