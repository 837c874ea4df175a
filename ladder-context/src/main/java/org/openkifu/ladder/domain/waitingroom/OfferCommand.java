package org.openkifu.ladder.domain.waitingroom;

import java.time.Duration;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RankRange;

/** The waiting room's open offers (ItsYourTurn, OGS "open challenges"). Routed by offer id. */
public sealed interface OfferCommand {

    String offerId();

    String actingUserId();

    /**
     * The acting user offers a game to anyone in {@code opponents}.
     *
     * @param rank     the poster's rank now (null = unranked)
     * @param validFor null for {@link Offers#DEFAULT_VALIDITY}
     */
    record PostOffer(String offerId, String actingUserId, Rank rank, GameSettings settings, RankRange opponents,
                     Duration validFor) implements OfferCommand {
    }

    /** The acting user takes the offer; accepting it again is a no-op, so the game request can be retried. */
    record AcceptOffer(String offerId, String actingUserId, Rank rank) implements OfferCommand {
    }

    record WithdrawOffer(String offerId, String actingUserId) implements OfferCommand {
    }

    /** Sent by a sweep: records the expiry once the offer's time is over, otherwise nothing. */
    record ExpireOffer(String offerId, String actingUserId) implements OfferCommand {
    }
}
