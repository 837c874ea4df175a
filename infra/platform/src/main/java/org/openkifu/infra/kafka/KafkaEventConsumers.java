package org.openkifu.infra.kafka;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Starts {@link KafkaEventConsumer}s against this process's Kafka and stops them all when the application closes
 * (before an embedded broker goes away).
 */
public final class KafkaEventConsumers implements AutoCloseable {

    private final String bootstrapServers;
    private final List<KafkaEventConsumer> started = new CopyOnWriteArrayList<>();

    public KafkaEventConsumers(String bootstrapServers) {
        this.bootstrapServers = bootstrapServers;
    }

    public KafkaEventConsumer start(String groupId, String topic, KafkaEventConsumer.RecordHandler handler) {
        return start(groupId, topic, handler, Map.of());
    }

    public KafkaEventConsumer start(String groupId, String topic, KafkaEventConsumer.RecordHandler handler,
            Map<String, Object> overrides) {
        KafkaEventConsumer consumer = KafkaEventConsumer.start(bootstrapServers, groupId, topic, handler, overrides);
        started.add(consumer);
        return consumer;
    }

    public String bootstrapServers() {
        return bootstrapServers;
    }

    @Override
    public void close() {
        for (KafkaEventConsumer consumer : started) {
            consumer.close();
        }
        started.clear();
    }
}
