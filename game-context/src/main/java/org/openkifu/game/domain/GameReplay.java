package org.openkifu.game.domain;

import java.util.List;
import org.openkifu.game.domain.GameEvent.Passed;
import org.openkifu.game.domain.GameEvent.StonePlaced;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;

/**
 * Analysts' replay: a game's events to the position at move N. Take-backs count: move N is the N-th
 * move of the line as it was finally played (the last time the game reached N moves).
 */
public final class GameReplay {

    /**
     * @param board    the stones, top row first (X black, O white, . empty)
     * @param lastMove the N-th move (null at move 0)
     * @param clock    both clocks just after move N (running side's time counted from that instant)
     */
    public record Frame(int moveNumber, BoardSnapshot board, int capturedByBlack, int capturedByWhite, Color toMove,
                        Point koPoint, PlayedMove lastMove, GameClock clock) {
    }

    private GameReplay() {
    }

    /**
     * @throws GameRuleViolation REPLAY_OUT_OF_RANGE when the game never reached move N, or GAME_NOT_FOUND
     *                           for an empty history
     */
    public static Frame at(List<? extends GameEvent> events, int moveNumber) {
        GameState state = null;
        GameState atN = null;
        for (GameEvent e : events) {
            state = GameEvolver.evolve(state, e);
            boolean moved = e instanceof StonePlaced || e instanceof Passed;
            if (state.moveCount() == moveNumber && (moved || moveNumber == 0)) {
                atN = state;
            }
        }
        if (state == null) {
            throw new GameRuleViolation(GameRuleViolation.GAME_NOT_FOUND, "there are no events for this game");
        }
        if (atN == null || moveNumber > state.moveCount()) {
            throw new GameRuleViolation(GameRuleViolation.REPLAY_OUT_OF_RANGE, "move " + moveNumber
                    + " is not in this game: it has moves 0 to " + state.moveCount());
        }
        Position p = atN.position();
        PlayedMove last = moveNumber == 0 ? null : atN.moves().get(moveNumber - 1);
        return new Frame(moveNumber, p.snapshot(), p.prisoners(Color.BLACK), p.prisoners(Color.WHITE), p.toMove(),
                p.koPoint(), last, atN.clock());
    }
}
