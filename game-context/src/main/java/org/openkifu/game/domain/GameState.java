package org.openkifu.game.domain;

import java.time.Instant;
import java.util.List;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.IllegalMoveException;
import org.openkifu.game.rules.HandicapPlacement;
import org.openkifu.game.rules.MoveResult;
import org.openkifu.game.rules.Phase;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;

/**
 * A game's state: plain immutable values only (records, lists, enums, instants), so a snapshot is just
 * this record serialized with Jackson, and equality is structural (the rebuild-equals-live tests).
 * The board itself is not stored: {@link #position()} replays the moves through the rules engine,
 * which is the one authority on captures and ko.
 *
 * @param resumedAt       move counts at which play resumed after a marking phase (the engine needs
 *                        to be told, in order, when it replays)
 * @param takeBack        the pending take-back request, or null
 * @param marking         the marking phase's proposal and acceptances, or null outside it
 * @param earlierResults  results replaced by administrator corrections, oldest first
 * @param arrived         players who have been shown the game, in order: by {@code PlayerArrived}, by creating it
 *                        (accepting an invitation), or by acting in it (a move, a nigiri pick, an answer...)
 * @param startedAt       when the clocks first ran: the first instant the game was in play with both players
 *                        arrived; null before (docs/game.md, "Start")
 * @param nigiri          the nigiri draw once the guess is made ({@link Nigiri#NONE} before, or without a draw);
 *                        null only in a state restored from a snapshot older than this field (its history knows)
 */
