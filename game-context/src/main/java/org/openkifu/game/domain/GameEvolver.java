package org.openkifu.game.domain;

import java.util.ArrayList;
import java.util.List;
import org.openkifu.game.domain.GameEvent.Acted;
import org.openkifu.game.domain.GameEvent.ClockTimedOut;
import org.openkifu.game.domain.GameEvent.DeadStonesMarked;
import org.openkifu.game.domain.GameEvent.GameAbandoned;
import org.openkifu.game.domain.GameEvent.GameCancelled;
import org.openkifu.game.domain.GameEvent.GameCreated;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameEvent.GameImported;
import org.openkifu.game.domain.GameEvent.HandicapStonesPlaced;
import org.openkifu.game.domain.GameEvent.MoveTakenBack;
import org.openkifu.game.domain.GameEvent.NigiriGuessed;
import org.openkifu.game.domain.GameEvent.NigiriParityChosen;
import org.openkifu.game.domain.GameEvent.Passed;
import org.openkifu.game.domain.GameEvent.PlayResumed;
import org.openkifu.game.domain.GameEvent.PlayerArrived;
import org.openkifu.game.domain.GameEvent.Resigned;
import org.openkifu.game.domain.GameEvent.ResultCorrected;
import org.openkifu.game.domain.GameEvent.ScoreAccepted;
import org.openkifu.game.domain.GameEvent.ScoringStarted;
import org.openkifu.game.domain.GameEvent.StonePlaced;
import org.openkifu.game.domain.GameEvent.StonesCaptured;
import org.openkifu.game.domain.GameEvent.TakeBackAccepted;
import org.openkifu.game.domain.GameEvent.TakeBackDeclined;
import org.openkifu.game.domain.GameEvent.TakeBackRequested;
import org.openkifu.game.domain.GameState.Marking;
import org.openkifu.game.domain.GameState.Status;
import org.openkifu.game.domain.GameState.TakeBack;
import org.openkifu.game.rules.Color;

/**
 * {@code evolve(state, event) -> state}: how each fact changes the game. Pure and total: it trusts the
 * events (they were decided against the same rules) and never throws for a valid history. {@link GameEvent} is
 * sealed and the switches below name every permitted type without a default, so a new event without a branch
 * does not compile; a player's act ({@link Acted}) first counts its actor as arrived.
 */
public final class GameEvolver {

    private GameEvolver() {
    }

    public static GameState fold(List<? extends GameEvent> events) {
        GameState state = null;
        for (GameEvent e : events) {
            state = evolve(state, e);
        }
        return state;
    }

    public static GameState evolve(GameState s, GameEvent event) {
        return switch (event) {
            case GameCreated e -> created(e);
            // Whoever acts in the game has seen it: they arrive first (which may start the clocks), then the act applies.
            case Acted e -> acted(GameStart.arrived(s, e.actor(), e.at()), e);
            case HandicapStonesPlaced(_, var points, var at) ->
                    GameStart.startIfReady(s.withHandicap(points).withStatus(Status.PLAYING), at);
            case ScoringStarted(_, var mode, var at) -> {
                GameState stopped = s.withClock(s.clock().stop(at)).withTakeBack(null);
                yield mode == GameEvent.ScoringMode.MARKING
                        ? stopped.withStatus(Status.MARKING).withMarking(new Marking(List.of(), List.of()))
                        : stopped;
            }
            case MoveTakenBack(_, var moveNumber, var color, _, _, var at) -> {
                int count = moveNumber - 1;
                List<Integer> resumed = new ArrayList<>(s.resumedAt());
                resumed.removeIf(n -> n > count);
                GameState shorter = s.withMoves(s.moves().subList(0, count), resumed);
                yield shorter.started() ? shorter.withClock(s.clock().start(color, at)) : shorter;
            }
            case ClockTimedOut e -> s.withClock(s.clock().stop(e.flaggedAt()));
            case GameEnded(_, var result, var at) -> s.withResult(result, s.earlierResults())
                    .withStatus(Status.ENDED).withTakeBack(null).withClock(s.clock().stop(at));
            case ResultCorrected e -> {
                List<GameResult> earlier = new ArrayList<>(s.earlierResults());
                earlier.add(e.previous());
                yield s.withResult(e.corrected(), earlier);
            }
            // Facts for the record and the projections; the board follows from the moves, the end from GameEnded.
            case StonesCaptured _, GameAbandoned _, GameImported _, GameCancelled _ -> s;
        };
    }

