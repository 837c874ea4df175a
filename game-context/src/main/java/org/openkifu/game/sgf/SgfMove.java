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
        for (SgfProperty p : node.properties()) {
            if (p.identifier().equals("B") || p.identifier().equals("W")) {
                Color color = Color.fromSgf(p.identifier());
                Point point = SgfPoints.move(p.value(), size);
                return new SgfMove(color, point);
            }
        }
        return null;
    }

    /** The value to write: "" for a pass (never "tt", which is a point on boards above 19x19). */
    public String toSgf() {
        return point == null ? "" : point.toSgf();
    }
}
