package org.openkifu.game.domain;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.game.domain.GameCommand.ArriveAtGame;
import org.openkifu.game.domain.GameCommand.ChooseNigiriParity;
import org.openkifu.game.domain.GameCommand.GuessNigiri;
import org.openkifu.game.domain.GameCommand.PlaceHandicapStones;
import org.openkifu.game.domain.GameEvent.HandicapStonesPlaced;
import org.openkifu.game.domain.GameEvent.NigiriGuessed;
import org.openkifu.game.domain.GameEvent.NigiriParityChosen;
import org.openkifu.game.domain.GameEvent.PlayerArrived;
import org.openkifu.game.domain.GameState.Status;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.RulesException;

/**
 * How a game starts (docs/game.md, "Start"): the nigiri that draws the colours, Black's free handicap stones, and
 * the players' arrival that starts the clocks. A game may be created while a player is away (an invitation accepted
 * while the inviter sleeps, a ladder challenge, a tournament pairing), so no clock may run against someone who has
 * not seen the game: the clocks start only once both players have arrived and the game is in play. A timed game that
 * has not started by its start deadline is cancelled without result, so a no-show neither loses on time nor blocks
 * the other player for ever.
 */
public final class GameStart {

    /** How long a live (non-correspondence) timed game may wait for its start. */
    public static final Duration LIVE_WINDOW = Duration.ofMinutes(10);

    private GameStart() {
    }

    /**
     * From creation to the start deadline: a correspondence game allows the time of one move, a live game
     * {@link #LIVE_WINDOW}; an untimed game waits for ever (null).
     */
    public static Duration window(TimeControl tc) {
        return switch (tc.kind()) {
            case NONE -> null;
            case CORRESPONDENCE -> Duration.ofSeconds(tc.periodSeconds());
            default -> LIVE_WINDOW;
        };
    }

    // ---------------------------------------------------------------- nigiri and free handicap: before the start

    static List<GameEvent> chooseParity(ChooseNigiriParity c, GameState s, Instant now) {
        if (s.status() != Status.AWAITING_NIGIRI_PARITY) {
            throw Guards.reject(GameRuleViolation.NIGIRI_NOT_EXPECTED, "no nigiri parity is expected now");
        }
        if (!c.actingUserId().equals(s.setup().owner().userId())) {
            throw Guards.reject(GameRuleViolation.NOT_YOUR_TURN, "the game's owner picks odd or even; you guess");
        }
        requireParity(c.parity());
        return List.of(new NigiriParityChosen(c.gameId(), c.actingUserId(), c.parity(), now));
    }

    static List<GameEvent> guess(GuessNigiri c, GameState s, Instant now) {
        if (s.status() != Status.AWAITING_NIGIRI_GUESS) {
            throw Guards.reject(GameRuleViolation.NIGIRI_NOT_EXPECTED, s.status() == Status.AWAITING_NIGIRI_PARITY
                    ? "wait until the owner has picked odd or even" : "no nigiri guess is expected now");
        }
        String owner = s.setup().owner().userId();
        if (c.actingUserId().equals(owner)) {
            throw Guards.reject(GameRuleViolation.NOT_YOUR_TURN, "the owner's opponent guesses, not the owner");
        }
        requireParity(c.guess());
        boolean correct = c.guess() == s.nigiriParity();
        String black = correct ? c.actingUserId() : owner;
        String white = correct ? owner : c.actingUserId();
        return List.of(new NigiriGuessed(c.gameId(), c.actingUserId(), c.guess(), correct, black, white, now));
    }

    private static void requireParity(Parity p) {
        if (p == null) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "say ODD or EVEN");
        }
    }

    static List<GameEvent> placeHandicap(PlaceHandicapStones c, GameState s, Instant now) {
        if (s.status() != Status.AWAITING_HANDICAP_STONES) {
            throw Guards.reject(GameRuleViolation.HANDICAP_NOT_EXPECTED, "handicap stones are placed once, before the first move");
        }
        if (!c.actingUserId().equals(s.blackUserId())) {
            throw Guards.reject(GameRuleViolation.NOT_YOUR_TURN, "Black places the handicap stones");
        }
        List<Point> points = c.points() == null ? List.of() : c.points();
        if (points.size() != s.setup().handicap()) {
            throw Guards.reject(GameRuleViolation.INVALID_HANDICAP, "the game was agreed with " + s.setup().handicap()
                    + " handicap stones, not " + points.size());
        }
        try {
            new Position(s.setup().ruleset(), s.setup().size()).placeHandicap(points);
        } catch (RulesException e) {
            throw Guards.reject(e.code(), e.getMessage());
        }
        // the stones name nobody, so a Black who had not arrived arrives with them
        return arrivingWith(s, c.actingUserId(), List.of(new HandicapStonesPlaced(c.gameId(), points, now)), now);
    }

    // ---------------------------------------------------------------- arrival and the clocks' start

    /** A player reports being shown the game: arrives once; nothing for spectators' repeats or an ended game. */
    static List<GameEvent> arrive(ArriveAtGame c, GameState s, Instant now) {
        Guards.exists(s);
        if (!s.setup().isPlayer(c.actingUserId())) {
            throw Guards.reject(GameRuleViolation.NOT_A_PLAYER, "user '" + c.actingUserId() + "' does not play in this game");
        }
        if (s.status() == Status.ENDED || s.hasArrived(c.actingUserId())) {
            return List.of();
        }
        List<GameEvent> overdue = cancelIfOverdue(s, now);
        return overdue.isEmpty() ? List.of(new PlayerArrived(s.gameId(), c.actingUserId(), now)) : overdue;
    }

    /** The events of an act that carries no actor (free handicap placement), preceded by the actor's arrival. */
    static List<GameEvent> arrivingWith(GameState s, String userId, List<GameEvent> events, Instant now) {
        if (s.hasArrived(userId)) {
            return events;
        }
        List<GameEvent> all = new ArrayList<>();
        all.add(new PlayerArrived(s.gameId(), userId, now));
        all.addAll(events);
        return all;
    }

    /** The cancellation of a game whose start deadline has passed before it started; empty otherwise. */
    static List<GameEvent> cancelIfOverdue(GameState s, Instant now) {
        Instant deadline = s.startDeadline();
        if (deadline == null || now.isBefore(deadline)) {
            return List.of();
        }
        return Endings.cancelled(s, now);
    }

    /**
     * What evolving the state does when {@code userId} shows up (by any event that names them as the actor): they
     * are recorded once, and the clocks start if that completes the start.
     */
    static GameState arrived(GameState s, String userId, Instant at) {
        if (userId == null || s.hasArrived(userId) || !s.setup().isPlayer(userId)) {
            return s;
        }
        List<String> arrived = new ArrayList<>(s.arrived());
        arrived.add(userId);
        return startIfReady(s.withArrival(arrived, s.startedAt()), at);
    }

    /** Starts the side to move's clock the first time the game is in play with both players arrived. */
    static GameState startIfReady(GameState s, Instant at) {
        if (s.started() || s.status() != Status.PLAYING || !s.hasArrived(s.setup().owner().userId())
                || !s.hasArrived(s.setup().opponent().userId())) {
            return s;
        }
        return s.withArrival(s.arrived(), at).withClock(s.clock().start(s.sideToMove(), at));
    }
}
