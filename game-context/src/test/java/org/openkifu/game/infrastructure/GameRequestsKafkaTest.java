package org.openkifu.game.infrastructure;

import org.openkifu.game.application.GameService;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.infrastructure.requests.GameRequestHandler;
import org.openkifu.infra.kafka.KafkaEndpoint;

import org.openkifu.infra.platform.ApiClient;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The game-requests contract against the real embedded broker: create, redeliver, refuse. */
class GameRequestsKafkaTest extends GameStackTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Autowired
    KafkaEndpoint kafka;
    @Autowired
    GameService games;
    @LocalServerPort
    int port;

    private GameRequestsTopics topics;

    @BeforeEach
    void clients() {
        // both players of a game are accounts: the requests below name these
        topics = new GameRequestsTopics(kafka, port, List.of("alice", "bob", "carol", "dave", "erin", "frank"));
    }

    @AfterEach
    void close() {
        topics.close();
    }

    @Test
    void aRequestCreatesTheGameWithTheDerivedIdAndIsAnswered() throws Exception {
        String requestId = "pairing-" + UUID.randomUUID();
        request(requestId, """
                {"type":"CreateGame","version":1,"requestId":"%s",
                 "origin":{"kind":"TOURNAMENT_PAIRING","reference":"cup-2026/round-1/board-3"},
                 "players":[{"userId":"alice","rank":"3k"},{"userId":"bob","rank":"1d"}],
                 "colors":{"black":"alice","white":"bob"},
                 "settings":{"size":19,"preset":"japanese","komi":6.5,
                             "timeControl":{"kind":"CORRESPONDENCE","periodSeconds":172800},
                             "rated":true,"takeBack":false}}""".formatted(requestId));

        JsonNode answer = topics.answer(requestId);
        String expectedId = GameIds.fromRequest("TOURNAMENT_PAIRING", requestId);
        assertThat(answer.path("type").asString()).isEqualTo("GameCreated");
        assertThat(answer.path("version").asInt()).isEqualTo(1);
        assertThat(answer.path("requestId").asString()).isEqualTo(requestId);
        assertThat(answer.path("gameId").asString()).isEqualTo(expectedId);
        assertThat(answer.path("origin").path("reference").asString()).isEqualTo("cup-2026/round-1/board-3");
        assertThat(answer.path("blackUserId").asString()).isEqualTo("alice");
        assertThat(answer.path("komi").asDouble()).isEqualTo(6.5);

        GameState state = games.state(expectedId);
        assertThat(state.status()).isEqualTo(GameState.Status.PLAYING);
        assertThat(state.setup().origin()).isEqualTo(new Origin(Origin.Kind.TOURNAMENT_PAIRING,
                "cup-2026/round-1/board-3"));
        assertThat(state.setup().rated()).isTrue();
        JsonNode overHttp = ApiClient.json(new ApiClient(port).get("/api/games/" + expectedId));
        assertThat(overHttp.path("gameId").asString()).isEqualTo(expectedId);
        assertThat(overHttp.path("status").asString()).isEqualTo("PLAYING");
    }

    @Test
    void theSameRequestTwiceMakesOneGameAndTwoEqualAnswers() throws Exception {
        String requestId = "challenge-" + UUID.randomUUID();
        String body = """
                {"type":"CreateGame","version":1,"requestId":"%s",
                 "origin":{"kind":"LADDER_CHALLENGE"},
                 "players":[{"userId":"carol","rank":"2k"},{"userId":"dave","rank":"2k"}],
                 "settings":{"size":9,"preset":"black-and-white",
                             "timeControl":{"kind":"JAPANESE_BYOYOMI","mainSeconds":600,"periods":3,"periodSeconds":30}}}
                """.formatted(requestId);
        request(requestId, body);
        request(requestId, body);

        List<ConsumerRecord<String, byte[]>> answers = topics.answers(requestId, 2);
        assertThat(answers).hasSize(2);
        assertThat(new String(answers.get(0).value(), StandardCharsets.UTF_8))
                .isEqualTo(new String(answers.get(1).value(), StandardCharsets.UTF_8));
        JsonNode answer = JSON.readTree(answers.get(0).value());
        assertThat(answer.path("type").asString()).isEqualTo("GameCreated");
        assertThat(answer.path("blackUserId").isNull()).as("colours are drawn by nigiri").isTrue();
        assertThat(answer.path("origin").path("reference").asString()).as("defaults to the request id")
                .isEqualTo(requestId);
        String gameId = answer.path("gameId").asString();
        assertThat(gameId).isEqualTo(GameIds.fromRequest("LADDER_CHALLENGE", requestId));
        List<GameEvent> events = games.events(gameId);
        assertThat(events).hasSize(1).first().isInstanceOf(GameEvent.GameCreated.class);
        assertThat(((GameEvent.GameCreated) events.get(0)).createdBy()).isEqualTo(GameRequestHandler.ACTING_USER);
    }

    @Test
    void badRequestsAreRefusedWithACodeAndCreateNothing() throws Exception {
        String badPreset = "pairing-" + UUID.randomUUID();
        request(badPreset, createRequest(badPreset, "TOURNAMENT_PAIRING", 19, "no-such-rules"));
        String badSize = "pairing-" + UUID.randomUUID();
        request(badSize, createRequest(badSize, "TOURNAMENT_PAIRING", 5, "black-and-white"));
        String badOrigin = "pairing-" + UUID.randomUUID();
        request(badOrigin, createRequest(badOrigin, "FREE", 19, "japanese"));
        String notJson = "pairing-" + UUID.randomUUID();
        topics.send(notJson, "{\"type\":\"CreateGame\",");
        String unknownPlayer = "pairing-" + UUID.randomUUID();
        request(unknownPlayer, createRequest(unknownPlayer, "TOURNAMENT_PAIRING", 19, "japanese")
                .replace("frank", "nobody-registered"));
        String newerVersion = "pairing-" + UUID.randomUUID();
        request(newerVersion, createRequest(newerVersion, "TOURNAMENT_PAIRING", 19, "japanese")
                .replace("\"version\":1", "\"version\":2"));

        assertRefused(badPreset, "UNKNOWN_RULESET");
        assertRefused(badSize, "BOARD_SIZE_UNSUPPORTED");
        assertRefused(badOrigin, GameRequestHandler.INVALID_ORIGIN);
        assertRefused(notJson, GameRequestHandler.MALFORMED_REQUEST);
        assertRefused(newerVersion, GameRequestHandler.UNSUPPORTED_VERSION);
        assertRefused(unknownPlayer, GameRequestHandler.UNKNOWN_PLAYER);
        for (String requestId : List.of(badPreset, badSize, newerVersion, unknownPlayer)) {
            String gameId = GameIds.fromRequest("TOURNAMENT_PAIRING", requestId);
            assertThatThrownBy(() -> games.state(gameId)).isInstanceOfSatisfying(GameRuleViolation.class,
                    e -> assertThat(e.code()).isEqualTo(GameRuleViolation.GAME_NOT_FOUND));
        }
    }

    private void assertRefused(String requestId, String code) throws Exception {
        JsonNode answer = topics.answer(requestId);
        assertThat(answer.path("type").asString()).isEqualTo("GameRefused");
        assertThat(answer.path("requestId").asString()).isEqualTo(requestId);
        assertThat(answer.path("code").asString()).as(answer.toString()).isEqualTo(code);
        assertThat(answer.path("message").asString()).isNotBlank();
    }

    private static String createRequest(String requestId, String originKind, int size, String preset) {
        return """
                {"type":"CreateGame","version":1,"requestId":"%s","origin":{"kind":"%s"},
                 "players":[{"userId":"erin"},{"userId":"frank"}],"colors":{"black":"erin","white":"frank"},
                 "settings":{"size":%d,"preset":"%s"}}""".formatted(requestId, originKind, size, preset);
    }

    private void request(String requestId, String json) throws Exception {
        topics.send(requestId, json);
    }
}
