package org.openkifu.tournament.domain;

import java.time.Instant;

/**
 * What the tournament receives when a game it asked for has ended: the facts of the game context's published
 * {@code GameFinished} message (and of {@code GameResultCorrected}, which carries the same facts with the new
 * result), in the tournament's own record. The Kafka adapter builds it; nothing here knows the game context's types.
 *
 * @param originKind      {@code TOURNAMENT_PAIRING} or {@code TWO_GAME_MATCH}
 * @param originReference the request id the game was asked for with: how the tournament finds its board
 * @param winnerUserId    null for a draw (jigo) or a void game
 * @param margin          the score margin from the winner's point of view, null unless the game was counted
 */
public record FinishedGame(String gameId, String originKind, String originReference, String blackUserId,
                           String whiteUserId, String blackRank, String whiteRank, int size, int handicap,
                           boolean rated, String winnerUserId, FinishReason reason, Double margin, int moves,
                           Instant endedAt) {

    public FinishedGame {
        if (gameId == null || gameId.isBlank() || originReference == null || originReference.isBlank()) {
            throw TournamentViolation.of(TournamentViolation.INVALID_COMMAND,
                    "a finished game needs its id and the request id it was asked for with");
        }
        if (winnerUserId != null && !winnerUserId.equals(blackUserId) && !winnerUserId.equals(whiteUserId)) {
            throw TournamentViolation.of(TournamentViolation.RESULT_MISMATCH,
                    "the winner " + winnerUserId + " did not play game " + gameId);
        }
        reason = reason == null ? FinishReason.UNKNOWN : reason;
    }

    /** The result as the tournament keeps it. */
    public GameOutcome outcome() {
        return GameOutcome.of(gameId, winnerUserId, reason, margin);
    }
}
