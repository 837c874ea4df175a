package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.openkifu.infra.kafka.KafkaEndpoint;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.platform.TopicReader;
import org.openkifu.tournament.domain.TournamentIds;
import org.openkifu.infra.testapp.TestApplication;
import org.openkifu.tournament.infrastructure.TournamentTopics;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The one Spring context the tournament context's HTTP tests share: the platform's {@link TestApplication} with the
 * tournament context and without the game context, so the tests play the game context's part on Kafka themselves
 * (they read the {@code CreateGame} requests and publish {@code GameCreated}, {@code GameRefused} and
 * {@code GameFinished} as the contract describes them).
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
abstract class TournamentApiTestSupport {

    static final JsonMapper JSON = JsonMapper.builder().build();
    static final Duration WAIT = Duration.ofSeconds(60);

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-tournament-api");
        registry.add("openkifu.data-dir", dir::toString);
        registry.add("openkifu.projections.log-every", () -> "10");
    }

    @LocalServerPort
    int port;
    @Autowired
    KafkaEndpoint kafka;

    ApiClient api() {
        return new ApiClient(port);
    }

    /** An account with this rank (password {@link ApiClient#passwordOf}); signing in later finds it. */
    void account(String user, String rank) throws Exception {
        HttpResponse<String> r = api().post("/api/accounts", null, "{\"username\":\"" + user + "\",\"password\":\""
                + ApiClient.passwordOf(user) + "\",\"rank\":\"" + rank + "\"}");
        assertThat(r.statusCode()).as(r.body()).isIn(201, 409);
    }

    String organizer(String user) throws Exception {
        api().grantRoles(user, "organizer");
        return user;
    }

    HttpResponse<String> post(String path, String user, String body) throws Exception {
        return api().post(path, user, body);
    }

    JsonNode ok(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isBetween(200, 201);
        return ApiClient.json(response);
    }

    JsonNode get(String path) throws Exception {
        HttpResponse<String> r = api().get(path);
        assertThat(r.statusCode()).as(path + ": " + r.body()).isEqualTo(200);
        return ApiClient.json(r);
    }

    HttpResponse<String> delete(String path, String user) throws Exception {
        return api().send(HttpRequest.newBuilder(api().uri(path)).DELETE(), user);
    }

    static void assertProblem(HttpResponse<String> response, int status, String code) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        JsonNode problem = ApiClient.json(response);
        assertThat(problem.path("code").asString()).as(response.body()).isEqualTo(code);
        assertThat(problem.path("detail").asString()).isNotBlank();
    }

    /** Waits until {@code path} answers 200 and returns the answer. */
    JsonNode eventually(String path, java.util.function.Predicate<JsonNode> until) {
        JsonNode[] last = new JsonNode[1];
        await().atMost(WAIT).pollInterval(Duration.ofMillis(200)).until(() -> {
            HttpResponse<String> r = api().get(path);
            if (r.statusCode() != 200) {
                return false;
            }
            last[0] = ApiClient.json(r);
            return until.test(last[0]);
        });
        return last[0];
    }

    // ------------------------------------------------------------------ the game context's part on Kafka

    void publish(String topic, String key, String type, String messageId, Object value) throws Exception {
        try (var producer = new KafkaProducer<>(Map.<String, Object>of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                kafka.bootstrapServers()), new StringSerializer(), new ByteArraySerializer())) {
            ProducerRecord<String, byte[]> record = new ProducerRecord<>(topic, key, JSON.writeValueAsBytes(value));
            record.headers().add("type", type.getBytes(StandardCharsets.UTF_8));
            if (messageId != null) {
                record.headers().add("messageId", messageId.getBytes(StandardCharsets.UTF_8));
            }
            producer.send(record).get();
        }
    }

    /**
     * The {@code CreateGame} requests on the topic, by the id of the game each names (what the game context would
     * create), once every game id in {@code gameIds} has one.
     */
    Map<String, JsonNode> requests(java.util.Collection<String> gameIds) {
        Map<String, JsonNode> byGame = new java.util.HashMap<>();
        TopicReader.readUntil(kafka.bootstrapServers(), TournamentTopics.GAME_REQUESTS, records -> {
            for (ConsumerRecord<String, byte[]> r : records) {
                JsonNode request = JSON.readTree(r.value());
                byGame.put(TournamentIds.gameId(request.path("origin").path("kind").asString(),
                        request.path("requestId").asString()), request);
            }
            return byGame.keySet().containsAll(gameIds);
        }, WAIT);
        assertThat(byGame.keySet()).containsAll(gameIds);
        return byGame;
    }

    JsonNode request(String gameId) {
        return requests(List.of(gameId)).get(gameId);
    }

    /**
     * A {@code GameFinished} as the game context publishes it (contracts/game/v1) for the game {@code request} asked
     * for.
     *
     * @param winner null for jigo (with a margin of 0) or a void game
     */
    static ObjectNode gameFinished(JsonNode request, String winner, String reason, Double margin) {
        String kind = request.path("origin").path("kind").asString();
        String requestId = request.path("requestId").asString();
        ObjectNode m = JSON.createObjectNode();
        m.put("type", "GameFinished").put("version", 1).put("messageId", UUID.randomUUID().toString())
                .put("gameId", TournamentIds.gameId(kind, requestId));
        m.putObject("origin").put("kind", kind).put("reference", requestId);
        String black = request.path("colors").path("black").asString();
        String white = request.path("colors").path("white").asString();
        m.putObject("black").put("userId", black).putNull("rank");
        m.putObject("white").put("userId", white).putNull("rank");
        m.put("size", request.path("settings").path("size").asInt()).put("preset", "japanese").put("komi", 6.5)
                .put("handicap", 0).put("gameType", "HO_SUN");
        m.putObject("timeControl").put("kind", "NONE").put("mainSeconds", 0).put("periods", 0).put("periodSeconds", 0)
                .put("stonesPerPeriod", 0).put("incrementSeconds", 0);
        m.put("rated", true).put("countsForRating", true);
        ObjectNode r = m.putObject("result");
        if (winner == null) {
            r.putNull("winner").putNull("winnerUserId").putNull("loserUserId");
        } else {
            r.put("winner", winner.equals(black) ? "BLACK" : "WHITE").put("winnerUserId", winner)
                    .put("loserUserId", winner.equals(black) ? white : black);
        }
        r.put("reason", reason);
        if (margin == null) {
            r.putNull("margin");
        } else {
            r.put("margin", margin);
        }
        r.put("sgf", "?");
        m.put("moves", 50).put("startedAt", "2026-11-23T18:00:00Z").put("endedAt", "2026-11-23T19:00:00Z");
        return m;
    }

    /** Publishes the result of the game {@code request} asked for; returns the message (to deliver it again). */
    ObjectNode finish(JsonNode request, String winner, String reason, Double margin) throws Exception {
        ObjectNode m = gameFinished(request, winner, reason, margin);
        publish(TournamentTopics.GAME_RESULTS, m.path("gameId").asString(), "GameFinished",
                m.path("messageId").asString(), m);
        return m;
    }

    /** Every board of the round has its game requested (the projection writes a round's events one by one). */
    static boolean complete(JsonNode round) {
        for (JsonNode b : round.path("boards")) {
            if (b.path("games").isEmpty()) {
                return false;
            }
        }
        return !round.path("boards").isEmpty();
    }

    static List<JsonNode> games(JsonNode round) {
        List<JsonNode> games = new java.util.ArrayList<>();
        round.path("boards").forEach(b -> b.path("games").forEach(games::add));
        return games;
    }
}
