package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Random;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.Updates;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Non-unique single-field indexes answer equality, {@code $in} and ranges exactly as a scan does (the same queries
 * on an unindexed copy of the collection give the same documents in the same order), follow inserts, updates and
 * deletes, and survive a restart; an index defined on a filled collection is built from its documents.
 */
class SecondaryIndexTest {

    @TempDir
    Path directory;

    private static final long T0 = 1_800_000_000_000L;

    private static Document row(int i, Random random) {
        List<String> players = List.of("p" + random.nextInt(8), "p" + random.nextInt(8));
        Document d = new Document("_id", "g" + i).append("players", players)
                .append("status", List.of("PLAYING", "ENDED", "SCORING").get(random.nextInt(3)))
                .append("deadline", new Date(T0 + random.nextInt(50) * 1000L))
                .append("moves", random.nextInt(5));
        if (random.nextInt(5) == 0) {
            d.remove("deadline"); // no deadline: not in that index
        }
        return d;
    }

    private static List<Bson> queries() {
        Date mid = new Date(T0 + 25_000);
        return List.of(Filters.eq("players", "p3"), Filters.eq("status", "ENDED"),
                Filters.in("status", List.of("PLAYING", "SCORING")), Filters.lte("deadline", mid),
                Filters.lt("deadline", mid), Filters.gt("deadline", mid),
                Filters.and(Filters.gte("deadline", new Date(T0 + 10_000)), Filters.lt("deadline", mid)),
                Filters.and(Filters.eq("players", "p1"), Filters.in("status", List.of("PLAYING"))),
                Filters.eq("moves", 2L), Filters.eq("players", "nobody"));
    }

