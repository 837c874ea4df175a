package org.openkifu.infra.platform;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;

/** Reads a whole topic from the beginning with a plain consumer (no group), as an outside observer would. */
public final class TopicReader {

    private TopicReader() {
    }

    public static List<ConsumerRecord<String, byte[]>> readAll(String bootstrap, String topic) {
        return readUntil(bootstrap, topic, records -> false, Duration.ZERO);
    }

    /** Reads until {@code done} holds for everything read so far, or the timeout passes; returns all records. */
    public static List<ConsumerRecord<String, byte[]>> readUntil(String bootstrap, String topic,
            Predicate<List<ConsumerRecord<String, byte[]>>> done, Duration timeout) {
        try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(Map.of(
                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                ConsumerConfig.ALLOW_AUTO_CREATE_TOPICS_CONFIG, false),
                new StringDeserializer(), new ByteArrayDeserializer())) {
            List<TopicPartition> partitions = consumer.partitionsFor(topic, Duration.ofSeconds(20)).stream()
                    .map(p -> new TopicPartition(topic, p.partition()))
                    .toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            Map<TopicPartition, Long> end = new java.util.HashMap<>(consumer.endOffsets(partitions));
            List<ConsumerRecord<String, byte[]>> records = new ArrayList<>();
            long deadline = System.nanoTime() + timeout.toNanos();
            while (true) {
                consumer.poll(Duration.ofMillis(200)).forEach(records::add);
                boolean caughtUp = partitions.stream().allMatch(p -> consumer.position(p) >= end.get(p));
                if (caughtUp && (done.test(records) || System.nanoTime() > deadline)) {
                    return records;
                }
                if (caughtUp) {
                    end.putAll(consumer.endOffsets(partitions));
                }
                if (System.nanoTime() > deadline + Duration.ofSeconds(30).toNanos()) {
                    throw new AssertionError("Could not read " + topic + " to its end");
                }
            }
        }
    }
}
