package org.openkifu.infra.projection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import com.mongodb.MongoBulkWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Sorts;
import org.bson.Document;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openkifu.infra.eventstore.MongoServerFixture;

/** Rows written over older versions only, on the embedded MongoDB server over TCP as the projections use it. */
class VersionedWritesTest {

    @RegisterExtension
    final MongoServerFixture mongo = MongoServerFixture.perTest();

    private MongoCollection<Document> rows;
    private VersionedWrites writes;

    @BeforeEach
    void collection() {
        rows = mongo.database().getCollection("rows");
        writes = new VersionedWrites(rows, "version");
    }

    @Test
    void aNewerRowReplacesAnOlderOneAndAStaleOneIsLeftOutWithoutStoppingTheBatch() {
        assertThat(writes.write(List.of(row("g1", 3, "third"), row("g2", 1, "first")))).isZero();

        // a writer that lost its claim still holds g1 at version 2; a live one moved g2 on
        int skipped = writes.write(List.of(row("g1", 2, "second"), row("g2", 2, "second"), row("g3", 1, "first"),
                row("g1", 3, "third again")));

        assertThat(skipped).as("the older g1; the same version is written again").isEqualTo(1);
        assertThat(stored()).containsExactly("g1:3:third again", "g2:2:second", "g3:1:first");
    }

    @Test
    void writesKeepTheirOrder() {
        rows.createIndex(Indexes.ascending("change"));
        List<VersionedWrites.Row> batch = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            batch.add(new VersionedWrites.Row("g" + i, 1, new Document("_id", "g" + i).append("version", 1L)
                    .append("change", (long) i)));
        }
        batch.add(10, row("g5", 0, "stale")); // refused in the middle: the rest still lands, in order

        assertThat(writes.write(batch)).isEqualTo(1);

        List<String> byChange = new ArrayList<>();
        rows.find().sort(Sorts.ascending("change")).forEach(d -> byChange.add(d.getString("_id")));
        assertThat(byChange).hasSize(50).startsWith("g0", "g1", "g2").endsWith("g48", "g49");
    }

    @Test
    void aDeleteRemovesOnlyARowThatIsNotNewer() {
        writes.write(List.of(row("g1", 5, "five"), row("g2", 5, "five")));

        assertThat(writes.write(List.of(new VersionedWrites.Row("g1", 6, null), new VersionedWrites.Row("g2", 4,
                null)))).isZero();

        assertThat(stored()).containsExactly("g2:5:five");
    }

    /** Rows a projection wrote before it stored versions (an upgrade) are older than any version. */
    @Test
    void aRowWithoutAVersionIsReplacedAndDeleted() {
        rows.insertOne(new Document("_id", "g1").append("name", "before versions"));
        rows.insertOne(new Document("_id", "g2").append("name", "before versions"));

        assertThat(writes.write(List.of(row("g1", 0, "first"), new VersionedWrites.Row("g2", 0, null)))).isZero();

        assertThat(stored()).containsExactly("g1:0:first");
    }

    @Test
    void aDuplicateKeyOfAnotherUniqueIndexIsAnError() {
        rows.createIndex(Indexes.ascending("name"), new IndexOptions().unique(true));
        writes.write(List.of(row("g1", 1, "taken")));

        assertThatThrownBy(() -> writes.write(List.of(row("g2", 1, "taken"))))
                .isInstanceOf(MongoBulkWriteException.class);
        assertThat(stored()).containsExactly("g1:1:taken");
    }

    /**
     * MongoDB stops an ordered bulk write at its first error (the embedded server goes on): the rows after a refused
     * one are then sent again. Played here by a collection that writes the models one at a time and stops.
     */
    @Test
    void theRowsAfterARefusedOneAreSentAgainWhenTheServerStoppedThere() {
        writes.write(List.of(row("g1", 3, "third"), row("g2", 3, "third")));
        writes = new VersionedWrites(stoppingAtFirstError(rows), "version");

        int skipped = writes.write(List.of(row("g1", 2, "stale"), row("g3", 1, "first"), row("g2", 2, "stale"),
                new VersionedWrites.Row("g3", 2, null), row("g4", 1, "first")));

        assertThat(skipped).isEqualTo(2);
        assertThat(stored()).containsExactly("g1:3:third", "g2:3:third", "g4:1:first");
    }

    @SuppressWarnings("unchecked")
    private static MongoCollection<Document> stoppingAtFirstError(MongoCollection<Document> real) {
        return (MongoCollection<Document>) java.lang.reflect.Proxy.newProxyInstance(
                VersionedWritesTest.class.getClassLoader(), new Class<?>[] {MongoCollection.class},
                (proxy, method, args) -> {
                    if (!method.getName().equals("bulkWrite") || args.length != 1) {
                        return method.invoke(real, args);
                    }
                    List<com.mongodb.client.model.WriteModel<Document>> models =
                            (List<com.mongodb.client.model.WriteModel<Document>>) args[0];
                    int matched = 0;
                    List<com.mongodb.bulk.BulkWriteUpsert> upserts = new ArrayList<>();
                    for (int i = 0; i < models.size(); i++) {
                        try {
                            com.mongodb.bulk.BulkWriteResult one = real.bulkWrite(List.of(models.get(i)));
                            matched += one.getMatchedCount();
                            for (com.mongodb.bulk.BulkWriteUpsert u : one.getUpserts()) {
                                upserts.add(new com.mongodb.bulk.BulkWriteUpsert(i, u.getId()));
                            }
                        } catch (MongoBulkWriteException e) {
                            com.mongodb.bulk.BulkWriteError error = e.getWriteErrors().get(0);
                            throw new MongoBulkWriteException(com.mongodb.bulk.BulkWriteResult.acknowledged(0,
                                    matched, 0, matched, upserts, List.of()), List.of(new com.mongodb.bulk
                                    .BulkWriteError(error.getCode(), error.getMessage(), error.getDetails(), i)),
                                    null, e.getServerAddress(), java.util.Set.of());
                        }
                    }
                    return com.mongodb.bulk.BulkWriteResult.acknowledged(0, matched, 0, matched, upserts, List.of());
                });
    }

    private static VersionedWrites.Row row(String id, long version, String name) {
        return new VersionedWrites.Row(id, version, new Document("_id", id).append("version", version)
                .append("name", name));
    }

    private List<String> stored() {
        List<String> all = new ArrayList<>();
        rows.find().sort(Sorts.ascending("_id")).forEach(d -> all.add(d.getString("_id") + ":"
                + d.get("version") + ":" + d.getString("name")));
        return all;
    }
}
