package org.openkifu.tournament.infrastructure.reads;

import java.time.Clock;

import com.mongodb.client.MongoClient;
import org.axonframework.config.ConfigurerModule;
import org.axonframework.eventhandling.TrackingEventProcessorConfiguration;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.infra.config.OpenKifuProperties;
import org.openkifu.infra.projection.ProjectionProgress;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The tournament context's read side: its collections and the {@value TournamentViewsProjection#PROCESSING_GROUP}
 * projection, made rebuildable through {@code POST /api/projections/tournament-views/rebuild} by its
 * {@link ProjectionProgress} bean (docs/projections.md).
 */
@Configuration(proxyBeanMethods = false)
public class TournamentReadsConfiguration {

    @Bean
    TournamentReadStore tournamentReadStore(MongoClient mongoClient, OpenKifuProperties properties) {
        return new TournamentReadStore(mongoClient.getDatabase(properties.getMongo().getDatabase()));
    }

    @Bean
    ProjectionProgress tournamentViewsProgress(EventStore eventStore, Clock clock,
            @Value("${openkifu.projections.log-every:1000}") long logEvery) {
        return new ProjectionProgress(TournamentViewsProjection.PROCESSING_GROUP, logEvery, () -> {
            TrackingToken head = eventStore.createHeadToken();
            return head == null ? 0 : head.position().orElse(0);
        }, clock);
    }

    /**
     * Batches of up to 100 events: one token update per batch instead of per event, which keeps a rebuild fast. The
     * writes are idempotent (each document is a function of its aggregate's events), so a batch handled again after
     * a failure writes the same documents.
     */
    @Bean
    ConfigurerModule tournamentViewsProcessor() {
        return configurer -> configurer.eventProcessing(processing -> processing.registerTrackingEventProcessorConfiguration(
                TournamentViewsProjection.PROCESSING_GROUP,
                c -> TrackingEventProcessorConfiguration.forSingleThreadedProcessing().andBatchSize(100)));
    }

    @Bean
    TournamentViewsProjection tournamentViewsProjection(TournamentReadStore store, EventStore eventStore,
            ProjectionProgress tournamentViewsProgress,
            @Value("${openkifu.tournament.views.cached-aggregates:1000}") int cached) {
        return new TournamentViewsProjection(store, eventStore, tournamentViewsProgress, cached);
    }
}
