package org.openkifu.infra.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.Collectors;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.MockProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.serialization.SerializedMessage;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.SerializedType;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.infra.eventstore.ForwardingSerializer;
import org.openkifu.infra.eventstore.MongoServerFixture;

/** The relay's acknowledgement rule, driven the way a tracking processor drives it: one batch, one unit of work. */
class KafkaEventRelayTest {

    record StonePlaced(String gameId, int move) {
    }

    @TempDir
    static Path dataDir;

    static EmbeddedKafkaBroker broker;
    static Admin admin;

    @BeforeAll
    static void startBroker() throws Exception {
        broker = EmbeddedKafkaBroker.start(dataDir, 0, 0);
        admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()));
        KafkaTopics.ensure(admin, List.of(TOPIC), 2, (short) 1);
        mongo = new MongoServerFixture();
        deadLetters = new DeadLetters(mongo.database());
    }

    @AfterAll
    static void stopBroker() throws Exception {
        admin.close();
        broker.close();
        mongo.close();
    }

    static final String TOPIC = "relay-test";
    static MongoServerFixture mongo;
    static DeadLetters deadLetters;

    /** Publishes each StonePlaced as its move number; a move of -1 cannot be translated. */
    static final EventPublication PUBLICATION = new EventPublication() {
        @Override
        public List<String> topics() {
            return List.of(TOPIC);
        }

        @Override
        public List<OutgoingMessage> messagesFor(DomainEventMessage<?> event, OptionalLong globalIndex) {
            StonePlaced stone = (StonePlaced) event.getPayload();
            if (stone.move() < 0) {
                throw new IllegalArgumentException("no such move");
            }
            return List.of(new OutgoingMessage(TOPIC, stone.gameId(), event.getIdentifier(), "StonePlaced",
                    String.valueOf(stone.move()).getBytes(StandardCharsets.UTF_8)));
        }
    };

    private static KafkaEventRelay relay(Producer<String, byte[]> producer, Duration ackTimeout) {
        return new KafkaEventRelay(producer, List.of(PUBLICATION), deadLetters, 1_000, ackTimeout, Clock.systemUTC(),
                JacksonSerializer.defaultSerializer());
    }

    @Test
    void whenTheBatchCommitsEveryEventOfItIsAlreadyAcknowledgedByTheBroker() throws Exception {
        try (Producer<String, byte[]> producer = producer(broker.bootstrapServers(), 10_000)) {
            long before = endOffsetsSum();
            runBatch(relay(producer, Duration.ofSeconds(10)),
                    List.of(event("game-1", 0), event("game-1", 1), event("game-2", 0)));
            // No waiting here: the handler of the batch's last event waited for the acknowledgements.
            assertThat(endOffsetsSum() - before).isEqualTo(3);
        }
    }

    @Test
    void anEventThatCannotBeTranslatedIsADeadLetterAndTheBatchGoesOn() throws Exception {
        try (Producer<String, byte[]> producer = producer(broker.bootstrapServers(), 10_000)) {
            long before = endOffsetsSum();
            EventMessage<?> poison = new GenericDomainEventMessage<>("Game", "game-4", 1, new StonePlaced("game-4", -1));
            runBatch(relay(producer, Duration.ofSeconds(10)), List.of(event("game-4", 0), poison, event("game-4", 2)));
            assertThat(endOffsetsSum() - before).isEqualTo(2);
            assertThat(deadLetters.latest(10)).anySatisfy(d -> {
                assertThat(d.eventId()).isEqualTo(poison.getIdentifier());
                assertThat(d.reason()).contains("could not be translated").contains("no such move");
            });
        }
    }

    @Test
    void anUnacknowledgedSendFailsTheBatchSoTheTokenDoesNotAdvance() throws Exception {
        int nobodyListens;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            nobodyListens = socket.getLocalPort();
        }
        try (Producer<String, byte[]> producer = producer("localhost:" + nobodyListens, 1_000)) {
            long deadBefore = deadLetters.count();
            assertThatThrownBy(() -> runBatch(relay(producer, Duration.ofSeconds(2)),
                    List.of(event("game-3", 0), event("game-3", 1))))
                    .isInstanceOf(RuntimeException.class);
            assertThat(deadLetters.count()).as("a broker that is away is retried, not set aside").isEqualTo(deadBefore);
        }
    }

    @Test
    void aPublicationOfTheStoredFormGetsTheStoredJsonAndThePayloadIsNeverDeserialised() throws Exception {
        Serializer refusing = new RefusingToDeserialize(JacksonSerializer.defaultSerializer());
        SerializedObject<String> stored = new SimpleSerializedObject<>("{\"gameId\":\"game-5\",\"move\":7}",
                String.class, "StonePlaced", "1");
        SerializedObject<String> noMetaData = new SimpleSerializedObject<>("{}", String.class, "MetaData", null);
        EventMessage<?> read = new GenericDomainEventMessage<>("Game", "game-5", 7,
                new SerializedMessage<>("event-5-7", stored, noMetaData, refusing), Instant::now);
        EventPublication storedForm = new EventPublication() {
            @Override
            public List<String> topics() {
                return List.of(TOPIC);
            }

            @Override
            public List<OutgoingMessage> messagesFor(DomainEventMessage<?> event, OptionalLong globalIndex) {
                throw new AssertionError("the relay must offer the stored form");
            }

            @Override
            public List<OutgoingMessage> messagesFor(DomainEventMessage<?> event, OptionalLong globalIndex,
                    StoredPayload payload) {
                return List.of(new OutgoingMessage(TOPIC, event.getAggregateIdentifier(), event.getIdentifier(),
                        event.getPayloadType().getSimpleName(), payload.json().getBytes(StandardCharsets.UTF_8)));
            }
        };
        MockProducer<String, byte[]> producer = new MockProducer<>(true, null, new StringSerializer(),
                new ByteArraySerializer());
        KafkaEventRelay relay = new KafkaEventRelay(producer, List.of(storedForm), deadLetters, 1_000,
                Duration.ofSeconds(5), Clock.systemUTC(), refusing);
        long deadBefore = deadLetters.count();

        runBatch(relay, List.of(read));

        assertThat(deadLetters.count()).isEqualTo(deadBefore);
        assertThat(producer.history()).singleElement().satisfies(record -> {
            assertThat(new String(record.value(), StandardCharsets.UTF_8)).isEqualTo(stored.getData());
            assertThat(record.key()).isEqualTo("game-5");
        });
    }

    /** Axon's serializer, except that reading a payload or metadata back into Java fails the test. */
    private static final class RefusingToDeserialize extends ForwardingSerializer {

        RefusingToDeserialize(Serializer delegate) {
            super(delegate);
        }

        @Override
        public <S, T> T deserialize(SerializedObject<S> serializedObject) {
            throw new AssertionError("deserialised " + serializedObject.getType());
        }

        @Override
        @SuppressWarnings("rawtypes")
        public Class classForType(SerializedType type) {
            return "StonePlaced".equals(type.getName()) ? StonePlaced.class : super.classForType(type);
        }
    }

    private static void runBatch(KafkaEventRelay relay, List<EventMessage<?>> batch) throws Exception {
        BatchingUnitOfWork<EventMessage<?>> unitOfWork = new BatchingUnitOfWork<>(batch);
        var result = unitOfWork.executeWithResult(() -> {
            EventMessage<?> message = unitOfWork.getMessage();
            relay.on(message);
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
                .collect(Collectors.toMap(p -> new TopicPartition(TOPIC, p), p -> OffsetSpec.latest()));
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
