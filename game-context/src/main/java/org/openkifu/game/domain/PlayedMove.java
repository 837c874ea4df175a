package org.openkifu.game.domain;

import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Move;
import org.openkifu.game.rules.Point;

/**
 * A turn in the game's state: a play, or a pass ({@code point == null}). The state's own value rather
 * than the engine's {@link Move}, so the snapshot JSON holds exactly these two fields (no derived
 * bean properties such as {@code Move.isPass()} that Jackson would write and then fail to read back).
 */
public record PlayedMove(Color color, Point point) {

    static PlayedMove play(Color color, Point point) {
        return new PlayedMove(color, point);
    }

    static PlayedMove pass(Color color) {
        return new PlayedMove(color, null);
    }

    public Move toMove() {
        return new Move(color, point);
    }
}
