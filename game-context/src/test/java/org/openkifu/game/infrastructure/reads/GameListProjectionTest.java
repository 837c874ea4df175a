package org.openkifu.game.infrastructure.reads;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.mongo.EmbeddedMongoServer;
import org.openkifu.game.infrastructure.publication.GameEventsPublication;
import org.openkifu.infra.contract.ContractMessage;

/** The projection handler and its collection on the embedded MongoDB server, without the Kafka consumer around it. */
class GameListProjectionTest {

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    private Path directory;
    private EmbeddedMongoServer server;
    private MongoClient client;
    private GameSummaryStore store;
    private GameListProjection projection;

    @BeforeEach
    void start() throws Exception {
        directory = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "game-list");
        server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
        client = MongoClients.create(server.connectionString());
        store = new GameSummaryStore(client.getDatabase("openkifu"));
        projection = new GameListProjection(store);
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    @Test
    void redeliveredEventsChangeNothing() {
        List<GameEvent> game = game("g1", "alice", "bob", 0);
        deliver(game);
        GameSummary once = store.find("g1");
        deliver(game); // a replay without reset, or a batch retried after its token was not stored
        deliver(game.subList(2, 4));
        assertThat(store.find("g1")).isEqualTo(once);
        assertThat(once.status()).isEqualTo(GameSummary.Status.ENDED);
        assertThat(once.moveCount()).isEqualTo(2);
        assertThat(once.result()).isEqualTo("B+R");
        assertThat(once.lastMoveAt()).isEqualTo(T0.plusSeconds(2));
        assertThat(once.version()).isEqualTo(game.size() - 1);
    }

    @Test
    void theRowStoredIsTheRowFolded() {
        List<GameEvent> game = game("g1", "alice", "bob", 0).subList(0, 3);
        deliver(game);
        GameSummary folded = null;
        for (int i = 0; i < game.size(); i++) {
            folded = GameSummaries.apply(folded, game.get(i), i);
        }
        assertThat(store.find("g1")).isEqualTo(folded);
    }

    @Test
    void listsFilterSortAndPage() {
        deliver(game("g1", "alice", "bob", 0));                   // ended, last activity T0+4
        deliver(game("g2", "alice", "carol", 200).subList(0, 2)); // playing, carol to move, T0+201
        deliver(game("g3", "bob", "carol", 100).subList(0, 1));   // playing, bob to move, T0+100

        assertThat(ids(new GameSummaryStore.Query("alice", Set.of(), null, 10, 0))).containsExactly("g2", "g1");
        assertThat(ids(new GameSummaryStore.Query("carol", Set.of(GameSummary.Status.PLAYING), null, 10, 0)))
                .containsExactly("g2", "g3");
        assertThat(ids(new GameSummaryStore.Query(null, Set.of(GameSummary.Status.ENDED), null, 10, 0)))
                .containsExactly("g1");
        assertThat(ids(new GameSummaryStore.Query(null, Set.of(), "carol", 10, 0))).containsExactly("g2");
        assertThat(ids(new GameSummaryStore.Query(null, Set.of(), null, 2, 1))).containsExactly("g3", "g1");
        assertThat(store.list(new GameSummaryStore.Query(null, Set.of(), null, 1, 0)).total()).isEqualTo(3);
    }

    @Test
    void theResetHandlerEmptiesTheCollection() {
        deliver(game("g1", "alice", "bob", 0));
        projection.reset();
        assertThat(store.count()).isZero();
    }

    @Test
    void aBatchReadsItsGamesOnceAndWritesThemOnce() {
        deliver(game("g1", "alice", "bob", 0).subList(0, 2));
        List<GameEvent> batch = new ArrayList<>(game("g1", "alice", "bob", 0).subList(2, 5));
        batch.addAll(game("g2", "carol", "dave", 10));
        batch.addAll(game("g3", "erin", "frank", 20));
        org.bson.Document before = opcounters();

        deliver(batch);

        org.bson.Document after = opcounters();
        assertThat(after.getLong("query") - before.getLong("query")).as("one read for the three games").isEqualTo(1);
        assertThat(after.getLong("update") - before.getLong("update")).as("one bulk write").isEqualTo(1);
        assertThat(store.find("g1").state()).isEqualTo("ENDED");
        assertThat(store.find("g1").version()).isEqualTo(4);
        assertThat(store.find("g3").moveCount()).isEqualTo(2);
        assertThat(store.count()).isEqualTo(3);
    }

    @Test
    void aLiveGamesNextBatchIsOnlyAWrite() {
        List<GameEvent> game = game("g1", "alice", "bob", 0);
        deliver(game.subList(0, 2));
        org.bson.Document before = opcounters();

        deliver(game.subList(2, 3));

        org.bson.Document after = opcounters();
        assertThat(after.getLong("query") - before.getLong("query")).as("the row was kept from the last batch")
                .isZero();
        assertThat(after.getLong("update") - before.getLong("update")).isEqualTo(1);
        assertThat(store.find("g1").moveCount()).isEqualTo(2);
    }

