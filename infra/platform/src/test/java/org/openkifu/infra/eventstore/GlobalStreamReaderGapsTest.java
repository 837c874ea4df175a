package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.infra.eventstore.TestEvents.moves;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackingToken;
import org.bson.Document;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openkifu.infra.platform.MutableClock;

/**
 * A token with gaps at the end of a commit the reader has decoded: the reader does not read that commit again at every
 * fetch (one query of the events a fetch, where it was two for as long as the gaps lived, a minute after any quiet
 * spell), and the gaps still expire by that commit's reservation time once it is older than the gap timeout.
 */
class GlobalStreamReaderGapsTest {

    private static final Duration GAP_TIMEOUT = Duration.ofMillis(300);

    @RegisterExtension
    final MongoServerFixture mongo = MongoServerFixture.perTest();
    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-29T10:00:00Z"));
    private final AtomicInteger counterReads = new AtomicInteger();
    private MongoEventStorageEngine engine;
    private GlobalStreamReader reader;

    @BeforeEach
    void start() throws Exception {
        engine = TestEvents.engineBuilder(mongo).clock(clock).gapTimeout(GAP_TIMEOUT)
                .positionBlocks(1, Duration.ofSeconds(10)).build();
        reader = new GlobalStreamReader(mongo.database().getCollection("events"), () -> {
            counterReads.incrementAndGet();
            return engine.lastReservedPosition();
        }, clock, 10, 10_000, GAP_TIMEOUT.toMillis());
    }

    @Test
    void gapsBelowADecodedCommitEndCostNoSecondQueryAndStillExpire() {
        engine.appendEvents(moves("game-a", 0, 5)); // positions 1..5
        // a writer reserved 6..40 and died before inserting
        mongo.database().getCollection("counters").updateOne(new Document("_id", "globalPosition"),
                new Document("$set", new Document("value", 40L)));
        engine.appendEvents(moves("game-b", 0, 3)); // 41..43

        TrackingToken token = null;
        for (int fetch = 0; fetch < 3; fetch++) {
            List<TrackedEventData<String>> batch = reader.fetch(token);
            if (!batch.isEmpty()) {
                token = batch.getLast().trackingToken();
            }
        }
        GapAwareTrackingToken atGameB = (GapAwareTrackingToken) token;
        assertThat(atGameB.getIndex()).isEqualTo(43);
        assertThat(atGameB.getGaps()).hasSize(35).first().isEqualTo(6L);

        long queriesBefore = queries();
        int countersBefore = counterReads.get();
        assertThat(reader.fetch(atGameB)).isEmpty();
        long eventQueries = queries() - queriesBefore - (counterReads.get() - countersBefore);
        assertThat(eventQueries).as("the gaps and the window in one query; the commit ending at 43 not read again")
                .isEqualTo(1);

        clock.advance(GAP_TIMEOUT.plusMillis(100)); // the commit ending at 43 is older than the gap timeout now
        engine.appendEvents(moves("game-c", 0, 1)); // 44
        List<TrackedEventData<String>> next = reader.fetch(atGameB);
        assertThat(next).extracting(e -> e.trackingToken().position().orElseThrow()).containsExactly(44L);
        assertThat(((GapAwareTrackingToken) next.getFirst().trackingToken()).getGaps())
                .as("dropped by the known reservation time of the commit at the token's index").isEmpty();
    }

    private long queries() {
        Document status = mongo.database().runCommand(new Document("serverStatus", 1));
        return status.get("opcounters", Document.class).get("query", Number.class).longValue();
    }
}
