package org.openkifu.infra.kafka;

import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How {@link KafkaEventConsumer} commits what it handled: asynchronously after each batch (the poll thread does not
 * wait for the broker's answer), synchronously (bounded) before its partitions go to another member and before it
 * closes, so the next owner starts after what was handled. Used on the poll thread only.
 *
 * <p>With a {@link KafkaEventConsumer.Durability} barrier the handler's writes need not wait for the disk
 * themselves: the offsets of the batches handled are committed together at most once per interval, each time after
 * the barrier has made every write before it durable (and before any synchronous commit). A crash then loses writes
 * only beyond the committed offsets, which the group handles again.
 */
final class OffsetCommits {

    private static final Logger log = LoggerFactory.getLogger(OffsetCommits.class);
    /** A synchronous commit gives up after this (a broker away must not hold a rebalance or a shutdown for long). */
    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final Consumer<?, ?> consumer;
    private final String groupId;
    /** The next offset of every partition handled since its last synchronous commit. */
    private final Map<TopicPartition, OffsetAndMetadata> uncommitted = new HashMap<>();
    /** Null: offsets are committed after each batch. */
    private final KafkaEventConsumer.Durability durability;
    private final long intervalNanos;
    /** Handled, waiting for the next barrier before their asynchronous commit. */
    private final Map<TopicPartition, OffsetAndMetadata> deferred = new HashMap<>();
    private long lastBarrier = System.nanoTime();

    OffsetCommits(Consumer<?, ?> consumer, String groupId) {
        this(consumer, groupId, null, Duration.ZERO);
    }

    OffsetCommits(Consumer<?, ?> consumer, String groupId, KafkaEventConsumer.Durability durability,
            Duration interval) {
        this.consumer = consumer;
        this.groupId = groupId;
        this.durability = durability;
        this.intervalNanos = interval.toNanos();
    }

    void commitAsync(Map<TopicPartition, OffsetAndMetadata> handled) {
        if (handled.isEmpty()) {
            return;
        }
        uncommitted.putAll(handled);
        if (durability == null) {
            send(Map.copyOf(handled));
            return;
        }
        deferred.putAll(handled);
        tick();
    }

    /** Called after every poll: commits the deferred offsets once the interval has passed and the barrier held. */
    void tick() {
        if (deferred.isEmpty() || System.nanoTime() - lastBarrier < intervalNanos) {
            return;
        }
        if (!barrier()) {
            return; // tried again at the next tick
        }
        send(Map.copyOf(deferred));
        deferred.clear();
    }

    private boolean barrier() {
        if (durability == null) {
            return true;
        }
        try {
            durability.barrier();
            lastBarrier = System.nanoTime();
            return true;
        } catch (RuntimeException e) {
            log.warn("Consumer group {}: the store could not make the handled records durable, their offsets wait: {}",
                    groupId, e.toString());
            return false;
        }
    }

    private void send(Map<TopicPartition, OffsetAndMetadata> handled) {
        consumer.commitAsync(handled, (offsets, e) -> {
            if (e != null) {
                // a later commit (or the synchronous one when partitions move) covers these offsets
                log.debug("Consumer group {}: an asynchronous commit failed: {}", groupId, e.toString());
            }
        });
    }

    /** Commits synchronously what was handled on these partitions and not yet committed that way. */
    void commitNow(Collection<TopicPartition> partitions) {
        Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
        for (TopicPartition partition : partitions) {
            OffsetAndMetadata offset = uncommitted.remove(partition);
            if (offset != null) {
                offsets.put(partition, offset);
            }
            deferred.remove(partition);
        }
        if (offsets.isEmpty()) {
            return;
        }
        if (!barrier()) {
            log.warn("Consumer group {}: {} not committed, they will be handled again", groupId, offsets);
            return;
        }
        try {
            try {
                consumer.commitSync(offsets, TIMEOUT);
            } catch (WakeupException e) {
                consumer.commitSync(offsets, TIMEOUT); // close() woke the consumer; the commit still matters
            }
        } catch (KafkaException e) {
            log.warn("Consumer group {}: could not commit {} before handing the partitions over, they will be"
                    + " handled again: {}", groupId, offsets, e.toString());
        }
    }

    /** Before closing: everything handled, synchronously. */
    void commitAll() {
        try {
            commitNow(List.copyOf(uncommitted.keySet()));
        } catch (RuntimeException e) {
            log.warn("Consumer group {}: could not commit before closing: {}", groupId, e.toString());
        }
    }

    /**
     * The partitions were lost (this member was thrown out of the group): another member may own them already, and
     * committing now could move its offsets back.
     */
    void forget(Collection<TopicPartition> partitions) {
        partitions.forEach(uncommitted::remove);
        partitions.forEach(deferred::remove);
    }
}