public record GameState(GameSetup setup, String blackUserId, String whiteUserId, Status status, Parity nigiriParity,
                        List<Point> handicapPoints, List<PlayedMove> moves, List<Integer> resumedAt, GameClock clock,
                        TakeBack takeBack, Marking marking, GameResult result, List<GameResult> earlierResults,
                        List<String> arrived, Instant startedAt, Nigiri nigiri) {

    public enum Status {
        AWAITING_NIGIRI_PARITY,
        AWAITING_NIGIRI_GUESS,
        AWAITING_HANDICAP_STONES,
        PLAYING,
        MARKING,
        ENDED
    }

    /**
     * The nigiri draw as the game's answers show it: the owner's hidden pick, the opponent's guess and whether it
     * was right (a right guess takes Black). Kept here because {@link #nigiriParity()} is forgotten once colours are
     * drawn, and an answer must not read the history to show the draw.
     */
    public record Nigiri(Parity parity, Parity guess, boolean correct) {

        /** No draw made (yet, or ever: colours fixed at creation). */
        public static final Nigiri NONE = new Nigiri(null, null, false);

        public boolean drawn() {
            return guess != null;
        }
    }

    public record TakeBack(String requestedBy, Color color, int fromMoveNumber) {
    }

    /** @param acceptedBy players who accepted {@code deadStones} as it stands (the marker counts) */
    public record Marking(List<Point> deadStones, List<String> acceptedBy) {
        public Marking {
            deadStones = List.copyOf(deadStones);
            acceptedBy = List.copyOf(acceptedBy);
        }
    }

    public GameState {
        handicapPoints = List.copyOf(handicapPoints);
        moves = AppendOnlyList.copyOf(moves);
        resumedAt = List.copyOf(resumedAt);
        earlierResults = List.copyOf(earlierResults);
        // null in snapshots taken before arrivals were recorded
        arrived = arrived == null ? List.of() : List.copyOf(arrived);
    }

    public String gameId() {
        return setup.gameId();
    }

    /** The colour this user plays, or null (not a player, or colours not drawn yet). */
    public Color colorOf(String userId) {
        if (userId == null) {
            return null;
        }
        return userId.equals(blackUserId) ? Color.BLACK : userId.equals(whiteUserId) ? Color.WHITE : null;
    }

    public String userOf(Color color) {
        return color == Color.BLACK ? blackUserId : whiteUserId;
    }

    /** Whose turn it is: Black first, White after handicap stones, then alternating. */
    public Color sideToMove() {
        if (moves.isEmpty()) {
            return setup.handicap() >= 2 ? Color.WHITE : Color.BLACK;
        }
        return moves.get(moves.size() - 1).color().opposite();
    }

    public int moveCount() {
        return moves.size();
    }

    /** Turns (plays and passes) this colour made: the "counts for rating" rule needs two of each (docs/game.md). */
    public int movesBy(Color color) {
        return (int) moves.stream().filter(m -> m.color() == color).count();
    }

    public boolean hasArrived(String userId) {
        return arrived.contains(userId);
    }

    /** The players the start still waits for, owner first: empty once the game started or ended. */
    public List<String> awaited() {
        if (started() || status == Status.ENDED) {
            return List.of();
        }
        return java.util.stream.Stream.of(setup.owner().userId(), setup.opponent().userId())
                .filter(u -> !hasArrived(u)).toList();
    }

    /** Both players have arrived and the game has been in play: the clocks run (or ran). */
    public boolean started() {
        return startedAt != null;
    }

    /**
     * When a timed game that has not started is cancelled without result (docs/game.md, "Start"); null for an
     * untimed game, and once the game started or ended.
     */
    public Instant startDeadline() {
        if (started() || status == Status.ENDED) {
            return null;
        }
        java.time.Duration window = GameStart.window(setup.timeControl());
        return window == null ? null : setup.createdAt().plus(window);
    }

    /**
     * When the game must be looked at if nobody acts: the start deadline before the game started, then the instant
     * the side to move flags. Infra persists it and sends a {@code FlagTimeout} then. Null when nothing is due
     * (untimed, marking, ended).
     */
    public Instant nextDeadline() {
        if (!started()) {
            return startDeadline();
        }
        return status == Status.PLAYING ? clock.deadline() : null;
    }

    /** The position after the first {@code count} moves (handicap and resumptions included). */
    public Position position(int count) {
        Position p = new Position(setup.ruleset(), setup.size());
        if (!handicapPoints.isEmpty()) {
            if (p.rules().handicapPlacement() == HandicapPlacement.FREE) {
                p.placeHandicap(handicapPoints);
            } else {
                p.placeHandicap(handicapPoints.size());
            }
        }
        for (int i = 0; i < count; i++) {
            resumeIfMarked(p, i);
            MoveResult r = p.apply(moves.get(i).toMove());
            if (!r.legal()) {
                throw new IllegalMoveException(r);
            }
        }
        resumeIfMarked(p, count);
        return p;
    }

    public Position position() {
        return position(moves.size());
    }

    private void resumeIfMarked(Position p, int count) {
        if (resumedAt.contains(count) && p.phase() == Phase.MARKING) {
            p.resumePlay();
        }
    }

    // ---------------------------------------------------------------- copies (for evolve)

    GameState withStatus(Status s) {
        return new GameState(setup, blackUserId, whiteUserId, s, nigiriParity, handicapPoints, moves, resumedAt, clock,
                takeBack, marking, result, earlierResults, arrived, startedAt, nigiri);
    }

    GameState withColours(String black, String white, Parity parity) {
        return new GameState(setup, black, white, status, parity, handicapPoints, moves, resumedAt, clock, takeBack,
                marking, result, earlierResults, arrived, startedAt, nigiri);
    }

    GameState withHandicap(List<Point> points) {
        return new GameState(setup, blackUserId, whiteUserId, status, nigiriParity, points, moves, resumedAt, clock,
                takeBack, marking, result, earlierResults, arrived, startedAt, nigiri);
    }

    GameState withMoves(List<PlayedMove> m, List<Integer> resumed) {
        return new GameState(setup, blackUserId, whiteUserId, status, nigiriParity, handicapPoints, m, resumed, clock,
                takeBack, marking, result, earlierResults, arrived, startedAt, nigiri);
    }

    GameState withMove(PlayedMove m) {
        return withMoves(AppendOnlyList.copyOf(moves).plus(m), resumedAt); // copyOf: the list itself, no copy
    }

    GameState withClock(GameClock c) {
        return new GameState(setup, blackUserId, whiteUserId, status, nigiriParity, handicapPoints, moves, resumedAt, c,
                takeBack, marking, result, earlierResults, arrived, startedAt, nigiri);
    }

    GameState withTakeBack(TakeBack t) {
        return new GameState(setup, blackUserId, whiteUserId, status, nigiriParity, handicapPoints, moves, resumedAt,
                clock, t, marking, result, earlierResults, arrived, startedAt, nigiri);
    }

    GameState withMarking(Marking m) {
        return new GameState(setup, blackUserId, whiteUserId, status, nigiriParity, handicapPoints, moves, resumedAt,
                clock, takeBack, m, result, earlierResults, arrived, startedAt, nigiri);
    }

    GameState withNigiri(Nigiri n) {
        return new GameState(setup, blackUserId, whiteUserId, status, nigiriParity, handicapPoints, moves, resumedAt,
                clock, takeBack, marking, result, earlierResults, arrived, startedAt, n);
    }

    GameState withArrival(List<String> a, Instant started) {
        return new GameState(setup, blackUserId, whiteUserId, status, nigiriParity, handicapPoints, moves, resumedAt,
                clock, takeBack, marking, result, earlierResults, a, started, nigiri);
    }

    GameState withResult(GameResult r, List<GameResult> earlier) {
        return new GameState(setup, blackUserId, whiteUserId, status, nigiriParity, handicapPoints, moves, resumedAt,
                clock, takeBack, marking, r, earlier, arrived, startedAt, nigiri);
    }
}
