package org.openkifu.game.web;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.openkifu.game.library.PatternQuery;
import org.openkifu.game.library.PositionQuery;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.web.ApiException;
import org.springframework.http.HttpStatus;

/**
 * The API's checks of a position or pattern before it reaches the board index (docs/library.md, "Bad input"): each
 * refusal has its own code, and nothing is searched.
 */
final class LibraryBoardQueries {

    static final int MIN_SIZE = 2;

    private LibraryBoardQueries() {
    }

    static void check(PositionQuery q) {
        size(q.size());
        Set<Point> black = stones("black", q.black(), q.size());
        Set<Point> white = stones("white", q.white(), q.size());
        for (Point p : black) {
            if (white.contains(p)) {
                throw ApiException.badRequest("POSITION_INVALID", "point (" + p.x() + "," + p.y()
                        + ") is given as both black and white");
            }
        }
        Point dead = withoutLiberties(black, white, q.size());
        if (dead == null) {
            dead = withoutLiberties(white, black, q.size());
        }
        if (dead != null) {
            throw ApiException.badRequest("POSITION_IMPOSSIBLE", "the stone at (" + dead.x() + "," + dead.y()
                    + ") and its chain have no liberty: no game can pass through this position")
                    .with("point", dead);
        }
    }

    static void check(PatternQuery q) {
        size(q.size());
        if (q.rows().isEmpty() || q.width() == 0) {
            throw ApiException.badRequest("PATTERN_EMPTY", "the pattern has no cells; give rows of X, O, . and *");
        }
        boolean any = false;
        for (String row : q.rows()) {
            if (row.length() != q.width()) {
                throw ApiException.badRequest("PATTERN_INVALID", "every row of the pattern must be " + q.width()
                        + " cells wide, not " + row.length() + " ('" + row + "')");
            }
            for (char c : row.toCharArray()) {
                if ("XO.*".indexOf(c) < 0) {
                    throw ApiException.badRequest("PATTERN_INVALID", "a pattern cell is X (black), O (white), . (empty)"
                            + " or * (any), not '" + c + "'");
                }
                any |= c != '*';
            }
        }
        if (!any) {
            throw ApiException.badRequest("PATTERN_EMPTY", "every cell of the pattern is * (any): it would match "
                    + "everywhere; give at least one X, O or . cell");
        }
        if (q.width() > q.size() || q.height() > q.size()) {
            throw ApiException.badRequest("PATTERN_TOO_LARGE", "a " + q.width() + "x" + q.height()
                    + " pattern does not fit on a " + q.size() + "x" + q.size() + " board");
        }
        if ((q.column() == null) != (q.row() == null)) {
            throw ApiException.badRequest("PATTERN_INVALID", "give both column and row (the pattern's top-left point) "
                    + "for a fixed place, or neither to search anywhere");
        }
        if (!q.anywhere() && (q.column() < 0 || q.row() < 0 || q.column() + q.width() > q.size()
                || q.row() + q.height() > q.size())) {
            throw ApiException.badRequest("PATTERN_OUTSIDE_BOARD", "a " + q.width() + "x" + q.height()
                    + " pattern at column " + q.column() + ", row " + q.row() + " reaches outside the " + q.size() + "x"
                    + q.size() + " board");
        }
    }

    private static void size(int size) {
        if (size < MIN_SIZE || size > Point.MAX_SIZE) {
            throw ApiException.badRequest("BOARD_SIZE_INVALID", "size must be from " + MIN_SIZE + " to "
                    + Point.MAX_SIZE + ", not " + size);
        }
    }

    private static Set<Point> stones(String colour, List<Point> points, int size) {
        Set<Point> set = new HashSet<>();
        for (Point p : points) {
            if (p == null || !p.isOn(size)) {
                throw ApiException.badRequest("POSITION_INVALID", "a " + colour + " stone is off the " + size + "x" + size
                        + " board: " + p);
            }
            if (!set.add(p)) {
                throw ApiException.badRequest("POSITION_INVALID", "the " + colour + " stone at (" + p.x() + "," + p.y()
                        + ") is given twice");
            }
        }
        return set;
    }

    /** A stone of {@code own} whose chain has no empty neighbour, or null. */
    private static Point withoutLiberties(Set<Point> own, Set<Point> other, int size) {
        Set<Point> seen = new HashSet<>();
        for (Point start : own) {
            if (seen.contains(start)) {
                continue;
            }
            boolean free = false;
            Deque<Point> todo = new ArrayDeque<>(List.of(start));
            seen.add(start);
            while (!todo.isEmpty()) {
                Point p = todo.pop();
                int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
                for (int[] s : steps) {
                    int x = p.x() + s[0];
                    int y = p.y() + s[1];
                    if (x < 0 || y < 0 || x >= size || y >= size) {
                        continue;
                    }
                    Point n = new Point(x, y);
                    if (own.contains(n)) {
                        if (seen.add(n)) {
                            todo.push(n);
                        }
                    } else if (!other.contains(n)) {
                        free = true;
                    }
                }
            }
            if (!free) {
                return start;
            }
        }
        return null;
    }
}
