package org.openkifu.infra.kafka;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.TimeoutException;

/**
 * How far {@link KafkaEventConsumer}'s group is behind on its topic: the records it has not handled yet, over every
 * partition of the topic. This member's position counts where it owns a partition, the group's committed offset (or
 * the partition's start, if none) where another member does or none yet does. Counting only this member's
 * partitions said "caught up" while the partitions of a member that had left were not yet reassigned, or while this
 * member was still rejoining after a broker restart (issue 22's cluster test saw a game list 30 s behind reported
 * as caught up). When the broker or the group's coordinator does not answer the lag is unknown (-1): nothing then
 * claims to be caught up. Measured on the poll thread (a Kafka consumer is not thread-safe), read from any thread.
 */
final class GroupLag {

    private static final long EVERY_NANOS = 1_000_000_000L;
    private static final Duration WAIT = Duration.ofSeconds(2);

    private final Consumer<?, ?> consumer;
    private final String topic;
    private volatile long lag = -1;
    private long measuredAt;

    GroupLag(Consumer<?, ?> consumer, String topic) {
        this.consumer = consumer;
        this.topic = topic;
    }

    /** The last measurement: -1 before the first, and while the broker does not answer. */
    long lastMeasured() {
        return lag;
    }

    /** Measures again if the last measurement is a second old or more. */
    void measureEverySecond() {
        long now = System.nanoTime();
        if (now - measuredAt < EVERY_NANOS) {
            return;
        }
        measuredAt = now;
        try {
            List<TopicPartition> all = consumer.partitionsFor(topic, WAIT).stream()
                    .map(p -> new TopicPartition(p.topic(), p.partition())).toList();
            if (!all.isEmpty()) {
                lag = behind(all);
            }
        } catch (TimeoutException e) {
            lag = -1;
        }
    }

    private long behind(List<TopicPartition> all) {
        Set<TopicPartition> assigned = consumer.assignment();
        Set<TopicPartition> others = new HashSet<>(all);
        others.removeAll(assigned);
        Map<TopicPartition, Long> ends = consumer.endOffsets(all, WAIT);
        Map<TopicPartition, OffsetAndMetadata> committed = others.isEmpty() ? Map.of() : consumer.committed(others, WAIT);
        Map<TopicPartition, Long> starts = null;
        long behind = 0;
        for (TopicPartition partition : all) {
            long at;
            OffsetAndMetadata groupAt = committed.get(partition);
            if (assigned.contains(partition)) {
                at = consumer.position(partition, WAIT);
            } else if (groupAt != null) {
                at = groupAt.offset();
            } else {
                starts = starts != null ? starts : consumer.beginningOffsets(others, WAIT);
                at = starts.getOrDefault(partition, 0L);
            }
            behind += Math.max(0, ends.getOrDefault(partition, 0L) - at);
        }
        return behind;
    }
}
