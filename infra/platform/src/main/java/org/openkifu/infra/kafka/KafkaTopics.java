package org.openkifu.infra.kafka;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.errors.TopicExistsException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Idempotent creation of the topics the contexts talk through. Which topics exist is the contexts' business: each
 * declares its own with a {@link Declared} bean (docs/operations.md lists them).
 *
 * <p>Topics are created without time or size retention: a contract topic is a log that consumers rebuild their
 * read models from, so it must keep everything, as the event store does.
 */
public final class KafkaTopics {

    /** The topics a context owns (publishes to, or takes requests on). */
    public record Declared(List<String> topics) {
        public Declared {
            topics = List.copyOf(topics);
        }
    }

    private static final Logger log = LoggerFactory.getLogger(KafkaTopics.class);

    private KafkaTopics() {
    }

    /**
     * Creates whichever of {@code topics} do not exist yet. Existing topics are left untouched (partition counts are
     * never changed here: that would move keys between partitions). Safe when several nodes start at once.
     *
     * @param replicationFactor 0 for the broker's default
     * @return the topics this call created
     */
    public static List<String> ensure(Admin admin, List<String> topics, int partitions, short replicationFactor) {
        try {
            Set<String> existing = admin.listTopics().names().get(30, TimeUnit.SECONDS);
            List<NewTopic> missing = new ArrayList<>();
            for (String topic : topics) {
                if (!existing.contains(topic)) {
                    missing.add(new NewTopic(topic, Optional.of(partitions),
                            replicationFactor > 0 ? Optional.of(replicationFactor) : Optional.empty())
                            .configs(java.util.Map.of("retention.ms", "-1", "retention.bytes", "-1")));
                }
            }
            List<String> created = new ArrayList<>();
            for (var entry : admin.createTopics(missing).values().entrySet()) {
                try {
                    entry.getValue().get(30, TimeUnit.SECONDS);
                    created.add(entry.getKey());
                } catch (ExecutionException e) {
                    if (!(e.getCause() instanceof TopicExistsException)) {
                        throw e;
                    }
                }
            }
            if (!created.isEmpty()) {
                log.info("Created Kafka topics {} with {} partitions", created, partitions);
            }
            return created;
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("Cannot create the Kafka topics " + topics + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while creating the Kafka topics " + topics, e);
        }
    }
}
