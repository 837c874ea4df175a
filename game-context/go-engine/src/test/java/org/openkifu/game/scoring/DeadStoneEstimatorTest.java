package org.openkifu.game.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Point;

class DeadStoneEstimatorTest {

    @Test
    void stonesLeftInsideTheOpponentsTerritoryAreDead() {
        assertThat(DeadStoneEstimator.estimate(BoardSnapshot.parse(
                ".XO..",
                ".XO..",
                ".XO.X",
                ".XOX.",
                ".XO.."))).containsExactlyInAnyOrder(new Point(4, 2), new Point(3, 3));
    }

    @Test
    void bothSidesOfASekiStayAlive() {
        assertThat(DeadStoneEstimator.estimate(BoardSnapshot.parse(
                "X.OX...",
                "X.OX...",
                "OOOX...",
                "XXXX...",
                ".......",
                ".......",
                "......."))).isEmpty();
        assertThat(DeadStoneEstimator.estimate(BoardSnapshot.parse(ScorerTest.SEKI_WITH_EYES))).isEmpty();
    }

    @Test
    void aCaptureRaceTheWallWinsIsNotSeki() {
        // The black pair has two liberties; White can fill (1,1) safely because its chain has more liberties elsewhere.
        assertThat(DeadStoneEstimator.estimate(BoardSnapshot.parse(
                "X.O....",
                "X.O....",
                "OOO....",
                ".......",
                ".......",
                ".......",
                "......."))).containsExactlyInAnyOrder(new Point(0, 0), new Point(0, 1));
    }

    @Test
    void aGroupLivingOnOneLargeTerritoryIsAlive() {
        assertThat(DeadStoneEstimator.estimate(BoardSnapshot.parse(
                ".....XO..",
                ".....XO..",
                ".....XO..",
                "XXXXXXO..",
                "OOOOOOO..",
                ".........",
                ".........",
                ".........",
                "........."))).isEmpty();
    }

    @Test
    void aSquareFourEyeIsOnlyOneEye() {
        // Black's corner group encloses a 2x2 space inside White's area: White kills it in the middle.
        assertThat(DeadStoneEstimator.estimate(BoardSnapshot.parse(
                "..XO.....",
                "..XO.....",
                "XXXO.....",
                "OOOO.....",
                ".........",
                ".........",
                ".........",
                ".........",
                "........."))).hasSize(5);
    }

    @Test
    void anEmptyBoardHasNoDeadStones() {
        assertThat(DeadStoneEstimator.estimate(BoardSnapshot.empty(19))).isEmpty();
    }
}
