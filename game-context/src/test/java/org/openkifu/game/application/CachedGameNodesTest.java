package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.p;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.AggregateConfigurer;
import org.axonframework.config.Configuration;
import org.axonframework.config.DefaultConfigurer;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.modelling.command.ConcurrencyException;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.Games;
import org.openkifu.infra.eventstore.BoundedAggregateCache;
import org.openkifu.infra.eventstore.MongoEventStorageEngine;
import org.openkifu.infra.mongo.EmbeddedMongoServer;
import org.openkifu.infra.platform.MutableClock;

/**
 * Two nodes with their own aggregate cache writing the same game in one event store: the cache must never hide
 * another node's commit (the stale node gets the optimistic-concurrency conflict, then reads the store again), and
 * a command the game refuses must not leave a changed aggregate behind.
 */
class CachedGameNodesTest {

    @TempDir
    Path directory;

    private EmbeddedMongoServer server;
    private MongoClient client;
    private Node a;
    private Node b;

    /** One application process: its own Axon, its own cache, the shared store. */
    private final class Node {
        final BoundedAggregateCache cache = new BoundedAggregateCache(100);
        final Configuration axon;
        final CommandGateway commands;

        Node(Clock clock) {
            JacksonSerializer serializer = SnapshotSerializationTest.serializer();
            axon = DefaultConfigurer.defaultConfiguration()
                    .configureSerializer(c -> serializer)
                    .configureEventStore(c -> EmbeddedEventStore.builder()
                            .storageEngine(MongoEventStorageEngine.builder()
                                    .mongoDatabase(client.getDatabase("openkifu"))
                                    .eventSerializer(serializer).snapshotSerializer(serializer).build())
                            .build())
                    .configureAggregate(AggregateConfigurer.defaultConfiguration(GameAggregate.class)
                            .configureCache(c -> cache)
                            .configureCommandTargetResolver(c -> new GameCommandTargetResolver()))
                    .registerComponent(Clock.class, c -> clock)
                    .buildConfiguration();
            axon.start();
            commands = axon.commandGateway();
        }

        GameState play(String user, int x, int y) {
            return commands.sendAndWait(new GameCommand.PlayStone(ID, user, p(x, y)));
        }
    }

    @BeforeEach
    void start() {
        server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
        client = MongoClients.create(server.connectionString());
        MutableClock clock = new MutableClock(Games.T0);
        a = new Node(clock);
        b = new Node(clock);
    }

    @AfterEach
    void stop() {
        a.axon.shutdown();
        b.axon.shutdown();
        client.close();
        server.close();
    }

    @Test
    void aNodeWithAStaleCachedGameGetsTheConflictThenSeesTheOtherNodesMove() {
        a.commands.sendAndWait(Games.create().command());
        assertThat(a.play(ALICE, 2, 2).moveCount()).isEqualTo(1);
        assertThat(a.cache.containsKey(ID)).as("A keeps the game after its move").isTrue();

        assertThat(b.play(BOB, 6, 6).moveCount()).as("B reads the store: Alice's move is there").isEqualTo(2);

        // A still has the game before Bob's move: it decides Bob's move again, at the sequence B already took
        assertThatThrownBy(() -> a.play(BOB, 5, 5)).isInstanceOf(ConcurrencyException.class)
                .satisfies(e -> assertThat(a.cache.containsKey(ID)).as("the conflict evicted it").isFalse());

        GameState next = a.play(ALICE, 3, 3);
        assertThat(next.moveCount()).as("A read the store again: Bob's move counts").isEqualTo(3);
        assertThat(next.moves()).extracting(m -> m.point()).containsExactly(p(2, 2), p(6, 6), p(3, 3));
    }

    /** Live streams on node B are fed from the store's global stream, so A's move reaches them (issue 22). */
    @Test
    void aMoveOnNodeAReachesAStreamOnNodeB() throws Exception {
        a.commands.sendAndWait(Games.create().command());
        java.util.concurrent.BlockingQueue<Object> streamOnB = new java.util.concurrent.LinkedBlockingQueue<>();
        try (org.openkifu.game.infrastructure.reads.GameEventHub hubOnB =
                new org.openkifu.game.infrastructure.reads.GameEventHub(b.axon.eventStore())) {
            hubOnB.subscribe(ID, event -> streamOnB.add(event.getPayload()));
            a.play(ALICE, 2, 2);
            Object received = null;
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
            while (!(received instanceof GameEvent.StonePlaced) && System.nanoTime() < deadline) {
                received = streamOnB.poll(100, java.util.concurrent.TimeUnit.MILLISECONDS);
            }
            assertThat(received).as("A's move on B's stream within 10 s").isInstanceOf(GameEvent.StonePlaced.class);
            assertThat(((GameEvent.StonePlaced) received).point()).isEqualTo(p(2, 2));
        }
    }

    @Test
    void aRefusedCommandLeavesNoChangedGameInTheCache() {
        a.commands.sendAndWait(Games.create().command());
        a.play(ALICE, 2, 2);

        assertThatThrownBy(() -> a.play(BOB, 2, 2)).isInstanceOf(GameRuleViolation.class);
        assertThatThrownBy(() -> a.play(ALICE, 4, 4)).as("still Bob's turn: nothing of the refused move stuck")
                .isInstanceOf(GameRuleViolation.class);

        GameState bob = a.play(BOB, 6, 6);
        assertThat(bob.moves()).extracting(m -> m.point()).containsExactly(p(2, 2), p(6, 6));
        List<GameEvent> stored = a.axon.eventStore().readEvents(ID).asStream()
                .map(e -> (GameEvent) e.getPayload()).toList();
        assertThat(stored.stream().filter(e -> e instanceof GameEvent.StonePlaced)).hasSize(2);
        assertThat(b.play(ALICE, 3, 3).moveCount()).as("another node agrees with the store").isEqualTo(3);
    }

    @Test
    void anAnswerCarriesTheNigiriDraw() {
        a.commands.sendAndWait(Games.create().nigiri().command());
        a.commands.sendAndWait(new GameCommand.ChooseNigiriParity(ID, ALICE, org.openkifu.game.domain.Parity.ODD));
        a.commands.sendAndWait(new GameCommand.GuessNigiri(ID, BOB, org.openkifu.game.domain.Parity.ODD));
        String black = a.axon.eventStore().readEvents(ID).asStream().map(e -> e.getPayload())
                .filter(GameEvent.NigiriGuessed.class::isInstance).map(GameEvent.NigiriGuessed.class::cast)
                .findFirst().orElseThrow().correct() ? BOB : ALICE;

        GameState fromCache = a.play(black, 2, 2);
        GameState fromStore = b.commands.sendAndWait(new GameCommand.Pass(ID, black.equals(ALICE) ? BOB : ALICE));
        for (GameState answer : List.of(fromCache, fromStore)) {
            // Alice picked odd, Bob guessed odd: right, so Bob took Black
            assertThat(answer.nigiri()).isEqualTo(new GameState.Nigiri(org.openkifu.game.domain.Parity.ODD,
                    org.openkifu.game.domain.Parity.ODD, true));
            assertThat(answer.blackUserId()).isEqualTo(BOB);
        }
    }
}
