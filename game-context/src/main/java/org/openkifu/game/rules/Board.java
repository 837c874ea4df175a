package org.openkifu.game.rules;

import java.util.Arrays;

/**
 * The mutable, allocation-free board behind {@link Position}. Not part of the public API.
 *
 * <p>Cells live on a padded grid (one border ring, stride {@code size + 2}) so neighbours never need
 * bounds checks. Chains are circular linked lists of stones with a head per chain; each head keeps
 * the stone count and pseudo-liberties: the number of (stone, empty neighbour) pairs plus the sum and
 * sum of squares of those empty indices. A chain is in atari exactly when all its pseudo-liberties are
 * the same point, i.e. {@code count * sumSq == sum * sum}; that keeps every legality check O(1).
 * The hash change of a capture is found by walking the captured chain: captures are rare and small,
 * so that is cheaper than keeping a key per chain on every move (and a smaller board to allocate).
 */
final class Board {

    static final byte EMPTY = 0;
    static final byte BLACK = 1;
    static final byte WHITE = 2;
    static final byte BORDER = 3;

    /** Results of {@link #probe}. */
    static final int PROBE_OK = 0;
    static final int PROBE_OCCUPIED = 1;
    static final int PROBE_SUICIDE_SINGLE = 2;
    static final int PROBE_SUICIDE_GROUP = 3;

    final int size;
    final int stride;
    private final int[] offsets;
    final byte[] color;
    final int[] head;
    final int[] next;
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
    long hash;

    /** Filled by {@link #probe}: what the move removes (see {@link #probeHash()} for its hash). */
    int probeCaptured;
    int probeSelfCaptured;
    /** How many chains the probed play removes (opposing, or its own on suicide); heads in {@link #scratchHeads}. */
    private int probeHeads;
    private int probePoint;
    private byte probeColor;

    /** Filled by {@link #play}: indices of removed stones (either colour), in removal order; grows on demand. */
    int[] removed = new int[8];
    int removedCount;

    private final int[] scratchHeads = new int[4];
    private int[] mark;
    private int markEpoch;

    Board(int size) {
        if (size < 2 || size > Point.MAX_SIZE) {
            throw new RulesException(RulesException.BOARD_SIZE_UNSUPPORTED,
                    "board size " + size + " is not supported: use 2 to " + Point.MAX_SIZE);
        }
        this.size = size;
        this.stride = size + 2;
        int cells = stride * stride;
        offsets = new int[] {-1, 1, -stride, stride};
        color = new byte[cells];
        head = new int[cells];
        next = new int[cells];
        stones = new int[cells];
        pseudo = new long[cells];
        System.arraycopy(emptyColors(size), 0, color, 0, cells);
    }

    /** The colours of an empty board with its border ring, per size: built once, only ever copied. */
    private static final byte[][] EMPTY_COLORS = new byte[Point.MAX_SIZE + 1][];

    static {
        for (int size = 2; size <= Point.MAX_SIZE; size++) {
            int stride = size + 2;
            byte[] t = new byte[stride * stride];
            Arrays.fill(t, BORDER);
            for (int y = 1; y <= size; y++) {
                Arrays.fill(t, y * stride + 1, y * stride + 1 + size, EMPTY);
            }
            EMPTY_COLORS[size] = t;
        }
    }

    private static byte[] emptyColors(int size) {
        return EMPTY_COLORS[size];
    }

    private Board(Board o) {
        size = o.size;
        stride = o.stride;
        offsets = o.offsets;
        color = o.color.clone();
        head = o.head.clone();
        next = o.next.clone();
        stones = o.stones.clone();
        pseudo = o.pseudo.clone();
        hash = o.hash;
    }

    Board copy() {
        return new Board(this);
    }

    int index(int x, int y) {
        return (y + 1) * stride + x + 1;
    }

    int x(int padded) {
        return padded % stride - 1;
    }

    int y(int padded) {
        return padded / stride - 1;
    }

    Point point(int padded) {
        return new Point(x(padded), y(padded));
    }

    /** The padded index of a row-major snapshot index. */
    int fromSnapshotIndex(int i) {
        return index(i % size, i / size);
    }

    private static final long SUM_MASK = (1L << 22) - 1;
    private static final long SQ_MASK = (1L << 30) - 1;

