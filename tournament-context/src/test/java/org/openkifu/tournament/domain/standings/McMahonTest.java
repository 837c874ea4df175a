package org.openkifu.tournament.domain.standings;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.Rank;

class McMahonTest {

    private static int start(String rank) {
        return McMahon.startScore(Rank.parse(rank), Rank.parse("2d"), Rank.parse("10k"));
    }

    @Test
    void ranksCountFromThirtyKyuAsZero() {
        assertThat(Rank.parse("1k").value()).isEqualTo(29);
        assertThat(Rank.parse("1d").value()).isEqualTo(30);
        assertThat(Rank.parse("18k").value()).isEqualTo(12);
        assertThat(Rank.parse("9d").value()).isEqualTo(38);
    }

    @Test
    void betweenTheFloorAndTheBarTheStartScoreIsTheRank() {
        assertThat(start("5k")).isEqualTo(25);
        assertThat(start("1k")).isEqualTo(29);
        assertThat(start("1d")).isEqualTo(30);
        assertThat(start("10k")).isEqualTo(20);
        assertThat(start("2d")).isEqualTo(31);
    }

    @Test
    void everybodyAboveTheBarStartsAtTheBar() {
        assertThat(start("3d")).isEqualTo(31);
        assertThat(start("7d")).isEqualTo(31);
        assertThat(start("1p")).isEqualTo(31);
    }

    @Test
    void everybodyBelowTheFloorStartsAtTheFloor() {
        assertThat(start("11k")).isEqualTo(20);
        assertThat(start("18k")).isEqualTo(20);
    }
}
