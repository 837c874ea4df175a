package org.openkifu.infra.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.eventstore.MongoServerFixture;

/**
 * Keyset pages on the embedded MongoDB server: the limit is enforced, a walk with the cursor sees every document once
 * in a stable order (ties on the sort key broken by id), and a cursor past the end gives an empty last page.
 */
class PagingTest {

    private final MongoServerFixture mongo;
    private final MongoCollection<Document> items;

    PagingTest() throws Exception {
        mongo = new MongoServerFixture();
        items = mongo.database().getCollection("paging_test");
        // 25 documents on 5 instants: five share each instant, so the order depends on the id tiebreak
        for (int i = 0; i < 25; i++) {
            items.insertOne(new Document("_id", String.format("d%02d", i)).append("at", new Date(1_000L * (i % 5)))
                    .append("kind", i % 2 == 0 ? "even" : "odd"));
        }
    }

    @AfterEach
    void close() throws Exception {
        mongo.close();
    }

    @Test
    void theLimitIsOneToTwoHundredWithFiftyByDefault() {
        assertThat(Paging.Request.of(null, null).limit()).isEqualTo(50);
        assertThat(Paging.Request.of(200, null).limit()).isEqualTo(200);
        for (int bad : new int[] {0, -1, 201, Integer.MAX_VALUE}) {
            assertThatThrownBy(() -> Paging.Request.of(bad, null)).isInstanceOfSatisfying(ApiException.class,
                    e -> assertThat(e.code()).isEqualTo("PARAMETER_INVALID"));
        }
        for (String bad : new String[] {"not-a-cursor", "eA", "x".repeat(500)}) {
            assertThatThrownBy(() -> Paging.Request.of(10, bad)).isInstanceOfSatisfying(ApiException.class,
                    e -> assertThat(e.code()).isEqualTo("CURSOR_INVALID"));
        }
    }

    @Test
    void aWalkNewestFirstSeesEveryDocumentOnceInTheOrderOfTimeThenId() {
        List<String> expected = new ArrayList<>();
        for (int t = 4; t >= 0; t--) { // newest instant first; within one instant, ids descending
            for (int i = 24; i >= 0; i--) {
                if (i % 5 == t) {
                    expected.add(String.format("d%02d", i));
                }
            }
        }
        assertThat(walk(Filters.empty(), Paging.SortKey.newestFirst("at"), 7)).containsExactlyElementsOf(expected);
        assertThat(walk(Filters.empty(), Paging.SortKey.newestFirst("at"), 25)).containsExactlyElementsOf(expected);
    }

    @Test
    void aWalkOldestFirstWithAFilterSeesOnlyItsDocuments() {
        List<String> seen = walk(Filters.eq("kind", "even"), Paging.SortKey.oldestFirst("at"), 4);
        assertThat(seen).containsExactly("d00", "d10", "d20", "d06", "d16", "d02", "d12", "d22", "d08", "d18",
                "d04", "d14", "d24");
    }

    @Test
    void aCursorPastTheEndGivesAnEmptyPageWithoutNext() {
        Paging.Page<String> all = Paging.find(items, Filters.empty(), Paging.SortKey.newestFirst("at"),
                Paging.Request.of(25, null), d -> d.getString("_id"));
        assertThat(all.items()).hasSize(25);
        assertThat(all.next()).as("exactly the whole list: no next page").isNull();
        String beyond = new Paging.Cursor(0, "d00").encode(); // the last document's own position
        Paging.Page<String> empty = Paging.find(items, Filters.empty(), Paging.SortKey.newestFirst("at"),
                Paging.Request.of(10, beyond), d -> d.getString("_id"));
        assertThat(empty.items()).isEmpty();
        assertThat(empty.next()).isNull();
    }

    @Test
    void aWalkOnANumberKeyWithAnIndexedFilter() {
        MongoCollection<Document> numbered = mongo.database().getCollection("paging_numbers");
        numbered.createIndex(com.mongodb.client.model.Indexes.ascending("owner"));
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            String id = java.util.UUID.randomUUID().toString();
            numbered.insertOne(new Document("_id", id).append("owner", "o").append("atMs", 1_764_000_000_000L + i));
            numbered.insertOne(new Document("_id", id + "x").append("owner", "p").append("atMs", 1_764_000_000_000L + i));
            expected.add(0, id);
        }
        List<String> seen = new ArrayList<>();
        String cursor = null;
        do {
            Paging.Page<String> page = Paging.find(numbered, Filters.eq("owner", "o"),
                    new Paging.SortKey("atMs", true, false), Paging.Request.of(3, cursor), d -> d.getString("_id"));
            seen.addAll(page.items());
            cursor = page.next();
        } while (cursor != null);
        assertThat(seen).containsExactlyElementsOf(expected);
    }

    private List<String> walk(org.bson.conversions.Bson filter, Paging.SortKey key, int limit) {
        List<String> seen = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            Paging.Page<String> page = Paging.find(items, filter, key, Paging.Request.of(limit, cursor),
                    d -> d.getString("_id"));
            assertThat(page.items().size()).isLessThanOrEqualTo(limit);
            seen.addAll(page.items());
            cursor = page.next();
            assertThat(++pages).as("the walk ends").isLessThan(100);
        } while (cursor != null);
        return seen;
    }
}
