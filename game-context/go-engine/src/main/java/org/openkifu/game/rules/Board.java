package org.openkifu.game.rules;

/**
 * The mutable, allocation-free board behind {@link Position}. Not part of the public API; the
 * read-only views that are not on the move path live in {@link BoardViews}, the chain bookkeeping
 * (linking, merging, removing, atari) in {@link Chains}.
 *
 * <p>Cells live on a padded grid (one border ring, stride {@code size + 2}) so neighbours never need
 * bounds checks. One {@code int} per cell says both what is there and, for a stone, which chain it
 * belongs to: the colour in bits 0-1 and the chain's head from bit 2. An empty point is exactly 0 and
 * the border exactly 3, so "is a stone" is {@code v > BORDER}. One load per neighbour answers colour
 * and chain together, which keeps the four-neighbour scans short: the move path is where replay
 * throughput is won or lost (docs/benchmarks.md, "Rules engine").
 *
 * <p>A play is looked at first ({@link #probe}, no changes) and then made ({@link #play}); the probe
 * remembers which chains the play removes, so the play does not search again.
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
    /** Colour in bits 0-1, chain head from bit 2 (stones only); see the class comment. */
    final int[] cell;
    final Chains chains;
    long hash;

    /** Filled by {@link #probe}: what the move removes (see {@link #probeHash()} for its hash). */
    int probeCaptured;
    int probeSelfCaptured;
    /** How many chains the probed play removes (opposing, or its own on suicide); heads in {@link #probeHeads}. */
    private int probeHeadCount;
    private final int[] probeHeads = new int[4];
    private int probePoint;
    private int probeColor;

    Board(int size) {
        if (size < 2 || size > Point.MAX_SIZE) {
            throw new RulesException(RulesException.BOARD_SIZE_UNSUPPORTED,
                    "board size " + size + " is not supported: use 2 to " + Point.MAX_SIZE);
        }
        this.size = size;
        this.stride = size + 2;
        cell = EmptyBoards.cells(size).clone();
        chains = new Chains(cell.length);
    }

    private Board(Board o) {
        size = o.size;
        stride = o.stride;
        cell = o.cell.clone();
        chains = o.chains.copy();
        hash = o.hash;
    }

    Board copy() {
        return new Board(this);
    }

    /** Back to the empty board, keeping the arrays (setup rebuilds the board from here). */
    void clear() {
        System.arraycopy(EmptyBoards.cells(size), 0, cell, 0, cell.length);
        hash = 0;
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

    /** EMPTY, BLACK, WHITE or BORDER. */
    byte colorAt(int p) {
        return (byte) (cell[p] & 3);
    }

    /** The head of the chain through the stone at p. */
    int head(int p) {
        return cell[p] >>> 2;
    }

    /**
     * Looks at a play without changing anything: fills {@link #probeHash}, {@link #probeCaptured}
     * and {@link #probeSelfCaptured}. Suicide results say what would happen if self-capture were allowed.
     */
    int probe(int p, int c) {
        final int[] cl = cell;
        if (cl[p] != EMPTY) {
            return PROBE_OCCUPIED;
        }
        probePoint = p;
        probeColor = c;
        final int s = stride;
        final int v0 = cl[p - 1];
        final int v1 = cl[p + 1];
        final int v2 = cl[p - s];
        final int v3 = cl[p + s];
        final int opp = c ^ 3;
        final Chains ch = chains;
        // the head of each opposing chain that p takes the last liberty of, else -1
        final int h0 = ch.capturedBy(v0, opp);
        final int h1 = ch.capturedBy(v1, opp);
        final int h2 = ch.capturedBy(v2, opp);
        final int h3 = ch.capturedBy(v3, opp);
        probeSelfCaptured = 0;
        if ((h0 & h1 & h2 & h3) < 0) { // no capture: the usual case
            probeCaptured = 0;
            probeHeadCount = 0;
            if (v0 == EMPTY || v1 == EMPTY || v2 == EMPTY || v3 == EMPTY
                    || ch.lendsLiberty(v0, c) || ch.lendsLiberty(v1, c) || ch.lendsLiberty(v2, c) || ch.lendsLiberty(v3, c)) {
                return PROBE_OK;
            }
            return suicide(p, c);
        }
        int count = 0;
        count = addHead(h0, count);
        count = addHead(h1, count);
        count = addHead(h2, count);
        count = addHead(h3, count);
        int captured = 0;
        for (int i = 0; i < count; i++) {
            captured += ch.stones[probeHeads[i]];
        }
        probeHeadCount = count;
        probeCaptured = captured;
        return PROBE_OK;
    }

    /**
     * Whether a play on p is "quiet": p is empty, has an empty neighbour and takes no opposing chain's
     * last liberty. Such a play is legal apart from ko and superko, captures nothing and creates no ko
     * point, so the caller can skip the probe and {@link #play}: the new hash is {@code hash ^ key}
     * and {@link #place} does the rest. Most plays in real games are quiet.
     */
    boolean quiet(int p, int c) {
        final int[] cl = cell;
        final int s = stride;
        final int v0 = cl[p - 1];
        final int v1 = cl[p + 1];
        final int v2 = cl[p - s];
        final int v3 = cl[p + s];
        final int opp = c ^ 3;
        final Chains ch = chains;
        return cl[p] == EMPTY && (v0 == EMPTY | v1 == EMPTY | v2 == EMPTY | v3 == EMPTY)
                && !ch.threatened(v0, opp) && !ch.threatened(v1, opp) && !ch.threatened(v2, opp) && !ch.threatened(v3, opp);
    }

    /** Adds a chain head to {@link #probeHeads} once; -1 (no chain) is skipped. */
    private int addHead(int h, int count) {
        if (h < 0) {
            return count;
        }
        for (int i = 0; i < count; i++) {
            if (probeHeads[i] == h) {
                return count;
            }
        }
        probeHeads[count] = h;
        return count + 1;
    }

    /** Every friendly neighbour chain is in atari on p: what would self-capture remove? */
    private int suicide(int p, int c) {
        probeHeadCount = 0;
        int self = 1 + selfCaptured(p - 1, c) + selfCaptured(p + 1, c) + selfCaptured(p - stride, c) + selfCaptured(p + stride, c);
        probeSelfCaptured = self;
        return probeHeadCount == 0 ? PROBE_SUICIDE_SINGLE : PROBE_SUICIDE_GROUP;
    }

    /** The stones of the friendly chain on n if it is not counted yet (it goes with a suicide), else 0. */
    private int selfCaptured(int n, int c) {
        int v = cell[n];
        if ((v & 3) != c) {
            return 0;
        }
        int before = probeHeadCount;
        probeHeadCount = addHead(v >>> 2, before);
        return probeHeadCount > before ? chains.stones[v >>> 2] : 0;
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
        for (int i = 0; i < probeHeadCount; i++) {
            h ^= chains.keys(cell, probeHeads[i]);
        }
        return h;
    }

    /**
     * Plays the stone that the last {@link #probe} looked at and accepted (or a group suicide the rules
     * allow): the probe already knows which chains it removes. Returns the number of opposing stones
     * captured; {@link Chains#removed} lists everything taken off.
     */
    int play(int p, int c) {
        chains.removedCount = 0;
        place(p, c);
        int captured = probeCaptured;
        if (captured > 0) {
            // opposing heads do not move when p joins friendly chains
            for (int i = 0; i < probeHeadCount; i++) {
                hash ^= chains.remove(cell, probeHeads[i], stride);
            }
        } else if (probeSelfCaptured > 0) {
            hash ^= chains.remove(cell, head(p), stride);
        }
        return captured;
    }

    /** The ko point created by the last {@link #play} at p, or -1: a lone stone that took a lone stone. */
    int koAfterPlay(int p, int captured) {
        if (captured != 1 || cell[p] == EMPTY) {
            return -1;
        }
        int h = head(p);
        return chains.stones[h] == 1 && chains.pseudoCount(h) == 1 ? chains.removed[0] : -1;
    }

    /** Puts a stone down, joins it to friendly chains, takes liberties from neighbours; no captures. */
    void place(int p, int c) {
        hash ^= Zobrist.key(c, p);
        final int[] cl = cell;
        final int s = stride;
        final int n0 = p - 1;
        final int n1 = p + 1;
        final int n2 = p - s;
        final int n3 = p + s;
        final int v0 = cl[n0];
        final int v1 = cl[n1];
        final int v2 = cl[n2];
        final int v3 = cl[n3];
        final Chains ch = chains;
        ch.takeLiberty(v0, p);
        ch.takeLiberty(v1, p);
        ch.takeLiberty(v2, p);
        ch.takeLiberty(v3, p);
        long lib = Chains.libertyIfEmpty(v0, n0) + Chains.libertyIfEmpty(v1, n1)
                + Chains.libertyIfEmpty(v2, n2) + Chains.libertyIfEmpty(v3, n3);
        int join = (v0 & 3) == c ? v0 : (v1 & 3) == c ? v1 : (v2 & 3) == c ? v2 : (v3 & 3) == c ? v3 : 0;
        if (join == 0) {
            cl[p] = p << 2 | c;
            ch.single(p, lib);
            return;
        }
        // the usual case: the stone extends one chain, so link it in instead of merging a chain of one
        int g = join >>> 2;
        cl[p] = join;
        ch.extend(g, p, lib);
        if (((v0 & 3) == c && v0 != join) || ((v1 & 3) == c && v1 != join)
                || ((v2 & 3) == c && v2 != join) || ((v3 & 3) == c && v3 != join)) {
            // the rarer connecting play: merge every other friendly chain next to p into p's chain
            joinIfOther(p, n0, c);
            joinIfOther(p, n1, c);
            joinIfOther(p, n2, c);
            joinIfOther(p, n3, c);
        }
    }

    /** Merges the friendly chain on n into p's chain unless it already is p's chain (cells re-read: merges relabel). */
    private void joinIfOther(int p, int n, int c) {
        int v = cell[n];
        if ((v & 3) == c && v != cell[p]) {
            chains.merge(cell, cell[p] >>> 2, v >>> 2);
        }
    }

    /** Replaces the whole board (setup), rebuilding every chain; no captures happen. */
    void load(byte[] snapshotCells) {
        clear();
        for (int i = 0; i < snapshotCells.length; i++) {
            byte c = snapshotCells[i];
            if (c == BLACK || c == WHITE) {
                place(fromSnapshotIndex(i), c);
            }
        }
    }
}
