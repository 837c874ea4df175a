package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.infra.eventstore.TestEvents.moves;

import com.mongodb.client.MongoClient;
import java.util.Map;
import org.axonframework.config.DefaultConfigurer;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.extensions.mongo.eventhandling.saga.repository.MongoSagaStore;
import org.axonframework.modelling.saga.repository.SagaStore;
import org.axonframework.serialization.Serializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openkifu.infra.config.ReadModelWrites;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.core.env.MapPropertySource;

/** The Spring wiring, with the beans Axon's Boot starter would provide made by hand. */
class EventStoreConfigurationTest {

    @RegisterExtension
    final MongoServerFixture mongo = MongoServerFixture.perTest();

    @Test
    void exposesTheMongoStoresOnTheConfiguredDatabase() {
        Serializer serializer = TestEvents.serializer();
        try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext()) {
            context.getEnvironment().getPropertySources().addFirst(
                    new MapPropertySource("test", Map.of("openkifu.mongo.database", "openkifu-test")));
            context.registerBean(MongoClient.class, () -> mongo.client);
            context.registerBean(ReadModelWrites.class, ReadModelWrites::journaled);
            context.registerBean("serializer", Serializer.class, () -> serializer, bean -> bean.setPrimary(true));
            context.registerBean("eventSerializer", Serializer.class, () -> serializer);
            context.registerBean(org.axonframework.config.Configuration.class,
                    () -> DefaultConfigurer.defaultConfiguration().buildConfiguration());
            context.register(EventStoreConfiguration.class);
            context.refresh();

            EventStorageEngine engine = context.getBean(EventStorageEngine.class);
            assertThat(engine).isInstanceOf(MongoEventStorageEngine.class);
            assertThat(context.getBean(TokenStore.class)).as("axon-mongo's store, written at most every 250 ms")
                    .isInstanceOf(DeferredTokenStore.class);
            assertThat(context.getBean(SagaStore.class)).isInstanceOf(MongoSagaStore.class);

            engine.appendEvents(moves("game-1", 0, 2));
            assertThat(mongo.client.getDatabase("openkifu-test").getCollection("events").countDocuments())
                    .isEqualTo(1);
            assertThat(mongo.client.getDatabase("openkifu").getCollection("events").countDocuments()).isZero();
        }
    }

    @Test
    void aTokenStoreDelayOfMoreThanAQuarterOfTheClaimTimeoutIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new EventStoreConfiguration()
                        .tokenStore(null, "openkifu", ReadModelWrites.journaled(), null, "3s", "10s", ""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must be at most a quarter of openkifu.eventhandling.claim-timeout (10s)");
    }
}
