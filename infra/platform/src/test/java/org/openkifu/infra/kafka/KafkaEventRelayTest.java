package org.openkifu.infra.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The relay's acknowledgement rule, driven the way a tracking processor drives it: one batch, one unit of work. */
class KafkaEventRelayTest {

    record StonePlaced(String gameId, int move) {
    }

    @TempDir
    static Path dataDir;

    static EmbeddedKafkaBroker broker;
    static Admin admin;

    @BeforeAll
    static void startBroker() {
        broker = EmbeddedKafkaBroker.start(dataDir, 0, 0);
        admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()));
        KafkaTopics.ensure(admin, KafkaTopics.ALL, 2, (short) 1);
    }

    @AfterAll
    static void stopBroker() {
        admin.close();
        broker.close();
    }

    @Test
    void whenTheBatchCommitsEveryEventOfItIsAlreadyAcknowledgedByTheBroker() throws Exception {
        try (Producer<String, byte[]> producer = producer(broker.bootstrapServers(), 10_000)) {
            KafkaEventRelay relay = new KafkaEventRelay(producer, JacksonSerializer.defaultSerializer(),
                    Set.of("Game"), Duration.ofSeconds(10));
            runBatch(relay, List.of(event("game-1", 0), event("game-1", 1), event("game-2", 0)));
            // No waiting here: the handler of the batch's last event waited for the acknowledgements.
            assertThat(endOffsetsSum()).isEqualTo(3);
        }
    }

    @Test
    void anUnacknowledgedSendFailsTheBatchSoTheTokenDoesNotAdvance() throws Exception {
        int nobodyListens;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            nobodyListens = socket.getLocalPort();
        }
        try (Producer<String, byte[]> producer = producer("localhost:" + nobodyListens, 1_000)) {
            KafkaEventRelay relay = new KafkaEventRelay(producer, JacksonSerializer.defaultSerializer(),
                    Set.of("Game"), Duration.ofSeconds(2));
            assertThatThrownBy(() -> runBatch(relay, List.of(event("game-3", 0), event("game-3", 1))))
                    .isInstanceOf(RuntimeException.class);
        }
    }

    private static void runBatch(KafkaEventRelay relay, List<EventMessage<?>> batch) throws Exception {
        BatchingUnitOfWork<EventMessage<?>> unitOfWork = new BatchingUnitOfWork<>(batch);
        var result = unitOfWork.executeWithResult(() -> {
            EventMessage<?> message = unitOfWork.getMessage();
            relay.on(message.getPayload(), message);
            return null;
        });
        if (result.isExceptional()) {
            throw (Exception) result.exceptionResult();
        }
    }

    private static EventMessage<?> event(String gameId, long sequence) {
        return new GenericDomainEventMessage<>("Game", gameId, sequence, new StonePlaced(gameId, (int) sequence));
    }

    private static long endOffsetsSum() throws Exception {
        Map<TopicPartition, OffsetSpec> request = java.util.stream.IntStream.range(0, 2).boxed()
                .collect(Collectors.toMap(p -> new TopicPartition(KafkaTopics.GAME_EVENTS, p), p -> OffsetSpec.latest()));
        return admin.listOffsets(request).all().get().values().stream().mapToLong(o -> o.offset()).sum();
    }

    private static Producer<String, byte[]> producer(String bootstrap, int maxBlockMs) {
        return new KafkaProducer<>(Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true,
                ProducerConfig.LINGER_MS_CONFIG, 50,
                ProducerConfig.MAX_BLOCK_MS_CONFIG, maxBlockMs,
                ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, 1_000,
                ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, 2_000),
                new StringSerializer(), new ByteArraySerializer());
    }
}
