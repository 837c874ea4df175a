package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.infra.eventstore.TestEvents.moves;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongConsumer;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openkifu.infra.platform.MutableClock;

/**
 * Commits that reserve their positions first and land later, the way several nodes writing at once behave:
 * a tracking reader must see every event exactly once, and a position whose writer died must not hold it up.
 */
class OutOfOrderCommitTest {

    /** Runs a test-chosen action between a commit's reservation and its insert. */
    static final class PausingEngine extends MongoEventStorageEngine {
        private final LongConsumer pause;

        PausingEngine(MongoEventStorageEngine.Builder builder, LongConsumer pause) {
            super(TestEvents.validated(builder));
            this.pause = pause;
        }

        @Override
        protected void afterPositionsReserved(long firstPosition, long lastPosition) {
            pause.accept(firstPosition);
        }
    }

    static final class WriterCrashed extends RuntimeException {
        WriterCrashed() {
            super("writer died after reserving its positions");
        }
    }

    @RegisterExtension
    final MongoServerFixture mongo = MongoServerFixture.perTest();

    @Test
    void trackingProcessorSeesEveryEventOnceWhileConcurrentWritersLandOutOfOrder() throws Exception {
        MongoEventStorageEngine engine = new PausingEngine(TestEvents.engineBuilder(mongo).batchSize(50),
                position -> sleep(ThreadLocalRandom.current().nextInt(0, 25)));
        EmbeddedEventStore eventStore = EmbeddedEventStore.builder().storageEngine(engine)
                .fetchDelay(20).cleanupDelay(1000).build();
        Map<String, AtomicInteger> seen = StreamReaders.counts();
        TrackingEventProcessor processor = StreamReaders.processor("out-of-order", eventStore, mongo, seen);
        // A second reader: the engine's own stream, polled in a loop from the last token it saw.
        StreamReaders.PollingReader loop = StreamReaders.polling(engine);
        Map<String, AtomicInteger> seenByLoop = loop.seen;

        int writers = 6;
        int commitsPerWriter = 40;
        Set<String> written = ConcurrentHashMap.newKeySet();
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        List<Future<?>> done = new ArrayList<>();
        for (int w = 0; w < writers; w++) {
            String game = "game-" + w;
            done.add(pool.submit(() -> {
                long sequence = 0;
                for (int c = 0; c < commitsPerWriter; c++) {
                    int size = 1 + c % 3;
                    List<DomainEventMessage<?>> commit = moves(game, sequence, size);
                    engine.appendEvents(commit);
                    commit.forEach(event -> written.add(event.getIdentifier()));
                    sequence += size;
                }
                return null;
            }));
        }
        for (Future<?> writer : done) {
            writer.get(60, TimeUnit.SECONDS);
        }
        pool.shutdown();

        Awaitility.await().atMost(Duration.ofSeconds(30))
                .until(() -> seen.size() >= written.size() && seenByLoop.size() >= written.size());
        // a duplicate would show up after the last new event: each stays seen once over a short window
        Awaitility.await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(seen.values()).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
            assertThat(seenByLoop.values()).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
        });
        loop.close();
        processor.shutDown();
        eventStore.shutDown();

        assertThat(written).hasSize(writers * 79); // 40 commits of 1, 2, 3, 1, 2, 3... events
        assertThat(seen.keySet()).containsExactlyInAnyOrderElementsOf(written);
        assertThat(seen.values()).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
        assertThat(seenByLoop.keySet()).containsExactlyInAnyOrderElementsOf(written);
        assertThat(seenByLoop.values()).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
    }

    @Test
    void aCommitLandingAfterALaterOneIsDeliveredFromTheGapExactlyOnce() throws Exception {
        CountDownLatch reserved = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        MongoEventStorageEngine engine = new PausingEngine(TestEvents.engineBuilder(mongo), position -> {
            if (Thread.currentThread().getName().equals("slow-writer")) {
                reserved.countDown();
                await(release);
            }
        });
        engine.appendEvents(moves("game-1", 0, 1));
        Thread slow = new Thread(() -> engine.appendEvents(moves("game-2", 0, 2)), "slow-writer");
        slow.start();
        reserved.await();
        engine.appendEvents(moves("game-3", 0, 1));

        List<? extends TrackedEventMessage<?>> first = engine.readEvents(null, false).toList();
        assertThat(aggregates(first)).containsExactly("game-1", "game-3");
        GapAwareTrackingToken afterFirst = (GapAwareTrackingToken) first.get(1).trackingToken();
        assertThat(afterFirst.getIndex()).isEqualTo(4);
        assertThat(afterFirst.getGaps()).containsExactly(2L, 3L);

        release.countDown();
        slow.join();
        List<? extends TrackedEventMessage<?>> late = engine.readEvents(afterFirst, false).toList();
        assertThat(aggregates(late)).containsExactly("game-2", "game-2");
        TrackingToken last = late.get(1).trackingToken();
        assertThat(((GapAwareTrackingToken) last).getGaps()).isEmpty();
        assertThat(engine.readEvents(last, false)).isEmpty();
    }

    @Test
    void aHeadTokenMadeWhileCommitsAreInFlightStillDeliversThem() throws Exception {
        CountDownLatch reserved = new CountDownLatch(2);
        CountDownLatch release = new CountDownLatch(1);
        MongoEventStorageEngine engine = new PausingEngine(TestEvents.engineBuilder(mongo), position -> {
            if (Thread.currentThread().getName().startsWith("slow-writer")) {
                reserved.countDown();
                await(release);
            }
        });
        engine.appendEvents(moves("game-1", 0, 1));
        Thread slowBefore = new Thread(() -> engine.appendEvents(moves("game-2", 0, 1)), "slow-writer-1");
        slowBefore.start();
        Awaitility.await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(1))
                .until(() -> reserved.getCount() < 2);
        engine.appendEvents(moves("game-3", 0, 1));
        Thread slowAtHead = new Thread(() -> engine.appendEvents(moves("game-4", 0, 1)), "slow-writer-2");
        slowAtHead.start();
        reserved.await();

        TrackingToken head = engine.createHeadToken();
        assertThat(((GapAwareTrackingToken) head).getIndex()).isEqualTo(3);
        assertThat(((GapAwareTrackingToken) head).getGaps()).containsExactly(2L);
        release.countDown();
        slowBefore.join();
        slowAtHead.join();

        assertThat(aggregates(engine.readEvents(head, false).toList())).containsExactly("game-2", "game-4");
    }

    @Test
    void positionsOfAWriterThatDiedNeitherBlockTheReaderNorStayInTheTokenForever() {
        AtomicInteger crashes = new AtomicInteger();
        MutableClock clock = new MutableClock(Instant.parse("2026-11-26T10:00:00Z")); // the gap timeout's clock
        MongoEventStorageEngine engine = new PausingEngine(
                TestEvents.engineBuilder(mongo).batchSize(10).gapTimeout(Duration.ofMillis(300)).clock(clock), position -> {
            if (crashes.get() > 0) {
                crashes.decrementAndGet();
                throw new WriterCrashed();
            }
        });
        engine.appendEvents(moves("game-1", 0, 1));
        crashes.set(25); // more dead positions than one read window holds
        for (int i = 0; i < 25; i++) {
            try {
                engine.appendEvents(moves("game-2", 0, 1));
            } catch (WriterCrashed expected) {
                // the positions stay reserved and never fill
            }
        }
        engine.appendEvents(moves("game-3", 0, 1));
        engine.appendEvents(moves("game-3", 1, 1));

        List<? extends TrackedEventMessage<?>> events = engine.readEvents(null, false).toList();
        assertThat(aggregates(events)).containsExactly("game-1", "game-3", "game-3");
        GapAwareTrackingToken token = (GapAwareTrackingToken) events.get(2).trackingToken();
        // Every position below the token without an event is a gap: the 25 dead ones, plus any a position block
        // left unused when its lease (a quarter of the 300 ms gap timeout) ran out on a slow machine.
        long firstGame3 = ((GapAwareTrackingToken) events.get(1).trackingToken()).getIndex();
        List<Long> unused = new ArrayList<>();
        for (long position = 2; position < token.getIndex(); position++) {
            if (position != firstGame3) {
                unused.add(position);
            }
        }
        assertThat(token.getGaps()).hasSizeGreaterThanOrEqualTo(25).containsExactlyElementsOf(unused);

        clock.advance(Duration.ofMillis(400)); // past the gap timeout
        engine.appendEvents(moves("game-3", 2, 1));
        List<? extends TrackedEventMessage<?>> next = engine.readEvents(token, false).toList();
        assertThat(aggregates(next)).containsExactly("game-3");
        // The dead positions are dropped (commits after them are older than the gap timeout). What is left are the
        // positions the block of game-3's commits left unused when its lease ran out during the pause: they are
        // dropped in turn once this commit is older than the gap timeout.
        GapAwareTrackingToken afterPause = (GapAwareTrackingToken) next.get(0).trackingToken();
        assertThat(afterPause.getGaps()).allSatisfy(gap -> assertThat(gap).isGreaterThan(token.getIndex()));
        clock.advance(Duration.ofMillis(400)); // this commit too is older than the gap timeout now
        engine.appendEvents(moves("game-3", 3, 1));
        List<? extends TrackedEventMessage<?>> last = engine.readEvents(afterPause, false).toList();
        assertThat(aggregates(last)).containsExactly("game-3");
        assertThat(((GapAwareTrackingToken) last.get(0).trackingToken()).getGaps()).isEmpty();
        assertThat(engine.readEvents("game-2").asStream()).isEmpty();
    }

    private static List<String> aggregates(List<? extends TrackedEventMessage<?>> events) {
        return events.stream().map(event -> ((DomainEventMessage<?>) event).getAggregateIdentifier()).toList();
    }

    /** The writers' random pauses and the polling reader's pace (the load being tested), never a wait for a result. */
    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
