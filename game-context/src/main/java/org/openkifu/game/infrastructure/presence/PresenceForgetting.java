package org.openkifu.game.infrastructure.presence;

import java.time.Clock;
import java.time.Duration;

import org.openkifu.infra.schedule.PeriodicSweep;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Removes the shared sightings older than {@code openkifu.game.presence.keep-for} (default a day) once per
 * {@code forget-every} (default an hour), so {@code game_presence} holds the players of recent games instead of one
 * document for every player and game ever seen. One node at a time (the sweep's lease); an indexed delete, harmless
 * to repeat.
 */
public class PresenceForgetting extends PeriodicSweep {

    private static final Logger LOG = LoggerFactory.getLogger(PresenceForgetting.class);

    private final GamePresence presence;
    private final Clock clock;
    private final Duration keepFor;

    public PresenceForgetting(GamePresence presence, Clock clock, Duration keepFor, Duration every) {
        super("presence-forgetting", "openkifu.game.presence.forget-every", every);
        if (keepFor.compareTo(presence.absentAfter()) < 0) {
            throw new IllegalArgumentException("openkifu.game.presence.keep-for (" + keepFor
                    + ") must be at least openkifu.game.presence.absent-after (" + presence.absentAfter() + ")");
        }
        this.presence = presence;
        this.clock = clock;
        this.keepFor = keepFor;
    }

    @Override
    protected void sweep() {
        long removed = presence.forgetSeenBefore(clock.instant().minus(keepFor));
        if (removed > 0) {
            LOG.info("game_presence: {} sightings older than {} removed", removed, keepFor);
        }
    }
}
