package org.openkifu.game.web;

import java.time.Instant;
import java.util.List;

import org.axonframework.eventhandling.DomainEventMessage;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.infrastructure.publication.PublishedGameEvents;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.domain.GameReplay;
import org.openkifu.game.domain.GameSetup;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.PlayedMove;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/** Response bodies of the games API, built from the game's events (docs/api.md). */
final class GameViews {

    private GameViews() {
    }

    record Created(String gameId) {
    }

    record PlayerView(String userId, String rank) {
    }

    /**
     * @param toMove     BLACK, WHITE, or null when no one is to move (not started, marking, ended)
     * @param waitingFor the users whose action the game waits for (see {@link GamePhaseViews#waitingFor})
     * @param moveCap    the most turns (plays and passes of both) the rules allow on this board, null for none
     * @param earlierResults results an administrator replaced, oldest first
     * @param start      who has opened the game, whom the clocks wait for, and when it started or will be cancelled
     * @param cancellation why the context that asked for the game cancelled it (null otherwise; also null in the
     *                   answers to moves, which a cancelled game refuses)
     */
    record Summary(String gameId, PlayerView black, PlayerView white, int size, String rules, double komi,
                   int handicap, String status, String toMove, int moveCount, GamePhaseViews.ResultView result,
                   Instant createdAt, String gameType, TimeControl timeControl, boolean takeBackAllowed, boolean rated,
                   Integer moveCap, List<String> waitingFor, GamePhaseViews.NigiriView nigiri,
                   GamePhaseViews.HandicapView handicapStones, GamePhaseViews.TakeBackView takeBack,
                   GamePhaseViews.MarkingView marking, List<GamePhaseViews.ResultView> earlierResults,
                   GamePhaseViews.StartView start, GamePhaseViews.CancellationView cancellation) {

        /** @param events the game's history, which {@code s} is the fold of; null in the answer to a move */
        static Summary of(GameState s, List<GameEvent> events) {
            GameSetup setup = s.setup();
            int cap = setup.ruleset().moveCapTurns(setup.size());
            return new Summary(setup.gameId(), player(setup, s.blackUserId()), player(setup, s.whiteUserId()),
                    setup.size(), setup.rules().presetId(), setup.komi(), setup.handicap(), s.status().name(),
                    s.status() == GameState.Status.PLAYING ? colour(s.sideToMove()) : null, s.moveCount(),
                    GamePhaseViews.ResultView.of(s.result(), s), setup.createdAt(), setup.gameType().name(),
                    setup.timeControl(), setup.takeBackAllowed(), setup.rated(), cap == 0 ? null : cap,
                    GamePhaseViews.waitingFor(s), GamePhaseViews.NigiriView.of(s), GamePhaseViews.HandicapView.of(s),
                    GamePhaseViews.TakeBackView.of(s), GamePhaseViews.MarkingView.of(s),
                    GamePhaseViews.ResultView.earlier(s), GamePhaseViews.StartView.of(s),
                    GamePhaseViews.CancellationView.of(s, events));
        }

        private static PlayerView player(GameSetup setup, String userId) {
            if (userId == null) {
                return null;
            }
            String rank = userId.equals(setup.owner().userId()) ? setup.owner().rank() : setup.opponent().rank();
            return new PlayerView(userId, rank);
        }
    }

    /** The summary of the game as stored now. */
    static Summary summary(List<GameEvent> events) {
        return Summary.of(GameEvolver.fold(events), events);
    }

    /**
     * The summary of the game as a command left it (the same as {@link #summary(List)} of the history after it: a
     * game that answers a move was not cancelled, so no cancellation to show).
     */
    static Summary summary(GameState after) {
        return Summary.of(after, null);
    }

    /**
     * @param board    rows top first: X black, O white, . empty
     * @param lastMove GTP point, "pass", or null at move 0
     * @param koPoint  the point the side to move may not retake now, or null
     */
    record Position(int moveNumber, int size, List<String> board, int capturedByBlack, int capturedByWhite,
                    String toMove, String koPoint, String lastMove) {

        static Position of(GameReplay.Frame f) {
            int size = f.board().size();
            PlayedMove last = f.lastMove();
            String lastMove = last == null ? null : last.point() == null ? "pass" : last.point().toGtp(size);
            return new Position(f.moveNumber(), size, f.board().rows(), f.capturedByBlack(), f.capturedByWhite(),
                    colour(f.toMove()), gtp(f.koPoint(), size), lastMove);
        }
    }

    /**
     * One event of the history in the game's published language (docs/events.md): the stable type name and the
     * schema version, never a Java class name.
     *
     * @param actingUser the user whose request caused the event ({@code system} for timers and other contexts);
     *                   null for events stored before accounts existed (docs/security.md)
     */
    record EventView(long sequenceNumber, String type, int version, Instant timestamp, Object payload,
                     String actingUser) {
    }

    /** The history, hiding the nigiri parity until the guess is made (docs/game.md). */
    static List<EventView> events(List<DomainEventMessage<?>> history) {
        boolean guessed = history.stream().anyMatch(e -> e.getPayload() instanceof GameEvent.NigiriGuessed);
        return history.stream().map(e -> event(e, guessed)).toList();
    }

    /** One event as {@code /events} shows it; {@code guessed}: the nigiri guess is made, so the parity may show. */
    static EventView event(DomainEventMessage<?> e, boolean guessed) {
        GameEvent payload = (GameEvent) e.getPayload();
        Object actingUser = e.getMetaData().get("actingUser");
        return new EventView(e.getSequenceNumber(), PublishedGameEvents.typeOf(payload),
                PublishedGameEvents.versionOf(payload), e.getTimestamp(),
                PublishedGameEvents.payloadOf(payload, guessed), actingUser == null ? null : actingUser.toString());
    }

    static String colour(Color c) {
        return c == null ? null : c.name();
    }

    static String gtp(Point p, int size) {
        return p == null ? null : p.toGtp(size);
    }
}
