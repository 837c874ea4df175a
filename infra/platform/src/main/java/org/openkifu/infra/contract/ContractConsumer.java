package org.openkifu.infra.contract;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.openkifu.infra.kafka.KafkaEventConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One context's subscription to one contract topic: a consumer group that resumes from its committed offsets after a
 * restart, drops redelivered messages (when asked to), shows how far behind it is, and can be rebuilt from the start
 * of the topic. The one way a context consumes another's published language; see docs/projections.md.
 *
 * <p>A rebuild empties the handler's read model ({@link ContractHandler#reset()}), forgets the handled ids and starts
 * a new <em>generation</em>: a new consumer group that reads the topic from its first record. Other nodes see the new
 * generation within {@link ContractConsumers}'s check interval and switch to it too.
 */
public final class ContractConsumer implements AutoCloseable {

    /** How redelivered messages are recognised. */
    public enum Dedupe {
        /** The platform remembers every handled message id (for low-volume topics whose handlers have side effects). */
        MESSAGE_ID,
        /** The handler is idempotent by itself (e.g. it compares sequence numbers); nothing is remembered. */
        HANDLER
    }

    /**
     * @param lag          records on the topic not handled yet by this node's members (-1 before the first measure)
     * @param stuck        the handler failed on its current batch at least once and has not succeeded since
     * @param lastError    the last failure (administrators only see it through the API)
     * @param rebuildingSince the start of a rebuild not yet caught up, else null
     */
    public record Status(String name, String topic, String groupId, int generation, boolean running, long handled,
                         long lag, boolean stuck, int consecutiveFailures, String lastError, Instant rebuildingSince) {
    }

    private static final Logger LOG = LoggerFactory.getLogger(ContractConsumer.class);
    private static final Duration PROGRESS_EVERY = Duration.ofSeconds(5);

    private final String name;
    private final String topic;
    private final ContractHandler handler;
    private final Dedupe dedupe;
    private final ProcessedMessages processed;
    private final Starter starter;
    private final Clock clock;

    private volatile KafkaEventConsumer consumer;
    private volatile int generation;
    private volatile Instant rebuildingSince;
    private long handledInGeneration;
    private Instant lastProgressLog = Instant.EPOCH;

    /** Starts a batched Kafka consumer for a group (a seam for the registry and tests). */
    @FunctionalInterface
    interface Starter {
        KafkaEventConsumer start(String groupId, String topic, KafkaEventConsumer.BatchHandler handler);
    }

    ContractConsumer(String name, String topic, ContractHandler handler, Dedupe dedupe, ProcessedMessages processed,
            Starter starter, Clock clock) {
        this.name = name;
        this.topic = topic;
        this.handler = handler;
        this.dedupe = dedupe;
        this.processed = processed;
        this.starter = starter;
        this.clock = clock;
    }

    public String name() {
        return name;
    }

    synchronized void start() {
        generation = processed.generation(name);
        consumer = startConsumer();
        LOG.info("{}: consuming {} as group {}", name, topic, groupId(generation));
    }

    /** Empties the read model and reads the topic again from its start under a new consumer group. */
    public synchronized Status rebuild(String requestedBy) {
        LOG.info("{}: rebuild from the start of {} requested by {}", name, topic, requestedBy);
        stopConsumer();
        handler.reset();
        processed.forget(name);
        rebuildingSince = clock.instant();
        handledInGeneration = 0;
        generation = processed.nextGeneration(name);
        consumer = startConsumer();
        LOG.info("{}: reset; reading {} from its first record as group {}", name, topic, groupId(generation));
        return status();
    }

    /** Switches to a generation another node started (its rebuild already reset the shared read model). */
    synchronized void follow() {
        int current = processed.generation(name);
        if (current > generation) {
            LOG.info("{}: another node started generation {}; switching to it", name, current);
            stopConsumer();
            generation = current;
            consumer = startConsumer();
        }
    }

