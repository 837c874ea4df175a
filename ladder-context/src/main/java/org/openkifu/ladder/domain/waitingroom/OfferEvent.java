package org.openkifu.ladder.domain.waitingroom;

import java.time.Instant;
import org.openkifu.ladder.domain.EventType;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.SchemaVersion;
import org.openkifu.ladder.domain.TimeControl;

/** What happens to an open offer. */
public sealed interface OfferEvent {

    String offerId();

    Instant at();

    /** @param lowestRank the opponents' range, null ends open */
    @EventType("OfferPosted")
    @SchemaVersion(1)
    record OfferPosted(String offerId, String postedBy, Rank rank, int size, String preset, TimeControl timeControl,
                       boolean rated, Rank lowestRank, Rank highestRank, Instant expiresAt, Instant at)
            implements OfferEvent {
    }

    /**
     * Somebody took the offer: the game request. The poster owns the game (picks the nigiri parity).
     *
     * @param requestId {@link org.openkifu.ladder.domain.RequestIds#forOffer}: a retry names the same game
     */
    @EventType("OfferAccepted")
    @SchemaVersion(1)
    record OfferAccepted(String offerId, String requestId, String posterUserId, Rank posterRank, String acceptedBy,
                         Rank acceptorRank, int size, String preset, TimeControl timeControl, boolean rated,
                         GameType expectedGameType, int expectedHandicap, Instant at) implements OfferEvent {
    }

    @EventType("OfferWithdrawn")
    @SchemaVersion(1)
    record OfferWithdrawn(String offerId, String withdrawnBy, Instant at) implements OfferEvent {
    }

    @EventType("OfferExpired")
    @SchemaVersion(1)
    record OfferExpired(String offerId, Instant at) implements OfferEvent {
    }
}
