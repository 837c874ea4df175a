package org.openkifu.infra.mongo;

import static com.mongodb.client.model.Filters.eq;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.Updates;
import org.bson.Document;
import org.bson.types.Binary;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Queries are answered from the documents' kept bytes and equal what was written, through batches and after updates;
 * documents whose kept bytes ({@link EncodedDocuments}) went stale through an update are written as updated: what a
 * reopened server reads is what the running one answered, also for documents sharing a page with changed ones.
 */
class StoredBytesTest {

    @TempDir
    Path directory;

    @Test
    void updatedDocumentsAreReadAsUpdatedAfterARestart() {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> c = client.getDatabase("db").getCollection("c");
            for (int i = 0; i < 30; i++) { // several documents per leaf page
                c.insertOne(new Document("_id", i).append("n", i).append("nested", new Document("x", "a" + i)));
            }
            c.updateOne(eq("_id", 3), Updates.inc("n", 100));
            c.updateOne(eq("_id", 3), Updates.set("nested.x", "changed"));
            c.findOneAndUpdate(eq("_id", 17), Updates.combine(Updates.set("n", -1), Updates.unset("nested")));
            c.insertOne(new Document("_id", 30).append("n", 30)); // rewrites pages holding unchanged documents
            c.updateOne(eq("_id", 30), Updates.set("n", 31));
        }
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient client = MongoClients.create(server.connectionString())) {
            List<Document> all = client.getDatabase("db").getCollection("c").find().sort(Sorts.ascending("_id"))
                    .into(new ArrayList<>());
            assertThat(all).hasSize(31);
            assertThat(all.get(3)).isEqualTo(new Document("_id", 3).append("n", 103)
                    .append("nested", new Document("x", "changed")));
            assertThat(all.get(17)).isEqualTo(new Document("_id", 17).append("n", -1));
            assertThat(all.get(30)).isEqualTo(new Document("_id", 30).append("n", 31));
            assertThat(all.get(4)).isEqualTo(new Document("_id", 4).append("n", 4)
                    .append("nested", new Document("x", "a4")));
        }
    }

    @Test
    void queriesAreAnsweredFromStoredBytesThroughEveryBatchAndAfterUpdates() {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> c = client.getDatabase("db").getCollection("c");
            List<Document> written = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                written.add(new Document("_id", i).append("name", "白 " + i).append("n", (long) i).append("w", i / 4.0)
                        .append("at", new Date(1_700_000_000_000L + i)).append("bytes", new Binary(new byte[] {1, (byte) i}))
                        .append("oid", new ObjectId()).append("moves", List.of(new Document("x", i), "pass"))
                        .append("none", null));
            }
            c.insertMany(written);
            c.updateOne(eq("_id", 5), Updates.set("name", "changed"));
            written.get(5).put("name", "changed");
            Document before = replyDocuments(client);

            List<Document> read = c.find().sort(Sorts.ascending("_id")).batchSize(7).into(new ArrayList<>());
            assertThat(read).isEqualTo(written);
            Document after = replyDocuments(client);
            assertThat(after.getLong("fromStoredBytes") - before.getLong("fromStoredBytes")).isEqualTo(40);

            List<Document> names = c.find(eq("_id", 5)).projection(Projections.include("name")).into(new ArrayList<>());
            assertThat(names).containsExactly(new Document("_id", 5).append("name", "changed"));
            assertThat(replyDocuments(client).getLong("copied") - after.getLong("copied"))
                    .as("a projected document is made for the reply: no stored bytes").isEqualTo(1);
        }
    }

    private static Document replyDocuments(MongoClient client) {
        Document status = client.getDatabase("admin").runCommand(new Document("serverStatus", 1));
        return status.get("openkifu", Document.class).get("replyDocuments", Document.class);
    }
}
