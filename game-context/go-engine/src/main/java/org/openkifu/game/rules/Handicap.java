package org.openkifu.game.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Fixed handicap patterns (see docs/handicap.md for diagrams). Stones go on the star points, listed in
 * the order they are added as the count grows: lower-left and upper-right first (from Black's side),
 * then lower-right, upper-left, centre (odd counts), sides.
 */
public final class Handicap {

    /** Smallest board with fixed handicap points: on 5x5 and below the "star points" would touch. */
    public static final int MIN_SIZE = 7;
    public static final int MAX_FREE = Point.MAX_SIZE * Point.MAX_SIZE - 1;

    private Handicap() {
    }

    /** Counts with a fixed pattern on this board size, ascending. */
    public static List<Integer> supportedCounts(int size) {
        List<Integer> counts = new ArrayList<>();
        if (size < MIN_SIZE || size > Point.MAX_SIZE) {
            return counts;
        }
        int max = size % 2 == 0 ? 4 : size == 7 ? 5 : 9;
        for (int n = 2; n <= max; n++) {
            counts.add(n);
        }
        if (size == 19) {
            counts.addAll(List.of(13, 21, 25));
        }
        return counts;
    }

    /**
     * The fixed pattern for {@code count} stones on a {@code size} board.
     *
     * @throws RulesException HANDICAP_UNSUPPORTED, naming the counts that are supported
     */
    public static List<Point> fixed(int size, int count) {
        if (!supportedCounts(size).contains(count)) {
            List<Integer> ok = supportedCounts(size);
            throw new RulesException(RulesException.HANDICAP_UNSUPPORTED, ok.isEmpty()
                    ? count + " handicap stones: a " + size + "x" + size + " board has no fixed handicap points (they start at " + MIN_SIZE + "x" + MIN_SIZE + ")"
                    : count + " handicap stones have no fixed pattern on " + size + "x" + size + "; supported: " + ok);
        }
        if (count > 9) {
            return large19(count);
        }
        int e = size >= 13 ? 3 : 2;
        int f = size - 1 - e;
        int m = size / 2;
        List<Point> pts = new ArrayList<>();
        pts.add(new Point(e, f));
        pts.add(new Point(f, e));
        if (count >= 3) {
            pts.add(new Point(f, f));
        }
        if (count >= 4) {
            pts.add(new Point(e, e));
        }
        if (count >= 6) {
            pts.add(new Point(e, m));
            pts.add(new Point(f, m));
        }
        if (count >= 8) {
            pts.add(new Point(m, e));
            pts.add(new Point(m, f));
        }
        if (count % 2 == 1 && count >= 5) {
            pts.add(new Point(m, m));
        }
        return List.copyOf(pts);
    }

    /**
     * Black&White's 13, 21 and 25 stones on 19x19: a grid on lines 4, 7, 10, 13, 16. 13 = the nine star
     * points plus the four points between them diagonally; 21 = all 25 except the four next to the
     * centre along the lines; 25 = the whole grid.
     */
    private static List<Point> large19(int count) {
        List<Point> pts = new ArrayList<>(fixed(19, 9));
        int[] mid = {6, 12};
        for (int x : mid) {
            for (int y : mid) {
                pts.add(new Point(x, y));
            }
        }
        if (count >= 21) {
            for (int a : mid) {
                pts.add(new Point(3, a));
                pts.add(new Point(15, a));
                pts.add(new Point(a, 3));
                pts.add(new Point(a, 15));
            }
        }
        if (count == 25) {
            pts.add(new Point(9, 6));
            pts.add(new Point(9, 12));
            pts.add(new Point(6, 9));
            pts.add(new Point(12, 9));
        }
        return List.copyOf(pts);
    }
}
