package org.openkifu.game.infrastructure.deadline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.eventsourcing.eventstore.inmemory.InMemoryEventStorageEngine;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.domain.GameStart;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.Parity;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.mongo.EmbeddedMongoServer;

/**
 * The projection on its own, over the embedded MongoDB server and Axon's in-memory event store: incremental folding,
 * redeliveries, a cold cache that folds the stored history ahead, removal at the end, reset.
 */
class GameDeadlineProjectionTest {

    private static final String GAME = "game-1";
    private static final Instant T0 = Instant.parse("2026-11-22T06:00:00.000000123Z");

    @TempDir
    Path dataDir;

    private EmbeddedMongoServer server;
    private MongoClient client;
    private GameDeadlines deadlines;
    private GameArrivals arrivals;
    private EmbeddedEventStore eventStore;
    private final List<Instant> written = new ArrayList<>();
    /** Every event of the game with its sequence number, as stored. */
    private final List<GameEvent> history = new ArrayList<>();
    private GameState state;

    @BeforeEach
    void start() {
        server = EmbeddedMongoServer.start(dataDir, "127.0.0.1", 0);
        client = MongoClients.create(server.connectionString());
        deadlines = new GameDeadlines(client.getDatabase("openkifu"));
        arrivals = new GameArrivals(client.getDatabase("openkifu"));
        eventStore = EmbeddedEventStore.builder().storageEngine(new InMemoryEventStorageEngine()).build();
    }

    @AfterEach
    void stop() {
        eventStore.shutDown();
        client.close();
        server.close();
    }

    @Test
    void aDeadlineOfAnOlderEventNeitherReplacesNorRemovesANewerOne() {
        Instant whites = T0.plusSeconds(90);
        deadlines.apply(Map.of(GAME, new GameDeadlines.Deadline(whites, "WHITE", 6)));

        // a node that lost the game's segment while it worked: Black's deadline of event 5, then the game's end seen
        // at an event before 6
        deadlines.apply(Map.of(GAME, new GameDeadlines.Deadline(T0.plusSeconds(30), "BLACK", 5)));
        deadlines.apply(Map.of(GAME, GameDeadlines.Deadline.none(4)));

        assertThat(deadlines.deadlineOf(GAME)).hasValue(GameDeadlines.roundUpToMillis(whites));
        deadlines.apply(Map.of(GAME, GameDeadlines.Deadline.none(7)));
        assertThat(deadlines.deadlineOf(GAME)).isEmpty();
    }

    @Test
    void followsTheSideToMoveAndGoesWhenTheGameEnds() {
        GameDeadlineProjection projection = projection();
        decide(new GameCommand.CreateGame(GAME, "alice", Player.of("alice"), Player.of("bob"), "alice", "bob", null,
                null, RulesChoice.preset("japanese"), 9, TimeControl.fischer(1, 10), false, false, Origin.FREE), T0);
        deliver(projection, 0);
        Instant startDeadline = T0.plus(GameStart.LIVE_WINDOW);
        assertThat(deadlines.deadlineOf(GAME)).as("until bob arrives: the start deadline")
                .hasValue(GameDeadlines.roundUpToMillis(startDeadline));
        assertThat(arrivals.awaitedBy("alice")).as("she created it").isEmpty();
        assertThat(arrivals.awaitedBy("bob")).singleElement().satisfies(a -> {
            assertThat(a.gameId()).isEqualTo(GAME);
            assertThat(a.opponent()).isEqualTo("alice");
            assertThat(a.cancelAt()).isEqualTo(startDeadline.truncatedTo(java.time.temporal.ChronoUnit.MILLIS));
            assertThat(GameNotices.text(a, T0)).isEqualTo("A game against alice is waiting for you. The clocks start "
                    + "when you open it; it is cancelled if you have not within 10 min.");
        });

        decide(new GameCommand.ArriveAtGame(GAME, "bob"), T0);
        deliver(projection, 1);
        Instant blackDeadline = T0.plusSeconds(60);
        assertThat(deadlines.deadlineOf(GAME)).as("rounded up to the millisecond")
                .hasValue(Instant.parse("2026-11-22T06:01:00.001Z"));
        assertThat(written).containsExactly(startDeadline, blackDeadline);
        assertThat(arrivals.awaitedBy("bob")).as("bob has arrived").isEmpty();

        decide(new GameCommand.PlayStone(GAME, "alice", new Point(2, 2)), T0.plusSeconds(20));
        deliver(projection, 2);
        assertThat(deadlines.deadlineOf(GAME)).hasValue(GameDeadlines.roundUpToMillis(state.nextDeadline()));
        assertThat(state.nextDeadline()).isEqualTo(T0.plusSeconds(80));

        deliver(projection, 2); // redelivered after a rollback: same document
        assertThat(deadlines.deadlineOf(GAME)).hasValue(GameDeadlines.roundUpToMillis(T0.plusSeconds(80)));

        decide(new GameCommand.Resign(GAME, "bob"), T0.plusSeconds(30));
        assertThat(history).hasSize(5); // Resigned, GameEnded
        deliver(projection, 3);
        deliver(projection, 4);
        assertThat(deadlines.deadlineOf(GAME)).isEmpty();
    }

