package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.infra.eventstore.TestEvents.moves;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackingToken;
import org.bson.Document;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The global reader reads the position counter only when its window reaches the head it last read (a rebuild far
 * behind asks it once per {@code batchSize} of the last stretch, not once per fetch), and still finds events
 * appended after that head.
 */
class GlobalStreamReaderHeadTest {

    @RegisterExtension
    final MongoServerFixture mongo = MongoServerFixture.perTest();
    private MongoEventStorageEngine engine;
    private final AtomicInteger counterReads = new AtomicInteger();
    private GlobalStreamReader reader;

    @BeforeEach
    void start() throws Exception {
        // one store command per commit, so the counter is the last written position unless a test moves it
        engine = TestEvents.engineBuilder(mongo).positionBlocks(1, Duration.ofSeconds(10)).build();
        reader = new GlobalStreamReader(mongo.database().getCollection("events"), () -> {
            counterReads.incrementAndGet();
            return engine.lastReservedPosition();
        }, Clock.systemUTC(), 10, 10_000, 60_000);
    }

    @Test
    void farBehindTheCounterIsReadOnlyWhenTheWindowReachesTheKnownHead() {
        for (int game = 0; game < 5; game++) {
            engine.appendEvents(moves("game-" + game, 0, 10)); // positions 1..50, 10 a commit
        }

        List<Long> positions = readAll(null);

        assertThat(positions).hasSize(50).first().isEqualTo(1L);
        assertThat(positions).last().isEqualTo(50L);
        // fetches after 0, 10, 20, 30, 40 and 50: the first reads 50 as the head; the windows 11-20 .. 41-50 lie
        // within it; the one after 50 (window 51-60) passes it and reads it again. Before: one read a fetch (6).
        assertThat(counterReads.get()).isEqualTo(2);
    }

    @Test
    void eventsAppendedAfterAStaleHeadAreStillRead() {
        engine.appendEvents(moves("game-a", 0, 5)); // positions 1..5
        // a writer reserved 6..40 and died before inserting: the reader learns 40 as the head, finds nothing after 5
        mongo.database().getCollection("counters").updateOne(new Document("_id", "globalPosition"),
                new Document("$set", new Document("value", 40L)));
        assertThat(readAll(null)).containsExactly(1L, 2L, 3L, 4L, 5L);
        int reads = counterReads.get();

        engine.appendEvents(moves("game-b", 0, 3)); // 41..43, beyond the head the reader knows

        // the windows 6-15 .. 36-40 lie within the known head and hold nothing: the counter is read again there
        // before the reader calls itself caught up
        List<TrackedEventData<String>> next = reader.fetch(lastToken);
        assertThat(next).extracting(e -> e.trackingToken().position().orElseThrow()).containsExactly(41L, 42L, 43L);
        assertThat(counterReads.get()).isEqualTo(reads + 1);
    }

    private TrackingToken lastToken;

    private List<Long> readAll(TrackingToken start) {
        List<Long> positions = new ArrayList<>();
        TrackingToken token = start;
        while (true) {
            List<TrackedEventData<String>> batch = reader.fetch(token);
            if (batch.isEmpty()) {
                lastToken = token;
                return positions;
            }
            for (TrackedEventData<String> event : batch) {
                positions.add(event.trackingToken().position().orElseThrow());
                token = event.trackingToken();
            }
        }
    }
}
