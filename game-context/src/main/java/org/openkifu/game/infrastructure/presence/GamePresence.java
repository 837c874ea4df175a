package org.openkifu.game.infrastructure.presence;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

import org.openkifu.game.domain.GameCommand;

/**
 * Who was last seen in which game, in memory (docs/game.md, "Abandonment"): the game page reports every
 * {@value #HEARTBEAT_SECONDS} s while it is open ({@code POST /api/games/{id}/presence}), and so may any API client.
 * That is the evidence a player's report that the opponent left is checked against.
 *
 * <p>Per process, like the sign-in throttle: a node that never saw a player counts them as absent since it started
 * watching, never longer; after a restart nobody can be reported gone before the absence time has passed again. At
 * most {@code capacity} players are remembered (least recently seen forgotten first); a forgotten player counts as
 * last seen when the most recently forgotten one was, which is never earlier than the truth.
 */
public class GamePresence {

    /** How often the game page reports; the absence time must be well above it (browsers slow timers in hidden tabs). */
    public static final int HEARTBEAT_SECONDS = 15;

    private record Key(String gameId, String userId) {
    }

    private final Clock clock;
    private final Duration absentAfter;
    private final Instant watchingSince;
    private final Map<Key, Instant> lastSeen;
    private Instant forgottenUpTo;

    public GamePresence(Clock clock, Duration absentAfter, int capacity) {
        if (absentAfter.compareTo(Duration.ofSeconds(2L * HEARTBEAT_SECONDS)) < 0) {
            throw new IllegalArgumentException("openkifu.game.presence.absent-after must be at least "
                    + 2 * HEARTBEAT_SECONDS + "s (two heartbeats), not " + absentAfter);
        }
        this.clock = clock;
        this.absentAfter = absentAfter;
        this.watchingSince = clock.instant();
        this.forgottenUpTo = watchingSince;
        this.lastSeen = new LinkedHashMap<>(1024, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, Instant> eldest) {
                if (size() <= capacity) {
                    return false;
                }
                if (eldest.getValue().isAfter(forgottenUpTo)) {
                    forgottenUpTo = eldest.getValue();
                }
                return true;
            }
        };
    }

    /**
     * Whether this node has seen the user in the game before: the game then knows their arrival (or that they only
     * watch), and a heartbeat need not tell it again.
     */
    public synchronized boolean settled(String gameId, String userId) {
        return lastSeen.containsKey(new Key(gameId, userId));
    }

    /** {@code userId} has the game open now. */
    public synchronized void seen(String gameId, String userId) {
        lastSeen.put(new Key(gameId, userId), clock.instant());
    }

    /** When {@code userId} was last seen in the game: a report, or the earliest instant this node can vouch for. */
    public synchronized Instant lastSeen(String gameId, String userId) {
        Instant seen = lastSeen.get(new Key(gameId, userId));
        return seen != null ? seen : forgottenUpTo;
    }

    /** The evidence for an abandonment report against {@code userId}, for the game to weigh. */
    public GameCommand.Absence absenceOf(String gameId, String userId) {
        return new GameCommand.Absence(lastSeen(gameId, userId), absentAfter);
    }

    public Duration absentAfter() {
        return absentAfter;
    }

    public Instant watchingSince() {
        return watchingSince;
    }
}
