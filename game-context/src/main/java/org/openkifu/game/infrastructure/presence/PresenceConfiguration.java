package org.openkifu.game.infrastructure.presence;

import java.time.Clock;
import java.time.Duration;

import com.mongodb.client.MongoClient;
import org.openkifu.infra.config.OpenKifuProperties;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The presence monitor behind abandonment reports ({@code openkifu.game.presence.*}, docs/operations.md). */
@Configuration(proxyBeanMethods = false)
public class PresenceConfiguration {

    @Bean
    GamePresence gamePresence(Clock clock,
            @Value("${openkifu.game.presence.absent-after:120s}") Duration absentAfter,
            @Value("${openkifu.game.presence.capacity:100000}") int capacity,
            @Value("${openkifu.game.presence.shared:true}") boolean shared,
            MongoClient mongoClient, OpenKifuProperties properties) {
        return new GamePresence(clock, absentAfter, capacity, shared ? mongoClient
                .getDatabase(properties.getMongo().getDatabase()).getCollection(GamePresence.COLLECTION) : null);
    }

    /** Old shared sightings removed (docs/operations.md, "Presence in the store"). */
    @Bean
    PresenceForgetting presenceForgetting(GamePresence presence, Clock clock,
            @Value("${openkifu.game.presence.keep-for:1d}") Duration keepFor,
            @Value("${openkifu.game.presence.forget-every:1h}") Duration every) {
        return new PresenceForgetting(presence, clock, keepFor, every);
    }
}
