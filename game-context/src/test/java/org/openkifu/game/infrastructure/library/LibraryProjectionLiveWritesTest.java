package org.openkifu.game.infrastructure.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.eventsourcing.eventstore.inmemory.InMemoryEventStorageEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.library.board.ZobristBoardIndex;
import org.openkifu.game.library.facts.GameFacts;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.eventstore.MongoServerFixture;
import org.openkifu.infra.platform.MutableClock;
import org.openkifu.infra.projection.ProjectionProgress;

/**
 * The library projection over the embedded MongoDB server with a live-write interval: a game is stored when first met
 * and when it ends, its moves in between at most once per interval, by the next batch or by the periodic store.
 */
class LibraryProjectionLiveWritesTest {

    private static final Instant T0 = Instant.parse("2026-11-29T18:00:00Z");
    private static final Duration INTERVAL = Duration.ofSeconds(30);

    private final MongoServerFixture mongo = new MongoServerFixture();
    private final LibraryStore store = new LibraryStore(mongo.database());
    private final LibraryCatalog catalog = new LibraryCatalog(new ZobristBoardIndex());
    private final EmbeddedEventStore eventStore =
            EmbeddedEventStore.builder().storageEngine(new InMemoryEventStorageEngine()).build();
    private final MutableClock clock = new MutableClock(T0);
    private final LibraryProjection projection = new LibraryProjection(store, catalog, eventStore,
            new ProjectionProgress(LibraryProjection.PROCESSING_GROUP, Long.MAX_VALUE, () -> 0, clock), INTERVAL,
            clock);
    private final Map<String, List<GameEvent>> histories = new HashMap<>();
    private final Map<String, GameState> states = new HashMap<>();

    LibraryProjectionLiveWritesTest() throws IOException {
    }

    @AfterEach
    void close() throws IOException {
        eventStore.shutDown();
        mongo.close();
    }

    @Test
    void aLiveGamesMovesWaitTheirIntervalAndItsEndIsStoredAtOnce() {
        create("g1");
        deliverAll("g1");
        assertThat(storedMoves("g1")).as("stored when first met").isZero();
        assertThat(catalog.facts("g1")).isPresent();

        play("g1", "alice", new Point(2, 2));
        play("g1", "bob", new Point(6, 6));
        deliverAll("g1");
        assertThat(storedMoves("g1")).as("within the interval: waits").isZero();
        assertThat(catalog.facts("g1").orElseThrow().moves()).as("the catalog follows the store").isZero();

        clock.advance(INTERVAL);
        play("g1", "alice", new Point(2, 6));
        deliverAll("g1");
        assertThat(storedMoves("g1")).as("the interval passed: the next batch stores it").isEqualTo(3);

        play("g1", "bob", new Point(6, 2));
        deliverAll("g1");
        assertThat(storedMoves("g1")).isEqualTo(3);
        decide("g1", new GameCommand.Resign("g1", "alice"));
        deliverAll("g1");
        GameFacts ended = stored("g1");
        assertThat(ended.status()).as("an ending is stored at once").isEqualTo("ENDED");
        assertThat(ended.moves()).isEqualTo(4);
        assertThat(catalog.facts("g1").orElseThrow().status()).isEqualTo("ENDED");
    }

    @Test
    void aGameWhosePlayStopsIsStoredByThePeriodicStoreOnceItsIntervalHasPassed() {
        twoGamesAndAMoveOfTheFirst();
        assertThat(storedMoves("g1")).isZero();

        clock.advance(INTERVAL.minusSeconds(1));
        assertThat(projection.storeOverdue()).as("not yet").isZero();
        assertThat(storedMoves("g1")).isZero();

        clock.advance(Duration.ofSeconds(1));
        assertThat(projection.storeOverdue()).as("g1's move and g2's arrival (each event was a batch of its own)")
                .isEqualTo(2);
        assertThat(storedMoves("g1")).isEqualTo(1);
        assertThat(catalog.facts("g1").orElseThrow().moves()).isEqualTo(1);
        assertThat(projection.storeOverdue()).as("nothing waits any more").isZero();

        play("g2", "alice", new Point(4, 4));
        deliverAll("g2");
        assertThat(storedMoves("g2")).as("g2 was stored by the periodic store just now: its move waits").isZero();
    }

    @Test
    void aWaitingGameIsStoredWithAnotherGamesBatchOnceDue() {
        twoGamesAndAMoveOfTheFirst();
        clock.advance(INTERVAL);
        play("g2", "alice", new Point(3, 3));
        deliverAll("g2");
        assertThat(storedMoves("g1")).as("due, stored with g2's batch").isEqualTo(1);
        assertThat(storedMoves("g2")).isEqualTo(1);
        assertThat(projection.storeOverdue()).isZero();
    }

    /** g1 and g2 created (and stored), then a move in g1 (waiting). */
    private void twoGamesAndAMoveOfTheFirst() {
        create("g1");
        create("g2");
        deliverAll("g1");
        deliverAll("g2");
        play("g1", "alice", new Point(4, 4));
        deliverAll("g1");
    }

    private void create(String gameId) {
        states.put(gameId, null);
        histories.put(gameId, new ArrayList<>());
        decide(gameId, new GameCommand.CreateGame(gameId, "alice", Player.of("alice"), Player.of("bob"), "alice", "bob",
                null, null, RulesChoice.preset("japanese"), 9, TimeControl.fischer(10, 10), false, false, Origin.FREE));
        decide(gameId, new GameCommand.ArriveAtGame(gameId, "bob"));
    }

    private void play(String gameId, String user, Point point) {
        decide(gameId, new GameCommand.PlayStone(gameId, user, point));
    }

    private void decide(String gameId, GameCommand command) {
        for (GameEvent event : GameDecider.decide(command, states.get(gameId), clock.instant())) {
            histories.get(gameId).add(event);
            states.put(gameId, GameEvolver.evolve(states.get(gameId), event));
        }
    }

    /** Each event not delivered yet, as a batch of its own (no unit of work: every event ends its batch). */
    private final Map<String, Integer> delivered = new HashMap<>();

    private void deliverAll(String gameId) {
        List<GameEvent> history = histories.get(gameId);
        for (int sequence = delivered.getOrDefault(gameId, 0); sequence < history.size(); sequence++) {
            GameEvent event = history.get(sequence);
            projection.on(event, sequence, new GenericDomainEventMessage<>("Game", gameId, sequence, event));
        }
        delivered.put(gameId, history.size());
    }

    private int storedMoves(String gameId) {
        return stored(gameId).moves();
    }

    private GameFacts stored(String gameId) {
        List<GameFacts> found = new ArrayList<>();
        store.changedSince(0, (id, version) -> id.equals(gameId), entry -> found.add(entry.facts()));
        assertThat(found).as("stored rows of " + gameId).hasSize(1);
        return found.get(0);
    }
}
