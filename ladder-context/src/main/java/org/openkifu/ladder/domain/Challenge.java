package org.openkifu.ladder.domain;

import java.time.Instant;

/**
 * A challenge as the ladder knows it.
 *
 * @param gameId null until the game context has answered (or the result names it)
 * @param result null until the game's result is recorded; the corrected one after a correction
 */
public record Challenge(String challengeId, String challengerUserId, String defenderUserId, int challengerRung,
                        int defenderRung, Instant issuedAt, Status status, String gameId, Result result) {

    public enum Status {
        /** The game is requested. */
        REQUESTED,
        /** The game exists. */
        PLAYING,
        FINISHED,
        DECLINED,
        /** The game context could not create the game. */
        REFUSED,
        CANCELLED;

        public boolean open() {
            return this == REQUESTED || this == PLAYING;
        }
    }

    /** @param winnerUserId null for a draw or no result */
    public record Result(String gameId, String winnerUserId, FinishedGame.Reason reason, boolean counts,
                         Instant endedAt) {

        /** The player who lost, or null for a draw, no result or a result that does not count. */
        public String loser(Challenge c) {
            if (!counts || winnerUserId == null) {
                return null;
            }
            return winnerUserId.equals(c.challengerUserId()) ? c.defenderUserId() : c.challengerUserId();
        }

        boolean sameOutcome(Result other) {
            return other != null && java.util.Objects.equals(winnerUserId, other.winnerUserId)
                    && reason == other.reason && counts == other.counts;
        }
    }

    public boolean involves(String userId) {
        return challengerUserId.equals(userId) || defenderUserId.equals(userId);
    }

    public boolean between(String a, String b) {
        return involves(a) && involves(b);
    }

    Challenge with(Status newStatus, String newGameId, Result newResult) {
        return new Challenge(challengeId, challengerUserId, defenderUserId, challengerRung, defenderRung, issuedAt,
                newStatus, newGameId, newResult);
    }
}
