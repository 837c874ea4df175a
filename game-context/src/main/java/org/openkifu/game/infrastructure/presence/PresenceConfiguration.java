package org.openkifu.game.infrastructure.presence;

import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import com.mongodb.client.MongoClient;
import org.openkifu.infra.config.OpenKifuProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The presence monitor behind abandonment reports ({@code openkifu.game.presence.*}, docs/operations.md). */
@Configuration(proxyBeanMethods = false)
public class PresenceConfiguration {

    private static final Logger LOG = LoggerFactory.getLogger(PresenceConfiguration.class);

    @Bean
    GamePresence gamePresence(Clock clock,
            @Value("${openkifu.game.presence.absent-after:120s}") Duration absentAfter,
            @Value("${openkifu.game.presence.capacity:100000}") int capacity,
            @Value("${openkifu.game.presence.shared:true}") boolean shared,
            MongoClient mongoClient, OpenKifuProperties properties) {
        return new GamePresence(clock, absentAfter, capacity, shared ? mongoClient
                .getDatabase(properties.getMongo().getDatabase()).getCollection(GamePresence.COLLECTION) : null);
    }

    /**
     * Removes the shared sightings older than {@code keep-for} (default a day) every {@code forget-every} (default an
     * hour), so {@code game_presence} holds the players of recent games instead of one document for every player and
     * game ever seen. Every node does it: an indexed delete, the same whichever node runs it first.
     */
    @Bean(destroyMethod = "shutdownNow")
    ScheduledExecutorService presenceForgetting(GamePresence presence, Clock clock,
            @Value("${openkifu.game.presence.keep-for:1d}") Duration keepFor,
            @Value("${openkifu.game.presence.forget-every:1h}") Duration every) {
        if (keepFor.compareTo(presence.absentAfter()) < 0) {
            throw new IllegalArgumentException("openkifu.game.presence.keep-for (" + keepFor
                    + ") must be at least openkifu.game.presence.absent-after (" + presence.absentAfter() + ")");
        }
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "presence-forgetting");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleWithFixedDelay(() -> {
            try {
                long removed = presence.forgetSeenBefore(clock.instant().minus(keepFor));
                if (removed > 0) {
                    LOG.info("game_presence: {} sightings older than {} removed", removed, keepFor);
                }
            } catch (RuntimeException e) {
                LOG.warn("game_presence: old sightings not removed this time: {}", e.toString());
            }
        }, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
        return timer;
    }
}
