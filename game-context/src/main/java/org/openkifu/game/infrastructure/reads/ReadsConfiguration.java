package org.openkifu.game.infrastructure.reads;

import java.time.Clock;

import com.mongodb.client.MongoClient;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.infra.config.OpenKifuProperties;
import org.openkifu.infra.projection.ProjectionProgress;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Read side of the games (docs/projections.md): the {@code game-list} projection and its collection (rebuildable:
 * it registers its progress with the platform's projection service), and the hub of live game events (the
 * streams over HTTP are wired in {@code org.openkifu.game.web.GameStreamConfiguration}).
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

    @Bean(destroyMethod = "close")
    GameEventHub gameEventHub(EventStore eventStore) {
        return new GameEventHub(eventStore);
    }

    private static long head(EventStore eventStore) {
        TrackingToken token = eventStore.createHeadToken();
        return token == null ? 0 : token.position().orElse(0);
    }
}
