package org.openkifu.game.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.game.domain.GameCommand.AcceptTakeBack;
import org.openkifu.game.domain.GameCommand.DeclineTakeBack;
import org.openkifu.game.domain.GameCommand.Pass;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameCommand.RequestTakeBack;
import org.openkifu.game.domain.GameCommand.Resign;
import org.openkifu.game.domain.GameEvent.MoveTakenBack;
import org.openkifu.game.domain.GameEvent.Passed;
import org.openkifu.game.domain.GameEvent.StonePlaced;
import org.openkifu.game.domain.GameEvent.StonesCaptured;
import org.openkifu.game.domain.GameEvent.TakeBackAccepted;
import org.openkifu.game.domain.GameEvent.TakeBackDeclined;
import org.openkifu.game.domain.GameEvent.TakeBackRequested;
import org.openkifu.game.domain.GameState.Status;
import org.openkifu.game.domain.GameState.TakeBack;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Move;
import org.openkifu.game.rules.MoveResult;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;

/** Decisions while the game is played: moves, passes, resignation, take-back. Callers ran {@link Guards#player}. */
final class Play {

    private Play() {
    }

    /** The move with its point: as given, or read from the request's text against this game's board. */
    static PlayStone located(PlayStone c, GameState s) {
        if (c.point() != null || c.pointText() == null) {
            return c; // neither: INVALID_COMMAND below, as for any play without a point
        }
        return new PlayStone(c.gameId(), c.actingUserId(), PointText.parse(c.pointText(), s.setup().size()));
    }

    static List<GameEvent> play(PlayStone c, GameState s, Instant now) {
        Color color = Guards.ownTurn(s, c.actingUserId());
        if (c.point() == null) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "a play needs a point; send Pass to pass");
        }
        Position position = s.position();
        MoveResult r = position.play(color, c.point());
        if (!r.legal()) {
            throw Guards.reject(r.code(), r.message());
        }
        return played(s, position, r, c.actingUserId(), now);
    }

    /**
     * The events of a legal play just made on {@code position} (the game's position before it, plus the move):
     * shared by live play and SGF import, so an imported move is recorded exactly like a live one.
     */
    static List<GameEvent> played(GameState s, Position position, MoveResult r, String playedBy, Instant now) {
        int n = position.moveNumber();
        Color color = r.color();
        List<GameEvent> events = new ArrayList<>();
        events.add(new StonePlaced(s.gameId(), n, color, r.point(), playedBy, now));
        if (!r.captured().isEmpty()) {
            events.add(new StonesCaptured(s.gameId(), n, color.opposite(), PointOrder.sorted(r.captured()), now));
        }
        if (!r.selfCaptured().isEmpty()) {
            events.add(new StonesCaptured(s.gameId(), n, color, PointOrder.sorted(r.selfCaptured()), now));
        }
        events.addAll(Endings.afterMove(s, position, now));
        return events;
    }

    static List<GameEvent> pass(Pass c, GameState s, Instant now) {
        Color color = Guards.ownTurn(s, c.actingUserId());
        Position position = s.position();
        MoveResult r = position.pass(color);
        if (!r.legal()) {
            throw Guards.reject(r.code(), r.message());
        }
        return passed(s, position, color, c.actingUserId(), now);
    }

    /** The events of a pass just made on {@code position}: shared by live play and SGF import. */
    static List<GameEvent> passed(GameState s, Position position, Color color, String passedBy, Instant now) {
        List<GameEvent> events = new ArrayList<>();
        events.add(new Passed(s.gameId(), position.moveNumber(), color, passedBy, now));
        events.addAll(Endings.afterMove(s, position, now));
        return events;
    }

    static List<GameEvent> resign(Resign c, GameState s, Instant now) {
        if (s.status() == Status.AWAITING_NIGIRI_PARITY || s.status() == Status.AWAITING_NIGIRI_GUESS) {
            throw Guards.reject(GameRuleViolation.GAME_NOT_STARTED, "colours are still being drawn: there is no game to resign yet");
        }
        return Endings.resignation(s, s.colorOf(c.actingUserId()), c.actingUserId(), now);
    }

    static List<GameEvent> requestTakeBack(RequestTakeBack c, GameState s, Instant now) {
        if (!s.setup().takeBackAllowed()) {
            throw Guards.reject(GameRuleViolation.TAKEBACK_NOT_ALLOWED, "take-back was not agreed when this game was created");
        }
        Guards.playing(s);
        if (s.takeBack() != null) {
            throw Guards.reject(GameRuleViolation.TAKEBACK_ALREADY_REQUESTED, "a take-back request is already waiting for an answer");
        }
        Color color = s.colorOf(c.actingUserId());
        int last = -1;
        for (int i = s.moveCount() - 1; i >= 0 && last < 0; i--) {
            if (s.moves().get(i).color() == color) {
                last = i;
            }
        }
        if (last < 0) {
            throw Guards.reject(GameRuleViolation.NOTHING_TO_TAKE_BACK, "you have not moved yet: there is nothing to take back");
        }
        return List.of(new TakeBackRequested(c.gameId(), c.actingUserId(), color, last + 1, now));
    }

    static List<GameEvent> acceptTakeBack(AcceptTakeBack c, GameState s, Instant now) {
        TakeBack request = answerable(s, c.actingUserId());
        List<GameEvent> events = new ArrayList<>();
        events.add(new TakeBackAccepted(c.gameId(), c.actingUserId(), now));
        for (int n = s.moveCount(); n >= request.fromMoveNumber(); n--) {
            Move move = s.moves().get(n - 1).toMove();
            MoveResult undone = s.position(n - 1).apply(move);
            List<Point> restored = new ArrayList<>(undone.captured());
            restored.addAll(undone.selfCaptured());
            events.add(new MoveTakenBack(c.gameId(), n, move.color(), move.point(), PointOrder.sorted(restored), now));
        }
        return events;
    }

    static List<GameEvent> declineTakeBack(DeclineTakeBack c, GameState s, Instant now) {
        answerable(s, c.actingUserId());
        return List.of(new TakeBackDeclined(c.gameId(), c.actingUserId(), now));
    }

    private static TakeBack answerable(GameState s, String userId) {
        TakeBack request = s.takeBack();
        if (request == null) {
            throw Guards.reject(GameRuleViolation.TAKEBACK_NOT_REQUESTED, "no take-back request is waiting for an answer");
        }
        if (request.requestedBy().equals(userId)) {
            throw Guards.reject(GameRuleViolation.TAKEBACK_OWN_REQUEST, "your opponent answers your take-back request, not you");
        }
        return request;
    }
}