    @Test
    void aColdCacheFoldsTheStoredHistoryAndSkipsWhatItAlreadyCounted() {
        decide(new GameCommand.CreateGame(GAME, "alice", Player.of("alice"), Player.of("bob"), "alice", "bob", null,
                null, RulesChoice.preset("japanese"), 9, TimeControl.absolute(5), false, false, Origin.FREE), T0);
        decide(new GameCommand.PlayStone(GAME, "alice", new Point(2, 2)), T0.plusSeconds(10));
        decide(new GameCommand.PlayStone(GAME, "bob", new Point(6, 6)), T0.plusSeconds(25));
        Instant afterAll = state.nextDeadline();

        // As after a restart: the processor's token is at event 1, the store already holds event 2.
        GameDeadlineProjection restarted = projection();
        deliver(restarted, 1);
        assertThat(deadlines.deadlineOf(GAME)).as("folded ahead to the last stored event")
                .hasValue(GameDeadlines.roundUpToMillis(afterAll));
        deadlines.remove(GAME); // so a second write would show
        deliver(restarted, 2);
        assertThat(deadlines.deadlineOf(GAME)).as("event 2 was already counted").isEmpty();

        decide(new GameCommand.PlayStone(GAME, "alice", new Point(4, 4)), T0.plusSeconds(40));
        deliver(restarted, 3);
        assertThat(deadlines.deadlineOf(GAME)).hasValue(GameDeadlines.roundUpToMillis(state.nextDeadline()));

        assertThat(arrivals.awaitedBy("bob")).as("bob played: he has seen it").isEmpty();
        restarted.reset();
        assertThat(deadlines.count()).isZero();
    }

    @Test
    void aGameWaitingForNigiriHasItsStartDeadlineUntilItStarts() {
        GameDeadlineProjection projection = projection();
        decide(new GameCommand.CreateGame(GAME, "alice", Player.of("alice"), Player.of("bob"), null, null, null,
                null, RulesChoice.preset("japanese"), 9, TimeControl.absolute(5), false, false, Origin.FREE), T0);
        deliver(projection, 0);
        assertThat(deadlines.deadlineOf(GAME)).hasValue(GameDeadlines.roundUpToMillis(T0.plus(GameStart.LIVE_WINDOW)));
        decide(new GameCommand.ChooseNigiriParity(GAME, "alice", Parity.ODD), T0.plusSeconds(1));
        decide(new GameCommand.GuessNigiri(GAME, "bob", Parity.ODD), T0.plusSeconds(2));
        deliver(projection, 1);
        deliver(projection, 2);
        assertThat(deadlines.deadlineOf(GAME)).as("bob guessed right: his five minutes as Black")
                .hasValue(GameDeadlines.roundUpToMillis(T0.plusSeconds(302)));
    }

