package org.openkifu.ladder.application;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.application.Fixtures.code;
import static org.openkifu.ladder.application.Fixtures.fixture;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RankRange;
import org.openkifu.ladder.domain.TimeControl;
import org.openkifu.ladder.domain.player.PlayerCommand;
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.domain.player.PromotionPoints;
import org.openkifu.ladder.domain.player.RatingSnapshot;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand;
import org.openkifu.ladder.domain.waitingroom.MatchPools;
import org.openkifu.ladder.domain.waitingroom.OfferCommand;
import org.openkifu.ladder.domain.waitingroom.OfferEvent;

class PlayerAndWaitingRoomAggregateTest {

    static final Instant T0 = Instant.parse("2026-06-01T12:00:00Z");

    @Test
    void aPlayersRecordBeginsWithTheirFirstGameAndIgnoresItTheSecondTime() {
        FinishedGame game = new FinishedGame("g1", FinishedGame.OriginKind.FREE, null, "ann", "bob", Rank.parse("3k"),
                Rank.parse("3k"), 19, "japanese", 0, GameType.HO_SUN, true, true, "ann", FinishedGame.Reason.RESIGNATION, null,
                120, T0);
        PlayerEvent.RankSet rank = new PlayerEvent.RankSet("ann", Rank.parse("3k"), "ann", T0.minusSeconds(60));
        fixture(PlayerRecordAggregate.class, T0).given(rank)
                .when(new PlayerCommand.RecordGame("ann", "game-events", game, RatingSnapshot.UNRATED))
                .expectState(record -> {
                    assertThat(record.state().points()).isEqualTo(new PromotionPoints(Rank.parse("3k"), 55));
                    assertThat(record.state().rating().rating()).isGreaterThan(1500);
                });
        fixture(PlayerRecordAggregate.class, T0).givenNoPriorActivity()
                .when(new PlayerCommand.SetRank("ann", "ann", false, Rank.parse("3k")))
                .expectEvents(new PlayerEvent.RankSet("ann", Rank.parse("3k"), "ann", T0));
        fixture(PlayerRecordAggregate.class, T0).given(rank)
                .when(new PlayerCommand.SetRank("ann", "ann", false, Rank.parse("1d")))
                .expectException(code(LadderRuleViolation.RANK_ALREADY_SET)).expectNoEvents();
    }

    @Test
    void anOfferIsAcceptedOnceThroughTheAggregate() {
        GameSettings settings = new GameSettings(9, "japanese", TimeControl.absolute(10), false);
        OfferEvent.OfferPosted posted = new OfferEvent.OfferPosted("o1", "ann", null, 9, "japanese", TimeControl.absolute(10),
                false, null, null, T0.plus(Duration.ofDays(1)), T0);
        fixture(OfferAggregate.class, T0).givenNoPriorActivity()
                .when(new OfferCommand.PostOffer("o1", "ann", null, settings, null, null)).expectEvents(posted);
        fixture(OfferAggregate.class, T0).given(posted).when(new OfferCommand.AcceptOffer("o1", "ann", null))
                .expectException(code(LadderRuleViolation.OWN_OFFER)).expectNoEvents();
        fixture(OfferAggregate.class, T0).given(posted).when(new OfferCommand.AcceptOffer("o1", "bob", null))
                .expectEvents(new OfferEvent.OfferAccepted("o1", "offer/o1", "ann", null, "bob", null, 9, "japanese",
                        TimeControl.absolute(10), false, GameType.HO_SUN, 0, T0));
    }

    @Test
    void aMatchPoolPairsTwoCompatibleRequests() {
        GameSettings settings = new GameSettings(19, "chinese", TimeControl.correspondence(3), true);
        String pool = MatchPools.poolIdFor(settings);
        var first = MatchPools.decide(new MatchPoolCommand.RequestMatch(pool, "r1", "ann", Rank.parse("1d"), settings,
                RankRange.ANY, null), null, T0);
        fixture(MatchPoolAggregate.class, T0.plusSeconds(30)).given(first.toArray())
                .when(new MatchPoolCommand.RequestMatch(pool, "r2", "bob", Rank.parse("2d"), settings, RankRange.ANY, null))
                .expectState(p -> assertThat(p.state().requests().values())
                        .allSatisfy(r -> assertThat(r.matchId()).isEqualTo("r2")));
    }
}
