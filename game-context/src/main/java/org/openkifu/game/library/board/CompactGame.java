package org.openkifu.game.library.board;

import java.util.List;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * A library record as the index keeps it: one {@code short} per move and setup stone (the row-major point times two
 * plus the colour bit; a pass is the point n*n), the winner, and bit masks of every point that ever held a black or a
 * white stone (the pattern search's candidate filter). About 2 bytes per move plus 2 x n*n/8 bytes per game.
 */
final class CompactGame {

    final String gameId;
    final int n;
    final byte winner;
    final short[] setup;
    final short[] moves;
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
        return s >>> 1;
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

    /** Plays move k (1-based) on the board. */
    void play(LightBoard b, int k) {
        short s = moves[k - 1];
        if (isPass(s)) {
            b.pass();
        } else {
            b.play(point(s), colour(s));
        }
    }

    Color winner() {
        return winner == 0 ? null : winner == 1 ? Color.BLACK : Color.WHITE;
    }
}
