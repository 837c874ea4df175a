package org.openkifu.game.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.ScoringMethod;

class ScorerTest {

    private static final String[] SPLIT = {
            ".XO..",
            ".XO..",
            ".XO..",
            ".XO..",
            ".XO.."};

    private static final String[] DAME = {
            ".X.O.",
            ".X.O.",
            ".X.O.",
            ".X.O.",
            ".X.O."};

    /** A black stone left in White's area (the point (4,2)) is dead. */
    private static final String[] INVADED = {
            ".XO..",
            ".XO..",
            ".XO.X",
            ".XO..",
            ".XO.."};

    /** Corner seki: the black pair and the white chain share the two liberties (1,0) and (1,1). */
    private static final String[] SEKI = {
            "X.OX...",
            "X.OX...",
            "OOOX...",
            "XXXX...",
            ".......",
            ".......",
            "......."};

    record Case(String name, String[] board, Set<Point> dead, ScoringMethod method, double komi,
                Prisoners prisoners, String result, double blackTotal, double whiteTotal) {
        @Override
        public String toString() {
            return name + " " + method;
        }
    }

    static Stream<Case> cases() {
        Point invader = new Point(4, 2);
        return Stream.of(
                new Case("split board", SPLIT, Set.of(), ScoringMethod.AREA, 0.5, Prisoners.NONE, "W+5.5", 10, 15.5),
                new Case("split board", SPLIT, Set.of(), ScoringMethod.TERRITORY, 0.5, Prisoners.NONE, "W+5.5", 5, 10.5),
                new Case("dame count for nobody", DAME, Set.of(), ScoringMethod.AREA, 0, Prisoners.NONE, "0", 10, 10),
                new Case("dame count for nobody", DAME, Set.of(), ScoringMethod.TERRITORY, 0, Prisoners.NONE, "0", 5, 5),
                new Case("komi decides", DAME, Set.of(), ScoringMethod.TERRITORY, 6.5, Prisoners.NONE, "W+6.5", 5, 11.5),
                new Case("negative komi", DAME, Set.of(), ScoringMethod.AREA, -2, Prisoners.NONE, "B+2", 10, 8),
                // ItsYourTurn: total = controlled spaces - own stones captured - own dead stones (+ komi for White)
                new Case("itsyourturn formula", INVADED, Set.of(invader), ScoringMethod.TERRITORY, 0,
                        new Prisoners(2, 3), "W+7", 5 - 3 - 1, 10 - 2),
                // Area ignores prisoners: stones + surrounded points
                new Case("area ignores prisoners", INVADED, Set.of(invader), ScoringMethod.AREA, 0,
                        new Prisoners(2, 3), "W+5", 10, 15),
                // Left on the board, the invader makes White's side dame-free but no longer White's
                new Case("unmarked invader spoils territory", INVADED, Set.of(), ScoringMethod.TERRITORY, 0,
                        Prisoners.NONE, "B+5", 5, 0),
                new Case("jigo: prisoners level the count", SPLIT, Set.of(), ScoringMethod.TERRITORY, 0,
                        new Prisoners(5, 0), "0", 5, 5),
                new Case("jigo under area with integral komi", DAME, Set.of(), ScoringMethod.AREA, 0,
                        new Prisoners(7, 1), "0", 10, 10),
                new Case("seki eyes and shared liberties count for nobody", SEKI, Set.of(), ScoringMethod.TERRITORY, 0,
                        Prisoners.NONE, "B+33", 33, 0),
                new Case("seki under area: stones count, shared liberties do not", SEKI, Set.of(), ScoringMethod.AREA, 0,
                        Prisoners.NONE, "B+37", 42, 5));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void counts(Case c) {
        ScoreResult result = Scorer.score(BoardSnapshot.parse(c.board()), c.dead(), c.method(), c.komi(), c.prisoners());
        assertThat(result.black().total()).as("black total").isEqualTo(c.blackTotal());
        assertThat(result.white().total()).as("white total").isEqualTo(c.whiteTotal());
        assertThat(result.sgfResult()).isEqualTo(c.result());
    }

    @Test
    void breakdownShowsEveryTerm() {
        ScoreResult result = Scorer.score(BoardSnapshot.parse(INVADED), Set.of(new Point(4, 2)),
                ScoringMethod.TERRITORY, 5.5, new Prisoners(2, 3));
        assertThat(result.black()).isEqualTo(new SideScore(5, 5, 3, 1, 0, 1));
        assertThat(result.white()).isEqualTo(new SideScore(10, 5, 2, 0, 5.5, 13.5));
        assertThat(result.winner()).contains(Color.WHITE);
        assertThat(result.margin()).isEqualTo(12.5);
        assertThat(result.isJigo()).isFalse();
    }

    @Test
    void ownershipMapMarksTerritoryDameDeadStonesAndSeki() {
        ScoreResult invaded = Scorer.score(BoardSnapshot.parse(INVADED), Set.of(new Point(4, 2)),
                ScoringMethod.TERRITORY, 0, Prisoners.NONE);
        assertThat(invaded.ownership().rows()).containsExactly(
                "bXOww",
                "bXOww",
                "bXOwx",
                "bXOww",
                "bXOww");
        assertThat(invaded.ownership().owner(new Point(4, 2))).isEqualTo(Owner.WHITE);
        assertThat(invaded.ownership().isDead(new Point(4, 2))).isTrue();
        assertThat(invaded.ownership().deadStones()).containsExactly(new Point(4, 2));

        ScoreResult dame = Scorer.score(BoardSnapshot.parse(DAME), Set.of(), ScoringMethod.AREA, 0, Prisoners.NONE);
        assertThat(dame.ownership().owner(new Point(2, 3))).isEqualTo(Owner.NEUTRAL);
        assertThat(dame.ownership().counts()).containsEntry(Owner.NEUTRAL, 5).containsEntry(Owner.BLACK, 10);

        ScoreResult seki = Scorer.score(BoardSnapshot.parse(SEKI), Set.of(), ScoringMethod.TERRITORY, 0, Prisoners.NONE);
        assertThat(seki.ownership().rows().subList(0, 4)).containsExactly(
                "XsOXbbb",
                "XsOXbbb",
                "OOOXbbb",
                "XXXXbbb");
        assertThat(seki.ownership().owner(new Point(1, 0))).isEqualTo(Owner.SEKI);
    }

    /** Seki with eyes: Black's eye (0,0), White's eye (4,0), one shared liberty (2,0) nobody may fill. */
    static final String[] SEKI_WITH_EYES = {
            ".X.O.OX",
            "XXOOOOX",
            "OOOOXXX",
            "XXXXX..",
            ".......",
            ".......",
            "......."};

    @Test
    void eyesOfChainsInSekiCountForNobodyUnderTerritoryButDoUnderArea() {
        BoardSnapshot board = BoardSnapshot.parse(SEKI_WITH_EYES);
        ScoreResult territory = Scorer.score(board, Set.of(), ScoringMethod.TERRITORY, 0, Prisoners.NONE);
        assertThat(territory.ownership().rows().get(0)).isEqualTo("sXsOsOX");
        assertThat(territory.black().territory()).isEqualTo(23);
        assertThat(territory.white().territory()).isZero();
        assertThat(territory.sgfResult()).isEqualTo("B+23");

        ScoreResult area = Scorer.score(board, Set.of(), ScoringMethod.AREA, 0, Prisoners.NONE);
        assertThat(area.ownership().rows().get(0)).isEqualTo("bXsOwOX");
        assertThat(area.black().total()).isEqualTo(13 + 24);
        assertThat(area.white().total()).isEqualTo(10 + 1);
    }

    @Test
    void ordinaryDameDoesNotMakeASeki() {
        ScoreResult result = Scorer.score(BoardSnapshot.parse(DAME), Set.of(), ScoringMethod.TERRITORY, 0, Prisoners.NONE);
        assertThat(result.ownership().counts()).containsEntry(Owner.SEKI, 0);
    }

    @Test
    void badInputIsRejectedWithAStableCode() {
        BoardSnapshot board = BoardSnapshot.parse(SPLIT);
        assertThatThrownBy(() -> Scorer.score(board, Set.of(new Point(0, 0)), ScoringMethod.AREA, 0, Prisoners.NONE))
                .isInstanceOfSatisfying(ScoringException.class,
                        e -> assertThat(e.code()).isEqualTo(ScoringException.Code.SCORE_DEAD_STONE_ON_EMPTY_POINT))
                .hasMessageContaining("aa");
        assertThatThrownBy(() -> Scorer.score(board, Set.of(new Point(7, 0)), ScoringMethod.AREA, 0, Prisoners.NONE))
                .isInstanceOfSatisfying(ScoringException.class,
                        e -> assertThat(e.code()).isEqualTo(ScoringException.Code.SCORE_POINT_OFF_BOARD));
        assertThatThrownBy(() -> Scorer.score(board, Set.of(), ScoringMethod.AREA, Double.NaN, Prisoners.NONE))
                .isInstanceOfSatisfying(ScoringException.class,
                        e -> assertThat(e.code()).isEqualTo(ScoringException.Code.SCORE_INVALID_KOMI));
        assertThatThrownBy(() -> new Prisoners(-1, 0))
                .isInstanceOfSatisfying(ScoringException.class,
                        e -> assertThat(e.code()).isEqualTo(ScoringException.Code.SCORE_NEGATIVE_PRISONERS));
        assertThatThrownBy(() -> Scorer.score(board, null, ScoringMethod.AREA, 0, Prisoners.NONE))
                .isInstanceOfSatisfying(ScoringException.class,
                        e -> assertThat(e.code()).isEqualTo(ScoringException.Code.SCORE_MISSING_INPUT));
    }
}
