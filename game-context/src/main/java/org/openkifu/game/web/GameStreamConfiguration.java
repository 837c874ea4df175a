package org.openkifu.game.web;

import java.time.Duration;

import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.game.application.GameService;
import org.openkifu.game.infrastructure.reads.GameEventHub;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The open game event streams of {@code GET /api/games/{id}/stream} (docs/projections.md). */
@Configuration(proxyBeanMethods = false)
public class GameStreamConfiguration {

    @Bean(destroyMethod = "close")
    GameEventStreams gameEventStreams(GameService games, EventStore eventStore, GameEventHub hub,
            @Value("${openkifu.stream.timeout:30m}") Duration timeout,
            @Value("${openkifu.stream.heartbeat:15s}") Duration heartbeat) {
        return new GameEventStreams(games, eventStore, hub, timeout, heartbeat);
    }
}
