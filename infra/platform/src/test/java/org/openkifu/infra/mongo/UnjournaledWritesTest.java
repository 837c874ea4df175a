package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.mongodb.WriteConcern;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import de.bwaldvogel.mongo.MongoServer;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.bson.Document;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code writeConcern: {j: false}} over the wire: acknowledged while a device flush is held, readers of its
 * collection not held either, while a journaled write and the readers of what it wrote still wait for the disk.
 */
class UnjournaledWritesTest {

    private static final WriteConcern UNJOURNALED = WriteConcern.ACKNOWLEDGED.withJournal(false);

    @TempDir
    Path directory;

    private MVStore store;
    private MongoServer server;
    private MongoClient client;
    private final CountDownLatch syncEntered = new CountDownLatch(1);
    private volatile CountDownLatch releaseSync = new CountDownLatch(0);
    private final ExecutorService threads = Executors.newCachedThreadPool();

    @BeforeEach
    void start() {
        store = new MVStore.Builder().fileName(directory.resolve("data.mv").toString()).autoCommitDisabled().open();
        GroupCommit.Store commits = GroupCommit.storeOf(store);
        GroupCommit.Store held = new GroupCommit.Store() {
            @Override
            public boolean isClosed() {
                return commits.isClosed();
            }

            @Override
            public boolean commitIfChanged() {
                return commits.commitIfChanged();
            }

            @Override
            public void sync() {
                syncEntered.countDown();
                try {
                    releaseSync.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                commits.sync();
            }
        };
        server = new MongoServer(new DurableH2Backend(store, held, true));
        server.bind(new InetSocketAddress("127.0.0.1", 0), 1, 4);
        client = MongoClients.create("mongodb://127.0.0.1:" + server.getLocalAddress().getPort());
    }

    @AfterEach
    void stop() {
        releaseSync.countDown();
        threads.shutdownNow();
        client.close();
        server.shutdownNow();
        if (!store.isClosed()) {
            store.close();
        }
    }

    @Test
    void anUnjournaledWriteAndItsReadersDoNotWaitForAFlushHeldByAJournaledOne() throws Exception {
        MongoCollection<Document> events = client.getDatabase("test").getCollection("events");
        MongoCollection<Document> readModel = client.getDatabase("test").getCollection("read_model")
                .withWriteConcern(UNJOURNALED);
        releaseSync = new CountDownLatch(1);
        Future<?> journaled = threads.submit(() -> events.insertOne(new Document("_id", "e1")));
        assertThat(syncEntered.await(5, TimeUnit.SECONDS)).as("the journaled insert's flush is held").isTrue();

        // while that flush is held: an unjournaled write, a read of its collection, and an update of it
        threads.submit(() -> {
            readModel.insertOne(new Document("_id", "g1").append("moves", 1));
            readModel.updateOne(Filters.eq("_id", "g1"), new Document("$inc", new Document("moves", 1)));
            return readModel.find(Filters.eq("_id", "g1")).first();
        }).get(5, TimeUnit.SECONDS);
        // a read of the journaled insert's collection waits for it: it could hand out what a crash takes back
        Future<Long> eventsRead = threads.submit(() -> events.countDocuments());
        await().during(Duration.ofMillis(100)).atMost(Duration.ofSeconds(2)).untilAsserted(() -> {
            assertThat(journaled.isDone()).as("not acknowledged before its flush ends").isFalse();
            assertThat(eventsRead.isDone()).as("may see the insert that is not on disk yet").isFalse();
        });

        releaseSync.countDown();
        journaled.get(5, TimeUnit.SECONDS);
        assertThat(eventsRead.get(5, TimeUnit.SECONDS)).isEqualTo(1);
        assertThat(readModel.find(Filters.eq("_id", "g1")).first().getInteger("moves")).isEqualTo(2);
        Document status = client.getDatabase("admin").runCommand(new Document("serverStatus", 1))
                .get("openkifu", Document.class);
        assertThat(status.getLong("unjournaledWrites")).isEqualTo(2);
    }

    @Test
    void anUnjournaledWriteReachesTheDiskWithTheNextJournaledCommit() {
        MongoCollection<Document> readModel = client.getDatabase("test").getCollection("read_model")
                .withWriteConcern(UNJOURNALED);
        readModel.insertOne(new Document("_id", "g1"));
        assertThat(store.hasUnsavedChanges()).as("acknowledged before any commit").isTrue();
        long committed = store.getCurrentVersion();

        client.getDatabase("test").getCollection("events").insertOne(new Document("_id", "e1"));
        assertThat(store.hasUnsavedChanges()).isFalse();
        assertThat(store.getCurrentVersion()).as("one commit for both").isEqualTo(committed + 1);
    }

    @Test
    void aReadNotConfinedToOneCollectionWaitsForEveryJournaledWrite() {
        assertThat(ReadBarriers.namespace("test", "find", "events", true)).isEqualTo("test.events");
        assertThat(ReadBarriers.namespace("test", "getmore", 42L, true)).isNull();
        assertThat(ReadBarriers.namespace("test", "aggregate", "events", true)).as("may $lookup others").isNull();
        assertThat(ReadBarriers.namespace("test", "renamecollection", "test.a", false)).isNull();
        ReadBarriers barriers = new ReadBarriers();
        barriers.journaled("test.events", 3);
        barriers.journaled("test.games", 5);
        assertThat(barriers.forRead("test.events")).isEqualTo(3);
        assertThat(barriers.forRead("test.other")).isZero();
        assertThat(barriers.forRead(null)).isEqualTo(5);
        barriers.journaled(null, 7); // e.g. dropDatabase
        assertThat(barriers.forRead("test.events")).isEqualTo(7);
        assertThat(barriers.forRead("test.other")).isEqualTo(7);
    }
}
