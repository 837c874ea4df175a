package org.openkifu.game.domain;

import java.time.Instant;
import java.util.List;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * Everything that happens to a game, as facts. The game's state is always {@link GameEvolver#evolve}
 * folded over these. Each carries the game id and the instant it happened: the clocks are derived
 * from those instants, never from a ticking timer. Field lists and versions: docs/events.md.
 */
public sealed interface GameEvent {

    String gameId();

    Instant at();

    /**
     * A fact a player caused by acting in the game (a move, a pick, an answer...): whoever acts has seen the game,
     * so the evolver counts them as arrived before applying the act (docs/game.md, "Start"). Facts nobody in
     * particular caused (a timeout, the end) and acts of non-players (an import, an administrator's correction, a
     * report of abandonment) are not {@code Acted}.
     */
    sealed interface Acted extends GameEvent {

        /** The user who acted (for {@link DeadStonesMarked}, possibly the estimator, which is no player). */
        String actor();
    }

    static int schemaVersionOf(Class<?> type) {
        SchemaVersion v = type.getAnnotation(SchemaVersion.class);
        if (v == null) {
            throw new IllegalArgumentException(type.getName() + " has no @SchemaVersion");
        }
        return v.value();
    }

    /**
     * @param blackUserId null (with whiteUserId) until nigiri decides the colours
     * @param komi        the effective komi after the game type and any agreed override
     */
    @SchemaVersion(1)
    record GameCreated(String gameId, String createdBy, Player owner, Player opponent, String blackUserId,
                       String whiteUserId, GameType gameType, int handicap, RulesChoice rules, int size, double komi,
                       TimeControl timeControl, boolean takeBackAllowed, boolean rated, Origin origin,
                       Instant at) implements GameEvent {
    }

    /**
     * The game was replayed from an SGF record; follows {@link GameCreated} (origin IMPORTED) in the same commit.
     * Keeps what the record says that the game itself does not: the players' names and ranks as written, the
     * date, event, round, place, time settings and the original RE and RU texts, so the export can give the
     * header back. The moves that follow are the record's main line, decided like live moves.
     */
    @SchemaVersion(1)
    record GameImported(String gameId, String importedBy, String fileName, String contentHash, ImportedRecord record,
                        Instant at) implements GameEvent {
    }

    /**
     * The player was shown the game: opened its page, told the API they are here ({@code POST .../presence}), or
     * placed free handicap stones as their first act. The clocks run only once both players have arrived (acting in
     * the game, e.g. a move or a nigiri pick, counts as arriving too: see {@link GameState#arrived()}).
     */
    @SchemaVersion(1)
    record PlayerArrived(String gameId, String userId, Instant at) implements Acted {

        @Override
        public String actor() {
            return userId;
        }
    }

    /** The owner's hidden pick. Read models must not show it before {@link NigiriGuessed}. */
    @SchemaVersion(1)
    record NigiriParityChosen(String gameId, String chosenBy, Parity parity, Instant at) implements Acted {

        @Override
        public String actor() {
            return chosenBy;
        }
    }

    @SchemaVersion(1)
    record NigiriGuessed(String gameId, String guessedBy, Parity guess, boolean correct, String blackUserId,
                         String whiteUserId, Instant at) implements Acted {

        @Override
        public String actor() {
            return guessedBy;
        }
    }

    @SchemaVersion(1)
    record HandicapStonesPlaced(String gameId, List<Point> points, Instant at) implements GameEvent {
        public HandicapStonesPlaced {
            points = List.copyOf(points);
        }
    }

    /** @param moveNumber the turn's number from 1 (plays and passes; handicap stones do not count) */
    @SchemaVersion(1)
    record StonePlaced(String gameId, int moveNumber, Color color, Point point, String playedBy, Instant at)
            implements Acted {

        @Override
        public String actor() {
            return playedBy;
        }
    }

    /** @param color the colour of the captured stones (the mover's own for a self-capture) */
    @SchemaVersion(1)
    record StonesCaptured(String gameId, int moveNumber, Color color, List<Point> points, Instant at)
            implements GameEvent {
        public StonesCaptured {
            points = List.copyOf(points);
        }
    }

