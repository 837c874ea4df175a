package org.openkifu.game.sgf;

import java.util.LinkedHashSet;
import java.util.Set;
import org.openkifu.game.rules.Point;

/** Point values: single points, compressed rectangles ({@code aa:cc}) and passes in B/W. */
public final class SgfPoints {

    public static final String INVALID = "SGF_POINT_INVALID";

    private SgfPoints() {
    }

    /** A point on the board, checked against the size. */
    public static Point point(String raw, int size) {
        String v = raw.trim();
        Point p;
        try {
            p = Point.fromSgf(v);
        } catch (IllegalArgumentException e) {
            throw new SgfException(INVALID, "[" + SgfText.excerpt(raw) + "] is not a point: expected two letters a..y");
        }
        if (!p.isOn(size)) {
            throw new SgfException(INVALID, "[" + v + "] is off the " + size + "x" + size + " board");
        }
        return p;
    }

    /** A B/W value: null for a pass ("" always, "tt" on boards up to 19x19 as FF[3] wrote it). */
    public static Point move(String raw, int size) {
        String v = raw.trim();
        if (v.isEmpty() || (v.equals("tt") && size <= 19)) {
            return null;
        }
        return point(v, size);
    }

    /**
     * Expands a list of point values, each a point or a compressed rectangle, in the order given (each point once,
     * where it first appears).
     *
     * <p>A rectangle costs one step per row, not per point: each row of the board is a bit mask of the points taken,
     * so only new points are visited. Expanding point by point let a file of repeated {@code AB[aa:yy]} cost 625 set
     * insertions per 9 bytes of input.
     */
    public static Set<Point> list(Iterable<String> raws, int size) {
        Set<Point> points = new LinkedHashSet<>();
        int[] taken = new int[size]; // bit x of taken[y]: (x, y) is in the list; Point.MAX_SIZE (25) fits an int
        for (String raw : raws) {
            int colon = raw.indexOf(':');
            if (colon < 0) {
                Point p = point(raw, size);
                if ((taken[p.y()] & (1 << p.x())) == 0) {
                    taken[p.y()] |= 1 << p.x();
                    points.add(p);
                }
                continue;
            }
            Point a = point(raw.substring(0, colon), size);
            Point b = point(raw.substring(colon + 1), size);
            int left = Math.min(a.x(), b.x());
            int right = Math.max(a.x(), b.x());
            int columns = (int) ((1L << (right + 1)) - (1L << left)); // bits left..right
            for (int y = Math.min(a.y(), b.y()); y <= Math.max(a.y(), b.y()); y++) {
                int fresh = columns & ~taken[y];
                taken[y] |= fresh;
                while (fresh != 0) {
                    int x = Integer.numberOfTrailingZeros(fresh);
                    fresh &= fresh - 1;
                    points.add(new Point(x, y));
                }
            }
        }
        return points;
    }
}
