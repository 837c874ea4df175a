package org.openkifu.infra.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.Config;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmbeddedKafkaBrokerTest {

    @TempDir
    Path dataDir;

    @Test
    void recordsSurviveABrokerRestartOnTheSameDataDirectoryEvenOnOtherPorts() throws Exception {
        try (EmbeddedKafkaBroker broker = EmbeddedKafkaBroker.start(dataDir, 0, 0)) {
            try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()))) {
                admin.createTopics(List.of(new NewTopic("restart-check", 1, (short) 1))).all().get();
            }
            try (KafkaProducer<String, String> producer = new KafkaProducer<>(Map.of(
                    ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
                    ProducerConfig.ACKS_CONFIG, "all"), new StringSerializer(), new StringSerializer())) {
                producer.send(new ProducerRecord<>("restart-check", "k", "before restart")).get();
            }
        }
        assertThat(dataDir.resolve("meta.properties")).exists();
        assertThat(dataDir.resolve("restart-check-0")).isDirectory();

        try (EmbeddedKafkaBroker broker = EmbeddedKafkaBroker.start(dataDir, 0, 0)) {
            assertThat(readAll(broker.bootstrapServers(), "restart-check")).containsExactly("before restart");
        }
    }

    @Test
    void theLogCleanersHeapBufferIsEightMegabytesNotKafkasDefaultOf128() throws Exception {
        try (EmbeddedKafkaBroker broker = EmbeddedKafkaBroker.start(dataDir, 0, 0);
             Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()))) {
            ConfigResource node = new ConfigResource(ConfigResource.Type.BROKER, "1");
            Config config = admin.describeConfigs(List.of(node)).all().get().get(node);
            assertThat(config.get("log.cleaner.dedupe.buffer.size").value()).isEqualTo("8388608");
            assertThat(config.get("log.cleaner.enable").value()).isEqualTo("true");
        }
    }

    private static List<String> readAll(String bootstrap, String topic) {
        List<String> values = new ArrayList<>();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(Map.of(
                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest"), new StringDeserializer(), new StringDeserializer())) {
            TopicPartition partition = new TopicPartition(topic, 0);
            consumer.assign(Set.of(partition));
            consumer.seekToBeginning(Set.of(partition));
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (values.isEmpty() && System.nanoTime() < deadline) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(500))) {
                    values.add(record.value());
                }
            }
        }
        return values;
    }
}
