package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.openkifu.game.infrastructure.GameTopics;
import org.openkifu.infra.contract.ContractSchemas;
import org.openkifu.infra.contract.ContractConsumer;
import org.openkifu.infra.contract.ContractConsumers;
import org.openkifu.infra.contract.ContractHandler;
import org.openkifu.infra.contract.ContractMessage;
import org.openkifu.infra.kafka.KafkaEndpoint;
import org.openkifu.infra.platform.TopicReader;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * The game contract end to end: games played over HTTP to each kind of ending give exactly one {@code GameFinished}
 * each on {@code openkifu.game-results}, with the right facts and valid against the published schema; a correction
 * gives one {@code GameResultCorrected}; a consumer that gets a message twice handles it once; and no API answer or
 * Kafka message names a Java class.
 */
class GameResultsOverKafkaTest extends GameApiTestSupport {

    @Autowired
    ContractConsumers consumers;
    @Autowired
    KafkaEndpoint kafka;

    /** What a consuming context would do: keep each message it was given. */
    static final class Results implements ContractHandler {
        final List<ContractMessage> handled = new CopyOnWriteArrayList<>();

        @Override
        public void handle(List<ContractMessage> batch) {
            handled.addAll(batch);
        }

        List<JsonNode> of(String gameId) {
            return handled.stream().filter(m -> gameId.equals(m.key())).map(ContractMessage::json).toList();
        }
    }

    @Test
    void eachEndingGivesOneGameFinishedAndACorrectionOneGameResultCorrected() throws Exception {
        Results results = new Results();
        consumers.register("test-results", GameTopics.GAME_RESULTS, results, ContractConsumer.Dedupe.MESSAGE_ID);

        String resigned = create(game("japanese"));
        for (String[] m : new String[][] {{ALICE, "C3"}, {BOB, "G7"}, {ALICE, "C7"}, {BOB, "G3"}}) {
            play(resigned, m[0], m[1]);
        }
        ok(resigned, BOB, "resign", "");

        String counted = create(game("itsyourturn"));
        pass(counted, ALICE);
        pass(counted, BOB);

        String marked = create(game("japanese"));
        play(marked, ALICE, "E5");
        pass(marked, BOB);
        pass(marked, ALICE);
        ok(marked, ALICE, "score/accept", "");
        ok(marked, BOB, "score/accept", "");

        String captured = create("""
                {"black":{"userId":"alice"},"white":{"userId":"bob"},"size":9,"rules":"capture-go"}""");
        play(captured, ALICE, "B1");
        play(captured, BOB, "A1");
        play(captured, ALICE, "A2");

        String abandoned = create(game("japanese"));
        play(abandoned, ALICE, "E5");
        ok(abandoned, CAROL, "abandon", "{\"abandonedBy\":\"bob\"}"); // an administrator's decision

        String imported = json(api().send(HttpRequest.newBuilder(api().uri("/api/games/import"))
                .header("Content-Type", "application/x-go-sgf")
                .POST(HttpRequest.BodyPublishers.ofString("(;GM[1]FF[4]SZ[9]KM[6.5]PB[Honinbo]PW[Jowa]RE[W+2.5];B[ee];W[cc])")),
                ALICE)).path("gameId").asString();

        ok(counted, CAROL, "result-correction", "{\"winner\":\"black\",\"reason\":\"RESIGNATION\",\"note\":\"chat\"}");

        List<String> games = List.of(resigned, counted, marked, captured, abandoned, imported);
        await().atMost(Duration.ofSeconds(60)).until(() -> games.stream().allMatch(g -> !results.of(g).isEmpty())
                && results.of(counted).size() == 2);

        JsonNode r = only(results, resigned, "GameFinished");
        assertThat(r.path("result").path("reason").asString()).isEqualTo("RESIGNATION");
        assertThat(r.path("result").path("winnerUserId").asString()).isEqualTo(ALICE);
        assertThat(r.path("result").path("loserUserId").asString()).isEqualTo(BOB);
        assertThat(r.path("countsForRating").asBoolean()).isTrue();
        assertThat(r.path("moves").asInt()).isEqualTo(4);
        assertThat(r.path("preset").asString()).isEqualTo("japanese");
        assertThat(r.path("black").path("userId").asString()).isEqualTo(ALICE);

        JsonNode c = results.of(counted).get(0);
        assertThat(c.path("type").asString()).isEqualTo("GameFinished");
        assertThat(c.path("result").path("sgf").asString()).isEqualTo("W+3.5");
        assertThat(c.path("result").path("margin").asDouble()).isEqualTo(3.5);
        assertThat(c.path("countsForRating").asBoolean()).as("nobody played a stone").isFalse();
        JsonNode correction = results.of(counted).get(1);
        assertThat(correction.path("type").asString()).isEqualTo("GameResultCorrected");
        assertThat(correction.path("previousResult").path("sgf").asString()).isEqualTo("W+3.5");
        assertThat(correction.path("result").path("sgf").asString()).isEqualTo("B+R");
        assertThat(correction.path("correctedBy").asString()).isEqualTo(CAROL);

        assertThat(only(results, marked, "GameFinished").path("result").path("reason").asString()).isEqualTo("SCORE");
        assertThat(only(results, captured, "GameFinished").path("result").path("reason").asString())
                .isEqualTo("CAPTURE_GOAL");
        assertThat(only(results, abandoned, "GameFinished").path("result").path("reason").asString())
                .isEqualTo("ABANDONMENT");
        JsonNode i = only(results, imported, "GameFinished");
        assertThat(i.path("origin").path("kind").asString()).isEqualTo("IMPORTED");
        assertThat(i.path("result").path("margin").asDouble()).isEqualTo(2.5);
        assertThat(i.path("rated").asBoolean()).isFalse();

        for (ContractMessage m : results.handled) {
            ContractSchemas.assertValid(m.type() + ".schema.json", m.json());
        }

        // a redelivery (the relay retried a batch): the same record once more on the topic
        int before = results.handled.size();
        ContractMessage again = results.handled.stream().filter(m -> resigned.equals(m.key())).findFirst().orElseThrow();
        try (var producer = new KafkaProducer<>(Map.<String, Object>of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                kafka.bootstrapServers()), new StringSerializer(), new ByteArraySerializer())) {
            ProducerRecord<String, byte[]> copy = new ProducerRecord<>(GameTopics.GAME_RESULTS, again.key(), again.value());
            copy.headers().add("messageId", again.messageId().getBytes()).add("type", again.type().getBytes());
            producer.send(copy).get();
        }
        String marker = create(game("japanese"));
        ok(marker, ALICE, "resign", "");
        await().atMost(Duration.ofSeconds(60)).until(() -> !results.of(marker).isEmpty());
        assertThat(results.handled).as("the redelivered message was dropped").hasSize(before + 1);
        assertThat(results.of(resigned)).hasSize(1);

