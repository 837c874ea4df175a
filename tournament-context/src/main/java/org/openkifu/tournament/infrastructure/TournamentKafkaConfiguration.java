package org.openkifu.tournament.infrastructure;

import java.time.Clock;

import com.mongodb.client.MongoClient;
import org.openkifu.infra.config.OpenKifuProperties;
import org.openkifu.infra.contract.ContractConsumer;
import org.openkifu.infra.contract.ContractConsumers;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.infrastructure.requests.GameRequestPublication;
import org.openkifu.tournament.infrastructure.requests.GameRequestStatuses;
import org.openkifu.tournament.infrastructure.requests.GameResponsesHandler;
import org.openkifu.tournament.infrastructure.results.GameResultsHandler;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The tournament context on Kafka, the only way it talks to the game context (docs/tournaments.md, "The process the
 * application drives"): its game requests leave through the platform's relay from the stored events (an outbox), the
 * game context's answers and results come in through contract consumers that resume from their offsets.
 */
@Configuration(proxyBeanMethods = false)
public class TournamentKafkaConfiguration {

    @Bean
    GameRequestPublication tournamentGameRequestPublication() {
        return new GameRequestPublication();
    }

    @Bean
    GameRequestStatuses tournamentGameRequestStatuses(MongoClient mongoClient, OpenKifuProperties properties) {
        return new GameRequestStatuses(mongoClient.getDatabase(properties.getMongo().getDatabase()));
    }

    @Bean
    GameResponsesHandler tournamentGameResponsesConsumer(GameRequestStatuses statuses, Clock clock,
            ContractConsumers consumers) {
        GameResponsesHandler consumer = new GameResponsesHandler(statuses, clock);
        consumers.register(GameResponsesHandler.NAME, TournamentTopics.GAME_RESPONSES, consumer,
                ContractConsumer.Dedupe.HANDLER);
        return consumer;
    }

    /** Results have side effects (commands), so the platform remembers the message ids handled. */
    @Bean
    GameResultsHandler tournamentGameResultsConsumer(TournamentCommands tournaments, ContractConsumers consumers) {
        GameResultsHandler consumer = new GameResultsHandler(tournaments);
        consumers.register(GameResultsHandler.NAME, TournamentTopics.GAME_RESULTS, consumer,
                ContractConsumer.Dedupe.MESSAGE_ID);
        return consumer;
    }
}
