package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.infra.eventstore.TestEvents.moves;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.messaging.MetaData;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openkifu.infra.eventstore.TestEvents.GameSnapshot;
import org.openkifu.infra.eventstore.TestEvents.StonePlayed;
import org.openkifu.infra.platform.MutableClock;

class MongoEventStorageEngineTest {

    @RegisterExtension
    final MongoServerFixture mongo = MongoServerFixture.perTest();
    private MongoEventStorageEngine engine;

    @BeforeEach
    void start() throws Exception {
        engine = TestEvents.engineBuilder(mongo).aggregateBatchSize(4).batchSize(7).build();
    }

    @Test
    void readsOneGameInSequenceOrderAcrossCommitsAndBatches() {
        engine.appendEvents(moves("game-1", 0, 1));
        engine.appendEvents(moves("game-2", 0, 3));
        engine.appendEvents(moves("game-1", 1, 5));
        engine.appendEvents(moves("game-1", 6, 4));

        List<? extends DomainEventMessage<?>> game1 = engine.readEvents("game-1").asStream().toList();

        assertThat(game1).extracting(DomainEventMessage::getSequenceNumber)
                .containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L);
        assertThat(game1.get(3).getPayload()).isEqualTo(new StonePlayed("game-1", 4, "WHITE", 3, 0));
        assertThat(game1.get(3).getMetaData()).containsEntry("player", "p1");
        assertThat(game1.get(3).getType()).isEqualTo("Game");
        assertThat(engine.readEvents("game-1", 7).asStream().map(DomainEventMessage::getSequenceNumber))
                .containsExactly(7L, 8L, 9L);
        assertThat(engine.readEvents("game-3").asStream()).isEmpty();
        assertThat(engine.lastSequenceNumberFor("game-1")).contains(9L);
        assertThat(engine.lastSequenceNumberFor("game-2")).contains(2L);
        assertThat(engine.lastSequenceNumberFor("game-3")).isEmpty();
    }

    @Test
    void theSharedTailReaderIsPacedAtTheHeadAndAProcessorsOwnStreamIsNot() {
        MongoEventStorageEngine paced = TestEvents.engineBuilder(mongo).batchSize(7)
                .headReadInterval(java.time.Duration.ofMillis(50)).build();
        paced.appendEvents(moves("game-1", 0, 2));

        // A stream Axon's processors open for themselves (mayBlock false): read, then read again at once.
        assertThat(paced.readEvents(null, false).toList()).hasSize(2);
        assertThat(paced.pacedHeadReads()).isZero();

        // The embedded store's shared reader (mayBlock true): its read after one at the head waits.
        assertThat(paced.readEvents(null, true).toList()).hasSize(2);
        assertThat(paced.pacedHeadReads()).isEqualTo(1);
        paced.appendEvents(moves("game-1", 2, 1));
        assertThat(paced.readEvents(null, true).toList()).as("nothing lost by the wait").hasSize(3);
    }

    @Test
    void aggregateIdsThatLookLikeStreamKeysStaySeparate() {
        engine.appendEvents(moves("a/1", 0, 2));
        engine.appendEvents(moves("a", 0, 1));

        assertThat(engine.readEvents("a").asStream().toList()).hasSize(1);
        assertThat(engine.readEvents("a/1").asStream().toList()).hasSize(2);
    }

    @Test
    void globalStreamHasEveryEventOnceInCommitOrderWithGapAwareTokens() {
        engine.appendEvents(moves("game-1", 0, 3));
        engine.appendEvents(moves("game-2", 0, 10));
        engine.appendEvents(GenericEventMessage.asEventMessage("ladder opened"));
        engine.appendEvents(moves("game-1", 3, 2));

        List<TrackedEventMessage<?>> all = engine.readEvents(engine.createTailToken(), false)
                .collect(Collectors.toList());

        assertThat(all).hasSize(16);
        assertThat(all).extracting(event -> ((GapAwareTrackingToken) event.trackingToken()).getIndex())
                .containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L);
        assertThat(all.get(13).getPayload()).isEqualTo("ladder opened");
        assertThat(all).allSatisfy(event ->
                assertThat(((GapAwareTrackingToken) event.trackingToken()).getGaps()).isEmpty());

        TrackingToken afterFirstCommit = all.get(2).trackingToken();
        assertThat(engine.readEvents(afterFirstCommit, false).map(e -> e.getIdentifier()))
                .containsExactlyElementsOf(all.subList(3, 16).stream().map(e -> e.getIdentifier()).toList());
        // Resuming in the middle of a commit yields the rest of that commit.
        TrackingToken midCommit = all.get(5).trackingToken();
        assertThat(engine.readEvents(midCommit, false).count()).isEqualTo(10);
    }

    @Test
    void headTokenSkipsWhatIsThereAndTokenAtFindsCommitsFromAnInstant() throws Exception {
        // commits record the engine's clock when they take their positions: a hand-set clock, not sleeps, orders them
        MutableClock clock = new MutableClock(Instant.parse("2026-11-26T10:00:00Z"));
        MongoEventStorageEngine engine = TestEvents.engineBuilder(mongo).aggregateBatchSize(4).batchSize(7)
                .clock(clock).build();
        assertThat(engine.createHeadToken()).isNull();
        engine.appendEvents(moves("game-1", 0, 3));
        Instant between = Instant.parse("2026-11-26T10:00:01Z");
        clock.set(Instant.parse("2026-11-26T10:00:02Z"));
        engine.appendEvents(moves("game-2", 0, 2));

        TrackingToken head = engine.createHeadToken();
        assertThat(engine.readEvents(head, false)).isEmpty();
        engine.appendEvents(moves("game-1", 3, 1));
        assertThat(engine.readEvents(head, false).map(e -> ((DomainEventMessage<?>) e).getAggregateIdentifier()))
                .containsExactly("game-1");

        assertThat(engine.readEvents(engine.createTokenAt(between), false)
                .map(e -> ((DomainEventMessage<?>) e).getAggregateIdentifier()))
                .containsExactly("game-2", "game-2", "game-1");
        assertThat(engine.createTokenAt(Instant.EPOCH)).isNull();
    }

    @Test
    void secondWriterAtTheSameSequenceIsRejectedAndStoresNothing() {
        engine.appendEvents(moves("game-1", 0, 2));

        assertThatThrownBy(() -> engine.appendEvents(moves("game-1", 1, 3)))
                .isInstanceOf(ConcurrencyException.class);
        assertThatThrownBy(() -> engine.appendEvents(moves("game-1", 0, 1)))
                .isInstanceOf(AggregateStreamCreationException.class);

        assertThat(engine.readEvents("game-1").asStream().map(DomainEventMessage::getSequenceNumber))
                .containsExactly(0L, 1L);
        assertThat(engine.readEvents(null, false).count()).isEqualTo(2);
        engine.appendEvents(moves("game-1", 2, 1));
        assertThat(engine.lastSequenceNumberFor("game-1")).contains(2L);
    }

    @Test
    void ofManyConcurrentWritersAtOneSequenceExactlyOneWins() throws Exception {
        engine.appendEvents(moves("game-1", 0, 5));
        int writers = 8;
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        List<Future<Boolean>> results = new ArrayList<>();
        for (int i = 0; i < writers; i++) {
            results.add(pool.submit(() -> {
                go.await();
                try {
                    engine.appendEvents(moves("game-1", 5, 2));
                    return true;
                } catch (ConcurrencyException e) {
                    return false;
                }
            }));
        }
        go.countDown();
        int won = 0;
        for (Future<Boolean> result : results) {
            won += result.get() ? 1 : 0;
        }
        pool.shutdown();

        assertThat(won).isEqualTo(1);
        assertThat(engine.readEvents("game-1").asStream().map(DomainEventMessage::getSequenceNumber))
                .containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L);
    }

    @Test
    void keepsOnlyTheLatestSnapshotAndTheEventStoreReadsFromIt() {
        engine.appendEvents(moves("game-1", 0, 8));
        engine.storeSnapshot(snapshot("game-1", 3));
        engine.storeSnapshot(snapshot("game-1", 5));
        engine.storeSnapshot(snapshot("game-1", 4));

        assertThat(engine.readSnapshot("game-1")).hasValueSatisfying(snapshot -> {
            assertThat(snapshot.getSequenceNumber()).isEqualTo(5L);
            assertThat(snapshot.getPayload()).isEqualTo(new GameSnapshot("game-1", 6));
        });
        assertThat(engine.readSnapshot("game-2")).isEmpty();

        EmbeddedEventStore eventStore = EmbeddedEventStore.builder().storageEngine(engine).build();
        try {
            assertThat(eventStore.readEvents("game-1").asStream().map(DomainEventMessage::getSequenceNumber))
                    .containsExactly(5L, 6L, 7L);
        } finally {
            eventStore.shutDown();
        }
    }

    private static DomainEventMessage<GameSnapshot> snapshot(String gameId, long sequence) {
        return new GenericDomainEventMessage<>("Game", gameId, sequence,
                new GameSnapshot(gameId, (int) sequence + 1), MetaData.emptyInstance());
    }
}
