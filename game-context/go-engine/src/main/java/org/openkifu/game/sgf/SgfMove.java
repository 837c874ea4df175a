package org.openkifu.game.sgf;

import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/** A B or W property: a play on a point, or a pass when {@code point} is null. */
public record SgfMove(Color color, Point point) {

    public static SgfMove pass(Color color) {
        return new SgfMove(color, null);
    }

    public boolean isPass() {
        return point == null;
    }

    /** The move a node holds (the first B or W property if a malformed node has both), or null for a node without one. */
    public static SgfMove of(SgfNode node, int size) {
        SgfProperty black = node.property("B").orElse(null);
        SgfProperty white = node.property("W").orElse(null);
        SgfProperty move = black == null ? white : white == null ? black
                : node.properties().indexOf(black) < node.properties().indexOf(white) ? black : white;
        if (move == null) {
            return null;
        }
        return new SgfMove(Color.fromSgf(move.identifier()), SgfPoints.move(move.value(), size));
    }

    /** The value to write: "" for a pass (never "tt", which is a point on boards above 19x19). */
    public String toSgf() {
        return point == null ? "" : point.toSgf();
    }
}
