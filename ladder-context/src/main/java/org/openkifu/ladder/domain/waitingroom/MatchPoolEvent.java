package org.openkifu.ladder.domain.waitingroom;

import java.time.Instant;
import org.openkifu.ladder.domain.EventType;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.SchemaVersion;
import org.openkifu.ladder.domain.TimeControl;

/** What happens in an auto-match pool. */
public sealed interface MatchPoolEvent {

    String poolId();

    Instant at();

    @EventType("MatchRequested")
    @SchemaVersion(1)
    record MatchRequested(String poolId, String requestId, String userId, Rank rank, int size, String preset,
                          TimeControl timeControl, boolean rated, Rank lowestRank, Rank highestRank, Instant expiresAt,
                          Instant at) implements MatchPoolEvent {
    }

    /**
     * Two requests paired: the game request. The player who waited owns the game (picks the nigiri parity).
     *
     * @param matchId       the newcomer's request id (a request is matched at most once, so it names one match)
     * @param gameRequestId {@link org.openkifu.ladder.domain.RequestIds#forMatch}
     */
    @EventType("MatchMade")
    @SchemaVersion(1)
    record MatchMade(String poolId, String matchId, String gameRequestId, String waitingRequestId, String waitingUserId,
                     Rank waitingRank, String newcomerRequestId, String newcomerUserId, Rank newcomerRank, int size,
                     String preset, TimeControl timeControl, boolean rated, GameType expectedGameType,
                     int expectedHandicap, Instant at) implements MatchPoolEvent {
    }

    @EventType("MatchRequestCancelled")
    @SchemaVersion(1)
    record MatchRequestCancelled(String poolId, String requestId, String userId, Instant at) implements MatchPoolEvent {
    }

    @EventType("MatchRequestExpired")
    @SchemaVersion(1)
    record MatchRequestExpired(String poolId, String requestId, String userId, Instant at) implements MatchPoolEvent {
    }
}
