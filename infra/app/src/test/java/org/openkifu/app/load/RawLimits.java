package org.openkifu.app.load;

import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.bson.Document;

/**
 * The limits a measurement of the platform is compared with, taken in the same run on the same machine: how often
 * the disk completes a flush, how fast the very MongoDB server the application uses takes plain inserts, and how
 * fast the very Kafka broker takes records with the relay's settings. Each runs for a fixed time and reports a
 * rate and a latency distribution.
 */
final class RawLimits {

    /** One limit: operations per second with {@code clients} concurrent clients, and their latencies. */
    record Limit(String name, int clients, long operations, double seconds, Latencies latencies) {
        double perSecond() {
            return operations / seconds;
        }

        String line() {
            return String.format("%-44s %2d client(s): %8.0f /s  %s", name, clients, perSecond(), latencies.summary());
        }
    }

    private RawLimits() {
    }

    /**
     * SHA-256 of a 64 KiB block, in the harness's JVM: how fast this machine's cores run today, so that runs on
     * different days (a VM's speed moves by half between them) can be told apart from changes in the code.
     */
    static Limit cpuReference(int clients, Duration duration) throws Exception {
        return timed("cpu: SHA-256 of a 64 KiB block (reference)", clients, duration, () -> {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] block = new byte[64 * 1024];
            return () -> block[0] = digest.digest(block)[0];
        });
    }

    /** 500-byte appends to a file in {@code directory}, each followed by fdatasync ({@code force(false)}). */
    static Limit diskFlush(Path directory, int clients, Duration duration) throws Exception {
        Path file = directory.resolve("flush-probe-" + clients + ".bin");
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            return timed("disk: 500-byte append + fdatasync", clients, duration, () -> {
                ByteBuffer record = ByteBuffer.allocate(500);
                return () -> {
                    record.clear();
                    channel.write(record);
                    channel.force(false);
                };
            });
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /** insertOne of event-sized documents (about 500 bytes) into a scratch collection of the same server. */
    static Limit mongoInserts(MongoClient client, int clients, Duration duration) throws Exception {
        MongoCollection<Document> collection = client.getDatabase("harness_raw").getCollection("inserts_" + clients);
        collection.drop();
        String payload = "x".repeat(330);
        try {
            return timed("mongo: raw insertOne, ~500-byte document", clients, duration, () -> () ->
                    collection.insertOne(new Document("aggregateIdentifier", "game-raw")
                            .append("sequenceNumber", System.nanoTime())
                            .append("type", "Game").append("timestamp", "2026-11-23T21:00:00.000Z")
                            .append("payloadType", "org.openkifu.game.domain.GameEvent$StonePlaced")
                            .append("payload", payload)));
        } finally {
            collection.drop();
        }
    }

    /** Records of {@code bytes} with the relay's producer settings, each send awaited (one broker round trip each). */
    static Limit kafkaSyncSends(String bootstrap, int bytes, Duration duration) throws Exception {
        String topic = ensureTopic(bootstrap, "harness.raw-sync");
        try (KafkaProducer<String, byte[]> producer = producer(bootstrap)) {
            byte[] value = new byte[bytes];
            return timed("kafka: send + await ack (acks=all)", 1, duration, () -> () ->
                    producer.send(new ProducerRecord<>(topic, "game-raw", value)).get());
        }
    }

    /** Records of {@code bytes} sent back to back, acknowledged in the background: the broker's throughput. */
    static Limit kafkaThroughput(String bootstrap, int bytes, Duration duration) throws Exception {
        String topic = ensureTopic(bootstrap, "harness.raw-async");
        try (KafkaProducer<String, byte[]> producer = producer(bootstrap)) {
            byte[] value = new byte[bytes];
            List<Future<RecordMetadata>> window = new ArrayList<>();
            long started = System.nanoTime();
            long end = started + duration.toNanos();
            long count = 0;
            Latencies latencies = new Latencies();
            while (System.nanoTime() < end) {
                window.add(producer.send(new ProducerRecord<>(topic, "game-" + (count % 64), value)));
                count++;
                if (window.size() == 1_000) {
                    long t = System.nanoTime();
                    for (Future<RecordMetadata> f : window) {
                        f.get();
                    }
                    latencies.add(System.nanoTime() - t);
                    window.clear();
                }
            }
            for (Future<RecordMetadata> f : window) {
                f.get();
            }
            return new Limit("kafka: async sends (acks=all), batches of 1000", 1, count,
                    (System.nanoTime() - started) / 1e9, latencies);
        }
    }

    /** Reads back everything in the throughput topic from the start: the consumer's rate. */
    static Limit kafkaConsume(String bootstrap, long expected, Duration timeout) {
        Properties p = new Properties();
        p.putAll(Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap, ConsumerConfig.GROUP_ID_CONFIG,
                "harness-raw-" + System.nanoTime(), ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest",
                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false"));
        try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(p, new StringDeserializer(),
                new ByteArrayDeserializer())) {
            consumer.subscribe(List.of("harness.raw-async"));
            long started = System.nanoTime();
            long count = 0;
            while (count < expected && System.nanoTime() - started < timeout.toNanos()) {
                count += consumer.poll(Duration.ofMillis(200)).count();
            }
            return new Limit("kafka: consumer, from the start of the topic", 1, count,
                    (System.nanoTime() - started) / 1e9, new Latencies());
        }
    }

    private static KafkaProducer<String, byte[]> producer(String bootstrap) {
        Properties p = new Properties();
        p.putAll(Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap, ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true, ProducerConfig.LINGER_MS_CONFIG, 5));
        return new KafkaProducer<>(p, new StringSerializer(), new ByteArraySerializer());
    }

    private static String ensureTopic(String bootstrap, String topic) throws Exception {
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap))) {
            if (!admin.listTopics().names().get().contains(topic)) {
                admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1))).all().get();
            }
        }
        return topic;
    }

    interface Operation {
        void run() throws Exception;
    }

    interface OperationFactory {
        /** One operation per client thread (so a client may keep its own buffers). */
        Operation create() throws Exception;
    }

    /** {@code clients} threads running their operation back to back for {@code duration}. */
    static Limit timed(String name, int clients, Duration duration, OperationFactory factory) throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> threads = new ArrayList<>();
        List<Latencies> perThread = new ArrayList<>();
        List<Exception> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
        for (int i = 0; i < clients; i++) {
            Operation operation = factory.create();
            Latencies latencies = new Latencies();
            perThread.add(latencies);
            threads.add(new Thread(() -> {
                try {
                    while (!stop.get()) {
                        long t = System.nanoTime();
                        operation.run();
                        latencies.add(System.nanoTime() - t);
                    }
                } catch (Exception e) {
                    failures.add(e);
                }
            }, "limit-" + i));
        }
        long started = System.nanoTime();
        threads.forEach(Thread::start);
        Thread.sleep(duration.toMillis());
        stop.set(true);
        for (Thread t : threads) {
            t.join();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        if (!failures.isEmpty()) {
            throw failures.get(0);
        }
        Latencies all = Latencies.merge(perThread);
        return new Limit(name, clients, all.count(), seconds, all);
    }
}