        assertNoJavaNames(games);
    }

    /** No Java class name in any answer of the API nor in any message of the game's topics. */
    private void assertNoJavaNames(List<String> games) throws Exception {
        List<String> texts = new ArrayList<>();
        for (String id : games) {
            for (String path : List.of("", "/events", "/position", "/sgf")) {
                HttpResponse<String> response = get("/api/games/" + id + path);
                assertThat(response.statusCode()).isEqualTo(200);
                texts.add(response.body());
            }
        }
        texts.add(get("/api/games?limit=100").body());
        texts.add(get("/api/projections").body());
        texts.add(get("/v3/api-docs").body().replaceAll("\"org\\.openkifu[^\"]*\"", "")); // schema names are keys
        for (String topic : List.of(GameTopics.GAME_EVENTS, GameTopics.GAME_RESULTS)) {
            for (ConsumerRecord<String, byte[]> record : TopicReader.readAll(kafka.bootstrapServers(), topic)) {
                texts.add(new String(record.value()));
            }
        }
        for (String text : texts) {
            assertThat(text).doesNotContain("org.openkifu.").doesNotContainPattern("\\$[A-Z][a-z]+\\b");
        }
    }

    private static JsonNode only(Results results, String gameId, String type) {
        List<JsonNode> messages = results.of(gameId);
        assertThat(messages).as("exactly one message for " + gameId).hasSize(1);
        assertThat(messages.get(0).path("type").asString()).isEqualTo(type);
        return messages.get(0);
    }

    private static String game(String rules) {
        return "{\"black\":{\"userId\":\"alice\"},\"white\":{\"userId\":\"bob\"},\"size\":9,\"rated\":true,\"rules\":\"" + rules + "\"}";
    }
}
