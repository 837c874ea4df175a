package org.openkifu.infra.config;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.ConnectionString;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import java.nio.file.Path;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.infra.mongo.EmbeddedMongoServer;

/** A read model's writes skip the disk wait only when the store lives and dies with this process. */
class ReadModelWritesTest {

    @TempDir
    Path directory;

    @Test
    void readModelsOfAnInProcessStoreAreWrittenUnjournaledAndOfAnyOtherStoreJournaled() {
        try (MongoEndpoint inProcess = MongoEndpoint.embedded(EmbeddedMongoServer.start(directory, "127.0.0.1", 0),
                "test");
             MongoClient client = MongoClients.create(inProcess.connectionString())) {
            MongoEndpoint external = MongoEndpoint.external(inProcess.connectionString(), "test");
            MongoDatabase database = client.getDatabase("test");

            ReadModelWrites.forStore(external).on(database).getCollection("read_model")
                    .insertOne(new Document("_id", 1));
            assertThat(unjournaledWrites(client)).as("another process's store: journaled").isZero();

            ReadModelWrites writes = ReadModelWrites.forStore(inProcess);
            writes.on(database).getCollection("read_model").insertOne(new Document("_id", 2));
            writes.on(database).getCollection("read_model").deleteOne(new Document("_id", 1));
            assertThat(unjournaledWrites(client)).isEqualTo(2);
            assertThat(database.getCollection("read_model").find().into(new java.util.ArrayList<>()))
                    .containsExactly(new Document("_id", 2));
        }
    }

    private static long unjournaledWrites(MongoClient client) {
        return client.getDatabase("admin").runCommand(new Document("serverStatus", 1))
                .get("openkifu", Document.class).getLong("unjournaledWrites");
    }
}
