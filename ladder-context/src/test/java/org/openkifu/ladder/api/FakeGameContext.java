package org.openkifu.ladder.api;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.openkifu.infra.contract.ContractConsumer;
import org.openkifu.infra.contract.ContractConsumers;
import org.openkifu.infra.contract.ContractHandler;
import org.openkifu.infra.contract.ContractMessage;
import org.openkifu.infra.kafka.KafkaTopics;
import org.openkifu.ladder.infrastructure.LadderTopics;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The game context's side of the request contract, for the ladder context's own tests (the game context is not on
 * this module's class path): every {@code CreateGame} (and {@code CancelGame}, answered {@code GameCancelled}) on
 * {@code openkifu.game-requests} is kept and answered on
 * {@code openkifu.game-responses} as docs/events.md says, with the game id derived from origin kind and request id. A
 * request for the preset {@value #REFUSED_PRESET} is refused, as a game node that does not know the rules would (the
 * ladder checks the published terms at creation, so a refusal this late takes a game context whose table differs, e.g.
 * during a rolling upgrade; the refusal path must still close the challenge).
 */
@Configuration(proxyBeanMethods = false)
public class FakeGameContext {

    static final String REFUSED_PRESET = "new-zealand";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** What the fake received: every request, in order. */
    public static final class Requests implements ContractHandler {
        final List<JsonNode> received = new CopyOnWriteArrayList<>();
        private final Producer<String, byte[]> producer;

        Requests(Producer<String, byte[]> producer) {
            this.producer = producer;
        }

        @Override
        public void handle(List<ContractMessage> batch) throws Exception {
            for (ContractMessage m : batch) {
                JsonNode request = m.json();
                received.add(request);
                String requestId = request.path("requestId").asString();
                ObjectNode answer = JSON.createObjectNode();
                String type;
                if ("CancelGame".equals(request.path("type").asString())) {
                    // no moves are ever played on the fake's games: every cancel succeeds
                    type = "GameCancelled";
                    String gameRequestId = request.path("gameRequestId").asString();
                    answer.put("type", type).put("version", 1).put("requestId", requestId)
                            .put("gameRequestId", gameRequestId)
                            .put("gameId", gameIdOf(request.path("origin").path("kind").asString(), gameRequestId))
                            .put("reason", request.path("reason").asString()).put("cancelledAt", "2026-01-01T00:00:00Z");
                } else if (REFUSED_PRESET.equals(request.path("settings").path("preset").asString())) {
                    type = "GameRefused";
                    answer.put("type", type).put("version", 1).put("requestId", requestId)
                            .put("code", "UNKNOWN_RULESET").put("message", "unknown rule set '" + REFUSED_PRESET + "'");
                } else {
                    type = "GameCreated";
                    answer.put("type", type).put("version", 1).put("requestId", requestId)
                            .put("gameId", gameIdOf(request.path("origin").path("kind").asString(), requestId));
                    answer.putObject("origin").put("kind", request.path("origin").path("kind").asString())
                            .put("reference", request.path("origin").path("reference").asString());
                }
                ProducerRecord<String, byte[]> record = new ProducerRecord<>(LadderTopics.GAME_RESPONSES, requestId,
                        JSON.writeValueAsBytes(answer));
                record.headers().add("type", type.getBytes(StandardCharsets.UTF_8));
                producer.send(record).get(30, TimeUnit.SECONDS);
            }
        }

        public List<JsonNode> received() {
            return received;
        }

        public JsonNode byRequestId(String requestId) {
            return received.stream().filter(r -> requestId.equals(r.path("requestId").asString())).findFirst()
                    .orElse(null);
        }
    }

    /** The game id the game context gives a requested game (docs/events.md, "Ids for requests from other contexts"). */
    static String gameIdOf(String originKind, String requestId) {
        return UUID.nameUUIDFromBytes(("openkifu:game:" + originKind + ":" + requestId).getBytes(StandardCharsets.UTF_8))
                .toString();
    }

    /** The game context owns these topics; without it, the test creates them. */
    @Bean
    KafkaTopics.Declared fakeGameTopics() {
        return new KafkaTopics.Declared(List.of(LadderTopics.GAME_RESULTS, LadderTopics.GAME_RESPONSES,
                LadderTopics.GAME_REQUESTS));
    }

    @Bean
    Requests fakeGameRequests(Producer<String, byte[]> kafkaEventProducer, ContractConsumers consumers) {
        Requests requests = new Requests(kafkaEventProducer);
        consumers.register("fake-game-context", LadderTopics.GAME_REQUESTS, requests, ContractConsumer.Dedupe.HANDLER);
        return requests;
    }
}
