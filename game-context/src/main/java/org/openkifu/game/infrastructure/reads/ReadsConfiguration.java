package org.openkifu.game.infrastructure.reads;

import com.mongodb.client.MongoClient;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.infra.config.OpenKifuProperties;
import org.openkifu.infra.config.ReadModelWrites;
import org.openkifu.game.infrastructure.GameTopics;
import org.openkifu.infra.contract.ContractConsumer;
import org.openkifu.infra.contract.ContractConsumers;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Read side of the games (docs/projections.md): the {@code game-list} projection and its collection, a contract
 * consumer of the game's own published events, and the hub of live game events (the
 * streams over HTTP are wired in {@code org.openkifu.game.web.GameStreamConfiguration}).
 */
@Configuration(proxyBeanMethods = false)
public class ReadsConfiguration {

    @Bean
    GameSummaryStore gameSummaryStore(MongoClient mongoClient, OpenKifuProperties properties,
            ReadModelWrites writes) {
        // the contract consumers commit their offsets after a journaled barrier when these writes are unjournaled
        return new GameSummaryStore(writes.on(mongoClient.getDatabase(properties.getMongo().getDatabase())));
    }

    @Bean
    GameListProjection gameListProjection(GameSummaryStore store, ContractConsumers consumers) {
        GameListProjection projection = new GameListProjection(store);
        consumers.register(GameListProjection.NAME, GameTopics.GAME_EVENTS, projection,
                ContractConsumer.Dedupe.HANDLER);
        return projection;
    }

    @Bean(destroyMethod = "close")
    GameEventHub gameEventHub(EventStore eventStore) {
        return new GameEventHub(eventStore);
    }
}
