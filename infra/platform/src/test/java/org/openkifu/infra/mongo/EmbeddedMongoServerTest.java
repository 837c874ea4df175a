package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import com.mongodb.WriteConcern;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.Updates;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmbeddedMongoServerTest {

    @TempDir
    Path directory;

    @Test
    void concurrentIncrementsOfOneCounterNeverReturnTheSameValue() throws Exception {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> counters = client.getDatabase("test").getCollection("counters");
            Set<Long> values = ConcurrentHashMap.newKeySet();
            ExecutorService pool = Executors.newFixedThreadPool(8);
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                done.add(pool.submit(() -> {
                    for (int i = 0; i < 100; i++) {
                        Document counter = counters.findOneAndUpdate(Filters.eq("_id", "c"), Updates.inc("value", 2L),
                                new FindOneAndUpdateOptions().upsert(true).returnDocument(ReturnDocument.AFTER));
                        assertThat(values.add(counter.getLong("value"))).as("value %s handed out twice", counter).isTrue();
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
            pool.shutdown();
            assertThat(values).hasSize(800);
        }
    }

    @Test
    void anUnjournaledWriteAloneIsCommittedWithinTheJournalInterval() {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> readModel = client.getDatabase("test").getCollection("read_model");
            readModel.insertOne(new Document("_id", 0));
            long before = server.backend().flushes();
            readModel.withWriteConcern(WriteConcern.ACKNOWLEDGED.withJournal(false)).insertOne(new Document("_id", 1));
            // no other command follows: only the server's own interval commits it
            await().atMost(Duration.ofSeconds(5)).until(() -> server.backend().flushes() > before);
            server.backend().flushUnjournaled();
            assertThat(server.backend().flushes()).as("nothing left to commit").isEqualTo(before + 1);
        }
    }

    /**
     * Closing while the interval's commit of unjournaled writes may be running: the commit finishes (an interrupt
     * would close the store's file channel, and the close then failed to write the store), and nothing is lost.
     */
    @Test
    void closingRightAfterUnjournaledWritesKeepsThemAndClosesCleanly() {
        for (int round = 0; round < 10; round++) {
            try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
                 MongoClient client = MongoClients.create(server.connectionString())) {
                MongoCollection<Document> readModel = client.getDatabase("test").getCollection("read_model")
                        .withWriteConcern(WriteConcern.ACKNOWLEDGED.withJournal(false));
                for (int i = 0; i < 50; i++) {
                    readModel.insertOne(new Document("_id", round * 50 + i));
                }
            }
        }
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(server.connectionString())) {
            assertThat(client.getDatabase("test").getCollection("read_model").countDocuments()).isEqualTo(500);
        }
    }

    @Test
    void serverStatusCountsCommandsAndGroupCommits() {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> things = client.getDatabase("test").getCollection("things");
            things.insertOne(new Document("_id", 1));
            things.insertOne(new Document("_id", 2));
            things.find(Filters.eq("_id", 1)).first();
            Document status = client.getDatabase("admin").runCommand(new Document("serverStatus", 1));
            Document opcounters = status.get("opcounters", Document.class);
            assertThat(opcounters.getLong("insert")).isEqualTo(2);
            assertThat(opcounters.getLong("query")).isEqualTo(1);
            Document openkifu = status.get("openkifu", Document.class);
            assertThat(openkifu.get("commands", Document.class).getLong("insert")).isEqualTo(2);
            assertThat(openkifu.getLong("flushes")).as("each insert alone: a flush each").isGreaterThanOrEqualTo(2);
            client.getDatabase("test").getCollection("others").find().first();
            Document collections = openkifu.get("collections", Document.class);
            assertThat(collections.get("insert", Document.class)).isEqualTo(new Document("things", 2L));
            assertThat(collections.get("find", Document.class)).as("as of the status read").isEqualTo(
                    new Document("things", 1L));
            Document later = client.getDatabase("admin").runCommand(new Document("serverStatus", 1))
                    .get("openkifu", Document.class).get("collections", Document.class);
            assertThat(later.get("find", Document.class)).isEqualTo(new Document("others", 1L).append("things", 1L));
        }
    }

    @Test
    void documentsSurviveAReopenOfTheDataFile() {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(server.connectionString())) {
            client.getDatabase("test").getCollection("things").insertOne(new Document("_id", "a")
                    .append("list", List.of(1L, "two")).append("nested", new Document("x", 2.5)));
        }
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(server.connectionString())) {
            assertThat(client.getDatabase("test").getCollection("things").find().first()).isEqualTo(new Document("_id", "a")
                    .append("list", List.of(1L, "two")).append("nested", new Document("x", 2.5)));
        }
    }

    @Test
    void aPageCacheFarSmallerThanTheDataStillServesEveryDocument() {
        String text = "x".repeat(10_000);
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false, 1);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> things = client.getDatabase("test").getCollection("things");
            for (int i = 0; i < 500; i++) {
                things.insertOne(new Document("_id", i).append("text", text + i));
            }
            for (int i = 0; i < 500; i += 7) {
                assertThat(things.find(Filters.eq("_id", i)).first().getString("text")).isEqualTo(text + i);
            }
            assertThat(things.countDocuments()).isEqualTo(500);
        }
    }

    @Test
    void aPageCacheBelowOneMegabyteIsRefusedBeforeAnythingIsCreated() {
        Path data = directory.resolve("never");
        assertThatThrownBy(() -> EmbeddedMongoServer.start(data, "127.0.0.1", 0, false, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1 MB, was 0");
        assertThat(data).doesNotExist();
    }

    @Test
    void collStatsMeasuresTheDocumentsAsTheyAreAfterInsertsUpdatesAndDeletes() {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> things = client.getDatabase("test").getCollection("things");
            for (int i = 0; i < 5; i++) {
                things.insertOne(new Document("_id", i).append("text", "x".repeat(100 * i)));
            }
            things.updateOne(Filters.eq("_id", 1), Updates.set("text", "y".repeat(5_000)));
            things.updateOne(Filters.eq("_id", 2), Updates.unset("text"));
            things.deleteOne(Filters.eq("_id", 3));
            assertThat(sizeOf(client)).isEqualTo(bsonBytes(things)).isGreaterThan(5_000);
        }
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient client = MongoClients.create(server.connectionString())) {
            assertThat(sizeOf(client)).as("after a reopen").isEqualTo(bsonBytes(
                    client.getDatabase("test").getCollection("things")));
        }
    }

    private static long sizeOf(MongoClient client) {
        return client.getDatabase("test").runCommand(new Document("collStats", "things")).get("size", Number.class)
                .longValue();
    }

    private static long bsonBytes(MongoCollection<Document> collection) {
        long bytes = 0;
        for (org.bson.RawBsonDocument document : collection.withDocumentClass(org.bson.RawBsonDocument.class).find()) {
            bytes += document.getByteBuffer().remaining();
        }
        return bytes;
    }
}
