package org.openkifu.ladder.domain.player;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.Outcome;
import org.openkifu.ladder.domain.Rank;

class PromotionPointsTest {

    private static PromotionPoints after(PromotionPoints p, Outcome... outcomes) {
        for (Outcome o : outcomes) {
            p = p.after(o);
        }
        return p;
    }

    private static Outcome[] times(int n, Outcome o) {
        Outcome[] all = new Outcome[n];
        java.util.Arrays.fill(all, o);
        return all;
    }

    @Test
    void aRankStartsAtFiftyAndMovesFiveAGame() {
        PromotionPoints p = PromotionPoints.startingAt(Rank.parse("5k"));
        assertThat(p.points()).isEqualTo(50);
        assertThat(p.after(Outcome.WIN).points()).isEqualTo(55);
        assertThat(p.after(Outcome.LOSS).points()).isEqualTo(45);
        assertThat(p.after(Outcome.DRAW)).isEqualTo(p);
        assertThat(p.after(Outcome.NONE)).isEqualTo(p);
    }

    @Test
    void reaching100PromotesOneRankAndStartsItAt50() {
        PromotionPoints p = after(PromotionPoints.startingAt(Rank.parse("5k")), times(9, Outcome.WIN));
        assertThat(p).isEqualTo(new PromotionPoints(Rank.parse("5k"), 95));
        assertThat(p.after(Outcome.WIN)).isEqualTo(new PromotionPoints(Rank.parse("4k"), 50));
        assertThat(after(PromotionPoints.startingAt(Rank.parse("1k")), times(10, Outcome.WIN)))
                .isEqualTo(new PromotionPoints(Rank.parse("1d"), 50));
    }

    @Test
    void professionalRanksAreNotReachedNorLeftByPoints() {
        PromotionPoints top = after(PromotionPoints.startingAt(Rank.parse("9d")), times(10, Outcome.WIN));
        assertThat(top).as("9d stays 9d: 1p..9p are set by an administrator")
                .isEqualTo(new PromotionPoints(Rank.parse("9d"), 100));
        assertThat(after(top, times(3, Outcome.WIN))).isEqualTo(new PromotionPoints(Rank.parse("9d"), 100));
        assertThat(top.after(Outcome.LOSS)).isEqualTo(new PromotionPoints(Rank.parse("9d"), 95));
        assertThat(after(PromotionPoints.startingAt(Rank.parse("9d")), times(10, Outcome.LOSS)))
                .as("a 9d is still demoted by points").isEqualTo(new PromotionPoints(Rank.parse("8d"), 50));
        assertThat(after(PromotionPoints.startingAt(Rank.parse("3p")), times(11, Outcome.WIN)))
                .isEqualTo(new PromotionPoints(Rank.parse("3p"), 100));
        assertThat(after(PromotionPoints.startingAt(Rank.parse("1p")), times(11, Outcome.LOSS)))
                .as("1p is not demoted to 9d").isEqualTo(new PromotionPoints(Rank.parse("1p"), 0));
    }

    @Test
    void reaching0DemotesOneRankAndStartsItAt50() {
        assertThat(after(PromotionPoints.startingAt(Rank.parse("5k")), times(10, Outcome.LOSS)))
                .isEqualTo(new PromotionPoints(Rank.parse("6k"), 50));
        assertThat(after(PromotionPoints.startingAt(Rank.parse("1d")), times(10, Outcome.LOSS)))
                .isEqualTo(new PromotionPoints(Rank.parse("1k"), 50));
    }

    @Test
    void theEndsOfTheScaleHoldTheirPointsAtTheLimit() {
        PromotionPoints top = after(PromotionPoints.startingAt(Rank.parse("9p")), times(12, Outcome.WIN));
        assertThat(top).isEqualTo(new PromotionPoints(Rank.parse("9p"), 100));
        assertThat(top.after(Outcome.LOSS)).isEqualTo(new PromotionPoints(Rank.parse("9p"), 95));
        PromotionPoints bottom = after(PromotionPoints.startingAt(Rank.parse("18k")), times(12, Outcome.LOSS));
        assertThat(bottom).isEqualTo(new PromotionPoints(Rank.parse("18k"), 0));
        assertThat(bottom.after(Outcome.WIN)).isEqualTo(new PromotionPoints(Rank.parse("18k"), 5));
    }

    @Test
    void aGuestHasNoPointsToMove() {
        assertThat(PromotionPoints.guest().after(Outcome.WIN)).isEqualTo(PromotionPoints.guest());
        assertThat(PromotionPoints.guest().ranked()).isFalse();
    }
}
