package org.openkifu.infra.reads;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;

import com.mongodb.client.MongoClient;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.infra.config.OpenKifuProperties;
import org.openkifu.infra.game.GameService;
import org.openkifu.infra.projection.ProjectionProgress;
import org.openkifu.infra.projection.ProjectionService;
import org.openkifu.infra.web.GameEventStreams;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Read side of the games (docs/projections.md): the {@code game-list} projection and its collection, the
 * projection status and rebuild service, and the live game event streams.
 */
@Configuration(proxyBeanMethods = false)
public class ReadsConfiguration {

    @Bean
    GameSummaryStore gameSummaryStore(MongoClient mongoClient, OpenKifuProperties properties) {
        return new GameSummaryStore(mongoClient.getDatabase(properties.getMongo().getDatabase()));
    }

    @Bean
    ProjectionProgress gameListProgress(EventStore eventStore,
            @Value("${openkifu.projections.log-every:1000}") long logEvery) {
        return new ProjectionProgress(GameListProjection.PROCESSING_GROUP, logEvery, () -> head(eventStore),
                Clock.systemUTC());
    }

    @Bean
    GameListProjection gameListProjection(GameSummaryStore store, ProjectionProgress gameListProgress) {
        return new GameListProjection(store, gameListProgress);
    }

    @Bean
    ProjectionService projectionService(EventProcessingConfiguration processing, EventStore eventStore,
            List<ProjectionProgress> progress,
            @Value("${openkifu.projections.rebuildable:game-list}") Set<String> rebuildable) {
        return new ProjectionService(processing, eventStore, progress, rebuildable);
    }

    @Bean(destroyMethod = "close")
    GameEventHub gameEventHub(EventStore eventStore) {
        return new GameEventHub(eventStore);
    }

    @Bean(destroyMethod = "close")
    GameEventStreams gameEventStreams(GameService games, EventStore eventStore, GameEventHub hub,
            @Value("${openkifu.stream.timeout:30m}") Duration timeout,
            @Value("${openkifu.stream.heartbeat:15s}") Duration heartbeat) {
        return new GameEventStreams(games, eventStore, hub, timeout, heartbeat);
    }

    private static long head(EventStore eventStore) {
        TrackingToken token = eventStore.createHeadToken();
        return token == null ? 0 : token.position().orElse(0);
    }
}
