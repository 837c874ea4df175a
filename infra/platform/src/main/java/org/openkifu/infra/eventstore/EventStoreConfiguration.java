package org.openkifu.infra.eventstore;

import java.time.Duration;

import com.mongodb.client.MongoClient;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.extensions.mongo.DefaultMongoTemplate;
import org.axonframework.extensions.mongo.MongoTemplate;
import org.axonframework.extensions.mongo.eventhandling.saga.repository.MongoSagaStore;
import org.axonframework.extensions.mongo.eventsourcing.tokenstore.MongoTokenStore;
import org.axonframework.modelling.saga.repository.SagaStore;
import org.axonframework.serialization.Serializer;
import org.openkifu.infra.config.ReadModelWrites;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.convert.DurationStyle;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Axon's persistence on MongoDB: the event store ({@link MongoEventStorageEngine}), tracking tokens and sagas
 * (axon-mongo's {@link MongoTokenStore} and {@link MongoSagaStore}). Needs a {@link MongoClient} bean, the
 * serializer beans Axon's Spring Boot starter defines ({@code serializer}, {@code eventSerializer}) and Axon's
 * configuration bean for the upcaster chain. The database is {@code openkifu.mongo.database} (default
 * {@code openkifu}). With an {@link EventStorageEngine} bean present Axon's starter builds its
 * {@code EmbeddedEventStore} on it. Its shared tail reader reads the head of the global stream at most once per
 * {@code openkifu.eventhandling.head-read-interval} (default 20 ms) while commits keep coming ({@link HeadReads}).
 */
@Configuration(proxyBeanMethods = false)
public class EventStoreConfiguration {

    @Bean
    public EventStorageEngine eventStorageEngine(MongoClient mongoClient,
                                                 @Value("${openkifu.mongo.database:openkifu}") String database,
                                                 Serializer serializer,
                                                 @Qualifier("eventSerializer") Serializer eventSerializer,
                                                 org.axonframework.config.Configuration axonConfiguration,
                                                 @Value("${openkifu.eventhandling.head-read-interval:20ms}")
                                                 String headReadInterval) {
        return MongoEventStorageEngine.builder()
                .mongoDatabase(mongoClient.getDatabase(database))
                .eventSerializer(eventSerializer)
                .snapshotSerializer(serializer)
                .upcasterChain(axonConfiguration.upcasterChain())
                .headReadInterval(DurationStyle.detectAndParse(headReadInterval))
                .build();
    }

    /** axon-mongo's access to the saga collection ({@code sagas}; the token store has its own, see below). */
    @Bean
    public MongoTemplate axonMongoTemplate(MongoClient mongoClient,
                                           @Value("${openkifu.mongo.database:openkifu}") String database) {
        return DefaultMongoTemplate.builder().mongoDatabase(mongoClient, database).build();
    }

    /**
     * axon-mongo's token store, each segment's token written at most once per
     * {@code openkifu.eventhandling.token-store-delay} (default 250 ms; 0 writes every batch's token), and each claim
     * renewed at most as often: {@link DeferredTokenStore}. The delay must be at most a quarter of the claim timeout.
     * Its writes go as the projections' read models do ({@link ReadModelWrites}): a token is written after the
     * read-model writes it covers, so with the store in this process a token lost with it only means events handled
     * again, and a token on disk is never ahead of the read model on disk.
     */
    @Bean(destroyMethod = "close")
    public DeferredTokenStore tokenStore(MongoClient mongoClient,
            @Value("${openkifu.mongo.database:openkifu}") String database, ReadModelWrites writes,
            Serializer serializer,
            @Value("${openkifu.eventhandling.token-store-delay:250ms}") String delay,
            @Value("${openkifu.eventhandling.claim-timeout:10s}") String claimTimeout,
            @Value("${openkifu.node-id:}") String nodeId) {
        Duration deferred = DurationStyle.detectAndParse(delay);
        Duration timeout = DurationStyle.detectAndParse(claimTimeout);
        if (deferred.multipliedBy(4).compareTo(timeout) > 0) {
            // a renewal deferred by as long could let another node take a claim this node still uses
            throw new IllegalArgumentException("openkifu.eventhandling.token-store-delay (" + delay + ") must be at "
                    + "most a quarter of openkifu.eventhandling.claim-timeout (" + claimTimeout + ")");
        }
        MongoTemplate tokens = DefaultMongoTemplate.builder()
                .mongoDatabase(writes.on(mongoClient.getDatabase(database))).build();
        // claims carry this node's id and are taken over by another node after claim-timeout without renewal
        return new DeferredTokenStore(MongoTokenStore.builder().mongoTemplate(tokens)
                .serializer(serializer).claimTimeout(timeout)
                .nodeId(org.openkifu.infra.config.ClusterConfiguration.nodeId(nodeId)).build(), deferred);
    }

    @Bean
    public SagaStore<Object> sagaStore(MongoTemplate axonMongoTemplate, Serializer serializer) {
        return MongoSagaStore.builder().mongoTemplate(axonMongoTemplate).serializer(serializer).build();
    }
}
