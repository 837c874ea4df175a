package org.openkifu.ladder.domain.waitingroom;

import static org.openkifu.ladder.domain.LadderRuleViolation.reject;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.openkifu.ladder.domain.ExpectedGame;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.RankRange;
import org.openkifu.ladder.domain.RequestIds;
import org.openkifu.ladder.domain.waitingroom.OfferCommand.AcceptOffer;
import org.openkifu.ladder.domain.waitingroom.OfferCommand.ExpireOffer;
import org.openkifu.ladder.domain.waitingroom.OfferCommand.PostOffer;
import org.openkifu.ladder.domain.waitingroom.OfferCommand.WithdrawOffer;
import org.openkifu.ladder.domain.waitingroom.OfferEvent.OfferAccepted;
import org.openkifu.ladder.domain.waitingroom.OfferEvent.OfferExpired;
import org.openkifu.ladder.domain.waitingroom.OfferEvent.OfferPosted;
import org.openkifu.ladder.domain.waitingroom.OfferEvent.OfferWithdrawn;

/**
 * An open offer's decide and evolve: pure. One offer gives at most one game: the first acceptance closes it, and the
 * same player accepting again gets no second game (no events; their game request is retried under the same id).
 */
public final class Offers {

    public static final Duration DEFAULT_VALIDITY = Duration.ofDays(1);
    public static final Duration MIN_VALIDITY = Duration.ofMinutes(1);
    public static final Duration MAX_VALIDITY = Duration.ofDays(30);

    private Offers() {
    }

    public static List<OfferEvent> decide(OfferCommand command, OfferState state, Instant now) {
        if (command == null || now == null || command.actingUserId() == null || command.actingUserId().isBlank()) {
            throw reject(LadderRuleViolation.INVALID_COMMAND, "an offer command needs the offer, the acting user and the time");
        }
        RequestIds.requireSimpleId(command.offerId(), "offer");
        if (command instanceof PostOffer c) {
            return post(c, state, now);
        }
        if (state == null) {
            throw reject(LadderRuleViolation.OFFER_NOT_FOUND, "there is no offer " + command.offerId());
        }
        if (command instanceof AcceptOffer c) {
            return accept(c, state, now);
        }
        if (command instanceof WithdrawOffer c) {
            if (!state.postedBy().equals(c.actingUserId())) {
                throw reject(LadderRuleViolation.NOT_YOUR_OFFER, "only " + state.postedBy() + ", who posted it, can withdraw this offer");
            }
            if (state.status() != OfferState.Status.OPEN) {
                throw closed(state);
            }
            return List.of(new OfferWithdrawn(state.offerId(), c.actingUserId(), now));
        }
        if (command instanceof ExpireOffer) {
            return state.status() == OfferState.Status.OPEN && state.expiredAt(now)
                    ? List.of(new OfferExpired(state.offerId(), now)) : List.of();
        }
        throw reject(LadderRuleViolation.INVALID_COMMAND, "unknown command " + command.getClass().getSimpleName());
    }

    public static OfferState evolve(OfferState state, OfferEvent event) {
        if (event instanceof OfferPosted e) {
            return new OfferState(e.offerId(), e.postedBy(), e.rank(),
                    new GameSettings(e.size(), e.preset(), e.timeControl(), e.rated()),
                    new RankRange(e.lowestRank(), e.highestRank()), e.at(), e.expiresAt(), OfferState.Status.OPEN, null);
        }
        if (event instanceof OfferAccepted e) {
            return state.with(OfferState.Status.ACCEPTED, e.acceptedBy());
        }
        if (event instanceof OfferWithdrawn) {
            return state.with(OfferState.Status.WITHDRAWN, null);
        }
        if (event instanceof OfferExpired) {
            return state.with(OfferState.Status.EXPIRED, null);
        }
        throw new IllegalArgumentException("unknown offer event " + event);
    }

    public static OfferState fold(List<? extends OfferEvent> events) {
        OfferState state = null;
        for (OfferEvent e : events) {
            state = evolve(state, e);
        }
        return state;
    }

    private static List<OfferEvent> post(PostOffer c, OfferState state, Instant now) {
        if (c.settings() == null) {
            throw reject(LadderRuleViolation.INVALID_SETTINGS, "an offer needs the game's settings");
        }
        GameSettings settings = c.settings().validated();
        RankRange range = c.opponents() == null ? RankRange.ANY : c.opponents();
        if (state != null) {
            if (state.postedBy().equals(c.actingUserId()) && state.settings().equals(settings) && state.opponents().equals(range)) {
                return List.of(); // the same offer posted again
            }
            throw reject(LadderRuleViolation.OFFER_ALREADY_EXISTS, "offer " + c.offerId() + " already exists");
        }
        Duration validFor = c.validFor() == null ? DEFAULT_VALIDITY : c.validFor();
        if (validFor.compareTo(MIN_VALIDITY) < 0 || validFor.compareTo(MAX_VALIDITY) > 0) {
            throw reject(LadderRuleViolation.INVALID_SETTINGS, "an offer stays open 1 minute to 30 days, not " + validFor);
        }
        return List.of(new OfferPosted(c.offerId(), c.actingUserId(), c.rank(), settings.size(), settings.preset(),
                settings.timeControl(), settings.rated(), range.lowest(), range.highest(), now.plus(validFor), now));
    }

    private static List<OfferEvent> accept(AcceptOffer c, OfferState s, Instant now) {
        String user = c.actingUserId();
        if (s.postedBy().equals(user)) {
            throw reject(LadderRuleViolation.OWN_OFFER, "you cannot accept your own offer");
        }
        if (s.status() == OfferState.Status.ACCEPTED && user.equals(s.acceptedBy())) {
            return List.of(); // accepted before by this player: their one game is already requested
        }
        if (s.status() != OfferState.Status.OPEN) {
            throw closed(s);
        }
        if (s.expiredAt(now)) {
            throw reject(LadderRuleViolation.OFFER_EXPIRED, "this offer expired at " + s.expiresAt());
        }
        if (!s.opponents().contains(c.rank())) {
            throw reject(LadderRuleViolation.RANK_OUT_OF_RANGE, "this offer is for " + s.opponents() + ", and you are "
                    + (c.rank() == null ? "unranked" : c.rank()));
        }
        ExpectedGame expected = ExpectedGame.forRanks(s.rank(), c.rank());
        GameSettings g = s.settings();
        return List.of(new OfferAccepted(s.offerId(), RequestIds.forOffer(s.offerId()), s.postedBy(), s.rank(), user,
                c.rank(), g.size(), g.preset(), g.timeControl(), g.rated(), expected.type(), expected.handicap(), now));
    }

    private static LadderRuleViolation closed(OfferState s) {
        return reject(LadderRuleViolation.OFFER_CLOSED, "this offer was already " + s.status().name().toLowerCase());
    }
}
