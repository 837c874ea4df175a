package org.openkifu.ladder.domain;

import java.time.Instant;
import java.util.Locale;

/**
 * What the ladder context receives when a game ends: its own record of the game context's published
 * {@code GameFinished} message (and of {@code GameResultCorrected}, which carries the same facts with the new
 * result). An adapter parses the JSON into this; enum values the ladder does not know become {@code OTHER} (or
 * null for the game type), so a new value upstream never stops the consumer.
 *
 * @param originReference for a ladder game, {@link RequestIds#forChallenge}; may be null for a free game
 * @param blackRank       null for an unranked player (a guest)
 * @param gameType        null when the game context sent a type this context does not know
 * @param countsForRating   rated and {@code countsForStanding}: what ratings and promotion points take
 * @param countsForStanding decided by play and each player made 2 moves, rated or not: what may move a ladder
 *                          (the game context's {@code countsForStanding}, docs/events.md)
 * @param winnerUserId    null for a draw, a void or an unknown result
 * @param margin          the score difference for a counted game, else null
 */
public record FinishedGame(String gameId, OriginKind originKind, String originReference, String blackUserId,
                           String whiteUserId, Rank blackRank, Rank whiteRank, int size, String preset, int handicap,
                           GameType gameType, boolean rated, boolean countsForRating, boolean countsForStanding,
                           String winnerUserId, Reason reason, Double margin, int moves, Instant endedAt) {

    public enum OriginKind {
        FREE,
        LADDER_CHALLENGE,
        TOURNAMENT_PAIRING,
        TWO_GAME_MATCH,
        IMPORTED,
        /** Any kind this context does not know. */
        OTHER;

        public static OriginKind parse(String text) {
            return parseEnum(OriginKind.class, text, OTHER);
        }
    }

    public enum Reason {
        SCORE,
        RESIGNATION,
        TIMEOUT,
        FORFEIT,
        ABANDONMENT,
        MOVE_CAP,
        CAPTURE_GOAL,
        VOID,
        CANCELLED,
        UNKNOWN,
        /** Any reason this context does not know: the game's winner (if any) still counts. */
        OTHER;

        public static Reason parse(String text) {
            return parseEnum(Reason.class, text, OTHER);
        }
    }

    public FinishedGame {
        if (gameId == null || gameId.isBlank() || blackUserId == null || blackUserId.isBlank()
                || whiteUserId == null || whiteUserId.isBlank() || endedAt == null) {
            throw invalid("a finished game needs its id, both players and the instant it ended");
        }
        if (blackUserId.equals(whiteUserId)) {
            throw invalid("a finished game needs two different players");
        }
        if (winnerUserId != null && !winnerUserId.equals(blackUserId) && !winnerUserId.equals(whiteUserId)) {
            throw invalid("the winner " + winnerUserId + " did not play game " + gameId);
        }
        if (handicap < 0) {
            throw invalid("a handicap cannot be negative");
        }
        originKind = originKind == null ? OriginKind.OTHER : originKind;
        reason = reason == null ? Reason.OTHER : reason;
    }

    /**
     * A game as messages before {@code countsForStanding} described it: a rated game counts for standings exactly when
     * it counts for rating; an unrated one never did.
     */
    public FinishedGame(String gameId, OriginKind originKind, String originReference, String blackUserId,
                        String whiteUserId, Rank blackRank, Rank whiteRank, int size, String preset, int handicap,
                        GameType gameType, boolean rated, boolean countsForRating, String winnerUserId, Reason reason,
                        Double margin, int moves, Instant endedAt) {
        this(gameId, originKind, originReference, blackUserId, whiteUserId, blackRank, whiteRank, size, preset,
                handicap, gameType, rated, countsForRating, countsForRating, winnerUserId, reason, margin, moves,
                endedAt);
    }

    public static GameType parseGameType(String text) {
        return parseEnum(GameType.class, text, null);
    }

    public boolean isPlayer(String userId) {
        return blackUserId.equals(userId) || whiteUserId.equals(userId);
    }

    public String opponentOf(String userId) {
        requirePlayer(userId);
        return blackUserId.equals(userId) ? whiteUserId : blackUserId;
    }

    public Rank rankOf(String userId) {
        requirePlayer(userId);
        return blackUserId.equals(userId) ? blackRank : whiteRank;
    }

    /** A void or cancelled game never happened as far as ladders, ratings and promotion points go. */
    public boolean voided() {
        return reason == Reason.VOID || reason == Reason.CANCELLED;
    }

    /**
     * Whether the result may move a ladder at all, rated or not; ratings and promotion points also need
     * {@code rated} (the player record's rule).
     */
    public boolean counts() {
        return countsForStanding && !voided() && (winnerUserId != null || isDraw());
    }

    /** No winner after a count (jigo): a draw. Any other ending without a winner is no result. */
    public boolean isDraw() {
        return winnerUserId == null && (reason == Reason.SCORE || reason == Reason.MOVE_CAP);
    }

    /** Neither handicap stones nor a handicap type: what promotion points and ratings take part in. */
    public boolean even() {
        return handicap == 0 && gameType != null && gameType != GameType.HANDICAP;
    }

    public Outcome outcomeFor(String userId) {
        requirePlayer(userId);
        if (!counts()) {
            return Outcome.NONE;
        }
        if (winnerUserId == null) {
            return Outcome.DRAW;
        }
        return winnerUserId.equals(userId) ? Outcome.WIN : Outcome.LOSS;
    }

    /** The same game with another result, as a {@code GameResultCorrected} message carries it. */
    public FinishedGame withResult(String winner, Reason newReason, Double newMargin) {
        return new FinishedGame(gameId, originKind, originReference, blackUserId, whiteUserId, blackRank, whiteRank,
                size, preset, handicap, gameType, rated, countsForRating, countsForStanding, winner, newReason, newMargin,
                moves, endedAt);
    }

    private void requirePlayer(String userId) {
        if (!isPlayer(userId)) {
            throw LadderRuleViolation.reject(LadderRuleViolation.NOT_IN_GAME, userId + " did not play game " + gameId);
        }
    }

    private static LadderRuleViolation invalid(String message) {
        return LadderRuleViolation.reject(LadderRuleViolation.INVALID_COMMAND, message);
    }

    private static <E extends Enum<E>> E parseEnum(Class<E> type, String text, E fallback) {
        if (text == null || text.isBlank()) {
            return fallback;
        }
        try {
            return Enum.valueOf(type, text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return fallback;
        }
    }
}
