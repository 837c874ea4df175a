package org.openkifu.game.library.board;

import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * One image of a pattern at one place of the board: the pattern turned by {@link #symmetry}, colours swapped or not,
 * with its top-left corner at ({@link #x}, {@link #y}) and {@link #w} x {@link #h} cells. Precomputed for the search:
 * the board indexes that must hold black, white or nothing, and bit masks of the stones for the candidate filter.
 */
final class Placement {

    final Symmetry symmetry;
    final boolean swapped;
    final int x;
    final int y;
    final int w;
    final int h;
    final int n;
    /** Row-major board indexes that must hold a black stone, a white stone, no stone. */
    final int[] black;
    final int[] white;
    final int[] empty;
    /** The same black and white points as bits of a row-major board (the filter tests them against a game's). */
    final long[] blackMask;
    final long[] whiteMask;
    /** The query's place (null for an anywhere pattern without one): where continuations are shown. */
    private final Integer queryColumn;
    private final Integer queryRow;

    Placement(Symmetry symmetry, boolean swapped, int x, int y, int w, int h, byte[] cells, int n,
              Integer queryColumn, Integer queryRow) {
        this.symmetry = symmetry;
        this.swapped = swapped;
        this.x = x;
        this.y = y;
        this.w = w;
        this.h = h;
        this.n = n;
        this.queryColumn = queryColumn;
        this.queryRow = queryRow;
        int nb = 0;
        int nw = 0;
        int ne = 0;
        for (byte c : cells) {
            nb += c == Queries.BLACK ? 1 : 0;
            nw += c == Queries.WHITE ? 1 : 0;
            ne += c == Queries.EMPTY ? 1 : 0;
        }
        black = new int[nb];
        white = new int[nw];
        empty = new int[ne];
        blackMask = new long[(n * n + 63) / 64];
        whiteMask = new long[blackMask.length];
        nb = 0;
        nw = 0;
        ne = 0;
        for (int j = 0; j < h; j++) {
            for (int i = 0; i < w; i++) {
                int p = (y + j) * n + x + i;
                switch (cells[j * w + i]) {
                    case Queries.BLACK -> {
                        black[nb++] = p;
                        blackMask[p >>> 6] |= 1L << p;
                    }
                    case Queries.WHITE -> {
                        white[nw++] = p;
                        whiteMask[p >>> 6] |= 1L << p;
                    }
                    case Queries.EMPTY -> empty[ne++] = p;
                    default -> {
                    }
                }
            }
        }
    }

    /** Whether the board (row-major, 0 empty, 1 black, 2 white) shows this placement. */
    boolean matches(byte[] board) {
        for (int p : black) {
            if (board[p] != Queries.BLACK) {
                return false;
            }
        }
        for (int p : white) {
            if (board[p] != Queries.WHITE) {
                return false;
            }
        }
        for (int p : empty) {
            if (board[p] != Queries.EMPTY) {
                return false;
            }
        }
        return true;
    }

    /** How many constrained cells the board (row-major, 0 empty, 1 black, 2 white) gets wrong. */
    int mismatches(byte[] board) {
        int wrong = 0;
        for (int p : black) {
            wrong += board[p] != Queries.BLACK ? 1 : 0;
        }
        for (int p : white) {
            wrong += board[p] != Queries.WHITE ? 1 : 0;
        }
        for (int p : empty) {
            wrong += board[p] != Queries.EMPTY ? 1 : 0;
        }
        return wrong;
    }

    interface CellVisitor {
        void visit(int point, int want);
    }

    /** Every constrained cell: its row-major point and the value wanted there. */
    void forEachCell(CellVisitor v) {
        for (int p : black) {
            v.visit(p, Queries.BLACK);
        }
        for (int p : white) {
            v.visit(p, Queries.WHITE);
        }
        for (int p : empty) {
            v.visit(p, Queries.EMPTY);
        }
    }

    /** Whether a game whose ever-played stones are these bits can show this placement at all. */
    boolean possibleIn(long[] everBlack, long[] everWhite) {
        for (int i = 0; i < blackMask.length; i++) {
            if ((blackMask[i] & ~everBlack[i]) != 0 || (whiteMask[i] & ~everWhite[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    boolean contains(int px, int py) {
        return px >= x && px < x + w && py >= y && py < y + h;
    }

    /** A game point inside this placement as the query's point (its place, or pattern-relative without one). */
    Point toQuery(int px, int py) {
        Symmetry back = symmetry.inverse();
        int i = back.x(px - x, py - y, w, h);
        int j = back.y(px - x, py - y, w, h);
        return queryColumn == null ? new Point(i, j) : new Point(queryColumn + i, queryRow + j);
    }

    /** A game colour in the query's colours. */
    Color toQuery(Color c) {
        return swapped ? c.opposite() : c;
    }
}
