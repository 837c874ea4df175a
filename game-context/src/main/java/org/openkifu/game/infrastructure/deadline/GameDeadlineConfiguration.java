package org.openkifu.game.infrastructure.deadline;

import java.time.Clock;
import java.time.Duration;

import com.mongodb.client.MongoClient;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.infra.config.OpenKifuProperties;
import org.openkifu.infra.config.ReadModelWrites;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Game timeouts from persisted deadlines: the {@value GameDeadlineProjection#PROCESSING_GROUP} projection (which also
 * keeps the games waiting for a player, for their notices) and the scheduler that flags due games. Both run in every process that hosts the game context
 * ({@code openkifu.game.deadlines.enabled}, default true); several nodes may run them side by side (see
 * docs/game-deadlines.md).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(prefix = "openkifu.game.deadlines", name = "enabled", havingValue = "true",
        matchIfMissing = true)
public class GameDeadlineConfiguration {

    @Bean
    GameDeadlines gameDeadlines(MongoClient mongoClient, OpenKifuProperties properties, ReadModelWrites writes) {
        return new GameDeadlines(writes.on(mongoClient.getDatabase(properties.getMongo().getDatabase())));
    }

    @Bean
    GameDeadlineScheduler gameDeadlineScheduler(GameDeadlines gameDeadlines, CommandGateway commandGateway,
            Clock clock, @Value("${openkifu.game.deadline-poll:1s}") Duration poll) {
        return new GameDeadlineScheduler(gameDeadlines, commandGateway, clock, poll);
    }

    @Bean
    GameArrivals gameArrivals(MongoClient mongoClient, OpenKifuProperties properties, ReadModelWrites writes) {
        return new GameArrivals(writes.on(mongoClient.getDatabase(properties.getMongo().getDatabase())));
    }

    /** Every page tells a player about a game that waits for them (the platform's {@code /api/me/notices}). */
    @Bean
    GameNotices gameNotices(GameArrivals gameArrivals, Clock clock) {
        return new GameNotices(gameArrivals, clock);
    }

    @Bean
    GameDeadlineProjection gameDeadlineProjection(GameDeadlines gameDeadlines, GameArrivals gameArrivals,
            EventStore eventStore, GameDeadlineScheduler gameDeadlineScheduler,
            @Value("${openkifu.game.deadlines.cached-games:10000}") int cachedGames) {
        return new GameDeadlineProjection(gameDeadlines, gameArrivals, eventStore,
                gameDeadlineScheduler::deadlineWritten, cachedGames);
    }
}
