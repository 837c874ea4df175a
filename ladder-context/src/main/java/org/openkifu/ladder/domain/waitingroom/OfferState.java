package org.openkifu.ladder.domain.waitingroom;

import java.time.Instant;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RankRange;

/** An offer as its events made it ({@link Offers#evolve}). */
public record OfferState(String offerId, String postedBy, Rank rank, GameSettings settings, RankRange opponents,
                         Instant postedAt, Instant expiresAt, Status status, String acceptedBy) {

    public enum Status {
        OPEN,
        ACCEPTED,
        WITHDRAWN,
        EXPIRED
    }

    public boolean expiredAt(Instant now) {
        return !now.isBefore(expiresAt);
    }

    OfferState with(Status newStatus, String newAcceptedBy) {
        return new OfferState(offerId, postedBy, rank, settings, opponents, postedAt, expiresAt, newStatus, newAcceptedBy);
    }
}