    /** A consumer of the current generation; the handler forgets what it kept from any earlier one first. */
    private KafkaEventConsumer startConsumer() {
        handler.partitionsReleased();
        return starter.start(groupId(generation), topic, new KafkaEventConsumer.BatchHandler() {
            @Override
            public void handle(List<ConsumerRecord<String, byte[]>> records) throws Exception {
                ContractConsumer.this.handle(records);
            }

            @Override
            public void released(Collection<TopicPartition> partitions) {
                handler.partitionsReleased();
            }
        });
    }

    public Status status() {
        caughtUp();
        KafkaEventConsumer c = consumer;
        long lag = c == null ? -1 : c.lag();
        Instant since = rebuildingSince;
        return new Status(name, topic, groupId(generation), generation, c != null && c.isRunning(),
                c == null ? 0 : c.handledRecords(), lag, c != null && c.consecutiveFailures() > 0,
                c == null ? 0 : c.consecutiveFailures(), c == null ? null : c.lastError(), since);
    }

    private void handle(List<ConsumerRecord<String, byte[]>> records) throws Exception {
        List<ContractMessage> batch = new ArrayList<>(records.size());
        for (ConsumerRecord<String, byte[]> r : records) {
            batch.add(new ContractMessage(r.topic(), r.partition(), r.offset(), r.key(), header(r, "messageId"),
                    header(r, "type"), r.value()));
        }
        if (dedupe == Dedupe.MESSAGE_ID) {
            List<String> ids = batch.stream().map(ContractMessage::messageId).filter(id -> id != null).toList();
            // handled before, or earlier in this very batch (a producer's retry can put a message twice in a row)
            Set<String> seen = new java.util.HashSet<>(ids.isEmpty() ? Set.of() : processed.seen(name, ids));
            List<ContractMessage> fresh = batch.stream()
                    .filter(m -> m.messageId() == null || seen.add(m.messageId())).toList();
            if (!fresh.isEmpty()) {
                handler.handle(fresh);
            }
            processed.remember(name, fresh.stream().map(ContractMessage::messageId).filter(id -> id != null).toList());
        } else {
            handler.handle(batch);
        }
        progress(batch.size());
    }

    /** While a rebuild catches up: counts and rates in the log every few seconds, then one line when it is done. */
    private void progress(int handled) {
        Instant since = rebuildingSince;
        if (since == null) {
            return;
        }
        handledInGeneration += handled;
        Instant now = clock.instant();
        long lag = consumer == null ? -1 : consumer.lag();
        double seconds = Math.max(0.001, Duration.between(since, now).toMillis() / 1000.0);
        if (Duration.between(lastProgressLog, now).compareTo(PROGRESS_EVERY) >= 0) {
            lastProgressLog = now;
            LOG.info("{}: rebuilding, {} messages handled, {} behind, {} per second", name, handledInGeneration,
                    lag < 0 ? "?" : lag, Math.round(handledInGeneration / seconds));
        }
    }

    /** Ends a rebuild once this node's members have nothing left to read (lag is measured after each poll). */
    void caughtUp() {
        Instant since = rebuildingSince;
        KafkaEventConsumer c = consumer;
        if (since != null && c != null && c.lag() == 0) {
            rebuildingSince = null;
            double seconds = Math.max(0.001, Duration.between(since, clock.instant()).toMillis() / 1000.0);
            LOG.info("{}: rebuild caught up: {} messages in {} s ({} per second)", name, handledInGeneration,
                    String.format(java.util.Locale.ROOT, "%.1f", seconds), Math.round(handledInGeneration / seconds));
        }
    }

    private String groupId(int g) {
        return "openkifu." + name + (g == 0 ? "" : ".g" + g);
    }

    private static String header(ConsumerRecord<String, byte[]> record, String key) {
        Header h = record.headers().lastHeader(key);
        return h == null ? null : new String(h.value(), StandardCharsets.UTF_8);
    }

    private void stopConsumer() {
        KafkaEventConsumer c = consumer;
        if (c != null) {
            c.close();
        }
        consumer = null;
    }

    @Override
    public synchronized void close() {
        stopConsumer();
    }
}
