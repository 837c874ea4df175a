package org.openkifu.ladder.domain.waitingroom;

import java.time.Instant;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RankRange;

/**
 * A "find me a game" request in a pool.
 *
 * @param rank    null for an unranked player
 * @param matchId the match it joined, once matched
 */
public record MatchRequest(String requestId, String userId, Rank rank, GameSettings settings, RankRange opponents,
                           Instant requestedAt, Instant expiresAt, Status status, String matchId) {

    public enum Status {
        WAITING,
        MATCHED,
        CANCELLED,
        EXPIRED
    }

    /** Waiting, and its time not over at {@code now}. */
    public boolean waitingAt(Instant now) {
        return status == Status.WAITING && now.isBefore(expiresAt);
    }

    MatchRequest with(Status newStatus, String newMatchId) {
        return new MatchRequest(requestId, userId, rank, settings, opponents, requestedAt, expiresAt, newStatus, newMatchId);
    }
}
