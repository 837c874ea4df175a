package org.openkifu.game.infrastructure.publication;

import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The game context's published language on Kafka: its events, and one result fact per ending or correction. */
@Configuration(proxyBeanMethods = false)
public class PublicationConfiguration {

    @Bean
    GameEventsPublication gameEventsPublication() {
        return new GameEventsPublication();
    }

    @Bean
    GameResultsPublication gameResultsPublication(EventStore eventStore) {
        return new GameResultsPublication(eventStore);
    }
}
