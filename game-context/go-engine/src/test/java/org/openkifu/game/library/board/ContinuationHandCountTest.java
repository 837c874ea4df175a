package org.openkifu.game.library.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.game.library.BoardHit;
import org.openkifu.game.library.BoardIndex;
import org.openkifu.game.library.BoardSearch;
import org.openkifu.game.library.Continuation;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.library.PatternQuery;
import org.openkifu.game.library.PositionQuery;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * Five tiny 9x9 games and the numbers counted by hand (docs/library.md walks through the same corpus). Coordinates
 * are (column, row) from the top-left. The query: a lone black stone on the 3-3 point (2,2).
 * <pre>
 * G1 Black wins: B (2,2), W (3,2), B (6,6)
 * G2 White wins: B (6,2), W (6,3), B (2,6)      the query turned by rotate90; W (6,3) is (3,2) turned back
 * G3 Black wins: B (2,2), W pass, B (3,3)
 * G4 no result : W (2,2), B (6,6)               the query with colours swapped
 * G5 White wins: B (4,4), W (2,2)
 * </pre>
 */
class ContinuationHandCountTest {

    private static final Color B = Color.BLACK;
    private static final Color W = Color.WHITE;

    private static LibraryRecord game(String id, Color winner, Object... moves) {
        List<LibraryMove> list = new ArrayList<>();
        for (int i = 0; i < moves.length; i += 2) {
            list.add(new LibraryMove((Color) moves[i], (Point) moves[i + 1]));
        }
        return new LibraryRecord(id, 9, List.of(), List.of(), list, winner);
    }

    private static Point p(int x, int y) {
        return new Point(x, y);
    }

    private static List<LibraryRecord> corpus() {
        return List.of(
                game("G1", B, B, p(2, 2), W, p(3, 2), B, p(6, 6)),
                game("G2", W, B, p(6, 2), W, p(6, 3), B, p(2, 6)),
                game("G3", B, B, p(2, 2), W, null, B, p(3, 3)),
                game("G4", null, W, p(2, 2), B, p(6, 6)),
                game("G5", W, B, p(4, 4), W, p(2, 2)));
    }

    private static List<BoardIndex> indexes() {
        BoardIndex index = new ZobristBoardIndex();
        BoardIndex oracle = new BruteForceBoardIndex();
        corpus().forEach(index::put);
        corpus().forEach(oracle::put);
        return List.of(index, oracle);
    }

    @Test
    void positionContinuationsAreTheHandCount() {
        for (BoardIndex index : indexes()) {
            BoardSearch plain = index.position(new PositionQuery(9, List.of(p(2, 2)), List.of(), false), id -> true);
            assertThat(plain.hits()).containsExactly(
                    new BoardHit("G1", 1, "identity", false, null, null),
                    new BoardHit("G2", 1, "rotate90", false, null, null),
                    new BoardHit("G3", 1, "identity", false, null, null));
            assertThat(plain.continuations()).containsExactly(
                    new Continuation(p(3, 2), W, 2, 1, 1),
                    new Continuation(null, null, 1, 1, 0));

            BoardSearch swapped = index.position(new PositionQuery(9, List.of(p(2, 2)), List.of(), true), id -> true);
            assertThat(swapped.hits()).hasSize(4).contains(new BoardHit("G4", 1, "identity", true, null, null));
            // G4's next move, Black (6,6), is White's in the query's colours
            assertThat(swapped.continuations()).containsExactly(
                    new Continuation(p(3, 2), W, 2, 1, 1),
                    new Continuation(p(6, 6), W, 1, 0, 0),
                    new Continuation(null, null, 1, 1, 0));
        }
    }