    @SchemaVersion(1)
    record Passed(String gameId, int moveNumber, Color color, String passedBy, Instant at) implements Acted {

        @Override
        public String actor() {
            return passedBy;
        }
    }

    @SchemaVersion(1)
    record Resigned(String gameId, Color color, String resignedBy, Instant at) implements Acted {

        @Override
        public String actor() {
            return resignedBy;
        }
    }

    /** @param fromMoveNumber the requester's last move: it and every move after it are taken back */
    @SchemaVersion(1)
    record TakeBackRequested(String gameId, String requestedBy, Color color, int fromMoveNumber, Instant at)
            implements Acted {

        @Override
        public String actor() {
            return requestedBy;
        }
    }

    @SchemaVersion(1)
    record TakeBackAccepted(String gameId, String acceptedBy, Instant at) implements Acted {

        @Override
        public String actor() {
            return acceptedBy;
        }
    }

    @SchemaVersion(1)
    record TakeBackDeclined(String gameId, String declinedBy, Instant at) implements Acted {

        @Override
        public String actor() {
            return declinedBy;
        }
    }

    /**
     * One move undone (latest first).
     *
     * @param point    null for a pass
     * @param restored stones the move had captured, back on the board
     */
    @SchemaVersion(1)
    record MoveTakenBack(String gameId, int moveNumber, Color color, Point point, List<Point> restored, Instant at)
            implements GameEvent {
        public MoveTakenBack {
            restored = List.copyOf(restored);
        }
    }

    enum ScoringMode {
        /** Counted at once with estimated dead stones (ItsYourTurn) or none (Tromp-Taylor). */
        AUTOMATIC,
        /** The players mark dead stones and agree, or resume play. */
        MARKING
    }

    @SchemaVersion(1)
    record ScoringStarted(String gameId, ScoringMode mode, Instant at) implements GameEvent {
    }

    /** @param deadStones the marker's complete proposal (it replaces any earlier one) */
    @SchemaVersion(1)
    record DeadStonesMarked(String gameId, String markedBy, List<Point> deadStones, Instant at) implements Acted {

        @Override
        public String actor() {
            return markedBy;
        }
        public DeadStonesMarked {
            deadStones = List.copyOf(deadStones);
        }
    }

    @SchemaVersion(1)
    record ScoreAccepted(String gameId, String acceptedBy, List<Point> deadStones, Instant at) implements Acted {

        @Override
        public String actor() {
            return acceptedBy;
        }
        public ScoreAccepted {
            deadStones = List.copyOf(deadStones);
        }
    }

    @SchemaVersion(1)
    record PlayResumed(String gameId, String resumedBy, Instant at) implements Acted {

        @Override
        public String actor() {
            return resumedBy;
        }
    }

    /** @param flaggedAt the instant the time ran out; {@code at} is when that was noticed */
    @SchemaVersion(1)
    record ClockTimedOut(String gameId, Color color, String userId, Instant flaggedAt, Instant at) implements GameEvent {
    }

    /** Black&White "runaway". {@code color} is null when colours were not drawn yet. */
    @SchemaVersion(1)
    record GameAbandoned(String gameId, String abandonedBy, Color color, String reportedBy, Instant at)
            implements GameEvent {
    }

    /**
     * The context that asked for the game cancelled it before any move ({@code CancelGame} on
     * {@code openkifu.game-requests}). Followed by {@code GameEnded} with reason {@code CANCELLED} in the same commit.
     *
     * @param requestId the cancel request's id
     * @param reason    the requester's reason code, e.g. {@code CHALLENGE_DECLINED}
     */
    @SchemaVersion(1)
    record GameCancelled(String gameId, String requestId, String reason, Instant at) implements GameEvent {
    }

    @SchemaVersion(1)
    record GameEnded(String gameId, GameResult result, Instant at) implements GameEvent {
    }

    /** An administrator's correction; {@code previous} keeps the original in the history. */
    @SchemaVersion(1)
    record ResultCorrected(String gameId, String correctedBy, GameResult previous, GameResult corrected, String note,
                           Instant at) implements GameEvent {
    }
}
