package org.openkifu.game.sgf;

import java.util.List;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.Ruleset;

/**
 * The main line of a record played through the engine.
 *
 * @param position    the final position (board, prisoners, player to move, phase)
 * @param moves       every move in order, with the stones it captured
 * @param positions   the board after each move (index 0: after move 1); empty unless asked for
 * @param handicap    the handicap stones the engine placed as such (empty when none, or when the
 *                    record's stones could only be set up as plain setup stones under these rules)
 */
public record Replay(GameInfo info, Ruleset rules, Position position, List<ReplayedMove> moves,
                     List<BoardSnapshot> positions, List<Point> handicap) {

    public Replay {
        moves = List.copyOf(moves);
        positions = List.copyOf(positions);
        handicap = List.copyOf(handicap);
    }

    /** One move of the main line: {@code point} null for a pass. */
    public record ReplayedMove(int number, Color color, Point point, List<Point> captured) {

        public ReplayedMove {
            captured = List.copyOf(captured);
        }
    }

    public BoardSnapshot board() {
        return position.snapshot();
    }

    public Color toMove() {
        return position.toMove();
    }
}
