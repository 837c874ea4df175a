package org.openkifu.game.library.board;

import java.util.List;
import org.openkifu.game.library.PatternQuery;
import org.openkifu.game.library.PositionQuery;
import org.openkifu.game.rules.Point;

/** Checks and reads queries; everything a query can get wrong is answered here with a {@link BoardQueryException}. */
final class Queries {

    static final byte EMPTY = 0;
    static final byte BLACK = 1;
    static final byte WHITE = 2;
    static final byte ANY = 3;

    private Queries() {
    }

    static void requireSize(int size) {
        if (size < 2 || size > Point.MAX_SIZE) {
            throw new BoardQueryException(BoardQueryException.BOARD_SIZE_INVALID,
                    "board size " + size + " is not searchable: sizes 2 to " + Point.MAX_SIZE);
        }
    }

    /** The position's cells, row-major: EMPTY, BLACK or WHITE. */
    static byte[] position(PositionQuery q) {
        requireSize(q.size());
        int n = q.size();
        byte[] cells = new byte[n * n];
        put(cells, q.black(), BLACK, n);
        put(cells, q.white(), WHITE, n);
        requireLiberties(cells, n);
        return cells;
    }

    private static void put(byte[] cells, List<Point> points, byte colour, int n) {
        for (Point p : points) {
            if (p == null || !p.isOn(n)) {
                throw new BoardQueryException(BoardQueryException.POSITION_OFF_BOARD,
                        "stone " + (p == null ? "null" : p.toSgf()) + " is off a " + n + "x" + n + " board");
            }
            int i = p.index(n);
            if (cells[i] != EMPTY && cells[i] != colour) {
                throw new BoardQueryException(BoardQueryException.POSITION_CONFLICT,
                        "point " + p.toSgf() + " is given both a black and a white stone");
            }
            cells[i] = colour;
        }
    }

    /** A chain without liberties cannot be on the board after any move: captures are removed. */
    private static void requireLiberties(byte[] cells, int n) {
        boolean[] seen = new boolean[cells.length];
        int[] stack = new int[cells.length];
        for (int start = 0; start < cells.length; start++) {
            if (cells[start] == EMPTY || seen[start]) {
                continue;
            }
            boolean free = false;
            int top = 0;
            stack[top++] = start;
            seen[start] = true;
            while (top > 0) {
                int p = stack[--top];
                int x = p % n;
                int y = p / n;
                int[] ns = {x > 0 ? p - 1 : -1, x < n - 1 ? p + 1 : -1, y > 0 ? p - n : -1, y < n - 1 ? p + n : -1};
                for (int q : ns) {
                    if (q < 0) {
                        continue;
                    }
                    if (cells[q] == EMPTY) {
                        free = true;
                    } else if (cells[q] == cells[start] && !seen[q]) {
                        seen[q] = true;
                        stack[top++] = q;
                    }
                }
            }
            if (!free) {
                throw new BoardQueryException(BoardQueryException.POSITION_IMPOSSIBLE, "the "
                        + (cells[start] == BLACK ? "black" : "white") + " chain through " + Point.ofIndex(start, n).toSgf()
                        + " has no liberty: no game can pass through this position");
            }
        }
    }

    /** The pattern's cells, row-major over its width x height: EMPTY, BLACK, WHITE or ANY. */
    static byte[] pattern(PatternQuery q) {
        requireSize(q.size());
        List<String> rows = q.rows();
        if (rows.isEmpty() || rows.get(0).isEmpty()) {
            throw new BoardQueryException(BoardQueryException.PATTERN_EMPTY, "the pattern has no cells");
        }
        int w = rows.get(0).length();
        int h = rows.size();
        byte[] cells = new byte[w * h];
        boolean constrained = false;
        for (int y = 0; y < h; y++) {
            String row = rows.get(y);
            if (row == null || row.length() != w) {
                throw new BoardQueryException(BoardQueryException.PATTERN_RAGGED, "pattern row " + (y + 1) + " has "
                        + (row == null ? 0 : row.length()) + " cells, the first row " + w + ": a pattern is a rectangle");
            }
            for (int x = 0; x < w; x++) {
                char c = row.charAt(x);
                byte cell = switch (c) {
                    case 'X' -> BLACK;
                    case 'O' -> WHITE;
                    case '.' -> EMPTY;
                    case '*' -> ANY;
                    default -> throw new BoardQueryException(BoardQueryException.PATTERN_CELL_INVALID, "pattern row " + (y + 1)
                            + " has '" + c + "': cells are X (black), O (white), . (empty) or * (any)");
                };
                constrained |= cell != ANY;
                cells[y * w + x] = cell;
            }
        }
        if (!constrained) {
            throw new BoardQueryException(BoardQueryException.PATTERN_EMPTY, "every cell of the pattern is * (any): it says nothing");
        }
        if (w > q.size() || h > q.size()) {
            throw new BoardQueryException(BoardQueryException.PATTERN_TOO_LARGE, "a " + w + "x" + h + " pattern does not fit on a "
                    + q.size() + "x" + q.size() + " board");
        }
        if ((q.column() == null) != (q.row() == null)) {
            throw new BoardQueryException(BoardQueryException.PATTERN_PLACE_INVALID, "give both column and row of the pattern's place, or neither");
        }
        if (q.column() == null && !q.anywhere()) {
            throw new BoardQueryException(BoardQueryException.PATTERN_PLACE_INVALID, "a pattern searched at a fixed place needs its column and row");
        }
        if (q.column() != null && (q.column() < 0 || q.row() < 0 || q.column() + w > q.size() || q.row() + h > q.size())) {
            throw new BoardQueryException(BoardQueryException.PATTERN_PLACE_INVALID, "a " + w + "x" + h + " pattern at column "
                    + q.column() + ", row " + q.row() + " reaches off a " + q.size() + "x" + q.size() + " board");
        }
        return cells;
    }
}
