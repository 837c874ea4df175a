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
 * The global reader reads the position counter only when a window found nothing up to the head it last read (a
 * rebuild far behind never asks it until it is caught up; a reader at the head that finds new commits does not ask it
 * either), and still finds events appended after that head.
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
        // fetches after 0, 10, 20, 30, 40 and 50: the windows 1-10 .. 41-50 each find a commit, so none asks the
        // counter; the one after 50 (window 51-60) finds nothing and reads it once before calling itself caught up.
        // Before 2026-11-28: one read a fetch (6); until 2026-11-29: also the first fetch's (2).
        assertThat(counterReads.get()).isEqualTo(1);
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

        // the windows 6-15 .. 26-35 lie within the known head and hold nothing; the next, 36-45, passes it and
        // finds the new commit: the counter is not asked
        List<TrackedEventData<String>> next = reader.fetch(lastToken);
        assertThat(next).extracting(e -> e.trackingToken().position().orElseThrow()).containsExactly(41L, 42L, 43L);
        assertThat(counterReads.get()).isEqualTo(reads);

        // caught up: a window past the head finds nothing, the counter is read once, and it says 43
        assertThat(reader.fetch(next.get(2).trackingToken())).isEmpty();
        assertThat(counterReads.get()).isEqualTo(reads + 1);
    }

    @Test
    void aReaderAtTheHeadReadsTheCounterOnlyWhenItFindsNothing() {
        engine.appendEvents(moves("game-a", 0, 3)); // 1..3
        List<TrackedEventData<String>> first = reader.fetch(null);
        assertThat(first).hasSize(3);
        assertThat(counterReads.get()).as("found commits: no counter read").isZero();

        TrackingToken head = first.get(2).trackingToken();
        assertThat(reader.fetch(head)).isEmpty();
        assertThat(counterReads.get()).as("nothing new: the counter is read before calling it caught up").isEqualTo(1);

        engine.appendEvents(moves("game-a", 3, 2)); // 4..5
        assertThat(reader.fetch(head)).extracting(e -> e.trackingToken().position().orElseThrow())
                .containsExactly(4L, 5L);
        assertThat(counterReads.get()).as("new commits found at the head: still one read").isEqualTo(1);
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