    @Test
    void patternContinuationsAreTheHandCount() {
        List<String> corner = List.of("....", "....", "..X.", "....");
        for (BoardIndex index : indexes()) {
            BoardSearch plain = index.pattern(new PatternQuery(9, corner, 0, 0, false, false), id -> true);
            assertThat(plain.hits()).containsExactly(
                    new BoardHit("G1", 1, "identity", false, 0, 0),
                    new BoardHit("G1", 3, "rotate180", false, 5, 5),
                    new BoardHit("G2", 1, "rotate90", false, 5, 0),
                    new BoardHit("G2", 3, "rotate270", false, 0, 5),
                    new BoardHit("G3", 1, "identity", false, 0, 0),
                    new BoardHit("G4", 2, "rotate180", false, 5, 5));
            assertThat(plain.continuations()).containsExactly(
                    new Continuation(null, null, 4, 2, 1),
                    new Continuation(p(3, 2), W, 2, 1, 1));

            BoardSearch swapped = index.pattern(new PatternQuery(9, corner, 0, 0, true, false), id -> true);
            assertThat(swapped.hits()).hasSize(8).contains(
                    new BoardHit("G4", 1, "identity", true, 0, 0),
                    new BoardHit("G5", 2, "identity", true, 0, 0));
            // G5: White won, which is Black in the query's colours
            assertThat(swapped.continuations()).containsExactly(
                    new Continuation(null, null, 6, 3, 1),
                    new Continuation(p(3, 2), W, 2, 1, 1));
        }
    }

    @Test
    void theGamesFilterNarrowsTheHits() {
        for (BoardIndex index : indexes()) {
            BoardSearch only = index.position(new PositionQuery(9, List.of(p(2, 2)), List.of(), false), "G2"::equals);
            assertThat(only.hits()).containsExactly(new BoardHit("G2", 1, "rotate90", false, null, null));
            assertThat(only.continuations()).containsExactly(new Continuation(p(3, 2), W, 1, 0, 1));
        }
    }

    @Test
    void aRemovedOrReplacedGameIsNoLongerFound() {
        for (BoardIndex index : indexes()) {
            index.remove("G1");
            index.put(game("G3", W, W, p(4, 4)));
            assertThat(index.size()).isEqualTo(4);
            BoardSearch s = index.position(new PositionQuery(9, List.of(p(2, 2)), List.of(), false), id -> true);
            assertThat(s.hits()).containsExactly(new BoardHit("G2", 1, "rotate90", false, null, null));
        }
    }

    @Test
    void aSelfCaptureRemovesTheMoversOwnChain() {
        // 5x5: White's (0,0) joins (1,0) in a chain without liberties that takes nothing: both are removed
        // (the rules engine allows this group self-capture when the rules do; a lone stone's would be refused)
        LibraryRecord g = new LibraryRecord("suicide", 5, List.of(), List.of(), List.of(
                new LibraryMove(B, p(2, 0)), new LibraryMove(W, p(1, 0)), new LibraryMove(B, p(0, 1)),
                new LibraryMove(W, p(4, 4)), new LibraryMove(B, p(1, 1)), new LibraryMove(W, p(0, 0)),
                new LibraryMove(B, p(2, 2))), B);
        for (BoardIndex index : List.of(new ZobristBoardIndex(), new BruteForceBoardIndex())) {
            index.put(g);
            BoardSearch after = index.position(
                    new PositionQuery(5, List.of(p(2, 0), p(0, 1), p(1, 1)), List.of(p(4, 4)), false), id -> true);
            assertThat(after.hits()).containsExactly(new BoardHit("suicide", 6, "identity", false, null, null));
            assertThat(after.continuations()).containsExactly(new Continuation(p(2, 2), B, 1, 1, 0));
            BoardSearch before = index.pattern(new PatternQuery(5, List.of(".O", "XX"), 0, 0, false, false), id -> true);
            assertThat(before.hits()).containsExactly(new BoardHit("suicide", 5, "identity", false, 0, 0));
            assertThat(before.continuations()).containsExactly(new Continuation(p(0, 0), W, 1, 1, 0));
            BoardSearch emptied = index.pattern(new PatternQuery(5, List.of("..", "XX"), 0, 0, false, false), id -> true);
            assertThat(emptied.hits()).containsExactly(new BoardHit("suicide", 6, "identity", false, 0, 0));
            assertThat(emptied.continuations()).containsExactly(new Continuation(null, null, 1, 1, 0));
        }
    }
}
