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
            throw new SgfException(INVALID, "[" + raw + "] is not a point: expected two letters a..y");
        }
        if (!p.isOn(size)) {
            throw new SgfException(INVALID, "[" + raw + "] is off the " + size + "x" + size + " board");
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

    /** Expands a list of point values, each a point or a compressed rectangle, in the order given. */
    public static Set<Point> list(Iterable<String> raws, int size) {
        Set<Point> points = new LinkedHashSet<>();
        for (String raw : raws) {
            int colon = raw.indexOf(':');
            if (colon < 0) {
                points.add(point(raw, size));
                continue;
            }
            Point a = point(raw.substring(0, colon), size);
            Point b = point(raw.substring(colon + 1), size);
            for (int y = Math.min(a.y(), b.y()); y <= Math.max(a.y(), b.y()); y++) {
                for (int x = Math.min(a.x(), b.x()); x <= Math.max(a.x(), b.x()); x++) {
                    points.add(new Point(x, y));
                }
            }
        }
        return points;
    }
}
