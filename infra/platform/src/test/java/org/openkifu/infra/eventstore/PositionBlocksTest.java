package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.infra.eventstore.TestEvents.moves;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
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
import org.awaitility.Awaitility;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Global positions reserved in blocks per node (docs/event-store.md, "Global order"): one store command per commit,
 * and with several threads on two engine instances sharing one MongoDB (two nodes) every position is used once
 * and every reader sees every event exactly once.
 */
class PositionBlocksTest {

    @RegisterExtension
    final MongoServerFixture mongo = MongoServerFixture.perTest();

    @Test
    void aBusyNodeStoresACommitWithOneCommandAndReservesPositionsRarely() {
        MongoEventStorageEngine engine = TestEvents.engineBuilder(mongo)
                .positionBlocks(64, Duration.ofSeconds(10)).build();
        long insertsBefore = command("insert");
        long findAndModifyBefore = command("findAndModify");
        for (int move = 0; move < 200; move++) {
            engine.appendEvents(moves("game-1", move, 1));
        }
        assertThat(command("insert") - insertsBefore).isEqualTo(200);
        // Blocks of 1, 2, 4, ..., 64, then 64: 1 + 2 + 4 + 8 + 16 + 32 + 64 = 127, and 2 more blocks for 200.
        assertThat(command("findAndModify") - findAndModifyBefore).isEqualTo(9);
        List<? extends TrackedEventMessage<?>> read = engine.readEvents(null, false).toList();
        assertThat(read).hasSize(200);
        assertThat(read.stream().map(e -> ((GapAwareTrackingToken) e.trackingToken()).getIndex()).toList())
                .isEqualTo(java.util.stream.LongStream.rangeClosed(1, 200).boxed().toList());
    }

