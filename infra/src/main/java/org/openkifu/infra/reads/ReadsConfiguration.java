package org.openkifu.infra.reads;

import java.time.Clock;
import java.util.List;
import java.util.Set;

import com.mongodb.client.MongoClient;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.infra.config.OpenKifuProperties;
import org.openkifu.infra.projection.ProjectionProgress;
import org.openkifu.infra.projection.ProjectionService;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Read side of the games (docs/projections.md): the {@code game-list} projection and its collection, the
 * projection status and rebuild service, and the hub of live game events (the
 * streams over HTTP are wired in {@code org.openkifu.infra.web.GameStreamConfiguration}).
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

    private static long head(EventStore eventStore) {
        TrackingToken token = eventStore.createHeadToken();
        return token == null ? 0 : token.position().orElse(0);
    }
}
