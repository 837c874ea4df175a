package org.openkifu.game.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
import org.openkifu.infra.kafka.KafkaEndpoint;
import org.openkifu.infra.platform.ApiClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The other context's side of the game-requests contract on the real embedded broker, for the Kafka tests of
 * {@code CreateGame} and {@code CancelGame}: writes requests on {@value GameTopics#GAME_REQUESTS} and reads the
 * answers on {@value GameTopics#GAME_RESPONSES} from the start of the topic (earlier tests' answers included, told
 * apart by request id). Open one per test, close it after.
 */
final class GameRequestsTopics implements AutoCloseable {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final KafkaProducer<String, byte[]> producer;
    private final KafkaConsumer<String, byte[]> responses;
    private final List<ConsumerRecord<String, byte[]>> read = new ArrayList<>();

    /** Registers {@code users} (a requested game's players must be accounts) and opens both clients. */
    GameRequestsTopics(KafkaEndpoint kafka, int port, List<String> users) {
        ApiClient api = new ApiClient(port);
        for (String user : users) {
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

    /** Sends a request (or any bytes) under {@code key} and waits for the broker to have it. */
    void send(String key, byte[] value) throws Exception {
        producer.send(new ProducerRecord<>(GameTopics.GAME_REQUESTS, key, value)).get(30, TimeUnit.SECONDS);
    }

    void send(String key, String json) throws Exception {
        send(key, json.getBytes(StandardCharsets.UTF_8));
    }

    /** Reads the responses topic until {@code count} answers to this request arrived (60 s at most). */
    List<ConsumerRecord<String, byte[]>> answers(String requestId, int count) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        List<ConsumerRecord<String, byte[]>> found = answersRead(requestId);
        while (found.size() < count && System.nanoTime() < deadline) {
            responses.poll(Duration.ofMillis(200)).forEach(read::add);
            found = answersRead(requestId);
        }
        assertThat(found).as("answers to " + requestId).hasSizeGreaterThanOrEqualTo(count);
        return found;
    }

    /** The first answer to this request, as JSON. */
    JsonNode answer(String requestId) {
        return JSON.readTree(answers(requestId, 1).get(0).value());
    }

    private List<ConsumerRecord<String, byte[]>> answersRead(String requestId) {
        return read.stream().filter(r -> requestId.equals(r.key())).toList();
    }

    @Override
    public void close() {
        producer.close();
        responses.close();
    }
}
