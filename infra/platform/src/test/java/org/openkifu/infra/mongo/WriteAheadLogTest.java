package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mongodb.MongoCommandException;
import com.mongodb.MongoNamespace;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Updates;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.bson.Document;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded server's write-ahead log across real kills of the server process: what a recovery applies, what it
 * leaves out (a frame the crash cut short, a generation the store already holds), and writes acknowledged while
 * checkpoints commit the store beside them.
 */
class WriteAheadLogTest {

    @TempDir
    Path directory;

    @Test
    void everyAcknowledgedWriteSurvivesAKillWhileCheckpointsRunBesideTheWrites() throws Exception {
        Map<String, Document> expected = new ConcurrentHashMap<>();
        long[] checkpoints = new long[1];
        KilledServer.killedAfter(directory, client -> {
            MongoCollection<Document> games = client.getDatabase("openkifu").getCollection("games");
            games.createIndex(Indexes.ascending("player"));
            games.createIndex(Indexes.ascending("code"), new IndexOptions().unique(true));
            AtomicBoolean enough = new AtomicBoolean();
            ExecutorService writers = Executors.newFixedThreadPool(4);
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int thread = t;
                running.add(writers.submit(() -> write(games, thread, enough, expected)));
            }
            // until several checkpoints committed the store while the writers were writing
            while (!enough.get()) {
                checkpoints[0] = client.getDatabase("admin").runCommand(new Document("serverStatus", 1))
                        .get("openkifu", Document.class).getLong("checkpoints");
                enough.set(checkpoints[0] >= 2 + 5 && expected.size() >= 200);
            }
            running.forEach(Unchecked::join);
            writers.shutdown();
        }, "-Dopenkifu.mongo.checkpoint-millis=20");
        assertThat(checkpoints[0]).as("two index builds and at least five timed checkpoints").isGreaterThanOrEqualTo(7);

