package org.openkifu.tournament.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.OptionalLong;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.kafka.EventPublication.OutgoingMessage;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.TournamentEvent.RoundFinished;
import org.openkifu.tournament.domain.TournamentIds;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameRequested;
import org.openkifu.tournament.infrastructure.requests.CreateGameRequests;
import org.openkifu.tournament.infrastructure.requests.GameRequestPublication;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The tournament's requests in the game context's {@code CreateGame} language (docs/events.md). */
class CreateGameRequestsTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Instant AT = Instant.parse("2026-05-02T10:00:00Z");

    private static GameRequested requested(int handicap, double komi) {
        String requestId = TournamentIds.requestId("cup", 2, 3, 1, false);
        return new GameRequested("cup", 2, 3, 1, requestId, TournamentIds.gameId(TournamentIds.TOURNAMENT_PAIRING, requestId),
                "kim", "lee", Rank.parse("5k"), Rank.parse("1d"), 13, "japanese", handicap, komi,
                TimeControl.japanese(30, 5, 30), true, AT, "Spring Cup 2026");
    }

    @Test
    void aPairingsGameHasFixedColoursAndTheTournamentsSettings() {
        JsonNode r = CreateGameRequests.of(requested(0, 6.5)).toJson();
        assertThat(r.path("type").asString()).isEqualTo("CreateGame");
        assertThat(r.path("version").asInt()).isEqualTo(1);
        assertThat(r.path("requestId").asString()).isEqualTo("tournament/cup/round-2/board-3");
        assertThat(r.path("origin").path("kind").asString()).isEqualTo("TOURNAMENT_PAIRING");
        assertThat(r.path("origin").path("reference").asString()).isEqualTo("tournament/cup/round-2/board-3");
        assertThat(r.path("origin").path("name").asString()).as("the stored event's tournament name")
                .isEqualTo("Spring Cup 2026");
        assertThat(r.path("players").get(0).path("userId").asString()).isEqualTo("kim");
        assertThat(r.path("players").get(0).path("rank").asString()).isEqualTo("5k");
        assertThat(r.path("colors").path("black").asString()).isEqualTo("kim");
        assertThat(r.path("colors").path("white").asString()).isEqualTo("lee");
        JsonNode s = r.path("settings");
        assertThat(s.path("size").asInt()).isEqualTo(13);
        assertThat(s.path("preset").asString()).isEqualTo("japanese");
        assertThat(s.path("gameType").asString()).as("named, so the game never picks a type from the ranks").isEqualTo("HO_SUN");
        assertThat(s.path("handicap").asInt()).isZero();
        assertThat(s.path("komi").asDouble()).isEqualTo(6.5);
        assertThat(s.path("rated").asBoolean()).isTrue();
        assertThat(s.path("timeControl").path("kind").asString()).isEqualTo("JAPANESE_BYOYOMI");
        assertThat(s.path("timeControl").path("periodSeconds").asLong()).isEqualTo(30);
    }

    @Test
    void handicapOneIsJungSunAndTwoOrMoreAreStones() {
        JsonNode one = CreateGameRequests.of(requested(1, 0.5)).toJson().path("settings");
        assertThat(one.path("gameType").asString()).isEqualTo("JUNG_SUN");
        assertThat(one.path("handicap").asInt()).as("no stones").isZero();
        assertThat(one.path("komi").asDouble()).isEqualTo(0.5);
        JsonNode three = CreateGameRequests.of(requested(3, 0.5)).toJson().path("settings");
        assertThat(three.path("gameType").asString()).isEqualTo("HANDICAP");
        assertThat(three.path("handicap").asInt()).isEqualTo(3);
    }

    @Test
    void theRelayPublishesOneRequestPerRequestedGameKeyedByRequestIdWithTheEventsId() throws Exception {
        GameRequestPublication publication = new GameRequestPublication();
        assertThat(publication.topics()).containsExactly(TournamentTopics.GAME_REQUESTS);
        List<OutgoingMessage> out = publication.messagesFor(new GenericDomainEventMessage<>("Tournament", "cup", 7,
                requested(0, 6.5), org.axonframework.messaging.MetaData.emptyInstance(), "event-7", AT), OptionalLong.of(40));
        assertThat(out).hasSize(1);
        assertThat(out.get(0).key()).isEqualTo("tournament/cup/round-2/board-3");
        assertThat(out.get(0).messageId()).isEqualTo("event-7");
        assertThat(out.get(0).type()).isEqualTo("CreateGame");
        MatchGameRequested match = new MatchGameRequested("m-1", 2, "two-game-match/m-1/game-2",
                TournamentIds.gameId(TournamentIds.TWO_GAME_MATCH, "two-game-match/m-1/game-2"), "ann", "ben",
                Rank.parse("2k"), Rank.parse("2k"), 9, "japanese", 6.5, TimeControl.NONE, false, AT,
                "Two-game match ann vs ben");
        JsonNode m = JSON.readTree(publication.messagesFor(new GenericDomainEventMessage<>("TwoGameMatch", "m-1", 4,
                match, org.axonframework.messaging.MetaData.emptyInstance(), "event-4", AT), OptionalLong.empty()).get(0).value());
        assertThat(m.path("origin").path("kind").asString()).isEqualTo("TWO_GAME_MATCH");
        assertThat(m.path("colors").path("black").asString()).isEqualTo("ann");
        assertThat(m.path("origin").path("name").asString()).isEqualTo("Two-game match ann vs ben");
        assertThat(publication.messagesFor(new GenericDomainEventMessage<>("Tournament", "cup", 8,
                new RoundFinished("cup", 2, AT)), OptionalLong.empty())).isEmpty();
    }

    /** Axon stores events with Jackson 2: a GameRequested stored before issue 21 has no eventName. */
    @Test
    void aRequestStoredBeforeTheEventNameReadsAsNullAndLeavesTheNameOut() throws Exception {
        ObjectMapper stored = new ObjectMapper().registerModule(new JavaTimeModule());
        ObjectNode old = (ObjectNode) stored.valueToTree(requested(0, 6.5));
        old.remove("eventName");
        GameRequested before = stored.treeToValue(old, GameRequested.class);
        assertThat(before.eventName()).isNull();
        assertThat(before.requestId()).isEqualTo("tournament/cup/round-2/board-3");
        assertThat(CreateGameRequests.of(before).toJson().path("origin").has("name")).isFalse();
        ObjectNode oldMatch = (ObjectNode) stored.readTree("{\"matchId\":\"m-1\",\"gameNumber\":1,"
                + "\"requestId\":\"two-game-match/m-1/game-1\",\"gameId\":\"g\",\"blackUserId\":\"ann\","
                + "\"whiteUserId\":\"ben\",\"size\":9,\"rulePresetId\":\"japanese\",\"komi\":6.5,"
                + "\"rated\":false,\"at\":\"2026-05-02T10:00:00Z\"}");
        MatchGameRequested match = stored.treeToValue(oldMatch, MatchGameRequested.class);
        assertThat(match.eventName()).isNull();
        assertThat(match.blackUserId()).isEqualTo("ann");
    }
}
