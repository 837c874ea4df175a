package org.openkifu.infra.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KafkaEventConsumerTest {

    @TempDir
    static Path dataDir;

    static EmbeddedKafkaBroker broker;
    static Admin admin;

    @BeforeAll
    static void startBroker() {
        broker = EmbeddedKafkaBroker.start(dataDir, 0, 0);
        admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()));
    }

    @AfterAll
    static void stopBroker() {
        admin.close();
        broker.close();
    }

    @Test
    void aFailingRecordIsRetriedUntilItSucceedsAndNothingIsSkippedOrReordered() {
        String topic = "retry-check";
        KafkaTopics.ensure(admin, List.of(topic), 1, (short) 1);
        send(topic, "game-1", "e1", "e2", "e3", "e4");

        List<String> handled = new CopyOnWriteArrayList<>();
        AtomicInteger failuresLeft = new AtomicInteger(2);
        try (KafkaEventConsumer consumer = KafkaEventConsumer.start(broker.bootstrapServers(), "retry-group", topic,
                record -> {
                    String value = new String(record.value(), StandardCharsets.UTF_8);
                    if (value.equals("e3") && failuresLeft.getAndDecrement() > 0) {
                        throw new IllegalStateException("projection store unavailable");
                    }
                    handled.add(value);
                })) {
            await().atMost(Duration.ofSeconds(30)).until(() -> handled.size() == 4);
            assertThat(handled).containsExactly("e1", "e2", "e3", "e4");
            assertThat(consumer.failedAttempts()).isEqualTo(2);
            await().atMost(Duration.ofSeconds(10)).until(() -> committed("retry-group", topic) == 4);
        }
    }

    @Test
    void aRecordWhoseHandlerKeptFailingIsDeliveredAgainToTheNextMemberOfTheGroup() throws Exception {
        String topic = "redelivery-check";
        KafkaTopics.ensure(admin, List.of(topic), 1, (short) 1);
        send(topic, "game-2", "a", "b", "c");

        List<String> firstMember = new CopyOnWriteArrayList<>();
        try (KafkaEventConsumer consumer = KafkaEventConsumer.start(broker.bootstrapServers(), "redelivery-group",
                topic, record -> {
                    String value = new String(record.value(), StandardCharsets.UTF_8);
                    if (value.equals("b")) {
                        throw new IllegalStateException("always fails");
                    }
                    firstMember.add(value);
                })) {
            await().atMost(Duration.ofSeconds(30)).until(() -> consumer.failedAttempts() >= 2);
        }
        assertThat(firstMember).containsExactly("a");
        assertThat(committed("redelivery-group", topic)).isEqualTo(1);

        List<String> secondMember = new CopyOnWriteArrayList<>();
        try (KafkaEventConsumer consumer = KafkaEventConsumer.start(broker.bootstrapServers(), "redelivery-group",
                topic, record -> secondMember.add(new String(record.value(), StandardCharsets.UTF_8)))) {
            await().atMost(Duration.ofSeconds(30)).until(() -> secondMember.size() == 2);
            assertThat(consumer.isRunning()).isTrue();
        }
        assertThat(secondMember).containsExactly("b", "c");
        assertThat(committed("redelivery-group", topic)).isEqualTo(3);
    }

    @Test
    void aMemberThatCannotReachTheBrokerNoLongerClaimsToBeCaughtUp() throws Exception {
        // a broker of its own, stopped in the middle of the test
        EmbeddedKafkaBroker own = EmbeddedKafkaBroker.start(Files.createDirectories(dataDir.resolve("lag-check")), 0, 0);
        try (Admin ownAdmin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, own.bootstrapServers()))) {
            KafkaTopics.ensure(ownAdmin, List.of("lag-check"), 2, (short) 1);
        }
        List<String> handled = new CopyOnWriteArrayList<>();
        try (KafkaProducer<String, byte[]> producer = new KafkaProducer<>(Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, own.bootstrapServers()), new StringSerializer(),
                new ByteArraySerializer())) {
            for (String value : List.of("x", "y", "z")) {
                producer.send(new ProducerRecord<>("lag-check", "game-" + value, value.getBytes(StandardCharsets.UTF_8)));
            }
        }
        try (KafkaEventConsumer consumer = KafkaEventConsumer.start(own.bootstrapServers(), "lag-group", "lag-check",
                record -> handled.add(new String(record.value(), StandardCharsets.UTF_8)))) {
            await().atMost(Duration.ofSeconds(30)).until(() -> handled.size() == 3 && consumer.lag() == 0);
            own.close();
            // before: the last figure (0) was kept while the broker was away, and a projection read as caught up
            await().atMost(Duration.ofSeconds(60)).untilAsserted(() -> assertThat(consumer.lag()).isEqualTo(-1));
        } finally {
            own.close();
        }
        assertThat(handled).containsExactlyInAnyOrder("x", "y", "z");
    }

    @Test
    void closeStopsThePollThread() {
        String topic = "close-check";
        KafkaTopics.ensure(admin, List.of(topic), 1, (short) 1);
        KafkaEventConsumer consumer = KafkaEventConsumer.start(broker.bootstrapServers(), "close-group", topic,
                record -> { });
        consumer.close();
        assertThat(consumer.isRunning()).isFalse();
        // close() returns once the poll loop has finished; the thread itself may need a moment more to end
        await().atMost(Duration.ofSeconds(5)).untilAsserted(() -> assertThat(Thread.getAllStackTraces().keySet())
                .noneMatch(t -> t.getName().equals("kafka-consumer-close-group-" + topic)));
    }

    @Test
    void withADurabilityBarrierOffsetsAreCommittedOnlyAfterTheBarrierHeld() throws Exception {
        String topic = "barrier-check";
        KafkaTopics.ensure(admin, List.of(topic), 1, (short) 1);
        send(topic, "game-3", "m1", "m2", "m3");

        List<String> handled = new CopyOnWriteArrayList<>();
        AtomicInteger barriers = new AtomicInteger();
        AtomicBoolean storeUp = new AtomicBoolean(false);
        try (KafkaEventConsumer consumer = KafkaEventConsumer.startBatched(broker.bootstrapServers(), "barrier-group",
                topic, records -> records.forEach(r -> handled.add(new String(r.value(), StandardCharsets.UTF_8))),
                Map.of(), () -> {
                    if (!storeUp.get()) {
                        throw new IllegalStateException("store unavailable");
                    }
                    barriers.incrementAndGet();
                })) {
            await().atMost(Duration.ofSeconds(30)).until(() -> handled.size() == 3);
            // a negative: while the barrier fails, no offset may reach the group, over a few deferral intervals
            await().during(Duration.ofMillis(3 * KafkaEventConsumer.DEFERRED_COMMIT_MILLIS))
                    .atMost(Duration.ofSeconds(5)).until(() -> committed("barrier-group", topic) == 0);

            storeUp.set(true);
            await().atMost(Duration.ofSeconds(10)).until(() -> committed("barrier-group", topic) == 3);
            assertThat(barriers.get()).isGreaterThanOrEqualTo(1);
            assertThat(handled).containsExactly("m1", "m2", "m3");
        }
    }

    @Test
    void aMemberClosingWhileItsBarrierFailsCommitsNothingSoTheNextMemberHandlesTheRecordsAgain() throws Exception {
        String topic = "barrier-close-check";
        KafkaTopics.ensure(admin, List.of(topic), 1, (short) 1);
        send(topic, "game-4", "x1", "x2");
        List<String> first = new CopyOnWriteArrayList<>();
        try (KafkaEventConsumer consumer = KafkaEventConsumer.startBatched(broker.bootstrapServers(),
                "barrier-close-group", topic,
                records -> records.forEach(r -> first.add(new String(r.value(), StandardCharsets.UTF_8))), Map.of(),
                () -> {
                    throw new IllegalStateException("store unavailable");
                })) {
            await().atMost(Duration.ofSeconds(30)).until(() -> first.size() == 2);
        }
        assertThat(committed("barrier-close-group", topic)).as("closing commits only what is durable").isZero();

        List<String> second = new CopyOnWriteArrayList<>();
        try (KafkaEventConsumer consumer = KafkaEventConsumer.startBatched(broker.bootstrapServers(),
                "barrier-close-group", topic,
                records -> records.forEach(r -> second.add(new String(r.value(), StandardCharsets.UTF_8))), Map.of(),
                () -> { })) {
            await().atMost(Duration.ofSeconds(30)).until(() -> second.size() == 2);
        }
        assertThat(second).containsExactly("x1", "x2");
        assertThat(committed("barrier-close-group", topic)).as("committed on close after the barrier").isEqualTo(2);
    }

    @Test
    void topicCreationIsIdempotent() {
        List<String> first = KafkaTopics.ensure(admin, List.of("idempotent-a", "idempotent-b"), 3, (short) 0);
        List<String> second = KafkaTopics.ensure(admin, List.of("idempotent-a", "idempotent-b"), 3, (short) 0);
        assertThat(first).containsExactlyInAnyOrder("idempotent-a", "idempotent-b");
        assertThat(second).isEmpty();
    }

    private static void send(String topic, String key, String... values) {
        try (KafkaProducer<String, byte[]> producer = new KafkaProducer<>(Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
                ProducerConfig.ACKS_CONFIG, "all"), new StringSerializer(), new ByteArraySerializer())) {
            for (String value : values) {
                producer.send(new ProducerRecord<>(topic, key, value.getBytes(StandardCharsets.UTF_8)));
            }
            producer.flush();
        }
    }

    private static long committed(String group, String topic) throws Exception {
        Map<TopicPartition, OffsetAndMetadata> offsets =
                admin.listConsumerGroupOffsets(group).partitionsToOffsetAndMetadata().get();
        OffsetAndMetadata offset = offsets.get(new TopicPartition(topic, 0));
        return offset == null ? 0 : offset.offset();
    }
}
