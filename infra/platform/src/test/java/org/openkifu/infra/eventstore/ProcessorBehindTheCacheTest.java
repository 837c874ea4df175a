package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.infra.eventstore.TestEvents.moves;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.awaitility.Awaitility;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Axon's event store keeps a cache of the newest events (10,000 by default, as the product runs it) for the
 * processors at the head. A processor that falls further behind (the Kafka relay during a bulk import: 6,000 to
 * 13,000 events, docs/benchmarks.md) is moved by Axon to a stream of its own read from this engine, and back to the
 * cache once it caught up. Across those moves it must still see every event once, in order, while a processor at the
 * head keeps reading from the cache. A cache of 20 events makes the move happen with a few hundred.
 */
class ProcessorBehindTheCacheTest {

    @RegisterExtension
    final MongoServerFixture mongo = MongoServerFixture.perTest();

    @Test
    void aProcessorFarBehindTheCacheSeesEveryEventOnceInOrder() throws Exception {
        AtomicInteger privateStreams = new AtomicInteger();
        MongoEventStorageEngine engine = new CountingEngine(TestEvents.engineBuilder(mongo).batchSize(50),
                privateStreams);
        EmbeddedEventStore eventStore = EmbeddedEventStore.builder().storageEngine(engine)
                .cachedEvents(20).fetchDelay(20).cleanupDelay(100).build();
        Map<String, AtomicInteger> fast = StreamReaders.counts();
        Map<String, AtomicInteger> slow = StreamReaders.counts();
        List<Long> slowSequences = new CopyOnWriteArrayList<>();
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        TrackingEventProcessor atHead = StreamReaders.processor("at-head", eventStore, mongo, fast);
        TrackingEventProcessor behind = StreamReaders.processor("behind", eventStore, mongo, slow, event -> {
            if (slowSequences.isEmpty()) {
                held.countDown();
                await(release); // held on its first event while 500 more are written: 25 caches behind
            } else if (slowSequences.size() < 500) {
                pace(); // its catching up lasts several of Axon's cleaner runs, whichever moment the cleaner picks
            }
            slowSequences.add(((DomainEventMessage<?>) event).getSequenceNumber());
        });

        Set<String> written = ConcurrentHashMap.newKeySet();
        List<DomainEventMessage<?>> first = moves("game-1", 0, 1);
        eventStore.publish(first);
        first.forEach(e -> written.add(e.getIdentifier()));
        assertThat(held.await(30, TimeUnit.SECONDS)).isTrue();
        for (long sequence = 1; sequence <= 500; sequence += 5) {
            List<DomainEventMessage<?>> commit = moves("game-1", sequence, 5);
            eventStore.publish(commit);
            commit.forEach(e -> written.add(e.getIdentifier()));
        }
        Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> fast.size() == written.size());
        int before = privateStreams.get();
        // Axon's cleaner (every 100 ms) moves the held processor, 500 events behind a cache of 20, off the cache: it
        // reads a stream of its own from the engine
        release.countDown();
        Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> privateStreams.get() > before);
        // and it comes back to the head: 100 more events reach both
        for (long sequence = 501; sequence <= 600; sequence += 5) {
            List<DomainEventMessage<?>> commit = moves("game-1", sequence, 5);
            eventStore.publish(commit);
            commit.forEach(e -> written.add(e.getIdentifier()));
        }
        Awaitility.await().atMost(Duration.ofSeconds(30))
                .until(() -> fast.size() == written.size() && slow.size() == written.size());
        Awaitility.await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(fast.values()).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
            assertThat(slow.values()).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
        });
        behind.shutDown();
        atHead.shutDown();
        eventStore.shutDown();

        assertThat(written).hasSize(601);
        assertThat(fast.keySet()).containsExactlyInAnyOrderElementsOf(written);
        assertThat(slow.keySet()).containsExactlyInAnyOrderElementsOf(written);
        assertThat(slowSequences).isSorted().hasSize(601);
    }

    /** Counts the streams opened without blocking: Axon's private streams (its shared reader's may block). */
    static final class CountingEngine extends MongoEventStorageEngine {
        private final AtomicInteger privateStreams;

        CountingEngine(MongoEventStorageEngine.Builder builder, AtomicInteger privateStreams) {
            super(TestEvents.validated(builder));
            this.privateStreams = privateStreams;
        }

        @Override
        public Stream<? extends TrackedEventMessage<?>> readEvents(TrackingToken token, boolean mayBlock) {
            if (!mayBlock) {
                privateStreams.incrementAndGet();
            }
            return super.readEvents(token, mayBlock);
        }
    }

    /** The held processor's pace after its release (the load being tested), never a wait for a result. */
    private static void pace() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
