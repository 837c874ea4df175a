package org.openkifu.infra.kafka;

import java.util.Optional;

/**
 * Where this process reaches Kafka: the external brokers it was given, or the broker it started itself.
 * Closing it stops the embedded broker, if any.
 */
public final class KafkaEndpoint implements AutoCloseable {

    private final String bootstrapServers;
    private final EmbeddedKafkaBroker embedded;

    private KafkaEndpoint(String bootstrapServers, EmbeddedKafkaBroker embedded) {
        this.bootstrapServers = bootstrapServers;
        this.embedded = embedded;
    }

    public static KafkaEndpoint external(String bootstrapServers) {
        return new KafkaEndpoint(bootstrapServers, null);
    }

    public static KafkaEndpoint embedded(EmbeddedKafkaBroker broker) {
        return new KafkaEndpoint(broker.bootstrapServers(), broker);
    }

    public String bootstrapServers() {
        return bootstrapServers;
    }

    public boolean isEmbedded() {
        return embedded != null;
    }

    public Optional<EmbeddedKafkaBroker> embeddedBroker() {
        return Optional.ofNullable(embedded);
    }

    @Override
    public void close() {
        if (embedded != null) {
            embedded.close();
        }
    }
}