    @Test
    void aBatchWhoseWriteFailedIsAppliedWhenItComesAgain() {
        java.util.concurrent.atomic.AtomicBoolean fail = new java.util.concurrent.atomic.AtomicBoolean();
        projection = new GameListProjection(new GameSummaryStore(client.getDatabase("openkifu")) {
            @Override
            public void saveAll(java.util.Collection<GameSummary> summaries) {
                if (fail.getAndSet(false)) {
                    throw new IllegalStateException("the store is away");
                }
                super.saveAll(summaries);
            }
        });
        List<GameEvent> game = game("g1", "alice", "bob", 0);
        deliver(game.subList(0, 2));
        fail.set(true);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> deliver(game.subList(2, 5)))
                .hasMessageContaining("away");

        deliver(game.subList(2, 5)); // the consumer delivers the failed batch again

        // had the failed batch's rows been kept, the retry would have taken them for done and written nothing
        assertThat(store.find("g1").status()).isEqualTo(GameSummary.Status.ENDED);
        assertThat(store.find("g1").version()).isEqualTo(4);
    }

    @Test
    void rowsWrittenByAnotherNodeAreReadAgainOnceThePartitionsWereReleased() {
        List<GameEvent> game = game("g1", "alice", "bob", 0);
        deliver(game.subList(0, 2)); // this node kept the row after Black's move
        GameListProjection otherNode = new GameListProjection(store);
        GameListProjection thisNode = projection;
        projection = otherNode;
        deliver(game.subList(0, 4)); // the partition moved: the other node applied White's move and the resignation
        projection = thisNode;
        projection.partitionsReleased(); // ... and this node was told when it gave the partition up

        deliver(game.subList(4, 5)); // the partition came back with the game's end

        GameSummary folded = null;
        for (int i = 0; i < game.size(); i++) {
            folded = GameSummaries.apply(folded, game.get(i), i);
        }
        assertThat(store.find("g1")).as("White's move kept, not overwritten from a stale row").isEqualTo(folded);
    }

    @Test
    void aNodeThatLostThePartitionWithoutKnowingItCannotPutBackAnOlderRow() {
        List<GameEvent> game = game("g1", "alice", "bob", 0);
        deliver(game.subList(0, 2)); // this node kept the row after Black's move, then paused past its session
        GameListProjection thisNode = projection;
        projection = new GameListProjection(store);
        deliver(game); // the partition's new owner applied the rest of the game, to its end
        GameSummary ended = store.find("g1");
        projection = thisNode;

        deliver(game.subList(2, 3)); // woken, before its next poll tells it: White's move over its remembered row

        assertThat(store.find("g1")).isEqualTo(ended);
        assertThat(ended.status()).isEqualTo(GameSummary.Status.ENDED);
    }

    private org.bson.Document opcounters() {
        return client.getDatabase("admin").runCommand(new org.bson.Document("serverStatus", 1))
                .get("opcounters", org.bson.Document.class);
    }

    private List<String> ids(GameSummaryStore.Query query) {
        return store.list(query).games().stream().map(GameSummary::gameId).toList();
    }

    /** As the contract consumer delivers them: the published envelopes of one batch. */
    private void deliver(List<GameEvent> events) {
        List<ContractMessage> batch = new ArrayList<>();
        for (GameEvent e : events) {
            var stored = new GenericDomainEventMessage<>("Game", e.gameId(), sequenceOf(e), e);
            var message = new GameEventsPublication().messagesFor(stored, OptionalLong.empty()).get(0);
            batch.add(new ContractMessage(message.topic(), 0, batch.size(), message.key(), message.messageId(),
                    message.type(), message.value()));
        }
        projection.handle(batch);
    }

    private final java.util.Map<GameEvent, Long> sequences = new java.util.IdentityHashMap<>();

    private long sequenceOf(GameEvent e) {
        return sequences.get(e);
    }

    /** Created, Black D4, White E5, White resigns; instants one second apart from T0 + offset. */
    private List<GameEvent> game(String id, String black, String white, long offset) {
        Instant t = T0.plusSeconds(offset);
        List<GameEvent> events = new ArrayList<>(List.of(
                new GameEvent.GameCreated(id, black, new Player(black, "1d"), new Player(white, null), black, white,
                        GameType.HO_SUN, 0, RulesChoice.preset("japanese"), 9, 6.5, TimeControl.NONE, false, true,
                        Origin.FREE, t),
                new GameEvent.StonePlaced(id, 1, Color.BLACK, new Point(3, 5), black, t.plusSeconds(1)),
                new GameEvent.StonePlaced(id, 2, Color.WHITE, new Point(4, 4), white, t.plusSeconds(2)),
                new GameEvent.Resigned(id, Color.WHITE, white, t.plusSeconds(3)),
                new GameEvent.GameEnded(id, GameResult.of(Color.BLACK, black, GameResult.Reason.RESIGNATION),
                        t.plusSeconds(4))));
        for (int i = 0; i < events.size(); i++) {
            sequences.put(events.get(i), (long) i);
        }
        return events;
    }
}