    @Test
    void twoNodesWithSeveralWritersEachUseEveryPositionOnceAndReadersSeeEveryEventOnce() throws Exception {
        MongoEventStorageEngine nodeA = pausing(TestEvents.engineBuilder(mongo).batchSize(50));
        MongoEventStorageEngine nodeB = pausing(TestEvents.engineBuilder(mongo).batchSize(50));
        EmbeddedEventStore storeA = EmbeddedEventStore.builder().storageEngine(nodeA)
                .fetchDelay(20).cleanupDelay(1000).build();
        Map<String, AtomicInteger> seenByProcessor = StreamReaders.counts();
        TrackingEventProcessor processor = StreamReaders.processor("two-nodes", storeA, mongo, seenByProcessor);
        // A second reader on the other node: its own stream, polled from the last token it saw.
        StreamReaders.PollingReader loop = StreamReaders.polling(nodeB);
        Map<String, AtomicInteger> seenByLoop = loop.seen;

        int writersPerNode = 3;
        int commitsPerWriter = 30;
        Set<String> written = ConcurrentHashMap.newKeySet();
        ExecutorService pool = Executors.newFixedThreadPool(2 * writersPerNode);
        List<Future<?>> done = new ArrayList<>();
        for (int w = 0; w < 2 * writersPerNode; w++) {
            MongoEventStorageEngine node = w % 2 == 0 ? nodeA : nodeB;
            String game = "game-" + w;
            done.add(pool.submit(() -> {
                long sequence = 0;
                for (int c = 0; c < commitsPerWriter; c++) {
                    int size = 1 + c % 3;
                    List<DomainEventMessage<?>> commit = moves(game, sequence, size);
                    node.appendEvents(commit);
                    commit.forEach(event -> written.add(event.getIdentifier()));
                    sequence += size;
                }
                return null;
            }));
        }
        for (Future<?> writer : done) {
            writer.get(120, TimeUnit.SECONDS);
        }
        pool.shutdown();

        Awaitility.await().atMost(Duration.ofSeconds(60))
                .until(() -> seenByProcessor.size() >= written.size() && seenByLoop.size() >= written.size());
        // a duplicate would show up after the last new event: each stays seen once over a short window
        Awaitility.await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(seenByProcessor.values()).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
            assertThat(seenByLoop.values()).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
        });
        loop.close();
        processor.shutDown();
        storeA.shutDown();

        assertThat(written).hasSize(2 * writersPerNode * 60); // 30 commits of 1, 2, 3, 1, 2, 3... events
        List<Long> positions = new ArrayList<>();
        for (Document commit : mongo.database().getCollection("events").find()) {
            positions.addAll(commit.getList(CommitDocuments.POSITIONS, Long.class));
        }
        assertThat(positions).hasSize(written.size()).doesNotHaveDuplicates();
        assertThat(seenByProcessor.keySet()).containsExactlyInAnyOrderElementsOf(written);
        assertThat(seenByProcessor.values()).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
        assertThat(seenByLoop.keySet()).containsExactlyInAnyOrderElementsOf(written);
        assertThat(seenByLoop.values()).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
    }

    @Test
    void aHeadTokenDoesNotPassOverACommitInFlightFromANodeFarBehind() throws Exception {
        CountDownLatch reserved = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        MongoEventStorageEngine nodeA = new OutOfOrderCommitTest.PausingEngine(TestEvents.engineBuilder(mongo)
                .batchSize(10).positionBlocks(64, Duration.ofSeconds(10)), position -> {
            if (Thread.currentThread().getName().equals("slow-writer")) {
                reserved.countDown();
                await(release);
            }
        });
        MongoEventStorageEngine nodeB = TestEvents.engineBuilder(mongo).batchSize(10)
                .positionBlocks(64, Duration.ofSeconds(10)).build();
        // Node A's blocks: [1], [2, 3], [4..7]; five commits leave 6 and 7 in its open block.
        for (int move = 0; move < 5; move++) {
            nodeA.appendEvents(moves("game-a", move, 1));
        }
        Thread slow = new Thread(() -> nodeA.appendEvents(moves("game-slow", 0, 1)), "slow-writer");
        slow.start();
        reserved.await();
        // Node B writes 30 events after it: far more than one read window (10 positions) beyond position 6.
        for (int move = 0; move < 30; move++) {
            nodeB.appendEvents(moves("game-b", move, 1));
        }

        TrackingToken head = nodeB.createHeadToken();
        assertThat(((GapAwareTrackingToken) head).getGaps()).contains(6L, 7L);
        release.countDown();
        slow.join();
        nodeA.appendEvents(moves("game-a", 5, 1)); // position 7, the rest of node A's block

        List<? extends TrackedEventMessage<?>> after = nodeB.readEvents(head, false).toList();
        assertThat(after.stream().map(e -> ((DomainEventMessage<?>) e).getAggregateIdentifier()).toList())
                .containsExactly("game-slow", "game-a");
        assertThat(new HashSet<>(after.stream().map(e -> ((GapAwareTrackingToken) e.trackingToken()).getIndex())
                .toList())).hasSize(1); // both were gaps below the index: the index stays where it was
        assertThat(nodeB.readEvents(after.get(1).trackingToken(), false)).isEmpty();
    }

    private static MongoEventStorageEngine pausing(MongoEventStorageEngine.Builder builder) {
        return new OutOfOrderCommitTest.PausingEngine(builder,
                position -> sleep(ThreadLocalRandom.current().nextInt(0, 10)));
    }

    /**
     * A game played on two nodes whose blocks interleave: each event lands above the one before it in the global
     * order, whichever node stored that one, so a reader of the whole stream sees the game in its own order (the
     * cluster test once saw a move published before its game's creation). Learned from this node's own commits and
     * reads without a store command; otherwise by one read of the previous event's commit.
     */
    @Test
    void aGamePlayedOnTwoNodesKeepsItsOrderInTheGlobalStream() {
        MongoEventStorageEngine nodeA = TestEvents.engineBuilder(mongo).positionBlocks(64, Duration.ofSeconds(60))
                .build();
        MongoEventStorageEngine nodeB = TestEvents.engineBuilder(mongo).positionBlocks(64, Duration.ofSeconds(60))
                .build();
        for (int move = 0; move < 8; move++) { // blocks 1, 2-3, 4-7, 8-15: node A holds 9-15 unused
            nodeA.appendEvents(moves("warm-a", move, 1));
        }
        for (int move = 0; move < 8; move++) { // 16, 17-18, 19-22, 23-30: node B holds 24-30 unused
            nodeB.appendEvents(moves("warm-b", move, 1));
        }
        nodeB.appendEvents(moves("game", 0, 1)); // 24
        nodeA.appendEvents(moves("game", 1, 1)); // not seen on A: one read of event 0's commit; not 9, a new block
        assertThat(nodeA.streamHeadLookups()).as("event 0 looked up").isEqualTo(1);
        nodeB.appendEvents(moves("game", 2, 1)); // B saw event 0, not 1: looked up; not 25
        assertThat(nodeB.streamHeadLookups()).as("event 1 looked up").isEqualTo(1);
        nodeA.readEvents("game").asStream().count(); // as a command deciding on the game reads it
        nodeA.appendEvents(moves("game", 3, 1));
        nodeA.appendEvents(moves("game", 4, 1)); // its own event 3 before it
        assertThat(nodeA.streamHeadLookups()).as("event 2 read here, event 3 stored here").isEqualTo(1);

        List<? extends TrackedEventMessage<?>> stream = nodeB.readEvents(null, false).toList();
        List<Long> gameOrder = stream.stream().map(e -> (DomainEventMessage<?>) e)
                .filter(e -> e.getAggregateIdentifier().equals("game")).map(DomainEventMessage::getSequenceNumber)
                .toList();
        assertThat(gameOrder).containsExactly(0L, 1L, 2L, 3L, 4L);
        List<Long> positions = stream.stream().filter(e -> ((DomainEventMessage<?>) e).getAggregateIdentifier()
                .equals("game")).map(e -> ((GapAwareTrackingToken) e.trackingToken()).getIndex()).toList();
        assertThat(positions).as("each above the last").isSorted().doesNotHaveDuplicates();
        assertThat(positions.get(1)).as("not node A's old block").isGreaterThan(30);
    }

    private long command(String name) {
        Document status = mongo.database().runCommand(new Document("serverStatus", 1));
        Number count = status.get("openkifu", Document.class).get("commands", Document.class).get(name, Number.class);
        return count == null ? 0 : count.longValue();
    }

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