    @Test
    void aBatchIsWrittenOnceAndAGameWithoutADeadlineCostsNoWrite() {
        decide(new GameCommand.CreateGame(GAME, "alice", Player.of("alice"), Player.of("bob"), "alice", "bob", null,
                null, RulesChoice.preset("japanese"), 19, TimeControl.fischer(10, 10), false, false, Origin.FREE), T0);
        for (int i = 0; i < 20; i++) {
            decide(new GameCommand.PlayStone(GAME, i % 2 == 0 ? "alice" : "bob", new Point(i % 2 == 0 ? 0 : 18, i / 2)),
                    T0.plusSeconds(i + 1));
        }
        GameDeadlineProjection projection = projection();
        long writesBefore = writeCommands();
        deliverBatch(projection, 0, history.size() - 1);
        assertThat(writeCommands() - writesBefore).as("21 events of one game: one bulk write").isEqualTo(1);
        assertThat(deadlines.deadlineOf(GAME)).hasValue(GameDeadlines.roundUpToMillis(state.nextDeadline()));
        assertThat(written).containsExactly(state.nextDeadline());

        String untimed = "game-untimed";
        List<GameEvent> events = new ArrayList<>(GameDecider.decide(new GameCommand.CreateGame(untimed, "alice",
                Player.of("alice"), Player.of("bob"), "alice", "bob", null, null, RulesChoice.preset("japanese"), 9,
                TimeControl.NONE, false, false, Origin.FREE), null, T0));
        events.addAll(GameDecider.decide(new GameCommand.PlayStone(untimed, "alice", new Point(2, 2)),
                GameEvolver.fold(events), T0));
        events.addAll(GameDecider.decide(new GameCommand.PlayStone(untimed, "bob", new Point(6, 6)),
                GameEvolver.fold(events), T0));
        assertThat(GameEvolver.fold(events).started()).as("both arrived by playing").isTrue();
        writesBefore = writeCommands();
        deliverBatch(projection, untimed, events);
        assertThat(writeCommands() - writesBefore)
                .as("never had a deadline, and waited for nobody by the batch's end: nothing to write or delete").isZero();
        assertThat(arrivals.awaitedBy("alice")).isEmpty();
    }

    /** Updates and deletes the server has answered so far (its serverStatus opcounters). */
    private long writeCommands() {
        org.bson.Document counters = client.getDatabase("admin").runCommand(new org.bson.Document("serverStatus", 1))
                .get("opcounters", org.bson.Document.class);
        return counters.getLong("update") + counters.getLong("delete");
    }

    /** Events {@code from..to} as one batch of a tracking processor (one batching unit of work). */
    private void deliverBatch(GameDeadlineProjection projection, int from, int to) {
        deliverBatch(projection, GAME, history.subList(0, to + 1), from);
    }

    private void deliverBatch(GameDeadlineProjection projection, String gameId, List<GameEvent> events) {
        deliverBatch(projection, gameId, events, 0);
    }

    private void deliverBatch(GameDeadlineProjection projection, String gameId, List<GameEvent> events, int from) {
        List<EventMessage<?>> batch = new ArrayList<>();
        for (int sequence = from; sequence < events.size(); sequence++) {
            batch.add(new GenericDomainEventMessage<>("Game", gameId, sequence, events.get(sequence)));
        }
        BatchingUnitOfWork<EventMessage<?>> unitOfWork = new BatchingUnitOfWork<>(batch);
        unitOfWork.executeWithResult(() -> {
            DomainEventMessage<?> message = (DomainEventMessage<?>) unitOfWork.getMessage();
            projection.on((GameEvent) message.getPayload(), message.getSequenceNumber());
            return null;
        });
    }

    private GameDeadlineProjection projection() {
        return new GameDeadlineProjection(deadlines, arrivals, eventStore, written::add, 100);
    }

    /** Decides, stores and folds, as the aggregate would. */
    private void decide(GameCommand command, Instant now) {
        for (GameEvent event : GameDecider.decide(command, state, now)) {
            eventStore.publish(new GenericDomainEventMessage<>("Game", GAME, history.size(), event));
            history.add(event);
            state = GameEvolver.evolve(state, event);
        }
    }

    private void deliver(GameDeadlineProjection projection, int sequence) {
        projection.on(history.get(sequence), sequence);
    }
}
