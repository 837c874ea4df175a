package org.openkifu.game.rules;

import java.util.Objects;

/** A turn in a record: a play on a point, or a pass ({@code point == null}). */
public record Move(Color color, Point point) {

    public Move {
        Objects.requireNonNull(color, "color");
    }

    public static Move play(Color color, Point point) {
        return new Move(color, Objects.requireNonNull(point, "point"));
    }

    public static Move pass(Color color) {
        return new Move(color, null);
    }

    public boolean isPass() {
        return point == null;
    }
}
