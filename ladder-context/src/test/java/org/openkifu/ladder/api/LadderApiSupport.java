package org.openkifu.ladder.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.openkifu.infra.kafka.KafkaEndpoint;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.testapp.TestApplication;
import org.openkifu.ladder.infrastructure.LadderTopics;
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
 * The one Spring context the ladder context's HTTP tests share (the platform's test application with the ladder
 * context and {@link FakeGameContext} on the class path), and their helpers. Games are finished by publishing the
 * game context's {@code GameFinished} on {@code openkifu.game-results}, as the game context would.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
abstract class LadderApiSupport {

    static final Duration WAIT = Duration.ofSeconds(60);
    static final JsonMapper JSON = JsonMapper.builder().build();

    @DynamicPropertySource
    static void ladderProperties(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-ladder-api");
        registry.add("openkifu.data-dir", dir::toString);
        registry.add("openkifu.ladder.sweep-poll", () -> "300ms");
    }

    @LocalServerPort
    int port;
    @Autowired
    KafkaEndpoint kafka;
    @Autowired
    FakeGameContext.Requests gameRequests;

    ApiClient api() {
        return new ApiClient(port);
    }

    /** A player account with this declared rank (once per name), signed in. */
    void player(String user, String rank) throws Exception {
        api().post("/api/accounts", null, "{\"username\":\"" + user + "\",\"password\":\""
                + ApiClient.passwordOf(user) + "\",\"rank\":\"" + rank + "\"}");
        api().token(user);
    }

    String organizer(String user) throws Exception {
        api().grantRoles(user, "organizer");
        return user;
    }

