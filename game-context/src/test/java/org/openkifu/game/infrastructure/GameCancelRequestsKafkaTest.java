package org.openkifu.game.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
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

    private KafkaProducer<String, byte[]> producer;
    private KafkaConsumer<String, byte[]> responses;
    private final List<ConsumerRecord<String, byte[]>> read = new ArrayList<>();

    @BeforeEach
    void clients() {
        ApiClient api = new ApiClient(port);
        for (String user : List.of("gina", "hugo")) {
            api.token(user);
        }
        producer = new KafkaProducer<>(Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, kafka.bootstrapServers(),
                ProducerConfig.ACKS_CONFIG, "all"), new StringSerializer(), new ByteArraySerializer());
        responses = new KafkaConsumer<>(Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, kafka.bootstrapServers(),
                ConsumerConfig.ALLOW_AUTO_CREATE_TOPICS_CONFIG, false),
                new StringDeserializer(), new ByteArrayDeserializer());
        List<TopicPartition> partitions = responses.partitionsFor(GameTopics.GAME_RESPONSES, Duration.ofSeconds(20))
                .stream().map(p -> new TopicPartition(p.topic(), p.partition())).toList();
        responses.assign(partitions);
        responses.seekToBeginning(partitions);
    }

    @AfterEach
    void close() {
        producer.close();
        responses.close();
    }

    @Test
    void aGameWithoutMovesIsCancelledOnceAndTheSameRequestIsAnsweredTheSame() throws Exception {
        String gameRequest = "ladder/l-" + UUID.randomUUID() + "/challenge/c1";
        String gameId = created(gameRequest);
        String cancelId = gameRequest + "/cancel";
        send(gameRequest, cancel(cancelId, gameRequest, "CHALLENGE_DECLINED"));
        send(gameRequest, cancel(cancelId, gameRequest, "CHALLENGE_DECLINED"));

        List<ConsumerRecord<String, byte[]>> answers = answers(cancelId, 2);
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

        JsonNode answer = JSON.readTree(answers(cancelId, 1).get(0).value());
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

        JsonNode notFound = JSON.readTree(answers(never + "/cancel", 1).get(0).value());
        assertThat(notFound.path("code").asString()).isEqualTo("GAME_NOT_FOUND");
        assertThat(notFound.path("gameId").asString()).isEqualTo(GameIds.fromRequest("LADDER_CHALLENGE", never));
        for (String id : List.of(noGame, badReason)) {
            JsonNode malformed = JSON.readTree(answers(id, 1).get(0).value());
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
        JsonNode answer = JSON.readTree(answers(gameRequest, 1).get(0).value());
        assertThat(answer.path("type").asString()).isEqualTo("GameCreated");
        return answer.path("gameId").asString();
    }

    private static String cancel(String requestId, String gameRequestId, String reason) {
        return """
                {"type":"CancelGame","version":1,"requestId":"%s","gameRequestId":"%s",
                 "origin":{"kind":"LADDER_CHALLENGE"},"reason":"%s"}""".formatted(requestId, gameRequestId, reason);
    }

    private void send(String key, String json) throws Exception {
        producer.send(new ProducerRecord<>(GameTopics.GAME_REQUESTS, key, json.getBytes(StandardCharsets.UTF_8)))
                .get(30, TimeUnit.SECONDS);
    }

    /** Reads the responses topic until {@code count} answers to this request arrived (60 s at most). */
    private List<ConsumerRecord<String, byte[]>> answers(String requestId, int count) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        List<ConsumerRecord<String, byte[]>> found = answersRead(requestId);
        while (found.size() < count && System.nanoTime() < deadline) {
            responses.poll(Duration.ofMillis(200)).forEach(read::add);
            found = answersRead(requestId);
        }
        assertThat(found).as("answers to " + requestId).hasSizeGreaterThanOrEqualTo(count);
        return found;
    }

    private List<ConsumerRecord<String, byte[]>> answersRead(String requestId) {
        return read.stream().filter(r -> requestId.equals(r.key())).toList();
    }
}
