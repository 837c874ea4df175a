package org.openkifu.game.domain;

import java.util.List;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * What users (and the scheduler) ask a game to do. Every command names the game and the acting user;
 * the caller has authenticated that user, the game checks that the user may act (a player, on their
 * own turn/colour). The current time is not in the command: the handler passes it to
 * {@link GameDecider#decide} from its clock.
 */
public sealed interface GameCommand {

    String gameId();

    String actingUserId();

    /**
     * What a player asks in their own game (a move, a nigiri pick, an answer to a take-back, marking...). The
     * decider checks these the same way before anything else: the user plays in the game, it is not over, and the
     * clocks' verdict (a flag that fell, a start deadline that passed) comes first. The other commands come from
     * outside the play (creation, import, the scheduler, an administrator, another context) and check their own.
     */
    sealed interface PlayerCommand extends GameCommand {
    }

    /**
     * Opens a game. {@code owner} is the Black&White room owner (picks the nigiri parity).
     *
     * @param blackUserId colours fixed by the request (tournament pairing, two-game match), else null
     * @param gameType    null: chosen from the ranks (same: Ho-sun, 1..2 apart: Jung-sun, more: Handicap),
     *                    Ho-sun when ranks are missing
     * @param handicap    stones for a Handicap game, null for the default (the rank difference, capped to
     *                    what the rules allow on this board)
     */
    record CreateGame(String gameId, String actingUserId, Player owner, Player opponent, String blackUserId,
                      String whiteUserId, GameType gameType, Integer handicap, RulesChoice rules, int size,
                      TimeControl timeControl, boolean takeBackAllowed, boolean rated, Origin origin)
            implements GameCommand {
    }

    /**
     * Turns an SGF record into a game by replaying its main line through the rules, as if it were played live.
     * The id must be {@link GameIds#forImport}(actingUserId, sgf): the same user importing the same bytes names
     * the same game, and importing it again changes nothing.
     *
     * @param sgf      the file's bytes (the character set is read from them, see docs/sgf.md)
     * @param fileName where the record came from (the upload's file name), or null
     */
    record ImportGame(String gameId, String actingUserId, byte[] sgf, String fileName) implements GameCommand {
    }

    record ChooseNigiriParity(String gameId, String actingUserId, Parity parity) implements PlayerCommand {
    }

    record GuessNigiri(String gameId, String actingUserId, Parity guess) implements PlayerCommand {
    }

    /** Free handicap placement (rules with FREE placement): Black chooses the points. */
    record PlaceHandicapStones(String gameId, String actingUserId, List<Point> points) implements PlayerCommand {
    }

    /**
     * A stone on a point, given either as a {@link Point} (imports, tests) or as the request's text, which the
     * decider parses against the game's board ({@link PointText}: POINT_MISSING, POINT_INVALID), so the API needs
     * nothing of the game to build the command.
     *
     * @param point     the point, or null when {@code pointText} gives it
     * @param pointText the point as the request wrote it (GTP, "D4"), or null when {@code point} is given
     */
    record PlayStone(String gameId, String actingUserId, Point point, String pointText) implements PlayerCommand {

        public PlayStone(String gameId, String actingUserId, Point point) {
            this(gameId, actingUserId, point, null);
        }

        /**
         * The move as a request names it: the point's text, read against the game's board by the decider. A request
         * without a point (null) is empty text, which the decider refuses as POINT_MISSING.
         */
        public static PlayStone at(String gameId, String actingUserId, String pointText) {
            return new PlayStone(gameId, actingUserId, null, pointText == null ? "" : pointText);
        }
    }

    record Pass(String gameId, String actingUserId) implements PlayerCommand {
    }

    record Resign(String gameId, String actingUserId) implements PlayerCommand {
    }

    record RequestTakeBack(String gameId, String actingUserId) implements PlayerCommand {
    }

    record AcceptTakeBack(String gameId, String actingUserId) implements PlayerCommand {
    }

    record DeclineTakeBack(String gameId, String actingUserId) implements PlayerCommand {
    }

    /** The complete set of stones the player proposes as dead (replaces an earlier proposal). */
    record MarkDeadStones(String gameId, String actingUserId, List<Point> deadStones) implements PlayerCommand {
    }

    record AcceptScore(String gameId, String actingUserId) implements PlayerCommand {
    }

    record ResumePlay(String gameId, String actingUserId) implements PlayerCommand {
    }

    /**
     * Sent by the scheduler at a persisted deadline ({@link GameState#nextDeadline()}). Ends the game
     * only if the derived clock says the time really ran out; otherwise (late, duplicate, the player
     * moved in time) it changes nothing.
     */
    record FlagTimeout(String gameId, String actingUserId) implements GameCommand {
    }

    /**
     * The player has been shown the game (its page opened, or the API client says it is watching): the first
     * time, {@code PlayerArrived}; the clocks start once both players have arrived.
     */
    record ArriveAtGame(String gameId, String actingUserId) implements GameCommand {
    }

    /**
     * A player left the game (Black&White "runaway"): they lose. Refused (ABANDONMENT_NOT_EVIDENT) unless the
     * evidence holds: an administrator decided it ({@code admin}, set by the caller after checking the role), or the
     * opponent reports it and the absent player has not been seen for {@code absence.required} while their clock ran
     * in a live game. A correspondence game needs no report: its clock ends it.
     *
     * @param absence when the presence monitor last saw {@code abandonedBy}, and how long an absence must last;
     *                null: no evidence
     */
    record AbandonGame(String gameId, String actingUserId, String abandonedBy, boolean admin, Absence absence)
            implements GameCommand {
    }

    /**
     * @param lastSeen the absent player's last sign of life, or when the monitor began watching if it never saw them
     * @param required how long the absence must have lasted while their clock ran
     */
    record Absence(java.time.Instant lastSeen, java.time.Duration required) {
    }

    /**
     * An administrator corrects a finished game's result (ItsYourTurn). {@code admin} is set by the
     * caller after checking the acting user's role; the game refuses the command without it.
     *
     * @param winner null for jigo or a void game
     */
    record CorrectResult(String gameId, String actingUserId, boolean admin, Color winner, GameResult.Reason reason,
                         String note) implements GameCommand {
    }

    /**
     * Another context no longer wants a game it asked for (a declined or cancelled ladder challenge): the game is
     * cancelled without result if no move was played, and refused with {@code GAME_HAS_MOVES} otherwise (a game
     * with moves is played to its end or resigned). The caller (the game-requests adapter) is not a player.
     *
     * @param requestId the cancel request's id, kept in {@code GameCancelled}
     * @param reason    the requester's stable reason code, e.g. {@code CHALLENGE_DECLINED}
     */
    record CancelGame(String gameId, String actingUserId, String requestId, String reason) implements GameCommand {
    }
}
