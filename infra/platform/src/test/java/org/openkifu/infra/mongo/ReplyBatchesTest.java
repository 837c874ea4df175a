package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Projections;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Replies come in batches of at most 16 MiB, the rest through {@code getMore}, as MongoDB answers: so a plain
 * {@code find()} over more than the driver's 48 MB reply limit reads every document instead of failing.
 */
class ReplyBatchesTest {

    private static final int MEGABYTE = 1_000_000;

    @TempDir
    Path directory;

    @Test
    void aBatchStopsAtItsCountOrItsBytesAndHoldsAtLeastOneDocument() {
        List<de.bwaldvogel.mongo.bson.Document> documents = IntStream.range(0, 10)
                .mapToObj(i -> new de.bwaldvogel.mongo.bson.Document("_id", i).append("text", "x".repeat(1_000)))
                .toList();
        int one = BsonValueType.encodedSize(documents.get(0));
        assertThat(one).isBetween(1_000, 1_100);
        assertThat(ReplyBatches.count(documents, 0, Integer.MAX_VALUE)).isEqualTo(10);
        assertThat(ReplyBatches.count(documents, 4, Integer.MAX_VALUE)).isEqualTo(4);
        assertThat(ReplyBatches.count(documents, 0, 3 * one)).isEqualTo(3);
        assertThat(ReplyBatches.count(documents, 0, 3 * one - 1)).isEqualTo(2);
        assertThat(ReplyBatches.count(documents, 2, 3 * one)).isEqualTo(2);
        assertThat(ReplyBatches.count(documents, 0, 10)).as("one document even when it alone is over").isEqualTo(1);
        assertThat(ReplyBatches.count(List.of(), 0, 10)).isZero();

        ReplyBatches.Cursor cursor = new ReplyBatches.Cursor(7, documents, 4 * one);
        assertThat(cursor.takeDocuments(0)).hasSize(4);
        assertThat(cursor.takeDocuments(3)).hasSize(3);
        assertThat(cursor.takeDocuments(0)).extracting(d -> d.get("_id")).containsExactly(7, 8, 9);
        assertThat(cursor.isEmpty()).isTrue();
    }

    @Test
    void aPlainFindOverMoreThanTheDriversReplyLimitReadsEveryDocument() throws Exception {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoDatabase db = client.getDatabase("test");
            MongoCollection<org.bson.Document> large = db.getCollection("large");
            String megabyte = "y".repeat(MEGABYTE);
            for (int i = 0; i < 60; i += 5) { // 60 MB in all: over the driver's 48 MB for one reply
                List<org.bson.Document> some = new ArrayList<>();
                for (int j = i; j < i + 5; j++) {
                    some.add(new org.bson.Document("_id", j).append("text", megabyte));
                }
                large.insertMany(some);
            }

            List<Integer> ids = new ArrayList<>();
            for (org.bson.Document d : large.find()) {
                assertThat(d.getString("text")).hasSize(MEGABYTE);
                ids.add(d.getInteger("_id"));
            }
            assertThat(ids).containsExactlyElementsOf(IntStream.range(0, 60).boxed().toList());
            // a batch size the bytes would exceed, and documents made for the reply (a projection: no kept bytes)
            assertThat(large.find().batchSize(55).into(new ArrayList<>())).hasSize(60);
            assertThat(large.find().projection(Projections.include("text")).into(new ArrayList<>())).hasSize(60);

            // what the wire shows: a first batch of at most 16 MiB and a cursor; getMore without a batch size
            org.bson.Document first = db.runCommand(new org.bson.Document("find", "large"));
            org.bson.Document cursor = first.get("cursor", org.bson.Document.class);
            int firstBatch = cursor.getList("firstBatch", org.bson.Document.class).size();
            assertThat(firstBatch).isBetween(1, 16);
            long cursorId = cursor.getLong("id");
            assertThat(cursorId).isNotZero();
            org.bson.Document more = db.runCommand(new org.bson.Document("getMore", cursorId)
                    .append("collection", "large"));
            assertThat(more.get("cursor", org.bson.Document.class).getList("nextBatch", org.bson.Document.class))
                    .hasSizeBetween(1, 16);
            db.runCommand(new org.bson.Document("killCursors", "large").append("cursors", List.of(cursorId)));

            // the server's own queries still see every document: an update and a delete of all 60 MB
            assertThat(large.updateMany(new org.bson.Document(), new org.bson.Document("$set",
                    new org.bson.Document("seen", true))).getModifiedCount()).isEqualTo(60);
            assertThat(large.countDocuments(new org.bson.Document("seen", true))).isEqualTo(60);
            assertThat(large.deleteMany(new org.bson.Document()).getDeletedCount()).isEqualTo(60);
            assertThat(large.countDocuments()).isZero();

            // a small answer is still one batch, without a cursor
            MongoCollection<org.bson.Document> small = db.getCollection("small");
            small.insertMany(IntStream.range(0, 500).mapToObj(i -> new org.bson.Document("_id", i)).toList());
            org.bson.Document whole = db.runCommand(new org.bson.Document("find", "small"))
                    .get("cursor", org.bson.Document.class);
            assertThat(whole.getList("firstBatch", org.bson.Document.class)).hasSize(500);
            assertThat(whole.getLong("id")).isZero();
        }
    }
}
