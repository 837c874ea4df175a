package org.openkifu.game.infrastructure.requests;

import java.time.Duration;

import org.apache.kafka.clients.producer.Producer;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.game.application.GameService;
import org.openkifu.infra.kafka.KafkaEventConsumers;
import org.openkifu.infra.security.AccountDirectory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The game context's side of {@code openkifu.game-requests} / {@code openkifu.game-responses}: on in every process
 * that hosts the game context ({@code openkifu.game.requests.enabled}, default true). Answers go out through the
 * relay's idempotent, acks=all producer.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(prefix = "openkifu.game.requests", name = "enabled", havingValue = "true",
        matchIfMissing = true)
public class GameRequestsConfiguration {

    @Bean
    GameRequestHandler gameRequestHandler(GameService gameService, EventStore eventStore,
            Producer<String, byte[]> kafkaEventProducer, AccountDirectory accounts) {
        return new GameRequestHandler(gameService, eventStore, kafkaEventProducer, Duration.ofSeconds(40),
                accounts::exists);
    }

    @Bean
    GameRequestListener gameRequestListener(KafkaEventConsumers kafkaEventConsumers,
            GameRequestHandler gameRequestHandler,
            @Value("${openkifu.game.requests.group-id:openkifu-game-requests}") String groupId) {
        return new GameRequestListener(kafkaEventConsumers, groupId, gameRequestHandler);
    }
}