    /** The packed pseudo-liberty of one (stone, empty point e) pair; see {@link #pseudo}. */
    private static long pair(int e) {
        return (1L << 52) | ((long) e << 30) | (e * e);
    }

    /** Number of pseudo-liberties of the chain with head h. */
    int pseudoCount(int h) {
        return (int) (pseudo[h] >>> 52);
    }

    private boolean inAtari(int h) {
        long l = pseudo[h];
        long s = (l >>> 30) & SUM_MASK;
        return (l >>> 52) * (l & SQ_MASK) == s * s;
    }

    /**
     * Looks at a play without changing anything: fills {@link #probeHash}, {@link #probeCaptured}
     * and {@link #probeSelfCaptured}. Suicide results say what would happen if self-capture were allowed.
     */
    int probe(int p, byte c) {
        final byte[] col = color;
        if (col[p] != EMPTY) {
            return PROBE_OCCUPIED;
        }
        final int[] hd = head;
        final int[] heads = scratchHeads;
        int count = 0;
        probePoint = p;
        probeColor = c;
        int captured = 0;
        boolean breathes = false;
        final int[] off = offsets;
        for (int d = 0; d < 4; d++) {
            int n = p + off[d];
            byte cn = col[n];
            if (cn == EMPTY) {
                breathes = true;
            } else if (cn == c) {
                // a friendly chain lends a liberty unless p was its last one; no need to ask once p breathes
                breathes = breathes || !inAtari(hd[n]);
            } else if (cn != BORDER) {
                int g = hd[n];
                if (inAtari(g) && (count == 0 || !seen(g, count))) {
                    heads[count++] = g;
                    captured += stones[g];
                }
            }
        }
        probeCaptured = captured;
        probeHeads = count;
        probeSelfCaptured = 0;
        if (captured > 0 || breathes) {
            return PROBE_OK;
        }
        // Suicide: every friendly neighbour chain is in atari on p. What would self-capture remove?
        count = 0;
        int self = 1;
        for (int d = 0; d < 4; d++) {
            int n = p + off[d];
            if (col[n] == c) {
                int g = hd[n];
                if (!seen(g, count)) {
                    heads[count++] = g;
                    self += stones[g];
                }
            }
        }
        probeHeads = count;
        probeSelfCaptured = self;
        return count == 0 ? PROBE_SUICIDE_SINGLE : PROBE_SUICIDE_GROUP;
    }

    /**
     * The board hash after the last probed play. Computed only when asked (superko rule sets): the
     * removed chains are walked, which is cheap because captures are rare and small.
     */
    long probeHash() {
        long h = hash;
        if (probeSelfCaptured == 0) {
            h ^= Zobrist.key(probeColor, probePoint); // on suicide the new stone goes with its chains
        }
        for (int i = 0; i < probeHeads; i++) {
            int g = scratchHeads[i];
            int s = g;
            do {
                h ^= Zobrist.key(color[s], s);
                s = next[s];
            } while (s != g);
        }
        return h;
    }

    private boolean seen(int g, int count) {
        for (int i = 0; i < count; i++) {
            if (scratchHeads[i] == g) {
                return true;
            }
        }
        return false;
    }

    /**
     * Plays the stone that the last {@link #probe} looked at and accepted (or a group suicide the rules
     * allow): the probe already knows which chains it removes. Returns the number of opposing stones
     * captured; {@link #removed} lists everything taken off.
     */
    int play(int p, byte c) {
        removedCount = 0;
        place(p, c);
        int captured = probeCaptured;
        if (captured > 0) {
            // opposing heads do not move when p joins friendly chains
            for (int i = 0; i < probeHeads; i++) {
                removeChain(scratchHeads[i]);
            }
        } else if (probeSelfCaptured > 0) {
            removeChain(head[p]);
        }
        return captured;
    }

    /** The ko point created by the last {@link #play} at p, or -1: a lone stone that took a lone stone. */
    int koAfterPlay(int p, int captured) {
        if (captured != 1 || color[p] == EMPTY) {
            return -1;
        }
        int h = head[p];
        return stones[h] == 1 && pseudoCount(h) == 1 ? removed[0] : -1;
    }

