package org.openkifu.game.infrastructure;

import org.openkifu.game.application.GameService;

import java.time.Clock;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.common.caching.Cache;
import org.axonframework.eventsourcing.SnapshotTriggerDefinition;
import org.axonframework.eventsourcing.Snapshotter;
import org.axonframework.modelling.command.AnnotationCommandTargetResolver;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.axonframework.modelling.command.VersionedAggregateIdentifier;
import org.axonframework.serialization.RevisionResolver;
import org.openkifu.game.application.GameAggregate;
import org.openkifu.game.application.GameCommandTargetResolver;
import org.openkifu.game.application.GameEventRevisionResolver;
import org.openkifu.game.application.GameSnapshotTriggerDefinition;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.infra.eventstore.BoundedAggregateCache;
import org.openkifu.infra.kafka.KafkaTopics;
import org.openkifu.infra.security.CommandActor;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * The Game aggregate in the running application: registered with Axon (type {@code Game}, so the Kafka relay
 * publishes it), the clock its handlers read, game-id routing for its commands, snapshots every
 * {@code openkifu.game.snapshot-every} events (default 100, none at an import), the cache of recently played games,
 * and the Jackson settings its events and snapshots
 * need (see game-context's SnapshotSerializationTest, which this set-up mirrors).
 */
@Configuration(proxyBeanMethods = false)
@Import({GameAggregate.class, GameService.class})
public class GameConfiguration {

    @Bean
    @ConditionalOnMissingBean
    Clock clock() {
        return Clock.systemUTC();
    }

    /**
     * Game commands route by their game id (the Game aggregate names this bean); anything else keeps Axon's
     * annotation-based routing. The default for aggregates that name none is the platform's (a node may run without
     * the game context: docs/operations.md, "Several nodes").
     */
    @Bean
    CommandTargetResolver gameCommandTargetResolver() {
        CommandTargetResolver games = new GameCommandTargetResolver();
        CommandTargetResolver annotated = AnnotationCommandTargetResolver.builder().build();
        return new CommandTargetResolver() {
            @Override
            public VersionedAggregateIdentifier resolveTarget(CommandMessage<?> command) {
                return command.getPayload() instanceof GameCommand
                        ? games.resolveTarget(command)
                        : annotated.resolveTarget(command);
            }
        };
    }

    /** The topics the game context owns, created at start-up by the platform. */
    @Bean
    KafkaTopics.Declared gameTopics() {
        return new KafkaTopics.Declared(GameTopics.ALL);
    }

    /** Which user a game command names, for the platform's check that nobody acts in another's name. */
    @Bean
    CommandActor gameCommandActor() {
        return command -> command instanceof GameCommand game
                ? Optional.of(game.actingUserId() == null ? "" : game.actingUserId())
                : Optional.empty();
    }

    @Bean
    SnapshotTriggerDefinition gameSnapshotTrigger(Snapshotter snapshotter,
            @Value("${openkifu.game.snapshot-every:100}") int every) {
        return new GameSnapshotTriggerDefinition(snapshotter, every);
    }

    /**
     * The games kept in memory between commands ({@code openkifu.game.cached-games}, default 10,000 — a game in
     * play is a few tens of KB), so a move does not event-source its game from the store.
     */
    @Bean
    Cache gameCache(@Value("${openkifu.game.cached-games:10000}") int games) {
        return new BoundedAggregateCache(games);
    }

    /** Game events are stored with their {@code @SchemaVersion} as revision; other payloads keep {@code @Revision}. */
    @Bean
    RevisionResolver revisionResolver() {
        return new GameEventRevisionResolver();
    }

    /**
     * The Jackson 2 mapper Axon's serializers use (Spring MVC uses Boot's Jackson 3 mapper, not this one).
     * Field visibility ANY: the aggregate snapshot has no bean getters.
     */
    @Bean("defaultAxonObjectMapper")
    ObjectMapper defaultAxonObjectMapper() {
        return axonObjectMapper();
    }

    /** The stored form's mapper: for tests, tools and benchmarks that write or read events as the store does. */
    public static ObjectMapper axonObjectMapper() {
        return new ObjectMapper().registerModule(new JavaTimeModule())
                .setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
    }
}
