package org.openkifu.game.infrastructure.presence;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.ReplaceOptions;
import org.bson.Document;
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
 *
 * <p>With several nodes each sighting is also written to the store ({@value #COLLECTION}, one small document per
 * player and game, {@code openkifu.game.presence.shared}, default true), and {@link #lastSeen} takes the later of
 * this node's memory and the store: a player whose heartbeats reach node A is not reported gone on node B. A store
 * failure falls back to this node's memory (logged), which is never earlier than what the node saw.
 */
public class GamePresence {

    /** How often the game page reports; the absence time must be well above it (browsers slow timers in hidden tabs). */
    public static final int HEARTBEAT_SECONDS = 15;

    public static final String COLLECTION = "game_presence";
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(GamePresence.class);

    private record Key(String gameId, String userId) {
        String id() {
            return gameId + "/" + userId;
        }
    }

    private final Clock clock;
    private final Duration absentAfter;
    private final Instant watchingSince;
    private final Map<Key, Instant> lastSeen;
    private Instant forgottenUpTo;
    private final MongoCollection<Document> shared;

    public GamePresence(Clock clock, Duration absentAfter, int capacity) {
        this(clock, absentAfter, capacity, null);
    }

    /** @param shared the store's presence collection, or null to keep presence in this node's memory only */
    public GamePresence(Clock clock, Duration absentAfter, int capacity, MongoCollection<Document> shared) {
        if (absentAfter.compareTo(Duration.ofSeconds(2L * HEARTBEAT_SECONDS)) < 0) {
            throw new IllegalArgumentException("openkifu.game.presence.absent-after must be at least "
                    + 2 * HEARTBEAT_SECONDS + "s (two heartbeats), not " + absentAfter);
        }
        this.shared = shared;
        if (shared != null) {
            shared.createIndex(Indexes.ascending("at")); // for forgetSeenBefore, on any MongoDB and the embedded one
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
    public void seen(String gameId, String userId) {
        Key key = new Key(gameId, userId);
        Instant now = clock.instant();
        synchronized (this) {
            lastSeen.put(key, now);
        }
        if (shared != null) {
            try {
                shared.replaceOne(Filters.eq("_id", key.id()), new Document("_id", key.id())
                        .append("at", java.util.Date.from(now)), new ReplaceOptions().upsert(true));
            } catch (RuntimeException e) {
                LOG.warn("Presence of {} in {} not shared with the other nodes: {}", userId, gameId, e.toString());
            }
        }
    }

    /** When {@code userId} was last seen in the game: a report, or the earliest instant this node can vouch for. */
    public Instant lastSeen(String gameId, String userId) {
        Key key = new Key(gameId, userId);
        Instant local;
        synchronized (this) {
            Instant seen = lastSeen.get(key);
            local = seen != null ? seen : forgottenUpTo;
        }
        if (shared == null) {
            return local;
        }
        try {
            Document stored = shared.find(Filters.eq("_id", key.id())).first();
            Instant elsewhere = stored == null ? null : stored.getDate("at").toInstant();
            return elsewhere != null && elsewhere.isAfter(local) ? elsewhere : local;
        } catch (RuntimeException e) {
            LOG.warn("Presence of {} in {}: other nodes' sightings unreadable: {}", userId, gameId, e.toString());
            return local;
        }
    }

    /**
     * Removes the shared sightings older than {@code before}; how many. Safe once {@code before} is at least the
     * absence time ago: a player last seen before it is absent whatever the node then vouches for instead (its own
     * memory, or the time since it started watching, which can only make a report less evident, never more).
     */
    public long forgetSeenBefore(Instant before) {
        if (shared == null) {
            return 0;
        }
        if (before.isAfter(clock.instant().minus(absentAfter))) {
            throw new IllegalArgumentException("sightings newer than the absence time (" + absentAfter
                    + ") still count; not removing those seen before " + before);
        }
        return shared.deleteMany(Filters.lt("at", java.util.Date.from(before))).getDeletedCount();
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
