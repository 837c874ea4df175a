package org.openkifu.game.api;

import org.openkifu.infra.platform.ApiClient;

import org.openkifu.infra.platform.TopicReader;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.openkifu.game.application.GameAggregate;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.rules.Point;
import org.openkifu.game.sgf.SgfNode;
import org.openkifu.game.sgf.SgfReader;
import org.openkifu.infra.kafka.EventEnvelope;
import org.openkifu.infra.kafka.KafkaEndpoint;
import org.openkifu.game.infrastructure.GameTopics;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/** The games API over real HTTP on the embedded stack: commands, refusals, reads, SGF, and the Kafka relay. */
class GameApiEndToEndTest extends GameApiTestSupport {

    @Autowired
    KafkaEndpoint kafka;
    @Autowired
    EventStorageEngine storage;

    @Test
    void aGameIsPlayedThroughTheApiAndItsEventsReachKafka() throws Exception {
        String key = UUID.randomUUID().toString();
        String createBody = """
                {"black":{"userId":"alice","rank":"3k"},"white":{"userId":"bob"},"size":9,
                 "rules":"itsyourturn","komi":6.5}""";
        HttpResponse<String> created = post("/api/games", ApiClient.ADMIN, registerPlayers(api(), createBody), key);
        assertThat(created.statusCode()).isEqualTo(201);
        String id = json(created).path("gameId").asString();
        assertThat(created.headers().firstValue("Location")).hasValue("/api/games/" + id);
        int afterCreation = eventCount(id);
        HttpResponse<String> retried = post("/api/games", ApiClient.ADMIN, createBody, key);
        assertThat(retried.statusCode()).isEqualTo(201);
        assertThat(json(retried).path("gameId").asString()).as("same key, same game").isEqualTo(id);
        assertThat(eventCount(id)).as("a retried creation adds nothing").isEqualTo(afterCreation);

        // A ko: White D5 is captured by Black E5; White may not retake at once.
        List<String> moves = List.of("D6", "E6", "C5", "F5", "D4", "E4", "J9", "D5", "E5");
        for (int i = 0; i < moves.size(); i++) {
            HttpResponse<String> played = move(id, i % 2 == 0 ? ALICE : BOB, moves.get(i));
            assertThat(played.statusCode()).as(moves.get(i)).isEqualTo(200);
        }
        JsonNode position = json(get("/api/games/" + id + "/position"));
        assertThat(position.path("moveNumber").asInt()).isEqualTo(9);
        assertThat(position.path("capturedByBlack").asInt()).isEqualTo(1);
        assertThat(position.path("koPoint").asString()).isEqualTo("D5");
        assertThat(position.path("toMove").asString()).isEqualTo("WHITE");
        assertThat(position.path("board").get(4).asString()).as("row 5").isEqualTo("..X.XO...");

        int before = eventCount(id);
        assertProblem(move(id, BOB, "D5"), 422, "MOVE_ILLEGAL_KO");
        assertProblem(move(id, ALICE, "A1"), 409, "NOT_YOUR_TURN");
        assertProblem(move(id, BOB, "Z9"), 400, "POINT_INVALID");
        assertProblem(post("/api/games/" + id + "/moves", BOB, "{\"point\":", null), 400, "MALFORMED_REQUEST_BODY");
        assertProblem(move(id, BOB, "E5"), 422, "POINT_OCCUPIED");
        assertProblem(move("no-such-game", BOB, "E5"), 404, "GAME_NOT_FOUND");
        assertProblem(post("/api/games/" + id + "/pass", null, "", null), 401, "UNAUTHENTICATED");
        assertThat(eventCount(id)).as("refused commands change nothing").isEqualTo(before);

        JsonNode atFive = json(get("/api/games/" + id + "/position?move=5"));
        assertThat(atFive.path("board").get(3).asString()).as("row 6 after move 5").isEqualTo("...XO....");
        assertThat(atFive.path("lastMove").asString()).isEqualTo("D4");
        assertThat(atFive.path("toMove").asString()).isEqualTo("WHITE");
        assertProblem(get("/api/games/" + id + "/position?move=99"), 400, "REPLAY_OUT_OF_RANGE");

        assertThat(move(id, BOB, "J1").statusCode()).isEqualTo(200);
        assertThat(post("/api/games/" + id + "/pass", ALICE, "", null).statusCode()).isEqualTo(200);
        HttpResponse<String> lastPass = post("/api/games/" + id + "/pass", BOB, "", null);
        assertThat(lastPass.statusCode()).isEqualTo(200);

        JsonNode summary = json(get("/api/games/" + id));
        assertThat(summary.path("status").asString()).isEqualTo("ENDED");
        assertThat(summary.path("moveCount").asInt()).isEqualTo(12);
        assertThat(summary.path("komi").asDouble()).isEqualTo(6.5);
        assertThat(summary.path("black").path("rank").asString()).isEqualTo("3k");
        assertThat(summary.path("result").path("reason").asString()).isEqualTo("SCORE");
        assertThat(summary.path("result").path("sgf").asString()).matches("[BW]\\+[0-9.]+|0");
        assertProblem(move(id, BOB, "A2"), 409, "GAME_OVER");

        HttpResponse<String> sgf = get("/api/games/" + id + "/sgf");
        assertThat(sgf.statusCode()).isEqualTo(200);
        assertThat(sgf.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/x-go-sgf"));
        SgfNode root = SgfReader.read(sgf.body().getBytes(StandardCharsets.UTF_8)).firstGame();
        assertThat(root.value("PB")).isEqualTo(ALICE);
        assertThat(root.value("KM")).isEqualTo("6.5");
        List<String> recorded = new ArrayList<>();
        for (SgfNode node : root.mainLine()) {
            for (String colour : List.of("B", "W")) {
                if (node.has(colour)) {
                    String v = node.value(colour);
                    recorded.add(v.isEmpty() ? "pass" : Point.fromSgf(v).toGtp(9));
                }
            }
        }
        List<String> expected = new ArrayList<>(moves);
        expected.addAll(List.of("J1", "pass", "pass"));
        assertThat(recorded).isEqualTo(expected);
        assertThat(root.value("RE")).isEqualTo(summary.path("result").path("sgf").asString());

        DomainEventMessage<?> snapshot = storage.readSnapshot(id).orElseThrow();
        assertThat(snapshot.getPayload()).isInstanceOf(GameAggregate.class);
        assertThat(snapshot.getType()).isEqualTo(GameAggregate.TYPE);

        JsonNode events = json(get("/api/games/" + id + "/events"));
        int stored = events.size();
        assertThat(events.get(0).path("type").asString()).isEqualTo("GameCreated");
        assertThat(events.get(stored - 1).path("type").asString()).isEqualTo("GameEnded");
        assertThat(events.get(0).has("payloadType")).as("no Java class names").isFalse();
        assertThat(events.get(0).path("version").asInt()).isEqualTo(1);
        assertThat(events.get(0).path("timestamp").asString()).isNotEmpty();

        List<ConsumerRecord<String, byte[]>> published = TopicReader.readUntil(kafka.bootstrapServers(),
                GameTopics.GAME_EVENTS, records -> records.stream().filter(r -> id.equals(r.key())).count() >= stored,
                Duration.ofSeconds(60));
        List<EventEnvelope> envelopes = published.stream().filter(r -> id.equals(r.key()))
                .map(r -> EventEnvelope.parse(r.value())).toList();
        assertThat(envelopes).extracting(EventEnvelope::aggregateType).containsOnly("Game");
        assertThat(envelopes.stream().map(EventEnvelope::sequenceNumber).distinct().count()).isEqualTo(stored);
        assertThat(envelopes.get(0).type()).isEqualTo("GameCreated");
        assertThat(envelopes.get(0).version()).isEqualTo(1);
    }

    @Test
    void twoConcurrentMovesOnOneGameYieldOneSuccessAndOneConflict() throws Exception {
        String id = create("""
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9,"rules":"itsyourturn"}""");
        int before = eventCount(id);
        CountDownLatch start = new CountDownLatch(1);
        List<CompletableFuture<HttpResponse<String>>> racing = new ArrayList<>();
        for (String point : List.of("C3", "G7")) {
            racing.add(CompletableFuture.supplyAsync(() -> {
                try {
                    start.await();
                    return move(id, ALICE, point);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        start.countDown();
        List<Integer> statuses = racing.stream().map(f -> f.join().statusCode()).sorted().toList();
        assertThat(statuses).containsExactly(200, 409);
        HttpResponse<String> conflict = racing.stream().map(CompletableFuture::join)
                .filter(r -> r.statusCode() == 409).findFirst().orElseThrow();
        assertThat(json(conflict).path("code").asString()).isIn("NOT_YOUR_TURN", "CONCURRENT_MODIFICATION");
        assertThat(json(get("/api/games/" + id)).path("moveCount").asInt()).isEqualTo(1);
        assertThat(eventCount(id)).isEqualTo(before + 1);
    }
}
