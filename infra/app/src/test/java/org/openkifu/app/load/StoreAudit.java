package org.openkifu.app.load;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoDatabase;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.bson.Document;
import tools.jackson.databind.JsonNode;

/**
 * What is stored, read the way an auditor would: the event store's documents, the projections' collections and the
 * Kafka topic, straight from the servers (no application code).
 */
final class StoreAudit {

    /** One stored game event. */
    record Stored(String gameId, long sequence, String eventId, String type, JsonNode payload) {
    }

    private StoreAudit() {
    }

    /** Every game event in the store, by game, in sequence order. */
    static Map<String, List<Stored>> gameEvents(MongoClient mongo) {
        Map<String, TreeMap<Long, Stored>> byGame = new HashMap<>();
        for (Document commit : mongo.getDatabase("openkifu").getCollection("events").find()) {
            for (Document e : commit.getList("events", Document.class)) {
                if (!"Game".equals(e.getString("type"))) {
                    continue;
                }
                String payloadType = e.getString("payloadType");
                Stored stored = new Stored(e.getString("aggregateIdentifier"), e.getLong("sequenceNumber"),
                        e.getString("eventIdentifier"), payloadType.substring(payloadType.lastIndexOf('$') + 1),
                        HarnessApi.JSON.readTree(e.getString("payload")));
                Stored before = byGame.computeIfAbsent(stored.gameId(), id -> new TreeMap<>())
                        .put(stored.sequence(), stored);
                if (before != null) {
                    throw new IllegalStateException("two events at " + stored.gameId() + "/" + stored.sequence());
                }
            }
        }
        Map<String, List<Stored>> result = new HashMap<>();
        byGame.forEach((id, events) -> result.put(id, new ArrayList<>(events.values())));
        return result;
    }

    /** One stored event of any aggregate: its type's simple name and payload. */
    record AnyEvent(String aggregateType, String aggregateId, String type, JsonNode payload) {
    }

    /** Every stored event, in no particular order. */
    static List<AnyEvent> allEvents(MongoClient mongo) {
        List<AnyEvent> all = new ArrayList<>();
        for (Document commit : mongo.getDatabase("openkifu").getCollection("events").find()) {
            for (Document e : commit.getList("events", Document.class)) {
                String payloadType = e.getString("payloadType");
                all.add(new AnyEvent(e.getString("type"), e.getString("aggregateIdentifier"),
                        payloadType.substring(Math.max(payloadType.lastIndexOf('$'), payloadType.lastIndexOf('.')) + 1),
                        HarnessApi.JSON.readTree(e.getString("payload"))));
            }
        }
        return all;
    }

    /** A collection's documents by id (as stored, every field). */
    static Map<Object, Document> collection(MongoClient mongo, String name) {
        Map<Object, Document> documents = new TreeMap<>((a, b) -> String.valueOf(a).compareTo(String.valueOf(b)));
        MongoDatabase database = mongo.getDatabase("openkifu");
        for (Document d : database.getCollection(name).find()) {
            documents.put(d.get("_id"), d);
        }
        return documents;
    }

    /** The topic as a consumer of a new group sees it: every record's (aggregate, sequence) and event id. */
    record Topic(long records, Map<String, List<String>> eventIdsByKey) {
    }

    static Topic topic(String bootstrap, String topic, Duration timeout) {
        Properties p = new Properties();
        p.putAll(Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap, ConsumerConfig.GROUP_ID_CONFIG,
                "audit-" + System.nanoTime(), ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest",
                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false"));
        Map<String, List<String>> byKey = new HashMap<>();
        long records = 0;
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(p, new StringDeserializer(),
                new StringDeserializer())) {
            List<TopicPartition> partitions = consumer.partitionsFor(topic, timeout).stream()
                    .map(info -> new TopicPartition(topic, info.partition())).toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            Map<TopicPartition, Long> end = consumer.endOffsets(partitions, timeout);
            long deadline = System.nanoTime() + timeout.toNanos();
            while (partitions.stream().anyMatch(tp -> consumer.position(tp) < end.get(tp))) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("could not read " + topic + " to its end within " + timeout);
                }
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(200))) {
                    JsonNode envelope = HarnessApi.JSON.readTree(r.value());
                    byKey.computeIfAbsent(envelope.path("aggregateId").asString() + "/"
                            + envelope.path("sequenceNumber").asLong(), k -> new ArrayList<>())
                            .add(envelope.path("eventId").asString());
                    records++;
                }
            }
        }
        return new Topic(records, byKey);
    }
}
