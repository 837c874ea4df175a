package org.openkifu.tournament.domain.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EliminationSeedingTest {

    @Test
    void standardSeedingOneMeetsTheLastAndTheTopTwoOnlyInTheFinal() {
        assertThat(EliminationSeeding.positions(2)).containsExactly(1, 2);
        assertThat(EliminationSeeding.positions(4)).containsExactly(1, 4, 2, 3);
        assertThat(EliminationSeeding.positions(8)).containsExactly(1, 8, 4, 5, 2, 7, 3, 6);
        assertThat(EliminationSeeding.positions(16)).containsExactly(1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11);
    }

    @Test
    void theBracketIsTheSmallestPowerOfTwoHoldingTheField() {
        assertThat(EliminationSeeding.bracketSize(2)).isEqualTo(2);
        assertThat(EliminationSeeding.bracketSize(5)).isEqualTo(8);
        assertThat(EliminationSeeding.bracketSize(8)).isEqualTo(8);
        assertThat(EliminationSeeding.bracketSize(12)).isEqualTo(16);
    }
}
