package org.openkifu.game.library;

import java.util.List;
import java.util.Objects;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * A game as the library's board index sees it: the board size, the setup stones (position 0: handicap stones or an
 * SGF record's AB/AW), the moves in order, and the winner (null for a jigo, no result or a game still running), which
 * the continuation statistics count.
 */
public record LibraryRecord(String gameId, int size, List<Point> blackSetup, List<Point> whiteSetup,
                            List<LibraryMove> moves, Color winner) {

    public LibraryRecord {
        Objects.requireNonNull(gameId, "gameId");
        blackSetup = List.copyOf(blackSetup);
        whiteSetup = List.copyOf(whiteSetup);
        moves = List.copyOf(moves);
    }
}
