package org.openkifu.game.library;

import java.util.Objects;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/** One move of a library record: a stone of {@code colour} at {@code point}, or a pass when {@code point} is null. */
public record LibraryMove(Color colour, Point point) {

    public LibraryMove {
        Objects.requireNonNull(colour, "colour");
    }

    public boolean isPass() {
        return point == null;
    }
}
