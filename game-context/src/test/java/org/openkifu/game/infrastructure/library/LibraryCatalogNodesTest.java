package org.openkifu.game.infrastructure.library;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openkifu.game.library.BoardHit;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.library.PositionQuery;
import org.openkifu.game.library.board.ZobristBoardIndex;
import org.openkifu.game.library.facts.FactsQuery;
import org.openkifu.game.library.facts.GameFacts;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.eventstore.MongoServerFixture;

/**
 * Two nodes' catalogs over one embedded MongoDB wire server: what node A's projection stores becomes searchable on
 * node B (facts and position) through B's refresh, and a rebuild (emptied collection) makes B reload.
 */
class LibraryCatalogNodesTest {

    private final MongoServerFixture mongo = new MongoServerFixture();
    private final LibraryStore storeA = new LibraryStore(mongo.database());
    private final LibraryStore storeB = new LibraryStore(mongo.database());
    private final LibraryCatalog nodeA = new LibraryCatalog(new ZobristBoardIndex());
    private final LibraryCatalog nodeB = new LibraryCatalog(new ZobristBoardIndex());

    LibraryCatalogNodesTest() throws IOException {
        nodeA.load(storeA);
        nodeB.load(storeB);
    }

    @AfterEach
    void close() throws IOException {
        mongo.close();
    }

    @Test
    void aGameStoredByNodeAIsFoundOnNodeBByFactsAndPosition() {
        store(game("g1", "kim", "lee", "ENDED", List.of(new LibraryMove(Color.BLACK, new Point(2, 2)),
                new LibraryMove(Color.WHITE, new Point(6, 6)))));
        assertThat(nodeB.size()).as("not followed yet").isZero();

        await().atMost(Duration.ofSeconds(5)).until(() -> {
            nodeB.refresh(storeB);
            return nodeB.size() == 1;
        });
        assertThat(nodeB.search(FactsQuery.filters(Map.of("player", "kim"))).games())
                .extracting(GameFacts::gameId).containsExactly("g1");
        // the board after move 2, seen from the other corner (a symmetry): found at move 2
        PositionQuery afterTwo = new PositionQuery(9, List.of(new Point(6, 2)), List.of(new Point(2, 6)), false);
        assertThat(nodeB.board().orElseThrow().position(afterTwo, id -> true).hits())
                .extracting(BoardHit::gameId, BoardHit::moveNumber).containsExactly(
                        org.assertj.core.groups.Tuple.tuple("g1", 2));

        store(game("g2", "park", "choi", "PLAYING", List.of()));
        await().atMost(Duration.ofSeconds(5)).until(() -> {
            nodeB.refresh(storeB);
            return nodeB.facts("g2").isPresent();
        });
        assertThat(nodeB.size()).isEqualTo(2);
        assertThat(storeB.changedSince(0, (id, version) -> false, e -> { })).as("one change per stored game")
                .isEqualTo(2);
    }

    @Test
    void changeNumbersComeFromBlocksReservedOnceAndARestartedWriterWritesAboveEveryNumberHandedOut() {
        for (int i = 0; i < 3; i++) {
            store(game("g" + i, "kim", "lee", "PLAYING", List.of()));
        }
        Document counter = mongo.database().getCollection(LibraryStore.CHANGES).find().first();
        assertThat(counter.get("seq", Number.class).longValue()).as("one block reserved for three batches")
                .isEqualTo(LibraryStore.CHANGE_BLOCK);

        // node A's writer starts again (a restart, or node B takes the projection over): a new block
        LibraryStore restarted = new LibraryStore(mongo.database());
        restarted.saveAll(List.of(game("g9", "park", "choi", "PLAYING", List.of())));
        Document g9 = mongo.database().getCollection(LibraryStore.COLLECTION).find(new Document("_id", "g9")).first();
        assertThat(g9.get("change", Number.class).longValue()).isEqualTo(LibraryStore.CHANGE_BLOCK + 1);

        nodeB.refresh(storeB);
        assertThat(nodeB.size()).isEqualTo(4);
    }

    @Test
    void aCatalogLoadedWhileTheWriterIsInsideItsBlockMissesNoGameStoredAfterTheLoad() {
        store(game("g1", "kim", "lee", "PLAYING", List.of()));
        LibraryCatalog late = new LibraryCatalog(new ZobristBoardIndex());
        late.load(storeB); // the writer goes on with numbers of the block it holds, below the reserved top
        store(game("g2", "park", "choi", "PLAYING", List.of()));
        late.refresh(storeB);
        assertThat(late.facts("g1")).isPresent();
        assertThat(late.facts("g2")).as("stored after the load, with a number from the same block").isPresent();
    }

    @Test
    void aRebuildOnNodeAMakesNodeBReload() {
        store(game("g1", "kim", "lee", "ENDED", List.of(new LibraryMove(Color.BLACK, new Point(4, 4)))));
        nodeB.refresh(storeB);
        assertThat(nodeB.facts("g1")).isPresent();

        storeA.deleteAll(); // the projection's reset
        nodeA.clear();
        store(game("g3", "kim", "sato", "ENDED", List.of(new LibraryMove(Color.BLACK, new Point(4, 4)))));
        nodeB.refresh(storeB);
        assertThat(nodeB.facts("g1")).as("gone with the rebuild").isEmpty();
        assertThat(nodeB.facts("g3")).isPresent();
        PositionQuery centre = new PositionQuery(9, List.of(new Point(4, 4)), List.of(), false);
        assertThat(nodeB.board().orElseThrow().position(centre, id -> true).hits()).extracting(BoardHit::gameId)
                .containsExactly("g3");
    }

