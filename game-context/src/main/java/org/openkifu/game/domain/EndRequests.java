package org.openkifu.game.domain;

import java.time.Instant;
import java.util.List;
import org.openkifu.game.domain.GameCommand.AbandonGame;
import org.openkifu.game.domain.GameCommand.CorrectResult;
import org.openkifu.game.domain.GameEvent.ResultCorrected;
import org.openkifu.game.domain.GameState.Status;

/**
 * Requests that end a game, or change how it ended, from off the board: a player's report (or an administrator's
 * decision) that the opponent left, another context's cancellation of the game it asked for, and an administrator's
 * correction of a finished game's result. What the result is, {@link Endings} decides.
 */
final class EndRequests {

    private EndRequests() {
    }

    static List<GameEvent> abandon(AbandonGame c, GameState s, Instant now) {
        Guards.exists(s);
        if (c.actingUserId() == null || c.actingUserId().isBlank()) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "say who reports the abandonment");
        }
        Guards.player(s, c.abandonedBy());
        // the clock's verdict first: a correspondence opponent whose time ran out lost on time, not by leaving
        List<GameEvent> timeout = Guards.timeoutIfFlagged(s, now);
        if (!timeout.isEmpty()) {
            return timeout;
        }
        if (!c.admin()) {
            Abandonment.requireEvidence(c, s, now);
        }
        return Endings.abandonment(s, c.abandonedBy(), c.actingUserId(), now);
    }

    static List<GameEvent> correct(CorrectResult c, GameState s, Instant now) {
        Guards.exists(s);
        if (!c.admin()) {
            throw Guards.reject(GameRuleViolation.NOT_AN_ADMIN, "only an administrator may correct a result");
        }
        if (s.status() != Status.ENDED) {
            throw Guards.reject(GameRuleViolation.GAME_NOT_OVER, "only a finished game's result can be corrected");
        }
        if (c.reason() == null) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "say why the game is decided this way (a result reason)");
        }
        if ((c.reason() == GameResult.Reason.VOID || c.reason() == GameResult.Reason.CANCELLED) && c.winner() != null) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "a void or cancelled game has no winner");
        }
        GameResult corrected = Endings.corrected(s, c.winner(), c.reason());
        return List.of(new ResultCorrected(c.gameId(), c.actingUserId(), s.result(), corrected, c.note(), now));
    }

    /**
     * Another context cancels the game it asked for. Only a game without moves is cancelled (a game with moves is
     * played to its end or resigned); a game already cancelled (by an earlier delivery of this or another cancel
     * request, or by its start deadline) gives no events, so a redelivered request is answered the same. The clock's
     * verdict comes first, as for every command: a start deadline that has passed cancels the game anyway, a flag
     * that fell ends it on time.
     */
    static List<GameEvent> cancel(GameCommand.CancelGame c, GameState s, Instant now) {
        Guards.exists(s);
        if (c.requestId() == null || c.requestId().isBlank() || c.reason() == null || c.reason().isBlank()) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "a cancel request needs its request id and a reason");
        }
        if (s.status() == Status.ENDED) {
            if (s.result().reason() == GameResult.Reason.CANCELLED) {
                return List.of();
            }
            throw Guards.reject(GameRuleViolation.GAME_OVER, "game " + c.gameId() + " has already ended ("
                    + s.result().sgf() + ", " + s.result().reason() + "); a finished game is not cancelled");
        }
        List<GameEvent> clock = Guards.timeoutIfFlagged(s, now);
        if (!clock.isEmpty()) {
            return clock;
        }
        if (s.moveCount() > 0) {
            throw Guards.reject(GameRuleViolation.GAME_HAS_MOVES, "game " + c.gameId() + " has " + s.moveCount()
                    + (s.moveCount() == 1 ? " move" : " moves") + ": a game with moves is played to its end or"
                    + " resigned, not cancelled");
        }
        return Endings.cancelledOnRequest(s, c.requestId(), c.reason(), now);
    }
}
