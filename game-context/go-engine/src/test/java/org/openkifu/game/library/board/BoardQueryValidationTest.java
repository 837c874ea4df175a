package org.openkifu.game.library.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.game.library.BoardHit;
import org.openkifu.game.library.BoardIndex;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.library.PatternQuery;
import org.openkifu.game.library.PositionQuery;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

class BoardQueryValidationTest {

    private final BoardIndex index = new ZobristBoardIndex();

    private void patternFails(PatternQuery q, String code) {
        assertThatThrownBy(() -> index.pattern(q, id -> true)).isInstanceOf(IllegalArgumentException.class)
                .isInstanceOfSatisfying(BoardQueryException.class, e -> assertThat(e.code()).isEqualTo(code));
    }

    private void positionFails(PositionQuery q, String code) {
        assertThatThrownBy(() -> index.position(q, id -> true))
                .isInstanceOfSatisfying(BoardQueryException.class, e -> assertThat(e.code()).isEqualTo(code));
    }

    @Test
    void badPatternsHaveStableCodes() {
        patternFails(new PatternQuery(9, List.of("XXXXXXXXXX"), null, null, false), "PATTERN_TOO_LARGE");
        patternFails(new PatternQuery(5, List.of("X", "X", "X", "X", "X", "X"), null, null, false), "PATTERN_TOO_LARGE");
        patternFails(new PatternQuery(9, List.of(), null, null, false), "PATTERN_EMPTY");
        patternFails(new PatternQuery(9, List.of(""), null, null, false), "PATTERN_EMPTY");
        patternFails(new PatternQuery(9, List.of("**", "**"), null, null, false), "PATTERN_EMPTY");
        patternFails(new PatternQuery(9, List.of("X.", "Y."), null, null, false), "PATTERN_CELL_INVALID");
        patternFails(new PatternQuery(9, List.of("X.", "X"), null, null, false), "PATTERN_RAGGED");
        patternFails(new PatternQuery(9, List.of("X.", "X."), 8, 0, false), "PATTERN_PLACE_INVALID");
        patternFails(new PatternQuery(9, List.of("X.", "X."), 0, null, false), "PATTERN_PLACE_INVALID");
        patternFails(new PatternQuery(9, List.of("X."), null, null, false, false), "PATTERN_PLACE_INVALID");
        patternFails(new PatternQuery(1, List.of("X"), null, null, false), "BOARD_SIZE_INVALID");
        patternFails(new PatternQuery(26, List.of("X"), null, null, false), "BOARD_SIZE_INVALID");
    }

    @Test
    void impossiblePositionsHaveStableCodes() {
        // a black stone in the corner surrounded by two white stones has no liberty
        positionFails(new PositionQuery(9, List.of(new Point(0, 0)), List.of(new Point(1, 0), new Point(0, 1)), false),
                "POSITION_IMPOSSIBLE");
        // a white chain of two on the edge, closed in by black
        positionFails(new PositionQuery(5, List.of(new Point(0, 1), new Point(1, 1), new Point(2, 0)),
                List.of(new Point(0, 0), new Point(1, 0)), false), "POSITION_IMPOSSIBLE");
        positionFails(new PositionQuery(9, List.of(new Point(9, 0)), List.of(), false), "POSITION_OFF_BOARD");
        positionFails(new PositionQuery(9, List.of(new Point(3, 3)), List.of(new Point(3, 3)), false), "POSITION_CONFLICT");
        positionFails(new PositionQuery(30, List.of(), List.of(), false), "BOARD_SIZE_INVALID");
    }

    @Test
    void aSelfSymmetricQueryIsCountedOnce() {
        index.put(new LibraryRecord("tengen", 9, List.of(), List.of(),
                List.of(new LibraryMove(Color.BLACK, new Point(4, 4)), new LibraryMove(Color.WHITE, new Point(1, 1))), null));
        // the tengen stone is the same under all 8 symmetries
        assertThat(index.position(new PositionQuery(9, List.of(new Point(4, 4)), List.of(), true), id -> true).hits())
                .containsExactly(new BoardHit("tengen", 1, "identity", false, null, null));
        // a corner pattern symmetric about its diagonal: 4 placements (one per corner), not 8
        PatternQuery corner = new PatternQuery(9, List.of("...", ".O.", "..."), 0, 0, false, false);
        assertThat(Placements.of(corner)).hasSize(4);
        assertThat(index.pattern(corner, id -> true).hits())
                .containsExactly(new BoardHit("tengen", 2, "identity", false, 0, 0));
        // a stone with four empty neighbours, anywhere with colour swap: the tengen stone once (not once per
        // symmetry), and White's (1,1) once, as the colour-swapped image
        PatternQuery cross = new PatternQuery(9, List.of("*.*", ".X.", "*.*"), null, null, true);
        assertThat(index.pattern(cross, id -> true).hits()).containsExactly(
                new BoardHit("tengen", 1, "identity", false, 3, 3),
                new BoardHit("tengen", 2, "identity", true, 0, 0));
    }

    @Test
    void anywhereKeepsTheRelationToTheEdges() {
        // a 2x2 pattern: at a corner it has 4 places on a 9x9 board; on the top side (not reaching a corner) 4 sides x 6
        // places; touching no edge, 6 x 6 places; with no place, every one of the 8 x 8 places
        List<String> rows = List.of("X.", "..");
        assertThat(places(new PatternQuery(9, rows, 0, 0, false, true))).isEqualTo(4);
        assertThat(places(new PatternQuery(9, rows, 3, 0, false, true))).isEqualTo(4 * 6);
        assertThat(places(new PatternQuery(9, rows, 3, 3, false, true))).isEqualTo(6 * 6);
        assertThat(places(new PatternQuery(9, rows, null, null, false))).isEqualTo(8 * 8);
    }

    /** Distinct rectangles the placements cover. */
    private static long places(PatternQuery q) {
        return Placements.of(q).stream().map(p -> p.x + "," + p.y).distinct().count();
    }

    @Test
    void theSymmetriesAreTheBoardsOwn() {
        int n = 19;
        assertThat(Symmetry.ROTATE90.apply(new Point(0, 0), n)).isEqualTo(new Point(18, 0)); // clockwise
        assertThat(Symmetry.ROTATE180.apply(new Point(3, 2), n)).isEqualTo(new Point(15, 16));
        assertThat(Symmetry.ROTATE270.apply(new Point(0, 0), n)).isEqualTo(new Point(0, 18));
        assertThat(Symmetry.MIRROR.apply(new Point(3, 2), n)).isEqualTo(new Point(15, 2));
        assertThat(Symmetry.FLIP.apply(new Point(3, 2), n)).isEqualTo(new Point(3, 16));
        assertThat(Symmetry.TRANSPOSE.apply(new Point(3, 2), n)).isEqualTo(new Point(2, 3));
        assertThat(Symmetry.ANTITRANSPOSE.apply(new Point(3, 2), n)).isEqualTo(new Point(16, 15));
        for (Symmetry s : Symmetry.values()) {
            for (int i = 0; i < n * n; i++) {
                Point p = Point.ofIndex(i, n);
                assertThat(s.inverse().apply(s.apply(p, n), n)).isEqualTo(p);
            }
        }
    }
}
