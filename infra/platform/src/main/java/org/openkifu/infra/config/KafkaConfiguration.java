package org.openkifu.infra.config;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import com.mongodb.client.MongoClient;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.axonframework.eventsourcing.eventstore.AbstractEventStorageEngine;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.serialization.Serializer;
import org.openkifu.infra.contract.ContractConsumers;
import org.openkifu.infra.kafka.DeadLetters;
import org.openkifu.infra.kafka.EmbeddedKafkaBroker;
import org.openkifu.infra.kafka.EventPublication;
import org.openkifu.infra.kafka.KafkaEndpoint;
import org.openkifu.infra.kafka.KafkaEventConsumers;
import org.openkifu.infra.kafka.KafkaEventRelay;
import org.openkifu.infra.kafka.KafkaHealthIndicator;
import org.openkifu.infra.kafka.KafkaTopics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;

/**
 * Kafka for this process: the endpoint (embedded broker unless {@code KAFKA_BOOTSTRAP_SERVERS} is set), the topics
 * the contexts declare or publish to, the relay (with its dead letters) that sends what the contexts' publications
 * make of each stored event, the consumers of contract topics, and the health check.
 *
 * <p>Every client bean depends on the {@link KafkaEndpoint} bean, so Spring closes the clients before it stops
 * an embedded broker.
 */
@Configuration(proxyBeanMethods = false)
public class KafkaConfiguration {

    private static final Logger log = LoggerFactory.getLogger(KafkaConfiguration.class);

    @Bean(destroyMethod = "close")
    KafkaEndpoint kafkaEndpoint(OpenKifuProperties properties) {
        OpenKifuProperties.Kafka kafka = properties.getKafka();
        if (!kafka.getBootstrapServers().isBlank()) {
            log.info("Kafka: external brokers {} (embedded broker not started)", kafka.getBootstrapServers());
            return KafkaEndpoint.external(kafka.getBootstrapServers());
        }
        Path dataDir = properties.getDataDir().resolve("kafka").toAbsolutePath().normalize();
        log.info("Kafka: no KAFKA_BOOTSTRAP_SERVERS, starting the embedded broker with data in {}", dataDir);
        return KafkaEndpoint.startingEmbedded(EmbeddedKafkaBroker.prepare(dataDir, kafka.getEmbedded().getPort(),
                kafka.getEmbedded().getControllerPort()));
    }

    @Bean(destroyMethod = "close")
    Admin kafkaAdmin(KafkaEndpoint endpoint) {
        return Admin.create(Map.of(
                AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, endpoint.bootstrapServers(),
                AdminClientConfig.CLIENT_ID_CONFIG, "openkifu-admin"));
    }

    /**
     * Waits for the broker and creates the topics once every singleton exists: late enough for an embedded broker
     * to have booted alongside the rest of the context, early enough to precede the processors (they start with
     * the context's lifecycle, after this callback).
     */
    @Bean
    SmartInitializingSingleton kafkaTopicsInitializer(KafkaEndpoint endpoint, Admin kafkaAdmin,
            OpenKifuProperties properties, List<KafkaTopics.Declared> declared, List<EventPublication> publications) {
        return () -> {
            endpoint.awaitReady(Duration.ofMinutes(2));
            Set<String> names = new TreeSet<>();
            declared.forEach(d -> names.addAll(d.topics()));
            publications.forEach(p -> names.addAll(p.topics()));
            OpenKifuProperties.Topics topics = properties.getKafka().getTopics();
            KafkaTopics.ensure(kafkaAdmin, List.copyOf(names), topics.getPartitions(), topics.getReplicationFactor());
        };
    }

    @Bean(destroyMethod = "close")
    Producer<String, byte[]> kafkaEventProducer(KafkaEndpoint endpoint) {
        return new KafkaProducer<>(Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, endpoint.bootstrapServers(),
                ProducerConfig.CLIENT_ID_CONFIG, "openkifu-relay",
                ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true,
                ProducerConfig.LINGER_MS_CONFIG, 5,
                ProducerConfig.MAX_BLOCK_MS_CONFIG, 10_000,
                ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, 10_000,
                ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, 30_000),
                new StringSerializer(), new ByteArraySerializer());
    }

    @Bean
    DeadLetters deadLetters(MongoClient mongoClient, OpenKifuProperties properties) {
        return new DeadLetters(mongoClient.getDatabase(properties.getMongo().getDatabase()));
    }

    @Bean
    @Conditional(RelayCondition.class)
    KafkaEventRelay kafkaEventRelay(Producer<String, byte[]> kafkaEventProducer, List<EventPublication> publications,
            DeadLetters deadLetters, OpenKifuProperties properties,
            ObjectProvider<EventStorageEngine> storageEngine,
            @Qualifier("eventSerializer") Serializer eventSerializer) {
        // the very serializer the store reads with: only then does a message hand back its stored payload as it is
        Serializer readWith = storageEngine.getIfAvailable() instanceof AbstractEventStorageEngine engine
                ? engine.getEventSerializer() : eventSerializer;
        int maxBytes = properties.getKafka().getRelay().getMaxMessageBytes();
        log.info("Kafka relay: {} publication(s) ({}), messages up to {} bytes",
                publications.size(), publications.stream().flatMap(p -> p.topics().stream()).toList(), maxBytes);
        return new KafkaEventRelay(kafkaEventProducer, publications, deadLetters, maxBytes, Duration.ofSeconds(40),
                Clock.systemUTC(), readWith);
    }

    @Bean(destroyMethod = "close")
    KafkaEventConsumers kafkaEventConsumers(KafkaEndpoint endpoint) {
        return new KafkaEventConsumers(endpoint.bootstrapServers());
    }

    @Bean(destroyMethod = "close")
    ContractConsumers contractConsumers(KafkaEndpoint endpoint, MongoClient mongoClient,
            OpenKifuProperties properties, ReadModelWrites readModelWrites) {
        return new ContractConsumers(endpoint.bootstrapServers(),
                mongoClient.getDatabase(properties.getMongo().getDatabase()), Clock.systemUTC(), Duration.ofSeconds(5),
                readModelWrites);
    }

    @Bean
    KafkaHealthIndicator kafkaHealthIndicator(Admin kafkaAdmin, KafkaEndpoint endpoint) {
        return new KafkaHealthIndicator(kafkaAdmin, endpoint);
    }
}