    @Test
    void aFollowerReadsWholeOnlyTheGamesItLacksOrHoldsOlder() {
        LibraryStore.Entry g1 = game("g1", "kim", "lee", "PLAYING", List.of(new LibraryMove(Color.BLACK,
                new Point(2, 2))));
        store(g1);
        store(game("g2", "park", "choi", "PLAYING", List.of()));
        List<String> whole = new java.util.ArrayList<>();
        long last = storeB.changedSince(0, (id, version) -> !id.equals("g2"), e -> whole.add(e.facts().gameId()));
        assertThat(whole).containsExactly("g1");
        assertThat(last).as("the last change, wanted or not").isEqualTo(2);

        nodeB.refresh(storeB);
        // g1's next move on node A: a newer version, read whole by B; g2 unchanged
        store(game("g1", "kim", "lee", "PLAYING", List.of(g1.record().moves().get(0),
                new LibraryMove(Color.WHITE, new Point(6, 6)))));
        whole.clear();
        assertThat(storeB.changedSince(2, (id, version) -> nodeB.facts(id).map(f -> f.version() < version)
                .orElse(true), e -> whole.add(e.facts().gameId() + "@" + e.facts().version()))).isEqualTo(3);
        assertThat(whole).containsExactly("g1@2");
        nodeB.refresh(storeB);
        assertThat(nodeB.facts("g1").orElseThrow().moves()).isEqualTo(2);
        // node A's own follower: everything stored is held already, nothing is read whole
        whole.clear();
        storeA.changedSince(0, (id, version) -> nodeA.facts(id).map(f -> f.version() < version).orElse(true),
                e -> whole.add(e.facts().gameId()));
        assertThat(whole).isEmpty();
    }

    @Test
    void aWriterThatLostItsSegmentCannotPutBackAnOlderGame() {
        LibraryStore.Entry twoMoves = game("g1", "kim", "lee", "ENDED", List.of(new LibraryMove(Color.BLACK,
                new Point(2, 2)), new LibraryMove(Color.WHITE, new Point(6, 6))));
        store(twoMoves); // the node that holds the segment now: the game's end
        LibraryStore stale = new LibraryStore(mongo.database()); // a node paused past its claim, woken mid-batch

        stale.saveAll(List.of(game("g1", "kim", "lee", "PLAYING", List.of(twoMoves.record().moves().get(0))),
                game("g2", "park", "choi", "PLAYING", List.of())));

        nodeB.refresh(storeB);
        assertThat(nodeB.facts("g1").orElseThrow().status()).isEqualTo("ENDED");
        assertThat(nodeB.facts("g1").orElseThrow().moves()).isEqualTo(2);
        assertThat(nodeB.facts("g2")).as("the rest of the stale node's batch is written").isPresent();
    }

    @Test
    void theSameVersionStoredAgainByTheNewWriterReachesFollowersPastTheOldWritersNumbers() {
        LibraryStore.Entry opening = game("g1", "kim", "lee", "PLAYING", List.of());
        store(opening); // writer A, change numbers from its first block
        LibraryStore writerB = new LibraryStore(mongo.database()); // took the projection over: a block above A's
        writerB.saveAll(List.of(game("g2", "park", "choi", "PLAYING", List.of())));
        nodeB.refresh(storeB); // the follower's mark is now in B's block
        LibraryStore.Entry oneMove = game("g1", "kim", "lee", "PLAYING", List.of(new LibraryMove(Color.BLACK,
                new Point(2, 2))));
        storeA.saveAll(List.of(oneMove)); // A, paused, woken: a newer version, but a number from its old block
        nodeB.refresh(storeB);
        assertThat(nodeB.facts("g1").orElseThrow().moves()).as("below the follower's mark").isZero();

        writerB.saveAll(List.of(oneMove)); // B folds the same move from the store: the same version, written again

        nodeB.refresh(storeB);
        assertThat(nodeB.facts("g1").orElseThrow().moves()).isEqualTo(1);
    }

    /** What the projection does after a batch: store, then its own catalog. */
    private void store(LibraryStore.Entry entry) {
        storeA.saveAll(List.of(entry));
        nodeA.update(List.of(entry));
    }

    private static LibraryStore.Entry game(String id, String black, String white, String status,
            List<LibraryMove> moves) {
        boolean ended = status.equals("ENDED");
        GameFacts facts = new GameFacts(id, List.of(black, white), black, white, null, null, status,
                ended ? "BLACK" : null, ended ? "RESIGNATION" : null, ended ? "B+R" : null, null,
                LocalDate.of(2026, 11, 20), Instant.parse("2026-11-20T10:00:00Z"),
                ended ? Instant.parse("2026-11-20T11:00:00Z") : null, 9, "japanese", 6.5, 0, moves.size(),
                GameFacts.Origin.FREE, null, null, null, moves.size());
        return new LibraryStore.Entry(facts, new LibraryRecord(id, 9, List.of(), List.of(), moves,
                ended ? Color.BLACK : null));
    }
}