    /** Puts a stone down, joins it to friendly chains, takes liberties from neighbours; no captures. */
    void place(int p, byte c) {
        final byte[] col = color;
        final int[] hd = head;
        final int[] nx = next;
        col[p] = c;
        long key = Zobrist.key(c, p);
        hash ^= key;
        long lib = 0;
        long pairP = pair(p);
        final long[] ps = pseudo;
        int friends = 0;
        int join = -1;
        final int[] off = offsets;
        for (int d = 0; d < 4; d++) {
            int n = p + off[d];
            byte cn = col[n];
            if (cn == EMPTY) {
                lib += pair(n);
            } else if (cn != BORDER) {
                int g = hd[n];
                ps[g] -= pairP;
                if (cn == c) {
                    friends++;
                    join = g;
                }
            }
        }
        if (join < 0) {
            hd[p] = p;
            nx[p] = p;
            stones[p] = 1;
            ps[p] = lib;
            return;
        }
        // the usual case: the stone extends one chain, so link it in instead of merging a chain of one
        hd[p] = join;
        nx[p] = nx[join];
        nx[join] = p;
        stones[join]++;
        ps[join] += lib;
        if (friends > 1) {
            for (int d = 0; d < 4; d++) {
                int n = p + off[d];
                if (col[n] == c && hd[n] != hd[p]) {
                    merge(hd[p], hd[n]);
                }
            }
        }
    }

    private void merge(int a, int b) {
        int big = stones[a] >= stones[b] ? a : b;
        int small = big == a ? b : a;
        int s = small;
        do {
            head[s] = big;
            s = next[s];
        } while (s != small);
        int t = next[big];
        next[big] = next[small];
        next[small] = t;
        stones[big] += stones[small];
        pseudo[big] += pseudo[small];
    }

    private int removeChain(int h) {
        int count = stones[h];
        if (removedCount + count > removed.length) {
            removed = Arrays.copyOf(removed, Math.max(2 * removed.length, removedCount + count));
        }
        long x = hash;
        int s = h;
        do {
            x ^= Zobrist.key(color[s], s);
            color[s] = EMPTY;
            removed[removedCount++] = s;
            s = next[s];
        } while (s != h);
        hash = x;
        s = h;
        final long[] ps = pseudo;
        do {
            long pairS = pair(s);
            for (int d = 0; d < 4; d++) {
                int n = s + offsets[d];
                byte cn = color[n];
                if (cn == BLACK || cn == WHITE) {
                    int g = head[n];
                    ps[g] += pairS;
                }
            }
            s = next[s];
        } while (s != h);
        return count;
    }

    /** Replaces the whole board (setup), rebuilding every chain; no captures happen. */
    void load(byte[] snapshotCells) {
        hash = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                color[index(x, y)] = EMPTY;
            }
        }
        for (int i = 0; i < snapshotCells.length; i++) {
            byte c = snapshotCells[i];
            if (c == BLACK || c == WHITE) {
                place(fromSnapshotIndex(i), c);
            }
        }
    }

    /** Padded index of some stone in a chain without liberties, or -1 when every chain breathes. */
    int firstChainWithoutLiberties() {
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = index(x, y);
                if (color[p] != EMPTY && pseudo[head[p]] == 0) {
                    return p;
                }
            }
        }
        return -1;
    }

    /** The stones of the chain through p (padded indices). */
    int[] chain(int p) {
        int h = head[p];
        int[] out = new int[stones[h]];
        int s = h;
        int i = 0;
        do {
            out[i++] = s;
            s = next[s];
        } while (s != h);
        return out;
    }

    /** Exact (distinct) liberties of the chain through p. Not on the hot path. */
    int liberties(int p) {
        if (mark == null) {
            mark = new int[color.length];
        }
        int epoch = ++markEpoch;
        int count = 0;
        for (int s : chain(p)) {
            for (int d = 0; d < 4; d++) {
                int n = s + offsets[d];
                if (color[n] == EMPTY && mark[n] != epoch) {
                    mark[n] = epoch;
                    count++;
                }
            }
        }
        return count;
    }

    byte[] snapshotCells() {
        byte[] cells = new byte[size * size];
        for (int y = 0; y < size; y++) {
            System.arraycopy(color, index(0, y), cells, y * size, size);
        }
        return cells;
    }

    /** The board hash computed from the stones alone: what the incremental hash must always equal. */
    long hashFromScratch() {
        long h = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = index(x, y);
                if (color[p] != EMPTY) {
                    h ^= Zobrist.key(color[p], p);
                }
            }
        }
        return h;
    }
}
