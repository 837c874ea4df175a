package org.openkifu.game.web;

import org.openkifu.infra.web.ApiException;

import java.util.ArrayList;
import java.util.List;

import org.openkifu.game.domain.PointText;
import org.openkifu.game.rules.Point;

/** Points in requests are GTP text ("D4": column letter without I, row 1 at the bottom), read by {@link PointText}. */
final class GtpPoints {

    private GtpPoints() {
    }

    /** The point, or POINT_MISSING / POINT_INVALID (400) as the decider refuses a move's point. */
    static Point one(String text, int size) {
        return PointText.parse(text, size);
    }

    /** @param example how the field is written, for the error message */
    static List<Point> list(List<String> texts, int size, String example) {
        if (texts == null) {
            throw ApiException.badRequest("POINTS_MISSING", "the request needs a list of points, e.g. " + example);
        }
        List<Point> points = new ArrayList<>(texts.size());
        for (String text : texts) {
            points.add(one(text, size));
        }
        return points;
    }

    static List<String> gtp(List<Point> points, int size) {
        return points.stream().map(p -> p.toGtp(size)).toList();
    }
}
