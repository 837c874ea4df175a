package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.domain.waitingroom.OfferEvent;

class EventTypesTest {

    /** The published names are a contract (docs/ladder.md): this list changes only with the catalogue. */
    @Test
    void everyEventHasItsStableNameAndVersionOne() {
        assertThat(EventTypes.all().keySet()).containsExactlyInAnyOrder("LadderCreated", "LadderSettingsChanged", "LadderPaused", "LadderResumed", "LadderArchived", "LadderPlayerJoined",
                "LadderPlayerLeft", "LadderPlayerRemovedForInactivity", "LadderVacationStarted", "LadderVacationEnded",
                "ChallengeIssued", "ChallengeGameCreated", "ChallengeGameRefused", "ChallengeDeclined", "ChallengeCancelled",
                "ChallengeResultRecorded", "ChallengeResultCorrected", "LadderStandingsChanged",
                "PlayerRankSet", "PlayerGameRecorded", "PlayerGameResultCorrected", "PlayerPromotionPointsChanged",
                "PlayerRankChanged", "PlayerRatingChanged", "PlayerRecordRederived", "PlayerOpponentRatingsRevised",
                "OfferPosted", "OfferAccepted", "OfferWithdrawn", "OfferExpired",
                "MatchRequested", "MatchMade", "MatchRequestCancelled", "MatchRequestExpired");
        EventTypes.all().values().forEach(type -> assertThat(EventTypes.schemaVersionOf(type)).isEqualTo(1));
    }

    @Test
    void namesAndClassesMapBothWays() {
        assertThat(EventTypes.nameOf(LadderEvent.ChallengeIssued.class)).isEqualTo("ChallengeIssued");
        assertThat(EventTypes.classOf("PlayerRatingChanged")).isEqualTo(PlayerEvent.RatingChanged.class);
        assertThat(EventTypes.classOf("OfferAccepted")).isEqualTo(OfferEvent.OfferAccepted.class);
        EventTypes.all().forEach((name, type) -> assertThat(EventTypes.nameOf(type)).isEqualTo(name));
        assertThatThrownBy(() -> EventTypes.classOf("GameCreated")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> EventTypes.nameOf(String.class)).isInstanceOf(IllegalArgumentException.class);
    }
}
