package org.openkifu.game.infrastructure.reads;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import com.mongodb.client.model.Indexes;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.eventstore.MongoServerFixture;

/**
 * The game list's indexes on the embedded MongoDB server: the single-field indexes of a data directory from before
 * 2026-11-29 on fields that change at every move are dropped at start, and "your move" is answered the same without
 * them, across pages.
 */
class GameSummaryStoreIndexesTest {

    private static final Instant T0 = Instant.parse("2026-11-29T18:00:00Z");

    private final MongoServerFixture mongo = new MongoServerFixture();

    GameSummaryStoreIndexesTest() throws IOException {
    }

    @AfterEach
    void close() throws IOException {
        mongo.close();
    }

    @Test
    void theIndexesOnFieldsChangedAtEveryMoveAreDroppedAtStart() {
        var collection = mongo.database().getCollection(GameSummaryStore.COLLECTION);
        collection.createIndex(Indexes.ascending("turnUserId"));
        collection.createIndex(Indexes.descending("lastActivityAt"));
        assertThat(indexNames()).contains("turnUserId_1", "lastActivityAt_-1");

        new GameSummaryStore(mongo.database());

        assertThat(indexNames()).doesNotContain("turnUserId_1", "lastActivityAt_-1")
                .contains("players_1", "status_1", "lastActivityAt_-1__id_-1", "turnUserId_1_lastActivityAt_-1__id_-1");
        new GameSummaryStore(mongo.database()); // a second start finds nothing to drop
    }

    @Test
    void yourMoveWithoutAPlayerIsThatUsersGamesWhereTheyAct() {
        GameSummaryStore store = new GameSummaryStore(mongo.database());
        List<GameSummary> rows = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            // kim against lee in even games, against ola in odd ones; kim to move in games 0, 2, 3, 5, 6
            String opponent = i % 2 == 0 ? "lee" : "ola";
            String turn = i == 1 || i == 4 ? opponent : "kim";
            rows.add(row("g" + i, "kim", opponent, turn, T0.plusSeconds(i)));
        }
        rows.add(row("g7", "lee", "ola", "lee", T0.plusSeconds(7)));
        store.saveAll(rows);

        GameSummaryStore.Page first = store.list(new GameSummaryStore.Query(null, Set.of(), "kim", 3, 0));
        assertThat(first.games()).extracting(GameSummary::gameId).containsExactly("g6", "g5", "g3");
        assertThat(first.total()).isEqualTo(5);
        GameSummaryStore.Page second = store.list(new GameSummaryStore.Query(null, Set.of(), "kim", 3, 0,
                org.openkifu.infra.web.Paging.Request.of(3, first.next()).after()));
        assertThat(second.games()).extracting(GameSummary::gameId).containsExactly("g2", "g0");
        assertThat(store.list(new GameSummaryStore.Query(null, Set.of(), "lee", 10, 0)).games())
                .extracting(GameSummary::gameId).containsExactly("g7", "g4");
        assertThat(store.list(new GameSummaryStore.Query("kim", Set.of(), "ola", 10, 0)).games())
                .as("kim's games where ola acts").extracting(GameSummary::gameId).containsExactly("g1");
    }

    private List<String> indexNames() {
        List<String> names = new ArrayList<>();
        for (Document index : mongo.database().getCollection(GameSummaryStore.COLLECTION).listIndexes()) {
            names.add(index.getString("name"));
        }
        return names;
    }

    private static GameSummary row(String gameId, String black, String white, String turn, Instant at) {
        return new GameSummary(gameId, black, "1d", white, "1d", black, white, 19, "japanese", false,
                GameSummary.Status.PLAYING, "PLAYING", turn, turn.equals(black) ? "BLACK" : "WHITE", 3, at, at, null,
                null, "FREE", null, T0, 1);
    }
}
