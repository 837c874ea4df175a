package org.openkifu.game.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.game.rules.Color.BLACK;
import static org.openkifu.game.rules.Color.WHITE;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HandicapTest {

    /** Expected points in GTP notation, written out by hand from the star points. */
    @ParameterizedTest(name = "{0}x{0}, {1} stones")
    @CsvSource(delimiter = ';', value = {
            "19; 2; D4 Q16",
            "19; 3; D4 Q16 Q4",
            "19; 4; D4 Q16 Q4 D16",
            "19; 5; D4 Q16 Q4 D16 K10",
            "19; 6; D4 Q16 Q4 D16 D10 Q10",
            "19; 7; D4 Q16 Q4 D16 D10 Q10 K10",
            "19; 8; D4 Q16 Q4 D16 D10 Q10 K16 K4",
            "19; 9; D4 Q16 Q4 D16 D10 Q10 K16 K4 K10",
            "19; 13; D4 Q16 Q4 D16 D10 Q10 K16 K4 K10 G13 G7 N13 N7",
            "13; 2; D4 K10",
            "13; 5; D4 K10 K4 D10 G7",
            "13; 9; D4 K10 K4 D10 D7 K7 G10 G4 G7",
            "9; 2; C3 G7",
            "9; 4; C3 G7 G3 C7",
            "9; 9; C3 G7 G3 C7 C5 G5 E7 E3 E5",
            "7; 5; C3 E5 E3 C5 D4"})
    void fixedPatterns(int size, int count, String expected) {
        List<String> gtp = Handicap.fixed(size, count).stream().map(p -> p.toGtp(size)).toList();
        assertThat(gtp).containsExactlyInAnyOrder(expected.split(" "));
    }

    @Test
    void largeBlackAndWhiteHandicapsAreSymmetricGrids() {
        for (int count : List.of(13, 21, 25)) {
            List<Point> pts = Handicap.fixed(19, count);
            assertThat(pts).hasSize(count).doesNotHaveDuplicates();
            for (Point p : pts) {
                assertThat(p.x() % 3).isZero();
                assertThat(pts).contains(new Point(18 - p.x(), p.y()), new Point(p.y(), p.x()));
            }
        }
        assertThat(Handicap.fixed(19, 21)).containsAll(Handicap.fixed(19, 13));
        assertThat(Handicap.fixed(19, 25)).containsAll(Handicap.fixed(19, 21));
    }

    @Test
    void everySupportedPatternIsLegalWithWhiteToMove() {
        for (int size = Handicap.MIN_SIZE; size <= 25; size++) {
            for (int count : Handicap.supportedCounts(size)) {
                Position p = new Position(RulePresets.byId("japanese"), size);
                List<Point> placed = p.placeHandicap(count);
                assertThat(placed).hasSize(count).doesNotHaveDuplicates();
                assertThat(p.snapshot().count(BLACK)).isEqualTo(count);
                assertThat(p.toMove()).isEqualTo(WHITE);
                assertThat(p.handicap()).isEqualTo(count);
                assertThat(p.moveNumber()).isZero();
                assertThat(p.komi()).isEqualTo(0.5);
                for (Point s : placed) {
                    assertThat(p.liberties(s)).as("%dx%d, %d stones: %s", size, size, count, s).isEqualTo(4);
                }
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"19, 10", "19, 1", "9, 13", "13, 25", "5, 2", "8, 5"})
    void unsupportedCountsAreRefusedClearly(int size, int count) {
        Position p = new Position(RulePresets.byId("japanese"), size);
        assertThatThrownBy(() -> p.placeHandicap(count))
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.code()).isEqualTo("HANDICAP_UNSUPPORTED"))
                .hasMessageContaining(String.valueOf(count));
        assertThat(p.snapshot().count(BLACK)).isZero();
        assertThat(p.toMove()).isEqualTo(BLACK);
    }

    @Test
    void rulesetLimitsTheCounts() {
        Position iyt = new Position(RulePresets.byId("itsyourturn"), 19);
        assertThatThrownBy(() -> iyt.placeHandicap(13)).hasMessageContaining("[2, 3, 4, 5, 6, 7, 8, 9]");
        Position bw = new Position(RulePresets.byId("black-and-white-handicap"), 19);
        assertThatThrownBy(() -> bw.placeHandicap(8)).hasMessageContaining("13, 21, 25");
        assertThat(bw.placeHandicap(25)).hasSize(25);
    }

    @Test
    void handicapOnlyOnceAndBeforeTheFirstMove() {
        Position p = new Position(RulePresets.byId("japanese"), 19);
        p.placeHandicap(4);
        assertThatThrownBy(() -> p.placeHandicap(2))
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.code()).isEqualTo("HANDICAP_NOT_ALLOWED_NOW"));
        Position q = new Position(RulePresets.byId("japanese"), 19);
        q.play(BLACK, Point.fromSgf("dd"));
        assertThatThrownBy(() -> q.placeHandicap(2)).isInstanceOf(RulesException.class);
    }

    @Test
    void freePlacement() {
        Position p = new Position(RulePresets.byId("chinese"), 19);
        p.placeHandicap(List.of(Point.fromSgf("aa"), Point.fromSgf("kk"), Point.fromSgf("ss")));
        assertThat(p.handicap()).isEqualTo(3);
        assertThat(p.toMove()).isEqualTo(WHITE);
        assertThat(p.colorAt(Point.fromSgf("kk"))).isEqualTo(BLACK);
        assertThat(p.play(BLACK, Point.fromSgf("dd")).reason()).isEqualTo(IllegalMoveReason.NOT_YOUR_TURN);
        assertThat(p.play(WHITE, Point.fromSgf("dd")).legal()).isTrue();

        Position dup = new Position(RulePresets.byId("chinese"), 9);
        assertThatThrownBy(() -> dup.placeHandicap(List.of(Point.fromSgf("aa"), Point.fromSgf("aa"))))
                .hasMessageContaining("twice");
        assertThatThrownBy(() -> dup.placeHandicap(List.of(Point.fromSgf("aa"), Point.fromSgf("jj"))))
                .isInstanceOfSatisfying(RulesException.class, e -> assertThat(e.code()).isEqualTo("OFF_BOARD"));
        assertThat(dup.snapshot().count(BLACK)).isZero();
        Position fixed = new Position(RulePresets.byId("japanese"), 9);
        assertThatThrownBy(() -> fixed.placeHandicap(List.of(Point.fromSgf("aa"), Point.fromSgf("bb"))))
                .hasMessageContaining("fixed points");
    }
}
