package org.openkifu.game.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

class UnconditionalLifeTest {

    @Test
    void twoSeparateEyesArePassAlive() {
        UnconditionalLife life = UnconditionalLife.of(BoardSnapshot.parse(
                ".X.XO..",
                "XXXXO..",
                "OOOOO..",
                ".......",
                ".......",
                ".......",
                "......."));
        assertThat(life.passAlive(Color.BLACK)).hasSize(6).contains(new Point(1, 0), new Point(0, 1));
        assertThat(life.territory(Color.BLACK)).containsExactlyInAnyOrder(new Point(0, 0), new Point(2, 0));
        // White surrounds only big regions: nothing of it is unconditionally alive.
        assertThat(life.passAlive(Color.WHITE)).isEmpty();
    }

    @Test
    void oneEyeIsNotEnough() {
        UnconditionalLife life = UnconditionalLife.of(BoardSnapshot.parse(
                ".XXXO..",
                "XXXXO..",
                "OOOOO..",
                ".......",
                ".......",
                ".......",
                "......."));
        assertThat(life.passAlive(Color.BLACK)).isEmpty();
        assertThat(life.territory(Color.BLACK)).isEmpty();
    }

    @Test
    void aWallAroundBigEmptyAreasIsNotPassAlive() {
        // The opponent could still live in either half: Benson needs every empty point of a region to be a liberty.
        UnconditionalLife life = UnconditionalLife.of(BoardSnapshot.parse(
                ".....",
                ".....",
                "XXXXX",
                ".....",
                "....."));
        assertThat(life.passAlive(Color.BLACK)).isEmpty();
    }

    @Test
    void separateChainsSharingEyesLiveTogether() {
        // Four single stones, none connected: every empty point is an eye shared by two or four of them,
        // so each chain has three vital regions and White has no legal move at all.
        UnconditionalLife life = UnconditionalLife.of(BoardSnapshot.parse(
                ".X.",
                "X.X",
                ".X."));
        assertThat(life.passAlive(Color.BLACK)).hasSize(4);
        assertThat(life.territory(Color.BLACK)).hasSize(5);
    }

    @Test
    void wallsAroundOpponentStonesAndOpenSpaceAreNotPassAlive() {
        // The empty point (1,0) shares a region with the white stones and is a liberty of the corner
        // stone only; the big chain's other region is the open side. No chain has two vital regions.
        UnconditionalLife life = UnconditionalLife.of(BoardSnapshot.parse(
                "X.OX.",
                "OOOX.",
                "XXXX.",
                ".....",
                "....."));
        assertThat(life.passAlive(Color.BLACK)).isEmpty();
    }

    @Test
    void hopelessStonesInsideAPassAliveAreaAreInItsTerritory() {
        UnconditionalLife life = UnconditionalLife.of(BoardSnapshot.parse(
                "O.X.X",
                "XXXXX",
                ".....",
                ".....",
                "....."));
        assertThat(life.passAlive(Color.BLACK)).hasSize(7);
        assertThat(life.territory(Color.BLACK)).containsExactlyInAnyOrder(new Point(0, 0), new Point(1, 0), new Point(3, 0));
        assertThat(DeadStoneEstimator.estimate(BoardSnapshot.parse(
                "O.X.X",
                "XXXXX",
                ".....",
                ".....",
                "....."))).containsExactly(new Point(0, 0));
    }
}
