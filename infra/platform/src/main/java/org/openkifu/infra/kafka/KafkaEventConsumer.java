package org.openkifu.infra.kafka;

import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One member of a consumer group reading one topic on its own thread, at least once.
 *
 * <p>Each record goes to the handler in partition order. An offset is committed only after the handler returned
 * for that record. Commits after a batch are asynchronous (the poll thread does not wait for the broker's answer:
 * that wait was a share of every read model's lag); when partitions move to another member, and when the consumer
 * closes, what was handled is committed synchronously first, so the next owner starts after it. A commit lost to a
 * crash only means records handled once more.
 *
 * <p>When the handler throws, the offsets of the records handled before it are committed, the consumer seeks back to
 * the failed record (and to the first unhandled record of every other partition of the batch), waits with
 * exponential back-off and tries again: a record is never skipped, so a handler that can never succeed stops its
 * partitions until it is fixed (and says so in the log). Handlers must therefore be idempotent: after a crash or
 * rebalance, records handled since the last commit arrive again.
 *
 * <pre>{@code
 * try (KafkaEventConsumer consumer = KafkaEventConsumer.start(bootstrap, "ladder", "openkifu.game-results",
 *         record -> ladder.apply(record.value()))) { ... }
 * }</pre>
 *
 * <p>A batched consumer ({@link #startBatched}) hands each poll's records to its handler at once and commits them
 * together: one write per batch instead of one per record, for read models; on failure the whole batch comes again.
 */
public final class KafkaEventConsumer implements AutoCloseable {

    /** Handles one record; throwing means "not handled": the record is retried, not skipped. */
    @FunctionalInterface
    public interface RecordHandler {
        void handle(ConsumerRecord<String, byte[]> record) throws Exception;
    }

    /** Handles one poll's records (each partition's in order); throwing means "none handled": all come again. */
    @FunctionalInterface
    public interface BatchHandler {
        void handle(List<ConsumerRecord<String, byte[]>> records) throws Exception;

        /**
         * This member no longer owns these partitions (another member took them, or it is leaving the group): what the
         * handler keeps in memory about them may be stale from now on. Called on the poll thread, between batches.
         */
        default void released(Collection<TopicPartition> partitions) {
        }
    }

    /** Makes every write the handler has made so far durable (a journaled write after them); throws if it cannot. */
    @FunctionalInterface
    public interface Durability {
        void barrier();
    }

    private static final Logger log = LoggerFactory.getLogger(KafkaEventConsumer.class);
    /**
     * How long the broker waits for a member's heartbeats before it gives the member's partitions to the others
     * (Kafka's default: 45 s). A node killed with SIGKILL never leaves its groups, so its partitions go unread this
     * long, and every rebalance of the group meanwhile (a node joining, the broker restarting) waits for it as well.
     * 10 s is above any collector pause of this application by two orders of magnitude and within the brokers'
     * default bounds (6 s to 30 min, {@code group.min/max.session.timeout.ms}); {@code GroupMemberDeathTest}.
     */
    static final int SESSION_TIMEOUT_MS = 10_000;
    /** A third of the session timeout, as Kafka recommends. */
    private static final int HEARTBEAT_INTERVAL_MS = 3_000;
    private static final Duration POLL_TIMEOUT = Duration.ofMillis(500);
    private static final Duration MIN_BACKOFF = Duration.ofMillis(100);
    private static final Duration MAX_BACKOFF = Duration.ofSeconds(30);

    private final Consumer<String, byte[]> consumer;
    private final String groupId;
    private final String topic;
    private final RecordHandler handler;
    private final BatchHandler batchHandler;
    private final Thread thread;
    private final CountDownLatch stopped = new CountDownLatch(1);
    private final Object sleeper = new Object();
    private volatile boolean running = true;
    private volatile long handledRecords;
    private volatile long failedAttempts;
    private volatile int consecutiveFailures;
    private volatile String lastError;
    private final GroupLag lag;
    private final OffsetCommits commits;

    private KafkaEventConsumer(Properties config, String groupId, String topic, RecordHandler handler,
            BatchHandler batchHandler) {
        this(config, groupId, topic, handler, batchHandler, null);
    }

    private KafkaEventConsumer(Properties config, String groupId, String topic, RecordHandler handler,
            BatchHandler batchHandler, Durability durability) {
        this.consumer = new KafkaConsumer<>(config, new StringDeserializer(), new ByteArrayDeserializer());
        this.groupId = groupId;
        this.topic = topic;
        this.handler = handler;
        this.batchHandler = batchHandler;
        this.commits = durability == null ? new OffsetCommits(consumer, groupId)
                : new OffsetCommits(consumer, groupId, durability, DEFERRED_COMMIT_INTERVAL);
        this.lag = new GroupLag(consumer, topic);
        this.thread = new Thread(this::run, "kafka-consumer-" + groupId + "-" + topic);
        this.thread.setDaemon(true);
    }

    /** Joins {@code groupId} on {@code topic} with default settings (earliest offset for a new group). */
    public static KafkaEventConsumer start(String bootstrapServers, String groupId, String topic,
            RecordHandler handler) {
        return start(bootstrapServers, groupId, topic, handler, Map.of());
    }

    /** As {@link #start(String, String, String, RecordHandler)}, with extra consumer properties. */
    public static KafkaEventConsumer start(String bootstrapServers, String groupId, String topic,
            RecordHandler handler, Map<String, Object> overrides) {
        KafkaEventConsumer consumer = new KafkaEventConsumer(config(bootstrapServers, groupId, overrides), groupId,
                Objects.requireNonNull(topic), Objects.requireNonNull(handler), null);
        consumer.thread.start();
        return consumer;
    }

    /** Joins {@code groupId} on {@code topic}; each poll's records go to {@code handler} together. */
    public static KafkaEventConsumer startBatched(String bootstrapServers, String groupId, String topic,
            BatchHandler handler, Map<String, Object> overrides) {
        return startBatched(bootstrapServers, groupId, topic, handler, overrides, null);
    }

    /**
     * As above, for a handler whose writes do not wait for the disk: the offsets are committed at most once per
     * {@value #DEFERRED_COMMIT_MILLIS} ms, each time after {@code durability}'s barrier ({@link OffsetCommits}).
     */
    public static KafkaEventConsumer startBatched(String bootstrapServers, String groupId, String topic,
            BatchHandler handler, Map<String, Object> overrides, Durability durability) {
        KafkaEventConsumer consumer = new KafkaEventConsumer(config(bootstrapServers, groupId, overrides), groupId,
                Objects.requireNonNull(topic), null, Objects.requireNonNull(handler), durability);
        consumer.thread.start();
        return consumer;
    }

    static final long DEFERRED_COMMIT_MILLIS = 500;
    private static final Duration DEFERRED_COMMIT_INTERVAL = Duration.ofMillis(DEFERRED_COMMIT_MILLIS);

    private static Properties config(String bootstrapServers, String groupId, Map<String, Object> overrides) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, groupId);
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.ALLOW_AUTO_CREATE_TOPICS_CONFIG, false);
        config.put(ConsumerConfig.CLIENT_ID_CONFIG, "openkifu-" + groupId);
        config.put(ConsumerConfig.SESSION_TIMEOUT_MS_CONFIG, SESSION_TIMEOUT_MS);
        config.put(ConsumerConfig.HEARTBEAT_INTERVAL_MS_CONFIG, HEARTBEAT_INTERVAL_MS);
        config.putAll(overrides);
        return config;
    }

    public String groupId() {
        return groupId;
    }

    public String topic() {
        return topic;
    }

    /** Records the handler finished since start. */
    public long handledRecords() {
        return handledRecords;
    }

    /** Handler invocations that threw since start. */
    public long failedAttempts() {
        return failedAttempts;
    }

    public boolean isRunning() {
        return stopped.getCount() > 0;
    }

    /** Handler failures in a row right now (0 when the last attempt succeeded): the consumer is stuck while > 0. */
    public int consecutiveFailures() {
        return consecutiveFailures;
    }

    /** The last handler failure, for administrators; null after a success. */
    public String lastError() {
        return lastError;
    }

    /**
     * Records on the topic the group has not handled yet (this member's partitions at its position, the others at the
     * group's committed offsets), measured about once a second; -1 before, and while the broker does not answer.
     */
    public long lag() {
        return lag.lastMeasured();
    }

    private void run() {
        try {
            consumer.subscribe(List.of(topic), new ConsumerRebalanceListener() {
                @Override
                public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
                    // the last asynchronous commit may not have reached the broker: the next owner must start after
                    // what this member handled
                    commits.commitNow(partitions);
                    if (batchHandler != null) {
                        batchHandler.released(partitions);
                    }
                }

                @Override
                public void onPartitionsLost(Collection<TopicPartition> partitions) {
                    // another member may own them already: committing now could move its offsets back
                    commits.forget(partitions);
                    if (batchHandler != null) {
                        batchHandler.released(partitions);
                    }
                }

                @Override
                public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
                    log.debug("Consumer group {} got {}", groupId, partitions);
                }
            });
            while (running) {
                ConsumerRecords<String, byte[]> records = consumer.poll(POLL_TIMEOUT);
                if (!records.isEmpty()) {
                    if (batchHandler != null ? handleAll(records) : handleBatch(records)) {
                        consecutiveFailures = 0;
                        lastError = null;
                    } else {
                        backOff(++consecutiveFailures);
                    }
                }
                commits.tick();
                lag.measureEverySecond();
            }
        } catch (WakeupException e) {
            if (running) {
                throw e;
            }
        } catch (RuntimeException e) {
            log.error("Consumer group {} on {} stopped: {}", groupId, topic, e.getMessage(), e);
        } finally {
            try {
                commits.commitAll();
                consumer.close(Duration.ofSeconds(5));
            } finally {
                stopped.countDown();
            }
        }
    }

    /** @return false if the handler failed; the consumer is then positioned on the first unhandled records. */
    private boolean handleBatch(ConsumerRecords<String, byte[]> records) {
        Map<TopicPartition, OffsetAndMetadata> handled = new HashMap<>();
        for (TopicPartition partition : records.partitions()) {
            for (ConsumerRecord<String, byte[]> record : records.records(partition)) {
                if (!running) {
                    rewind(records, handled);
                    commits.commitAsync(handled);
                    return true;
                }
                try {
                    handler.handle(record);
                } catch (Exception e) {
                    failed(e, record);
                    rewind(records, handled);
                    commits.commitAsync(handled);
                    return false;
                }
                handled.put(partition, new OffsetAndMetadata(record.offset() + 1));
                handledRecords++;
            }
        }
        commits.commitAsync(handled);
        return true;
    }

    /** @return false if the batch handler failed; the consumer is then positioned on the batch's first records. */
    private boolean handleAll(ConsumerRecords<String, byte[]> records) {
        List<ConsumerRecord<String, byte[]>> all = new java.util.ArrayList<>(records.count());
        Map<TopicPartition, OffsetAndMetadata> next = new HashMap<>();
        for (TopicPartition partition : records.partitions()) {
            List<ConsumerRecord<String, byte[]>> of = records.records(partition);
            all.addAll(of);
            next.put(partition, new OffsetAndMetadata(of.get(of.size() - 1).offset() + 1));
        }
        try {
            batchHandler.handle(all);
        } catch (Exception e) {
            failed(e, all.get(0));
            rewind(records, Map.of());
            return false;
        }
        handledRecords += all.size();
        commits.commitAsync(next);
        return true;
    }

    private void failed(Exception e, ConsumerRecord<String, byte[]> record) {
        failedAttempts++;
        lastError = e.toString();
        log.warn("Consumer group {}: handler failed on {}-{}@{} (key {}), will retry: {}", groupId,
                record.topic(), record.partition(), record.offset(), record.key(), e.toString(), e);
    }

    /** Seeks every partition of the batch back to its first record that was not handled. */
    private void rewind(ConsumerRecords<String, byte[]> records, Map<TopicPartition, OffsetAndMetadata> handled) {
        for (TopicPartition partition : records.partitions()) {
            OffsetAndMetadata done = handled.get(partition);
            long next = done != null ? done.offset() : records.records(partition).get(0).offset();
            consumer.seek(partition, next);
        }
    }

    private void backOff(int failures) {
        long millis = Math.min(MAX_BACKOFF.toMillis(), MIN_BACKOFF.toMillis() << Math.min(failures - 1, 16));
        synchronized (sleeper) {
            if (!running) {
                return;
            }
            try {
                sleeper.wait(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                running = false;
            }
        }
    }

    /** Stops polling, commits what was handled and leaves the group. Waits up to 30 s for the handler to finish. */
    @Override
    public void close() {
        running = false;
        synchronized (sleeper) {
            sleeper.notifyAll();
        }
        consumer.wakeup();
        try {
            if (!stopped.await(30, TimeUnit.SECONDS)) {
                log.warn("Consumer group {} on {} did not stop within 30 s", groupId, topic);
            } else if (thread != Thread.currentThread()) {
                // The latch opens in run()'s finally block; join so that close() returns only once the
                // poll thread is gone, not merely about to return.
                thread.join(TimeUnit.SECONDS.toMillis(5));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
