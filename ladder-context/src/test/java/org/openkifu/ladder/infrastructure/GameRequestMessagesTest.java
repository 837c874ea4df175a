package org.openkifu.ladder.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.OptionalLong;

import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.kafka.EventPublication.OutgoingMessage;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.RequestIds;
import org.openkifu.ladder.domain.TimeControl;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent;
import org.openkifu.ladder.domain.waitingroom.OfferEvent;
import org.openkifu.ladder.infrastructure.requests.GameRequestsPublication;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The game requests the relay publishes from the ladder context's own events (docs/events.md, version 1). */
class GameRequestMessagesTest {

    private static final Instant T = Instant.parse("2026-06-01T12:00:00Z");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static List<OutgoingMessage> publish(String type, Object payload) {
        return new GameRequestsPublication().messagesFor(new GenericDomainEventMessage<>(type, "x", 0, payload),
                OptionalLong.of(7));
    }

    @Test
    void aChallengeAsksForItsGameUnderItsRequestId() {
        String requestId = RequestIds.forChallenge("l1", "c1");
        List<OutgoingMessage> out = publish("Ladder", new LadderEvent.ChallengeIssued("l1", "c1", requestId, "ann",
                Rank.parse("3k"), 5, "bob", null, 3, 13, "chinese", TimeControl.japanese(10, 3, 30), true,
                GameType.HO_SUN, 0, T, "13x13 Club Ladder"));
        assertThat(out).hasSize(1);
        OutgoingMessage m = out.get(0);
        assertThat(m.topic()).isEqualTo(LadderTopics.GAME_REQUESTS);
        assertThat(m.key()).isEqualTo(requestId);
        assertThat(m.messageId()).isEqualTo(requestId);
        assertThat(m.type()).isEqualTo("CreateGame");
        JsonNode json = JSON.readTree(m.value());
        assertThat(json.path("version").asInt()).isEqualTo(1);
        assertThat(json.path("origin").path("kind").asString()).isEqualTo("LADDER_CHALLENGE");
        assertThat(json.path("origin").path("reference").asString()).isEqualTo("ladder/l1/challenge/c1");
        assertThat(json.path("origin").path("name").asString()).as("the stored event's ladder name")
                .isEqualTo("13x13 Club Ladder");
        assertThat(json.path("players").get(0).path("userId").asString()).isEqualTo("ann");
        assertThat(json.path("players").get(0).path("rank").asString()).isEqualTo("3k");
        assertThat(json.path("players").get(1).has("rank")).as("an unranked player sends no rank").isFalse();
        assertThat(json.has("colors")).as("colours are the game type's to decide").isFalse();
        JsonNode s = json.path("settings");
        assertThat(s.path("size").asInt()).isEqualTo(13);
        assertThat(s.path("preset").asString()).isEqualTo("chinese");
        assertThat(s.path("rated").asBoolean()).isTrue();
        assertThat(s.path("timeControl").path("kind").asString()).isEqualTo("JAPANESE_BYOYOMI");
        assertThat(s.path("timeControl").path("periods").asInt()).isEqualTo(3);
        assertThat(s.path("timeControl").path("mainSeconds").asLong()).isEqualTo(600);
    }

    @Test
    void anAcceptedOfferAndAMatchAskForTheirGamesAndNothingElseDoes() {
        JsonNode offer = JSON.readTree(publish("Offer", new OfferEvent.OfferAccepted("o1", "offer/o1", "ann", null,
                "bob", Rank.parse("1d"), 9, "japanese", TimeControl.NONE, false, GameType.HO_SUN, 0, T)).get(0).value());
        assertThat(offer.path("origin").path("kind").asString()).isEqualTo("OPEN_OFFER");
        assertThat(offer.path("origin").has("name")).as("a free game belongs to no event").isFalse();
        assertThat(offer.path("players").get(0).path("userId").asString()).isEqualTo("ann");
        assertThat(offer.path("settings").path("timeControl").path("kind").asString()).isEqualTo("NONE");

        JsonNode match = JSON.readTree(publish("MatchPool", new MatchPoolEvent.MatchMade("p", "r2", "match/p/r2", "r1",
                "ann", null, "r2", "bob", null, 19, "aga", TimeControl.NONE, true, GameType.HO_SUN, 0, T)).get(0).value());
        assertThat(match.path("requestId").asString()).isEqualTo("match/p/r2");
        assertThat(match.path("origin").path("kind").asString()).isEqualTo("AUTOMATCH");
        assertThat(match.path("origin").has("name")).isFalse();

        assertThat(publish("Offer", new OfferEvent.OfferWithdrawn("o1", "ann", T))).isEmpty();
        assertThat(publish("Ladder", new LadderEvent.PlayerLeft("l1", "ann", T))).isEmpty();
    }
}
