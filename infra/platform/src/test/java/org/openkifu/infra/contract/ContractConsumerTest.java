package org.openkifu.infra.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.infra.config.ReadModelWrites;
import org.openkifu.infra.eventstore.MongoServerFixture;
import org.openkifu.infra.kafka.EmbeddedKafkaBroker;
import org.openkifu.infra.kafka.KafkaTopics;

/** The contract consumer on a real broker and the embedded MongoDB: dedupe, retries, restarts, rebuilds, lag. */
class ContractConsumerTest {

    @TempDir
    static Path dataDir;

    static EmbeddedKafkaBroker broker;
    static Admin admin;
    static Producer<String, byte[]> producer;
    static MongoServerFixture mongo;

    @BeforeAll
    static void start() throws Exception {
        broker = EmbeddedKafkaBroker.start(dataDir, 0, 0);
        admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()));
        producer = new KafkaProducer<>(Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
                ProducerConfig.ACKS_CONFIG, "all"), new StringSerializer(), new ByteArraySerializer());
        mongo = new MongoServerFixture();
    }

    @AfterAll
    static void stop() throws Exception {
        producer.close();
        admin.close();
        broker.close();
        mongo.close();
    }

    /** Records what it handled; fails the first {@code failures} batches it sees. */
    static final class Recorder implements ContractHandler {
        final List<String> handled = new CopyOnWriteArrayList<>();
        final AtomicInteger failures;
        final AtomicInteger resets = new AtomicInteger();
        final AtomicInteger releases = new AtomicInteger();

        Recorder(int failures) {
            this.failures = new AtomicInteger(failures);
        }

        @Override
        public void handle(List<ContractMessage> batch) {
            if (failures.getAndDecrement() > 0) {
                throw new IllegalStateException("the read model is away");
            }
            batch.forEach(m -> handled.add(m.messageId() + "=" + m.json().path("n").asInt()));
        }

        @Override
        public void reset() {
            resets.incrementAndGet();
            handled.clear();
        }

        @Override
        public void partitionsReleased() {
            releases.incrementAndGet();
        }
    }

    private static void send(String topic, String key, String messageId, int n) throws Exception {
        ProducerRecord<String, byte[]> record = new ProducerRecord<>(topic, key,
                ("{\"n\":" + n + "}").getBytes(StandardCharsets.UTF_8));
        record.headers().add("messageId", messageId.getBytes(StandardCharsets.UTF_8));
        record.headers().add("type", "Numbered".getBytes(StandardCharsets.UTF_8));
        producer.send(record).get();
    }

    private static ContractConsumers consumers() {
        return consumers(ReadModelWrites.journaled());
    }

    private static ContractConsumers consumers(ReadModelWrites handlerWrites) {
        ContractConsumers consumers = new ContractConsumers(broker.bootstrapServers(), mongo.database(),
                Clock.systemUTC(), Duration.ofMillis(200), handlerWrites);
        consumers.start(); // the application's lifecycle does this once the topics exist
        return consumers;
    }

    @Test
    void withUnjournaledHandlersOffsetsFollowAJournaledBarrierAndARestartResumesAfterThem() throws Exception {
        String topic = "contract-barrier";
        KafkaTopics.ensure(admin, List.of(topic), 1, (short) 1);
        for (int i = 0; i < 3; i++) {
            send(topic, "g" + i, "b" + i, i);
        }
        Recorder first = new Recorder(0);
        try (ContractConsumers consumers = consumers(ReadModelWrites.unjournaled())) {
            consumers.register("barrier", topic, first, ContractConsumer.Dedupe.HANDLER);
            await().atMost(Duration.ofSeconds(30)).until(() -> first.handled.size() == 3);
        }
        assertThat(mongo.database().getCollection(ProcessedMessages.CONSUMERS)
                .find(new org.bson.Document("_id", "barrier")).first())
                .as("the barrier's journaled write before the offsets").isNotNull()
                .extracting(d -> d.get("durableAt")).isNotNull();

        send(topic, "g3", "b3", 3);
        Recorder second = new Recorder(0);
        try (ContractConsumers consumers = consumers(ReadModelWrites.unjournaled())) {
            consumers.register("barrier", topic, second, ContractConsumer.Dedupe.HANDLER);
            await().atMost(Duration.ofSeconds(30)).until(() -> second.handled.size() == 1);
        }
        assertThat(second.handled).containsExactly("b3=3");
    }

    @Test
    void aRedeliveredMessageIsHandledOnceAndAFailingBatchIsRetriedNotSkipped() throws Exception {
        String topic = "contract-dedupe";
        KafkaTopics.ensure(admin, List.of(topic), 2, (short) 1);
        send(topic, "g1", "m1", 1);
        send(topic, "g1", "m1", 1); // the producer retried: the same message twice on the topic
        send(topic, "g2", "m2", 2);
        Recorder recorder = new Recorder(2);
        try (ContractConsumers consumers = consumers()) {
            ContractConsumer consumer = consumers.register("dedupe", topic, recorder, ContractConsumer.Dedupe.MESSAGE_ID);
            await().atMost(Duration.ofSeconds(30)).until(() -> recorder.handled.size() >= 2
                    && consumer.status().lag() == 0);
            assertThat(recorder.handled).containsExactlyInAnyOrder("m1=1", "m2=2");
            assertThat(recorder.failures.get()).as("the two failing attempts happened and were retried").isNegative();
            assertThat(consumer.status().stuck()).isFalse();
        }
    }

    @Test
    void aRestartResumesAfterWhatWasHandledAndARebuildReadsTheTopicAgain() throws Exception {
        String topic = "contract-rebuild";
        KafkaTopics.ensure(admin, List.of(topic), 2, (short) 1);
        for (int i = 0; i < 5; i++) {
            send(topic, "g" + (i % 3), "r" + i, i);
        }
        Recorder first = new Recorder(0);
        try (ContractConsumers consumers = consumers()) {
            ContractConsumer consumer = consumers.register("rebuild", topic, first, ContractConsumer.Dedupe.HANDLER);
            await().atMost(Duration.ofSeconds(30)).until(() -> first.handled.size() == 5);
            await().atMost(Duration.ofSeconds(10)).until(() -> consumer.status().lag() == 0);
        }
        send(topic, "g9", "r5", 5);

        Recorder second = new Recorder(0);
        try (ContractConsumers consumers = consumers()) {
            ContractConsumer consumer = consumers.register("rebuild", topic, second, ContractConsumer.Dedupe.HANDLER);
            await().atMost(Duration.ofSeconds(30)).until(() -> second.handled.size() == 1);
            assertThat(second.handled).as("only what came after the restart").containsExactly("r5=5");

            ContractConsumer.Status rebuilding = consumer.rebuild("analyst");
            assertThat(rebuilding.generation()).isEqualTo(1);
            assertThat(rebuilding.rebuildingSince()).isNotNull();
            await().atMost(Duration.ofSeconds(30)).until(() -> second.handled.size() == 6);
            assertThat(second.resets.get()).isEqualTo(1);
            assertThat(second.handled).containsExactlyInAnyOrder("r0=0", "r1=1", "r2=2", "r3=3", "r4=4", "r5=5");
            await().atMost(Duration.ofSeconds(10)).until(() -> consumer.status().rebuildingSince() == null);
            assertThat(consumer.status().groupId()).isEqualTo("openkifu.rebuild.g1");
        }
    }

    @Test
    void aNodeThatHandsPartitionsToAnotherIsToldToForgetAndNothingIsHandledTwice() throws Exception {
        String topic = "contract-handover";
        KafkaTopics.ensure(admin, List.of(topic), 2, (short) 1);
        for (int i = 0; i < 6; i++) {
            send(topic, "g" + i, "h" + i, i); // keys spread over both partitions
        }
        Recorder first = new Recorder(0);
        Recorder second = new Recorder(0);
        try (ContractConsumers nodeA = consumers()) {
            ContractConsumer a = nodeA.register("handover", topic, first, ContractConsumer.Dedupe.HANDLER);
            await().atMost(Duration.ofSeconds(30)).until(() -> first.handled.size() == 6 && a.status().lag() == 0);
            int releasedBefore = first.releases.get();
            try (ContractConsumers nodeB = consumers()) {
                ContractConsumer b = nodeB.register("handover", topic, second, ContractConsumer.Dedupe.HANDLER);
                // the group rebalances: A gives up at least one partition and must forget what it kept of it
                await().atMost(Duration.ofSeconds(60)).until(() -> first.releases.get() > releasedBefore
                        && b.status().running() && a.status().lag() == 0 && b.status().lag() == 0);
                for (int i = 6; i < 12; i++) {
                    send(topic, "g" + i, "h" + i, i);
                }
                await().atMost(Duration.ofSeconds(30)).until(() -> first.handled.size() + second.handled.size() >= 12);
            }
        }
        List<String> all = new java.util.ArrayList<>(first.handled);
        all.addAll(second.handled);
        // A's last commits before the handover were asynchronous: the handover commits them, so B starts after them
        assertThat(all).as("each message handled once across the handover").doesNotHaveDuplicates().hasSize(12);
        assertThat(second.handled).as("B took a partition and handled its new messages").isNotEmpty();
    }

    @Test
    void anotherNodeFollowsANewGeneration() throws Exception {
        String topic = "contract-follow";
        KafkaTopics.ensure(admin, List.of(topic), 1, (short) 1);
        send(topic, "g", "f0", 0);
        Recorder here = new Recorder(0);
        Recorder there = new Recorder(0);
        try (ContractConsumers nodeA = consumers(); ContractConsumers nodeB = consumers()) {
            ContractConsumer a = nodeA.register("follow", topic, here, ContractConsumer.Dedupe.HANDLER);
            ContractConsumer b = nodeB.register("follow", topic, there, ContractConsumer.Dedupe.HANDLER);
            await().atMost(Duration.ofSeconds(30)).until(() -> here.handled.size() + there.handled.size() == 1);
            a.rebuild("admin");
            await().atMost(Duration.ofSeconds(30)).until(() -> b.status().generation() == 1);
            assertThat(there.resets.get()).as("only the node that rebuilt resets the shared read model").isZero();
        }
    }
}
