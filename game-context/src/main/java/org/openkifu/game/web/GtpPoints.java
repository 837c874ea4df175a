package org.openkifu.game.web;

import org.openkifu.infra.web.ApiException;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.openkifu.game.rules.Point;

/** Points in requests are GTP text ("D4": column letter without I, row 1 at the bottom); 400s name the bad one. */
final class GtpPoints {

    private GtpPoints() {
    }

    /** A column letter and a row number without sign, leading zero or anything around them (any letter case). */
    private static final Pattern GTP = Pattern.compile("[A-HJ-Za-hj-z][1-9][0-9]?");

    static Point one(String text, int size) {
        if (text == null || text.isBlank()) {
            throw ApiException.badRequest("POINT_MISSING", "the request needs a point, e.g. {\"point\":\"D4\"}");
        }
        if (!GTP.matcher(text).matches()) {
            // the engine's parser forgives spaces and signs; a request that says more than a point is refused
            throw ApiException.badRequest("POINT_INVALID", "'" + PlayerNames.printable(text) + "' is not a point: "
                    + "a column letter (A to Z without I) and a row number, e.g. D4");
        }
        try {
            return Point.fromGtp(text, size);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("POINT_INVALID", e.getMessage());
        }
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
