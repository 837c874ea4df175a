package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.Updates;
import java.nio.file.Path;
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
}
