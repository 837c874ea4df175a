package org.openkifu.game.domain;

import java.util.regex.Pattern;
import org.openkifu.game.rules.Point;

/**
 * A point as a request writes it: GTP text ("D4": a column letter without I, row 1 at the bottom), read against the
 * game's board. The decider parses a move's point with it (the board size is the game's state), and the API's other
 * point fields use it too, so every request refuses a bad point with the same code and sentence.
 */
public final class PointText {

    public static final String POINT_MISSING = "POINT_MISSING";
    public static final String POINT_INVALID = "POINT_INVALID";

    /** A column letter and a row number without sign, leading zero or anything around them (any letter case). */
    private static final Pattern GTP = Pattern.compile("[A-HJ-Za-hj-z][1-9][0-9]?");

    private PointText() {
    }

    /** The point {@code text} names on a {@code size}x{@code size} board; POINT_MISSING or POINT_INVALID otherwise. */
    public static Point parse(String text, int size) {
        if (text == null || text.isBlank()) {
            throw new GameRuleViolation(POINT_MISSING, "the request needs a point, e.g. {\"point\":\"D4\"}");
        }
        if (!GTP.matcher(text).matches()) {
            // the engine's parser forgives spaces and signs; a request that says more than a point is refused
            throw new GameRuleViolation(POINT_INVALID, "'" + printable(text) + "' is not a point: "
                    + "a column letter (A to Z without I) and a row number, e.g. D4");
        }
        try {
            return Point.fromGtp(text, size);
        } catch (IllegalArgumentException e) {
            throw new GameRuleViolation(POINT_INVALID, e.getMessage());
        }
    }

    /** Text as it can be shown in a sentence (control characters as \\uXXXX, at most 64 characters). */
    public static String printable(String s) {
        StringBuilder b = new StringBuilder();
        s.codePoints().limit(64).forEach(c -> {
            if (Character.isISOControl(c)) {
                b.append(String.format("\\u%04X", c));
            } else {
                b.appendCodePoint(c);
            }
        });
        return b.toString();
    }
}
