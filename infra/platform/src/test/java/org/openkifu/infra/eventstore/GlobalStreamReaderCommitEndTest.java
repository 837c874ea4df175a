package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.infra.eventstore.TestEvents.moves;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackingToken;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The global reader skips re-reading the commit holding the token's index only when that index is a commit's last
 * position: a processor that takes part of a fetch (its batch is full inside a commit) still gets the rest of that
 * commit, every event once and in order, whether it stops inside commits or at their ends.
 */
class GlobalStreamReaderCommitEndTest {

    @RegisterExtension
    final MongoServerFixture mongo = MongoServerFixture.perTest();
    private GlobalStreamReader reader;

    @BeforeEach
    void start() throws Exception {
        MongoEventStorageEngine engine = TestEvents.engineBuilder(mongo).positionBlocks(1, Duration.ofSeconds(10))
                .build();
        for (int game = 0; game < 5; game++) {
            engine.appendEvents(moves("game-" + game, 0, 10)); // positions 1..50, 10 a commit
        }
        for (int game = 5; game < 8; game++) {
            engine.appendEvents(moves("game-" + game, 0, 1)); // 51, 52, 53: one a commit
        }
        reader = new GlobalStreamReader(mongo.database().getCollection("events"), engine::lastReservedPosition,
                Clock.systemUTC(), 10, 10_000, 60_000);
    }

    @Test
    void takingPartsOfFetchesThatEndInsideAndAtCommitsDeliversEveryEventOnceInOrder() {
        // 3, 7, 10, 4 ...: stops at 3 (inside), 10 (an end), 20 (an end), 24 (inside), ...
        int[] takes = {3, 7, 10, 4, 6, 1, 9, 13};
        List<Long> positions = new ArrayList<>();
        TrackingToken token = null;
        for (int round = 0; round < 40; round++) {
            List<TrackedEventData<String>> batch = reader.fetch(token);
            if (batch.isEmpty()) {
                break;
            }
            for (TrackedEventData<String> event : batch.subList(0, Math.min(takes[round % takes.length], batch.size()))) {
                positions.add(event.trackingToken().position().orElseThrow());
                token = event.trackingToken();
            }
        }
        assertThat(positions).containsExactlyElementsOf(LongStream.rangeClosed(1, 53).boxed().toList());
    }

    @Test
    void aSecondReaderStartingInsideACommitItHasNotReadGetsItsRest() {
        List<Long> firstFetch = new ArrayList<>();
        TrackingToken atSeven = null;
        for (TrackedEventData<String> event : reader.fetch(null)) {
            firstFetch.add(event.trackingToken().position().orElseThrow());
            if (firstFetch.size() == 7) {
                atSeven = event.trackingToken();
            }
        }
        assertThat(firstFetch).containsExactlyElementsOf(LongStream.rangeClosed(1, 10).boxed().toList());

        assertThat(reader.fetch(atSeven)).extracting(e -> e.trackingToken().position().orElseThrow())
                .startsWith(8L, 9L, 10L, 11L);
    }
}
