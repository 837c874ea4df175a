package org.openkifu.game.library;

import java.util.List;
import org.openkifu.game.rules.Point;

/** A whole-board position: the black and white stones on a board of {@code size}; every other point is empty. */
public record PositionQuery(int size, List<Point> black, List<Point> white, boolean swapColours) {

    public PositionQuery {
        black = List.copyOf(black);
        white = List.copyOf(white);
    }
}
