package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command waiting for the store (its lock, or its write to reach the disk) holds the thread serving its connection;
 * other connections must not wait behind it.
 */
class ConnectionThreadsTest {

    @TempDir
    Path directory;

    @Test
    void aConnectionWaitingForTheStoreDoesNotHoldUpAnotherConnection() throws Exception {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient writer = MongoClients.create(server.connectionString());
             MongoClient other = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> things = writer.getDatabase("test").getCollection("things");
            things.insertOne(new Document("_id", "warm-up"));
            other.getDatabase("admin").runCommand(new Document("ping", 1));

            CountDownLatch storeHeld = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            // threads of their own: the common pool may have a single thread on a small machine
            ExecutorService threads = Executors.newFixedThreadPool(2);
            Future<?> holder = threads.submit(() -> server.backend().exclusively(() -> {
                storeHeld.countDown();
                awaitUninterruptibly(release);
            }));
            storeHeld.await();
            Future<?> blockedInsert = threads.submit(() -> things.insertOne(new Document("_id", "waits")));
            try {
                // serverStatus takes no lock: it answers at once unless its connection's thread is taken by the insert
                // (awaitility gives up after atMost even while a call of the condition still hangs)
                await().atMost(Duration.ofSeconds(30)).until(() -> insertsSeen(other), n -> n == 2);
                assertThat(blockedInsert).isNotDone();
            } finally {
                release.countDown();
            }
            holder.get();
            blockedInsert.get();
            threads.shutdown();
            assertThat(things.countDocuments(new Document("_id", "waits"))).isEqualTo(1);
        }
    }

    @Test
    void fewerThanOneConnectionThreadIsRefusedBeforeAnythingIsCreated() {
        Path data = directory.resolve("never");
        assertThatThrownBy(() -> EmbeddedMongoServer.start(data, "127.0.0.1", 0, false, 16, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1 connection thread, was 0");
        assertThat(data).doesNotExist();
    }

    private static long insertsSeen(MongoClient client) {
        Document status = client.getDatabase("admin").runCommand(new Document("serverStatus", 1));
        return ((Number) status.get("openkifu", Document.class).get("commands", Document.class)
                .getOrDefault("insert", 0L)).longValue();
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
