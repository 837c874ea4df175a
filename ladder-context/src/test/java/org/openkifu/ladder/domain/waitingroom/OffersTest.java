package org.openkifu.ladder.domain.waitingroom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RankRange;
import org.openkifu.ladder.domain.TimeControl;
import org.openkifu.ladder.domain.waitingroom.OfferCommand.AcceptOffer;
import org.openkifu.ladder.domain.waitingroom.OfferCommand.ExpireOffer;
import org.openkifu.ladder.domain.waitingroom.OfferCommand.PostOffer;
import org.openkifu.ladder.domain.waitingroom.OfferCommand.WithdrawOffer;
import org.openkifu.ladder.domain.waitingroom.OfferEvent.OfferAccepted;
import org.openkifu.ladder.domain.waitingroom.OfferEvent.OfferExpired;
import org.openkifu.ladder.domain.waitingroom.OfferEvent.OfferPosted;

class OffersTest {

    static final Instant T0 = Instant.parse("2026-05-01T18:00:00Z");
    static final GameSettings SETTINGS = new GameSettings(19, "japanese", TimeControl.fischer(10, 20), true);
    static final RankRange KYU = new RankRange(Rank.parse("5k"), Rank.parse("1k"));
    static final OfferPosted POSTED = new OfferPosted("o1", "ann", Rank.parse("3k"), 19, "japanese",
            TimeControl.fischer(10, 20), true, Rank.parse("5k"), Rank.parse("1k"), T0.plus(Duration.ofHours(2)), T0);

    private static OfferState posted() {
        return Offers.fold(List.of(POSTED));
    }

    private static String refusal(OfferCommand c, OfferState s, Instant now) {
        LadderRuleViolation v = catchThrowableOfType(() -> Offers.decide(c, s, now), LadderRuleViolation.class);
        assertThat(v).as("refusal of " + c).isNotNull();
        return v.code();
    }

    @Test
    void anOfferIsPostedWithItsSettingsRangeAndExpiry() {
        assertThat(Offers.decide(new PostOffer("o1", "ann", Rank.parse("3k"), SETTINGS, KYU, Duration.ofHours(2)), null, T0))
                .containsExactly(POSTED);
        OfferPosted byDefault = (OfferPosted) Offers.decide(new PostOffer("o2", "ann", null, SETTINGS, null, null), null, T0).get(0);
        assertThat(byDefault.expiresAt()).isEqualTo(T0.plus(Offers.DEFAULT_VALIDITY));
        assertThat(byDefault.lowestRank()).isNull();
        assertThat(Offers.decide(new PostOffer("o1", "ann", Rank.parse("3k"), SETTINGS, KYU, Duration.ofHours(2)), posted(), T0))
                .as("posted again").isEmpty();
        assertThat(refusal(new PostOffer("o1", "bob", null, SETTINGS, null, null), posted(), T0))
                .isEqualTo(LadderRuleViolation.OFFER_ALREADY_EXISTS);
        assertThat(refusal(new PostOffer("o3", "ann", null, new GameSettings(3, "japanese", null, true), null, null), null, T0))
                .isEqualTo(LadderRuleViolation.INVALID_SETTINGS);
        assertThat(refusal(new PostOffer("o3", "ann", null, SETTINGS, null, Duration.ofDays(31)), null, T0))
                .isEqualTo(LadderRuleViolation.INVALID_SETTINGS);
        assertThat(refusal(new AcceptOffer("nope", "bob", null), null, T0)).isEqualTo(LadderRuleViolation.OFFER_NOT_FOUND);
    }

    @Test
    void anotherPlayerInRangeAcceptsAndTheAcceptanceIsTheGameRequest() {
        List<OfferEvent> events = Offers.decide(new AcceptOffer("o1", "bob", Rank.parse("1k")), posted(), T0.plusSeconds(60));
        assertThat(events).containsExactly(new OfferAccepted("o1", "offer/o1", "ann", Rank.parse("3k"), "bob",
                Rank.parse("1k"), 19, "japanese", TimeControl.fischer(10, 20), true, GameType.JUNG_SUN, 0, T0.plusSeconds(60)));
    }

    @Test
    void oneOfferGivesOneGame() {
        OfferState accepted = Offers.fold(List.of(POSTED, new OfferAccepted("o1", "offer/o1", "ann", Rank.parse("3k"), "bob",
                Rank.parse("1k"), 19, "japanese", TimeControl.fischer(10, 20), true, GameType.JUNG_SUN, 0, T0)));
        assertThat(Offers.decide(new AcceptOffer("o1", "bob", Rank.parse("1k")), accepted, T0)).as("the same acceptance again").isEmpty();
        assertThat(refusal(new AcceptOffer("o1", "carl", Rank.parse("2k")), accepted, T0)).isEqualTo(LadderRuleViolation.OFFER_CLOSED);
        assertThat(refusal(new WithdrawOffer("o1", "ann"), accepted, T0)).isEqualTo(LadderRuleViolation.OFFER_CLOSED);
    }

    @Test
    void ownOffersRanksOutOfRangeAndExpiredOffersAreRefused() {
        assertThat(refusal(new AcceptOffer("o1", "ann", Rank.parse("3k")), posted(), T0)).isEqualTo(LadderRuleViolation.OWN_OFFER);
        assertThat(refusal(new AcceptOffer("o1", "bob", Rank.parse("1d")), posted(), T0)).isEqualTo(LadderRuleViolation.RANK_OUT_OF_RANGE);
        assertThat(refusal(new AcceptOffer("o1", "bob", Rank.parse("6k")), posted(), T0)).isEqualTo(LadderRuleViolation.RANK_OUT_OF_RANGE);
        assertThat(refusal(new AcceptOffer("o1", "guest", null), posted(), T0)).isEqualTo(LadderRuleViolation.RANK_OUT_OF_RANGE);
        assertThat(refusal(new AcceptOffer("o1", "bob", Rank.parse("5k")), posted(), T0.plus(Duration.ofHours(2))))
                .isEqualTo(LadderRuleViolation.OFFER_EXPIRED);
        assertThat(Offers.decide(new AcceptOffer("o1", "bob", Rank.parse("5k")), posted(), T0.plus(Duration.ofHours(2)).minusMillis(1)))
                .hasSize(1);
    }

    @Test
    void anOfferIsWithdrawnByItsPosterAndExpiresOnlyWhenItsTimeIsOver() {
        assertThat(refusal(new WithdrawOffer("o1", "bob"), posted(), T0)).isEqualTo(LadderRuleViolation.NOT_YOUR_OFFER);
        OfferState withdrawn = Offers.fold(List.of(POSTED, Offers.decide(new WithdrawOffer("o1", "ann"), posted(), T0).get(0)));
        assertThat(refusal(new AcceptOffer("o1", "bob", Rank.parse("2k")), withdrawn, T0)).isEqualTo(LadderRuleViolation.OFFER_CLOSED);
        assertThat(Offers.decide(new ExpireOffer("o1", "sweep"), posted(), T0.plus(Duration.ofMinutes(119)))).isEmpty();
        assertThat(Offers.decide(new ExpireOffer("o1", "sweep"), posted(), T0.plus(Duration.ofHours(3))))
                .containsExactly(new OfferExpired("o1", T0.plus(Duration.ofHours(3))));
        assertThat(Offers.decide(new ExpireOffer("o1", "sweep"), withdrawn, T0.plus(Duration.ofHours(3)))).isEmpty();
    }
}
