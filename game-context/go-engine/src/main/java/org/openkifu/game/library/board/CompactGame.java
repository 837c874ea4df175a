package org.openkifu.game.library.board;

import java.util.List;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * A library record as the index keeps it: one {@code short} per move and setup stone (the row-major point times two
 * plus the colour bit; a pass is the point n*n; bit 11 set when the move captures), the stones each capturing move
 * removes (a count, then the points), the winner, and bit masks of every point that ever held a black or a white
 * stone (the pattern search's candidate filter). A replay is then a list of edits, with no liberty counting: the
 * captures were worked out once, when the game was put. About 2 bytes per move plus 2 x n*n/8 bytes per game.
 */
final class CompactGame {

    final String gameId;
    final int n;
    final byte winner;
    final short[] setup;
    final short[] moves;
    /** For each capturing move in order: the number of stones it removes, then their row-major points. */
    final short[] captures;
    static final int CAPTURES = 1 << 11;
    final long[] everBlack;
    final long[] everWhite;

    CompactGame(LibraryRecord r) {
        gameId = r.gameId();
        n = r.size();
        Queries.requireSize(n);
        winner = (byte) (r.winner() == null ? 0 : r.winner() == Color.BLACK ? 1 : 2);
        setup = new short[r.blackSetup().size() + r.whiteSetup().size()];
        everBlack = new long[(n * n + 63) / 64];
        everWhite = new long[everBlack.length];
        int i = 0;
        for (Point p : r.blackSetup()) {
            setup[i++] = encode(p, Color.BLACK);
        }
        for (Point p : r.whiteSetup()) {
            setup[i++] = encode(p, Color.WHITE);
        }
        List<LibraryMove> ms = r.moves();
        moves = new short[ms.size()];
        for (int k = 0; k < moves.length; k++) {
            moves[k] = encode(ms.get(k).point(), ms.get(k).colour());
        }
        for (short s : setup) {
            mark(s);
        }
        for (short s : moves) {
            mark(s);
        }
        captures = captures();
    }

    /** Replays the moves once with liberty counting, flags the capturing moves and lists what they removed. */
    private short[] captures() {
        LightBoard b = new LightBoard(n, false);
        setUp(b);
        short[] out = new short[16];
        int size = 0;
        for (int k = 0; k < moves.length; k++) {
            short s = moves[k];
            if (isPass(s)) {
                continue;
            }
            b.play(point(s), colour(s));
            int removed = b.changedCount - 1; // the first change is the stone played (it may be removed again: self-capture)
            if (removed == 0) {
                continue;
            }
            moves[k] = (short) (s | CAPTURES);
            if (size + removed + 1 > out.length) {
                out = java.util.Arrays.copyOf(out, Math.max(out.length * 2, size + removed + 1));
            }
            out[size++] = (short) removed;
            for (int c = 1; c < b.changedCount; c++) {
                out[size++] = (short) b.changed[c];
            }
        }
        return java.util.Arrays.copyOf(out, size);
    }

    private short encode(Point p, Color c) {
        int index = p == null ? n * n : checked(p).index(n);
        return (short) (index << 1 | (c == Color.WHITE ? 1 : 0));
    }

    private Point checked(Point p) {
        if (!p.isOn(n)) {
            throw new IllegalArgumentException("game " + gameId + ": point " + p.toSgf() + " is off its " + n + "x" + n + " board");
        }
        return p;
    }

    private void mark(short s) {
        int index = point(s);
        if (index < n * n) {
            long[] bits = colour(s) == 1 ? everBlack : everWhite;
            bits[index >>> 6] |= 1L << index;
        }
    }

    /** Row-major point of an encoded move, n*n for a pass. */
    static int point(short s) {
        return (s >>> 1) & 1023;
    }

    /** 1 black, 2 white. */
    static int colour(short s) {
        return (s & 1) + 1;
    }

    boolean isPass(short s) {
        return point(s) == n * n;
    }

    /** Sets the board to position 0 (the setup). */
    void setUp(LightBoard b) {
        b.clear();
        for (short s : setup) {
            b.setup(point(s), colour(s));
        }
    }

    /**
     * Plays move k (1-based, the moves before it played in order) on the board from the captures list at
     * {@code capturesAt}; returns where the next capturing move's entry starts.
     */
    int play(LightBoard b, int k, int capturesAt) {
        short s = moves[k - 1];
        if (isPass(s)) {
            b.pass();
            return capturesAt;
        }
        if ((s & CAPTURES) == 0) {
            b.edit(point(s), colour(s), captures, capturesAt, 0);
            return capturesAt;
        }
        int count = captures[capturesAt];
        b.edit(point(s), colour(s), captures, capturesAt + 1, count);
        return capturesAt + 1 + count;
    }

    Color winner() {
        return winner == 0 ? null : winner == 1 ? Color.BLACK : Color.WHITE;
    }
}