    @Test
    void indexedQueriesAnswerAsAScanDoes() {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoDatabase db = client.getDatabase("test");
            MongoCollection<Document> indexed = db.getCollection("indexed");
            MongoCollection<Document> plain = db.getCollection("plain");
            for (String field : List.of("players", "status", "deadline", "moves")) {
                indexed.createIndex(Indexes.ascending(field));
            }
            Random random = new Random(42);
            for (int i = 0; i < 300; i++) {
                Document d = row(i, random);
                indexed.insertOne(d);
                plain.insertOne(d);
            }
            // updates move index entries, deletes remove them
            for (int i = 0; i < 100; i++) {
                Document d = row(random.nextInt(300), random);
                indexed.replaceOne(Filters.eq("_id", d.get("_id")), d, new ReplaceOptions().upsert(true));
                plain.replaceOne(Filters.eq("_id", d.get("_id")), d, new ReplaceOptions().upsert(true));
                Bson set = Updates.set("status", "ENDED");
                indexed.updateOne(Filters.eq("_id", "g" + random.nextInt(300)), set);
                String gone = "g" + random.nextInt(300);
                indexed.deleteOne(Filters.eq("_id", gone));
                plain.deleteOne(Filters.eq("_id", gone));
            }
            // make the plain copy agree on the updateOne calls above
            for (Document d : indexed.find()) {
                plain.replaceOne(Filters.eq("_id", d.get("_id")), d);
            }
            for (Bson query : queries()) {
                Bson order = Sorts.orderBy(Sorts.ascending("deadline"), Sorts.ascending("_id"));
                assertThat(ids(indexed.find(query).sort(order))).as(query.toString())
                        .isEqualTo(ids(plain.find(query).sort(order)));
                assertThat(ids(indexed.find(query).sort(order).limit(7))).isEqualTo(ids(plain.find(query).sort(order).limit(7)));
                assertThat(count(db, "indexed", query)).isEqualTo(count(db, "plain", query));
            }
        }
    }

    @Test
    void anIndexOnAFilledCollectionIsBuiltAndSurvivesARestart() {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> c = client.getDatabase("test").getCollection("late");
            for (int i = 0; i < 50; i++) {
                c.insertOne(new Document("_id", i).append("deadline", new Date(T0 + i * 1000L)));
            }
            c.createIndex(Indexes.ascending("deadline"));
            assertThat(ids(c.find(Filters.lte("deadline", new Date(T0 + 2_000))).sort(Sorts.ascending("deadline"))))
                    .containsExactly("0", "1", "2");
        }
        MVStore store = new MVStore.Builder().fileName(directory.resolve(EmbeddedMongoServer.DATA_FILE_NAME).toString())
                .readOnly().open();
        assertThat(store.getMapNames()).contains("test.late._index_deadline_1");
        assertThat(store.openMap("test.late._index_deadline_1", new org.h2.mvstore.MVMap.Builder<
                de.bwaldvogel.mongo.backend.KeyValue, Object>().keyType(new IndexKeyType()).valueType(new BsonValueType()))
                .sizeAsLong()).as("one entry per document").isEqualTo(50);
        store.close();

        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> c = client.getDatabase("test").getCollection("late");
            c.insertOne(new Document("_id", 100).append("deadline", new Date(T0 - 1)));
            assertThat(ids(c.find(Filters.lt("deadline", new Date(T0 + 1_000))).sort(Sorts.ascending("deadline"))))
                    .containsExactly("100", "0");
        }
    }

    @Test
    void lookupsByUniqueKeysReturnEachMatchingDocumentOnce() {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> commits = client.getDatabase("test").getCollection("commits");
            commits.createIndex(Indexes.ascending("keys"), new com.mongodb.client.model.IndexOptions().unique(true));
            for (long first = 1; first <= 30; first += 3) {
                commits.insertOne(new Document("_id", first).append("keys", List.of("g/" + first, "g/" + (first + 1),
                        "g/" + (first + 2))));
            }
            assertThat(ids(commits.find(Filters.in("keys", List.of("g/4", "g/5", "g/6", "g/8", "g/99")))))
                    .as("a commit named by three of its keys comes back once").containsExactly("4", "7");
            assertThat(ids(commits.find(Filters.in("_id", List.of(7L, 1L, 2L, 28L)))))
                    .containsExactlyInAnyOrder("7", "1", "28");
            assertThat(ids(commits.find(Filters.in("_id", List.of(7L, 1L))).projection(new Document("_id", 1))
                    .sort(Sorts.descending("_id")))).containsExactly("7", "1");
            assertThat(ids(commits.find(Filters.and(Filters.in("_id", List.of(7L, 1L)), Filters.eq("keys", "g/1")))))
                    .as("with a second condition the documents are still checked").containsExactly("1");
        }
    }

    @Test
    void aConditionBesideTheIdIsAnsweredThroughTheIdIndexNotByAScan() {
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient client = MongoClients.create(server.connectionString())) {
            MongoCollection<Document> rows = client.getDatabase("test").getCollection("rows");
            for (int i = 0; i < 200; i++) {
                rows.insertOne(new Document("_id", "g" + i).append("version", (long) i % 7));
            }
            long scansBefore = IndexedH2Collection.SCANS.sum();

            // a versioned replace's filter: the id, and only over an older version
            assertThat(ids(rows.find(Filters.and(Filters.eq("_id", "g12"), Filters.lt("version", 6L)))))
                    .containsExactly("g12");
            assertThat(ids(rows.find(Filters.and(Filters.eq("_id", "g13"), Filters.lt("version", 6L))))).isEmpty();
            assertThat(ids(rows.find(Filters.and(Filters.eq("_id", "nobody"), Filters.lt("version", 6L))))).isEmpty();
            assertThat(ids(rows.find(new Document("_id", "g19").append("version", new Document("$lt", 6L)))))
                    .as("the same filter with its fields side by side").containsExactly("g19");
            assertThat(ids(rows.find(Filters.and(Filters.in("_id", List.of("g1", "g2", "g9")), Filters.or(
                    Filters.eq("version", 1L), Filters.eq("version", 2L)))))).containsExactlyInAnyOrder("g1", "g2", "g9");
            assertThat(ids(rows.find(Filters.and(Filters.eq("_id", "g19"), Filters.not(Filters.gt("version", 5L))))))
                    .as("VersionedWrites' filter: not over a newer version").containsExactly("g19");
            assertThat(ids(rows.find(Filters.and(Filters.eq("_id", "g13"), Filters.not(Filters.gt("version", 5L))))))
                    .isEmpty();
            rows.replaceOne(Filters.and(Filters.eq("_id", "g12"), Filters.lt("version", 6L)),
                    new Document("_id", "g12").append("version", 6L));
            assertThat(IndexedH2Collection.SCANS.sum() - scansBefore).as("no query read the whole collection").isZero();
            assertThat(rows.find(Filters.eq("_id", "g12")).first()).containsEntry("version", 6L);

            rows.find(Filters.lt("version", 6L)).first(); // no index on version: this one is a scan, and counted
            assertThat(IndexedH2Collection.SCANS.sum() - scansBefore).isEqualTo(1);
        }
    }

    private static List<String> ids(Iterable<Document> documents) {
        List<String> ids = new ArrayList<>();
        documents.forEach(d -> ids.add(String.valueOf(d.get("_id"))));
        return ids;
    }

    private static long count(MongoDatabase db, String collection, Bson query) {
        Document reply = db.runCommand(new Document("count", collection).append("query", query));
        return ((Number) reply.get("n")).longValue();
    }
}
