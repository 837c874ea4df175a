package org.openkifu.game.domain;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import org.openkifu.game.rules.Point;

/** Lists of points in events are sorted top row first, then left to right (docs/events.md). */
final class PointOrder {

    static final Comparator<Point> ORDER = Comparator.comparingInt(Point::y).thenComparingInt(Point::x);

    private PointOrder() {
    }

    /** The distinct points, in event order. */
    static List<Point> sorted(Collection<Point> points) {
        List<Point> list = new ArrayList<>(new HashSet<>(points));
        list.sort(ORDER);
        return list;
    }
}
