package org.openkifu.game.infrastructure.presence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.infra.platform.MutableClock;
import org.openkifu.infra.mongo.EmbeddedMongoServer;

/** Presence seen on node A counts on node B (issue 22): both read and write the store's presence collection. */
class SharedPresenceTest {

    private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");
    private static final Duration ABSENT_AFTER = Duration.ofSeconds(120);

    @TempDir
    Path directory;

    private EmbeddedMongoServer server;
    private MongoClient client;
    private final MutableClock clock = new MutableClock(T0);

    @BeforeEach
    void start() {
        server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
        client = MongoClients.create(server.connectionString());
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    /** The ids ("game/user") of the sightings in the store. */
    private java.util.List<String> storedSightings() {
        return client.getDatabase("openkifu").getCollection(GamePresence.COLLECTION).find()
                .map(d -> d.getString("_id")).into(new java.util.ArrayList<>());
    }

    private GamePresence node(boolean shared) {
        return new GamePresence(clock, ABSENT_AFTER, 100,
                shared ? client.getDatabase("openkifu").getCollection(GamePresence.COLLECTION) : null);
    }

    @Test
    void aHeartbeatOnNodeACountsOnNodeB() {
        GamePresence a = node(true);
        GamePresence b = node(true);
        clock.advance(Duration.ofSeconds(300));
        a.seen("g1", "alice");
        assertThat(b.lastSeen("g1", "alice")).isEqualTo(T0.plusSeconds(300));
        assertThat(b.lastSeen("g1", "bob")).as("never seen anywhere: since B watches").isEqualTo(T0);
        clock.advance(Duration.ofSeconds(10));
        b.seen("g1", "alice");
        assertThat(a.lastSeen("g1", "alice")).as("the later sighting wins").isEqualTo(T0.plusSeconds(310));
    }

    @Test
    void sightingsOlderThanTheRetentionAreForgottenAndNewerOnesKept() {
        GamePresence a = node(true);
        a.seen("g1", "alice");
        clock.advance(Duration.ofDays(2));
        a.seen("g2", "bob");

        assertThat(a.forgetSeenBefore(clock.instant().minus(Duration.ofDays(1)))).isEqualTo(1);

        assertThat(storedSightings()).containsExactly("g2/bob");
        assertThatThrownBy(() -> a.forgetSeenBefore(clock.instant()
                .minusSeconds(30))).as("sightings within the absence time still count")
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(storedSightings()).hasSize(1);
    }

    @Test
    void theTimerRemovesWhatIsOlderThanItsRetentionAndRefusesOneShorterThanTheAbsenceTime() {
        GamePresence a = node(true);
        a.seen("g1", "alice");
        clock.advance(Duration.ofHours(25));
        a.seen("g1", "bob");
        PresenceForgetting timer = new PresenceForgetting(a, clock, Duration.ofDays(1), Duration.ofHours(1));

        timer.sweep();

        assertThat(storedSightings()).containsExactly("g1/bob");
        assertThatThrownBy(() -> new PresenceForgetting(a, clock,
                Duration.ofSeconds(60), Duration.ofHours(1))).hasMessageContaining("keep-for");
    }

    @Test
    void unsharedNodesOnlyKnowWhatTheySaw() {
        GamePresence a = node(false);
        GamePresence b = node(false);
        clock.advance(Duration.ofSeconds(300));
        a.seen("g1", "alice");
        assertThat(b.lastSeen("g1", "alice")).isEqualTo(T0);
    }
}
