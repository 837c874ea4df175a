package org.openkifu.ladder.domain.waitingroom;

import java.time.Duration;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RankRange;

/**
 * Auto-match requests. Requests for the same settings share one pool ({@link MatchPools#poolIdFor}), so a pool holds
 * everything a request could be matched with and decides each match alone.
 */
public sealed interface MatchPoolCommand {

    String poolId();

    String actingUserId();

    /**
     * "Find me a game": matched at once with the best waiting partner, or waits.
     *
     * @param requestId chosen by the caller; the same request again is a no-op
     * @param validFor  null for {@link MatchPools#DEFAULT_VALIDITY}
     */
    record RequestMatch(String poolId, String requestId, String actingUserId, Rank rank, GameSettings settings,
                        RankRange opponents, Duration validFor) implements MatchPoolCommand {
    }

    record CancelMatchRequest(String poolId, String requestId, String actingUserId) implements MatchPoolCommand {
    }

    /** Sent by a sweep: records every waiting request whose time is over. */
    record ExpireMatchRequests(String poolId, String actingUserId) implements MatchPoolCommand {
    }
}