        JournalRecovery.Result recovered = recoverInPlace();
        assertThat(recovered.frames()).as("writes after the last checkpoint are applied again").isPositive();

        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> games = client.getDatabase("openkifu").getCollection("games");
            Map<String, Document> stored = new TreeMap<>();
            games.find().forEach(game -> stored.put(game.getString("_id"), game));
            assertThat(stored).isEqualTo(new TreeMap<>(expected));
            for (int p = 0; p < 7; p++) {
                String player = "p" + p;
                List<String> byIndex = games.find(Filters.eq("player", player)).map(g -> g.getString("_id"))
                        .into(new ArrayList<>());
                assertThat(byIndex).as("the index on player agrees with the documents")
                        .containsExactlyInAnyOrderElementsOf(expected.values().stream()
                                .filter(g -> player.equals(g.getString("player"))).map(g -> g.getString("_id")).toList());
            }
            for (Document game : expected.values()) {
                assertThatThrownBy(() -> games.insertOne(new Document("_id", "new").append("code", game.get("code"))))
                        .as("the unique index holds %s", game.get("code")).isInstanceOf(MongoWriteException.class);
            }
        }
    }

    /** Inserts, updates and deletes until told to stop, keeping what each acknowledged write left. */
    private static void write(MongoCollection<Document> games, int thread, AtomicBoolean enough,
            Map<String, Document> expected) {
        for (int i = 0; !enough.get(); i++) {
            String id = thread + "-" + i;
            Document game = new Document("_id", id).append("player", "p" + (i % 7)).append("code", "c" + id)
                    .append("moves", 0);
            games.insertOne(game);
            expected.put(id, game);
            if (i % 3 == 2) {
                String updated = thread + "-" + (i - 1);
                String player = "p" + (i % 5);
                games.updateOne(Filters.eq("_id", updated), Updates.combine(Updates.set("player", player),
                        Updates.inc("moves", 1)));
                expected.computeIfPresent(updated, (key, old) -> new Document(old).append("player", player)
                        .append("moves", old.getInteger("moves") + 1));
            }
            if (i % 5 == 4) {
                String deleted = thread + "-" + (i - 2);
                games.deleteOne(Filters.eq("_id", deleted));
                expected.remove(deleted);
            }
        }
    }

    @Test
    void aFrameTheKillCutShortIsLeftOutAndEverythingBeforeItIsThere() throws Exception {
        KilledServer.killedAfter(directory, client -> {
            MongoCollection<Document> moves = client.getDatabase("openkifu").getCollection("moves");
            for (int i = 0; i < 50; i++) {
                moves.insertOne(new Document("_id", i));
            }
        });
        List<Long> generations = WriteAheadLog.generationsIn(directory);
        // the first bytes of a frame that never reached the disk whole: a header promising more than follows
        Files.write(WriteAheadLog.file(directory, generations.get(generations.size() - 1)),
                ByteBuffer.allocate(18).putInt(1_000).putInt(42).array(), StandardOpenOption.APPEND);

        JournalRecovery.Result recovered = recoverInPlace();
        assertThat(recovered.tornTail()).isTrue();

        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(server.connectionString())) {
            assertThat(client.getDatabase("openkifu").getCollection("moves").countDocuments()).isEqualTo(50);
        }
        assertThat(WriteAheadLog.generationsIn(directory)).as("a clean close leaves no log").isEmpty();
    }

    @Test
    void aGenerationTheStoreAlreadyHoldsIsNotAppliedAgain() throws Exception {
        Map<Path, byte[]> beforeTheDrop = new TreeMap<>();
        KilledServer.killedAfter(directory, client -> {
            MongoDatabase database = client.getDatabase("openkifu");
            database.getCollection("scratch").insertOne(new Document("_id", "x"));
            for (long generation : WriteAheadLog.generationsIn(directory)) {
                Path file = WriteAheadLog.file(directory, generation);
                beforeTheDrop.put(file, Unchecked.read(file));
            }
            database.getCollection("scratch").drop(); // a checkpoint: the store holds the drop, the old log goes
            database.getCollection("other").insertOne(new Document("_id", "y"));
        });
        // as if the kill came between the drop's commit and the deletion of the log it covers
        for (Map.Entry<Path, byte[]> file : beforeTheDrop.entrySet()) {
            assertThat(file.getKey()).as("deleted by the drop's checkpoint").doesNotExist();
            Files.write(file.getKey(), file.getValue());
        }

        JournalRecovery.Result recovered = recoverInPlace();
        assertThat(recovered.skipped()).as("the generations before the drop").isEqualTo(beforeTheDrop.size());

        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoDatabase database = client.getDatabase("openkifu");
            assertThat(database.getCollection("scratch").countDocuments()).as("not brought back").isZero();
            assertThat(database.getCollection("other").find().first()).isEqualTo(new Document("_id", "y"));
        }
    }

    @Test
    void renamingACollectionIsRefusedAndChangesNothing() {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> games = client.getDatabase("openkifu").getCollection("games");
            games.insertOne(new Document("_id", "g1"));
            assertThatThrownBy(() -> games.renameCollection(new MongoNamespace("openkifu", "renamed")))
                    .isInstanceOf(MongoCommandException.class).hasMessageContaining("renameCollection is not supported");
            assertThat(games.countDocuments()).isEqualTo(1);
        }
    }

    /** Applies the log to the store as a start would, without deleting it: the start then applies it once more. */
    private JournalRecovery.Result recoverInPlace() {
        MVStore store = new MVStore.Builder().fileName(directory.resolve(EmbeddedMongoServer.DATA_FILE_NAME).toString())
                .autoCommitDisabled().open();
        try {
            return JournalRecovery.recover(directory, store);
        } finally {
            store.close();
        }
    }

    /** Small helpers for the lambdas above, whose checked exceptions the driver's callbacks cannot throw. */
    private static final class Unchecked {
        static void join(Future<?> future) {
            try {
                future.get(30, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }

        static byte[] read(Path file) {
            try {
                return Files.readAllBytes(file);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }
}
