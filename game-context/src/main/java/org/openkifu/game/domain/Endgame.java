package org.openkifu.game.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.game.domain.GameCommand.AbandonGame;
import org.openkifu.game.domain.GameCommand.AcceptScore;
import org.openkifu.game.domain.GameCommand.CorrectResult;
import org.openkifu.game.domain.GameCommand.MarkDeadStones;
import org.openkifu.game.domain.GameCommand.ResumePlay;
import org.openkifu.game.domain.GameEvent.DeadStonesMarked;
import org.openkifu.game.domain.GameEvent.PlayResumed;
import org.openkifu.game.domain.GameEvent.ResultCorrected;
import org.openkifu.game.domain.GameEvent.ScoreAccepted;
import org.openkifu.game.domain.GameState.Status;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;

/** The marking phase, abandonment and administrator corrections. */
final class Endgame {

    private Endgame() {
    }

    static List<GameEvent> mark(MarkDeadStones c, GameState s, Instant now) {
        marking(s);
        if (c.deadStones() == null) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "list the dead stones (an empty list: none are dead)");
        }
        Position p = s.position();
        for (Point point : c.deadStones()) {
            if (point == null || !point.isOn(p.size()) || p.colorAt(point) == null) {
                throw Guards.reject(GameRuleViolation.DEAD_STONE_INVALID, point == null ? "a dead stone needs a point"
                        : "there is no stone on " + (point.isOn(p.size()) ? point.toGtp(p.size()) : point.toSgf()) + " to mark dead");
            }
        }
        return List.of(new DeadStonesMarked(c.gameId(), c.actingUserId(), PointOrder.sorted(c.deadStones()), now));
    }

    static List<GameEvent> accept(AcceptScore c, GameState s, Instant now) {
        marking(s);
        List<String> accepted = s.marking().acceptedBy();
        if (accepted.contains(c.actingUserId())) {
            throw Guards.reject(GameRuleViolation.SCORE_ALREADY_ACCEPTED, "you already accepted these dead stones; waiting for your opponent");
        }
        List<Point> dead = s.marking().deadStones();
        List<GameEvent> events = new ArrayList<>();
        events.add(new ScoreAccepted(c.gameId(), c.actingUserId(), dead, now));
        if (accepted.contains(s.setup().otherPlayer(c.actingUserId()))) {
            events.add(Endings.agreedScore(s, dead, now));
        }
        return events;
    }

    static List<GameEvent> resume(ResumePlay c, GameState s, Instant now) {
        marking(s);
        return List.of(new PlayResumed(c.gameId(), c.actingUserId(), now));
    }

    private static void marking(GameState s) {
        if (s.status() != Status.MARKING) {
            throw Guards.reject(GameRuleViolation.NOT_MARKING, "dead stones are marked only after both players passed");
        }
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