    /** A player's act, after their arrival. */
    private static GameState acted(GameState s, Acted event) {
        return switch (event) {
            case PlayerArrived _ -> s; // the arrival itself is all it does
            case NigiriParityChosen e -> s.withColours(null, null, e.parity()).withStatus(Status.AWAITING_NIGIRI_GUESS);
            case NigiriGuessed e -> {
                // the draw is kept for answers before the parity is forgotten
                GameState drawn = s.withNigiri(new GameState.Nigiri(s.nigiriParity(), e.guess(), e.correct()));
                yield GameStart.startIfReady(drawn.withColours(e.blackUserId(), e.whiteUserId(), null)
                        .withStatus(Status.PLAYING), e.at());
            }
            case StonePlaced(_, _, var color, var point, _, var at) ->
                    s.withMove(PlayedMove.play(color, point)).withClock(moved(s, color, at));
            case Passed(_, _, var color, _, var at) ->
                    s.withMove(PlayedMove.pass(color)).withClock(moved(s, color, at));
            case Resigned _ -> s; // the end follows in GameEnded
            case TakeBackRequested e -> s.withTakeBack(new TakeBack(e.requestedBy(), e.color(), e.fromMoveNumber()));
            case TakeBackAccepted _, TakeBackDeclined _ -> s.withTakeBack(null);
            // a new proposal: nobody has accepted it yet, not even whoever made it (they accept it explicitly)
            case DeadStonesMarked e -> s.withMarking(new Marking(e.deadStones(), List.of()));
            case ScoreAccepted e -> {
                List<String> accepted = new ArrayList<>(s.marking().acceptedBy());
                accepted.add(e.acceptedBy());
                yield s.withMarking(new Marking(s.marking().deadStones(), accepted));
            }
            case PlayResumed e -> {
                List<Integer> resumed = new ArrayList<>(s.resumedAt());
                resumed.add(s.moveCount());
                GameState playing = s.withMoves(s.moves(), resumed).withMarking(null).withStatus(Status.PLAYING);
                yield playing.started() ? playing.withClock(s.clock().start(s.sideToMove(), e.at()))
                        : GameStart.startIfReady(playing, e.at());
            }
        };
    }

    /** A move charges the mover's clock and starts the opponent's, once the game has started; before, no clock runs. */
    private static GameClock moved(GameState s, Color color, java.time.Instant at) {
        return s.started() ? s.clock().moved(color, at) : s.clock();
    }

    private static GameState created(GameCreated e) {
        GameSetup setup = new GameSetup(e.gameId(), e.createdBy(), e.owner(), e.opponent(), e.gameType(), e.handicap(),
                e.rules(), e.size(), e.komi(), e.timeControl(), e.takeBackAllowed(), e.rated(), e.origin(), e.at());
        Status status = e.blackUserId() == null ? Status.AWAITING_NIGIRI_PARITY
                : e.handicap() >= 2 ? Status.AWAITING_HANDICAP_STONES : Status.PLAYING;
        // Accepting an invitation creates the game: its creator, when a player, has seen it. The clocks wait for both.
        List<String> arrived = setup.isPlayer(e.createdBy()) ? List.of(e.createdBy()) : List.of();
        return new GameState(setup, e.blackUserId(), e.whiteUserId(), status, null, List.of(), List.of(), List.of(),
                GameClock.initial(e.timeControl()), null, null, null, List.of(), arrived, null, GameState.Nigiri.NONE);
    }
}
