package org.openkifu.game.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openkifu.game.application.GameService;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameState;
import org.openkifu.infra.contract.ContractSchemas;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.kafka.KafkaEndpoint;
import org.openkifu.infra.platform.ApiClient;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code CancelGame} on the real embedded broker: a game without moves is cancelled and the answer says so, the same
 * request again changes nothing and is answered the same, a game with a move is refused and goes on.
 */
class GameCancelRequestsKafkaTest extends GameStackTest {

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
        topics = new GameRequestsTopics(kafka, port, List.of("gina", "hugo"));
    }

    @AfterEach
    void close() {
        topics.close();
    }

    @Test
    void aGameWithoutMovesIsCancelledOnceAndTheSameRequestIsAnsweredTheSame() throws Exception {
        String gameRequest = "ladder/l-" + UUID.randomUUID() + "/challenge/c1";
        String gameId = created(gameRequest);
        String cancelId = gameRequest + "/cancel";
        send(gameRequest, cancel(cancelId, gameRequest, "CHALLENGE_DECLINED"));
        send(gameRequest, cancel(cancelId, gameRequest, "CHALLENGE_DECLINED"));

        List<ConsumerRecord<String, byte[]>> answers = topics.answers(cancelId, 2);
        assertThat(new String(answers.get(1).value(), StandardCharsets.UTF_8))
                .isEqualTo(new String(answers.get(0).value(), StandardCharsets.UTF_8));
        JsonNode answer = JSON.readTree(answers.get(0).value());
        ContractSchemas.assertValid("CancelGameAnswer.schema.json", answer);
        assertThat(new String(answers.get(0).headers().lastHeader("type").value(), StandardCharsets.UTF_8))
                .isEqualTo("GameCancelled");
        assertThat(answer.path("type").asString()).isEqualTo("GameCancelled");
        assertThat(answer.path("gameId").asString()).isEqualTo(gameId);
        assertThat(answer.path("gameRequestId").asString()).isEqualTo(gameRequest);
        assertThat(answer.path("reason").asString()).isEqualTo("CHALLENGE_DECLINED");

        List<GameEvent> events = games.events(gameId);
        assertThat(events).extracting(e -> e.getClass().getSimpleName())
                .containsExactly("GameCreated", "GameCancelled", "GameEnded");
        assertThat(((GameEvent.GameCancelled) events.get(1)).requestId()).isEqualTo(cancelId);
        assertThat(answer.path("cancelledAt").asString()).isEqualTo(events.get(2).at().toString());
        GameState state = games.state(gameId);
        assertThat(state.status()).isEqualTo(GameState.Status.ENDED);
        assertThat(state.result().reason()).isEqualTo(GameResult.Reason.CANCELLED);

        JsonNode page = ApiClient.json(new ApiClient(port).get("/api/games/" + gameId));
        assertThat(page.path("status").asString()).isEqualTo("ENDED");
        assertThat(page.path("result").path("reason").asString()).isEqualTo("CANCELLED");
        assertThat(page.path("cancellation").path("reason").asString()).isEqualTo("CHALLENGE_DECLINED");
    }

    @Test
    void aGameWithAMoveIsRefusedAndGoesOn() throws Exception {
        String gameRequest = "ladder/l-" + UUID.randomUUID() + "/challenge/c2";
        String gameId = created(gameRequest);
        games.send(new GameCommand.PlayStone(gameId, "gina", new Point(2, 2)));
        String cancelId = gameRequest + "/cancel";
        send(gameRequest, cancel(cancelId, gameRequest, "CHALLENGE_DECLINED"));

        JsonNode answer = topics.answer(cancelId);
        ContractSchemas.assertValid("CancelGameAnswer.schema.json", answer);
        assertThat(answer.path("type").asString()).isEqualTo("CancelRefused");
        assertThat(answer.path("code").asString()).isEqualTo("GAME_HAS_MOVES");
        assertThat(answer.path("gameId").asString()).isEqualTo(gameId);
        assertThat(games.state(gameId).status()).isEqualTo(GameState.Status.PLAYING);
        assertThat(games.events(gameId)).hasSize(2);
    }

    @Test
    void aCancelForNoGameOrWithoutItsGameIsRefused() throws Exception {
        String never = "ladder/l-" + UUID.randomUUID() + "/challenge/c3";
        send(never, cancel(never + "/cancel", never, "CHALLENGE_DECLINED"));
        String noGame = "cancel-" + UUID.randomUUID();
        send(noGame, """
                {"type":"CancelGame","version":1,"requestId":"%s","origin":{"kind":"LADDER_CHALLENGE"},
                 "reason":"CHALLENGE_DECLINED"}""".formatted(noGame));
        String badReason = "cancel-" + UUID.randomUUID();
        send(badReason, cancel(badReason, never, "declined!"));

        JsonNode notFound = topics.answer(never + "/cancel");
        assertThat(notFound.path("code").asString()).isEqualTo("GAME_NOT_FOUND");
        assertThat(notFound.path("gameId").asString()).isEqualTo(GameIds.fromRequest("LADDER_CHALLENGE", never));
        for (String id : List.of(noGame, badReason)) {
            JsonNode malformed = topics.answer(id);
            ContractSchemas.assertValid("CancelGameAnswer.schema.json", malformed);
            assertThat(malformed.path("code").asString()).as(malformed.toString()).isEqualTo("MALFORMED_REQUEST");
        }
    }

    /** Asks for a game with fixed colours (gina Black) and waits for it to exist. */
    private String created(String gameRequest) throws Exception {
        send(gameRequest, """
                {"type":"CreateGame","version":1,"requestId":"%s","origin":{"kind":"LADDER_CHALLENGE"},
                 "players":[{"userId":"gina"},{"userId":"hugo"}],"colors":{"black":"gina","white":"hugo"},
                 "settings":{"size":9,"preset":"japanese"}}""".formatted(gameRequest));
        JsonNode answer = topics.answer(gameRequest);
        assertThat(answer.path("type").asString()).isEqualTo("GameCreated");
        return answer.path("gameId").asString();
    }

    private static String cancel(String requestId, String gameRequestId, String reason) {
        return """
                {"type":"CancelGame","version":1,"requestId":"%s","gameRequestId":"%s",
                 "origin":{"kind":"LADDER_CHALLENGE"},"reason":"%s"}""".formatted(requestId, gameRequestId, reason);
    }

    private void send(String key, String json) throws Exception {
        topics.send(key, json);
    }
}