    static String body(HttpResponse<String> response, int status) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        return response.body();
    }

    static JsonNode json(HttpResponse<String> response) {
        return ApiClient.json(response);
    }

    /** Creates a ladder (9x9 japanese, rated) with these settings (JSON object or null) and returns its id. */
    String ladder(String organizer, String name, String settings) throws Exception {
        return ladder(organizer, name, settings, true);
    }

    String ladder(String organizer, String name, String settings, boolean rated) throws Exception {
        HttpResponse<String> created = api().post("/api/ladders", organizer, """
                {"name":"%s","size":9,"preset":"japanese","rated":%s,
                 "timeControl":{"kind":"ABSOLUTE","mainSeconds":600},"settings":%s}""".formatted(name, rated, settings));
        body(created, 201);
        return json(created).path("ladderId").asString();
    }

    void join(String ladderId, String... users) throws Exception {
        for (String user : users) {
            body(api().post("/api/ladders/" + ladderId + "/members", user, ""), 201);
        }
    }

    /** Issues a challenge and waits until the game context created its game; returns the challenge's JSON. */
    JsonNode challenge(String ladderId, String challenger, String defender) throws Exception {
        HttpResponse<String> issued = api().post("/api/ladders/" + ladderId + "/challenges", challenger,
                "{\"defender\":\"" + defender + "\"}");
        body(issued, 201);
        String id = json(issued).path("challengeId").asString();
        await().atMost(WAIT).until(() -> challengeOf(ladderId, id).path("status").asString().equals("PLAYING"));
        return challengeOf(ladderId, id);
    }

    JsonNode challengeOf(String ladderId, String challengeId) throws Exception {
        return json(api().get("/api/ladders/" + ladderId + "/challenges/" + challengeId));
    }

    /** The user ids from the top, as {@code GET .../standings} (the projection) shows them. */
    List<String> standings(String ladderId) throws Exception {
        return standings(ladderId, null);
    }

    List<String> standings(String ladderId, Instant at) throws Exception {
        JsonNode s = json(api().get("/api/ladders/" + ladderId + "/standings" + (at == null ? "" : "?at=" + at)));
        List<String> users = new ArrayList<>();
        s.path("rungs").forEach(r -> users.add(r.path("userId").asString()));
        return users;
    }

    void awaitStandings(String ladderId, String... expected) {
        await().atMost(WAIT).untilAsserted(() -> assertThat(standings(ladderId)).containsExactly(expected));
    }

    /**
     * The game context's {@code GameFinished} for a game: black and white, the winner (null: jigo by count), the
     * reason, and whether it counts for rating (each colour played two stones in a rated game).
     */
    static String finished(String messageId, String gameId, String kind, String reference, String black,
            String blackRank, String white, String whiteRank, String winner, String reason, boolean counts) {
        String loser = winner == null ? null : winner.equals(black) ? white : black;
        return """
                {"type":"GameFinished","version":1,"messageId":"%s","gameId":"%s",
                 "origin":{"kind":"%s","reference":%s},
                 "black":{"userId":"%s","rank":%s},"white":{"userId":"%s","rank":%s},
                 "size":9,"preset":"japanese","komi":6.5,"handicap":0,"gameType":"HO_SUN",
                 "timeControl":{"kind":"ABSOLUTE","mainSeconds":600,"periods":0,"periodSeconds":0,"stonesPerPeriod":0,"incrementSeconds":0},
                 "rated":true,"countsForRating":%s,
                 "result":{"winner":%s,"winnerUserId":%s,"loserUserId":%s,"reason":"%s","margin":null,"sgf":"?"},
                 "moves":40,"startedAt":"2026-11-23T18:00:00Z","endedAt":"%s"}"""
                .formatted(messageId, gameId, kind, quoted(reference), black, quoted(blackRank), white,
                        quoted(whiteRank), counts, winner == null ? "null" : winner.equals(black) ? "\"BLACK\"" : "\"WHITE\"",
                        quoted(winner), quoted(loser), reason, Instant.now());
    }

    /**
     * The game context's {@code GameResultCorrected} for a finished game: the same facts (its {@code endedAt} too,
     * added within v1), another result.
     */
    static String corrected(String messageId, String finishedJson, String winner, String reason) {
        ObjectNode c = (ObjectNode) JSON.readTree(finishedJson);
        String black = c.path("black").path("userId").asString();
        String white = c.path("white").path("userId").asString();
        c.put("type", "GameResultCorrected").put("messageId", messageId);
        c.set("previousResult", c.get("result"));
        ObjectNode result = c.putObject("result");
        result.put("winner", winner == null ? null : winner.equals(black) ? "BLACK" : "WHITE").put("winnerUserId", winner)
                .put("loserUserId", winner == null ? null : winner.equals(black) ? white : black).put("reason", reason)
                .putNull("margin").put("sgf", "?");
        c.put("correctedBy", "admin").put("note", "a test correction").put("correctedAt", Instant.now().toString());
        return JSON.writeValueAsString(c);
    }

    static String quoted(String s) {
        return s == null ? "null" : "\"" + s + "\"";
    }

    /** Publishes a message on openkifu.game-results as the game context's relay does (key, messageId, type). */
    void publishResult(String gameId, String messageId, String type, String json) throws Exception {
        try (var producer = new KafkaProducer<>(Map.<String, Object>of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                kafka.bootstrapServers()), new StringSerializer(), new ByteArraySerializer())) {
            ProducerRecord<String, byte[]> record = new ProducerRecord<>(LadderTopics.GAME_RESULTS, gameId,
                    json.getBytes(StandardCharsets.UTF_8));
            record.headers().add("messageId", messageId.getBytes(StandardCharsets.UTF_8));
            record.headers().add("type", type.getBytes(StandardCharsets.UTF_8));
            producer.send(record).get(30, TimeUnit.SECONDS);
        }
    }

    /** Finishes a challenge's game: the winner (null: jigo) by {@code reason}; returns the message's JSON. */
    String finishChallenge(JsonNode challenge, String winner, String reason, boolean counts) throws Exception {
        String messageId = UUID.randomUUID().toString();
        String black = challenge.path("challengerUserId").asString();
        String white = challenge.path("defenderUserId").asString();
        JsonNode request = gameRequests.byRequestId(challenge.path("requestId").asString());
        String json = finished(messageId, challenge.path("gameId").asString(), "LADDER_CHALLENGE",
                challenge.path("requestId").asString(), black, rankIn(request, black), white, rankIn(request, white),
                winner, reason, counts);
        publishResult(challenge.path("gameId").asString(), messageId, "GameFinished", json);
        return json;
    }

    /** The rank a game request gave this player (null: unranked). */
    static String rankIn(JsonNode request, String user) {
        for (JsonNode p : request.path("players")) {
            if (p.path("userId").asString().equals(user) && p.has("rank")) {
                return p.path("rank").asString();
            }
        }
        return null;
    }

    HttpResponse<String> delete(String path, String user) throws Exception {
        return api().send(HttpRequest.newBuilder(api().uri(path)).DELETE(), user);
    }

}
