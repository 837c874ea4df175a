package org.openkifu.game.infrastructure.reads;

import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvent.GameCreated;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameEvent.HandicapStonesPlaced;
import org.openkifu.game.domain.GameEvent.MoveTakenBack;
import org.openkifu.game.domain.GameEvent.NigiriGuessed;
import org.openkifu.game.domain.GameEvent.NigiriParityChosen;
import org.openkifu.game.domain.GameEvent.Passed;
import org.openkifu.game.domain.GameEvent.PlayResumed;
import org.openkifu.game.domain.GameEvent.ResultCorrected;
import org.openkifu.game.domain.GameEvent.ScoringStarted;
import org.openkifu.game.domain.GameEvent.StonePlaced;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.rules.Color;
import org.openkifu.game.infrastructure.reads.GameSummary.Status;

/**
 * How each game event changes a game's list row. Pure. It does not fold the whole {@code GameState} (that needs
 * every earlier event, which a projection handling one event at a time does not have), so it repeats the few
 * transitions of {@code GameEvolver} the list needs; {@code GameSummariesTest} checks it against
 * {@code GameEvolver.fold} after every event of random games.
 */
public final class GameSummaries {

    private GameSummaries() {
    }

    /**
     * @param current  the row so far, null before {@link GameCreated}
     * @param sequence the event's aggregate sequence number; events at or below {@code current.version()} were
     *                 applied already and return {@code current} unchanged (replays and redeliveries)
     */
    public static GameSummary apply(GameSummary current, GameEvent event, long sequence) {
        if (event instanceof GameCreated e) {
            return current != null ? current : created(e, sequence);
        }
        if (current == null) {
            throw new IllegalStateException("game " + event.gameId() + " has no GameCreated before "
                    + event.getClass().getSimpleName() + " #" + sequence);
        }
        if (sequence <= current.version()) {
            return current;
        }
        GameSummary s = current;
        if (event instanceof NigiriParityChosen e) {
            return s.next(Status.NIGIRI, GameState.Status.AWAITING_NIGIRI_GUESS.name(), s.opponentUserId(),
                    s.nextColor(), s.moveCount(), s.lastMoveAt(), e.at(), sequence);
        }
        if (event instanceof NigiriGuessed e) {
            return s.withColours(e.blackUserId(), e.whiteUserId()).next(Status.PLAYING,
                    GameState.Status.PLAYING.name(), e.blackUserId(), Color.BLACK.name(), s.moveCount(),
                    s.lastMoveAt(), e.at(), sequence);
        }
        if (event instanceof HandicapStonesPlaced e) {
            return s.next(Status.PLAYING, GameState.Status.PLAYING.name(), s.whiteUserId(), Color.WHITE.name(),
                    s.moveCount(), s.lastMoveAt(), e.at(), sequence);
        }
        if (event instanceof StonePlaced e) {
            return moved(s, e.color(), e.moveNumber(), e.at(), sequence);
        }
        if (event instanceof Passed e) {
            return moved(s, e.color(), e.moveNumber(), e.at(), sequence);
        }
        if (event instanceof MoveTakenBack e) {
            // the undone move's colour is to move again
            return s.next(s.status(), s.state(), s.status() == Status.PLAYING ? s.userOf(e.color().name()) : null,
                    e.color().name(), e.moveNumber() - 1, e.at(), e.at(), sequence);
        }
        if (event instanceof ScoringStarted e) {
            if (e.mode() == GameEvent.ScoringMode.MARKING) {
                return s.next(Status.SCORING, GameState.Status.MARKING.name(), null, s.nextColor(), s.moveCount(),
                        s.lastMoveAt(), e.at(), sequence);
            }
            return s.touched(e.at(), sequence);
        }
        if (event instanceof PlayResumed e) {
            return s.next(Status.PLAYING, GameState.Status.PLAYING.name(), s.userOf(s.nextColor()), s.nextColor(),
                    s.moveCount(), s.lastMoveAt(), e.at(), sequence);
        }
        if (event instanceof GameEnded e) {
            return s.next(Status.ENDED, GameState.Status.ENDED.name(), null, s.nextColor(), s.moveCount(),
                    s.lastMoveAt(), e.at(), sequence)
                    .withResult(e.result().sgf(), e.result().reason().name());
        }
        if (event instanceof ResultCorrected e) {
            return s.touched(e.at(), sequence).withResult(e.corrected().sgf(), e.corrected().reason().name());
        }
        // captures, resignations, take-back requests, marking proposals, flags, abandonment: activity only
        // (the status change they lead to comes with GameEnded or the events above)
        return s.touched(event.at(), sequence);
    }

    private static GameSummary created(GameCreated e, long sequence) {
        Status status;
        GameState.Status state;
        String turn;
        if (e.blackUserId() == null) {
            status = Status.NIGIRI;
            state = GameState.Status.AWAITING_NIGIRI_PARITY;
            turn = e.owner().userId();
        } else if (e.handicap() >= 2) {
            // fixed placement follows in the same commit as HandicapStonesPlaced; free placement waits for Black
            status = Status.HANDICAP;
            state = GameState.Status.AWAITING_HANDICAP_STONES;
            turn = e.blackUserId();
        } else {
            status = Status.PLAYING;
            state = GameState.Status.PLAYING;
            turn = e.blackUserId();
        }
        String next = e.handicap() >= 2 ? Color.WHITE.name() : Color.BLACK.name();
        return new GameSummary(e.gameId(), e.owner().userId(), e.owner().rank(), e.opponent().userId(),
                e.opponent().rank(), e.blackUserId(), e.whiteUserId(), e.size(), e.rules().presetId(), e.rated(),
                status, state.name(), turn, next, 0, null, e.at(), null, null,
                e.origin().kind().name(), e.origin().reference(), e.at(), sequence);
    }

    private static GameSummary moved(GameSummary s, Color color, int moveNumber, java.time.Instant at, long seq) {
        String next = color.opposite().name();
        return s.next(s.status(), s.state(), s.status() == Status.PLAYING ? s.userOf(next) : null, next, moveNumber,
                at, at, seq);
    }
}
