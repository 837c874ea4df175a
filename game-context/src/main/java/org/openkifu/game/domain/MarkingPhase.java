package org.openkifu.game.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.game.domain.GameCommand.AcceptScore;
import org.openkifu.game.domain.GameCommand.MarkDeadStones;
import org.openkifu.game.domain.GameCommand.ResumePlay;
import org.openkifu.game.domain.GameEvent.DeadStonesMarked;
import org.openkifu.game.domain.GameEvent.PlayResumed;
import org.openkifu.game.domain.GameEvent.ScoreAccepted;
import org.openkifu.game.domain.GameState.Status;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;

/**
 * The marking phase (docs/game.md, "Marking"): after two passes the players mark dead stones, accept a proposal, or
 * resume play. The count they agree on is built by {@link Endings#agreedScore}.
 */
final class MarkingPhase {

    private MarkingPhase() {
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
}
