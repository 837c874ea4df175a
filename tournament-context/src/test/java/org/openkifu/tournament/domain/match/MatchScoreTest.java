package org.openkifu.tournament.domain.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.GameOutcome;
import org.openkifu.tournament.domain.match.MatchScore.DecidedBy;
import org.openkifu.tournament.domain.match.MatchScore.Played;
import org.openkifu.tournament.domain.match.MatchScore.Status;

class MatchScoreTest {

    private static Played won(int n, String winner, Double margin) {
        return new Played(n, GameOutcome.of("g" + n, winner, margin == null ? FinishReason.RESIGNATION : FinishReason.SCORE,
                margin));
    }

    private static MatchScore twoGames(boolean knockOut, Played... games) {
        return MatchScore.of("ann", "ben", List.of(games), 2, knockOut);
    }

    @Test
    void twoNilOneAllAndNilTwo() {
        assertThat(twoGames(false, won(1, "ann", null), won(2, "ann", 3.5)).label()).isEqualTo("2-0");
        MatchScore level = twoGames(false, won(1, "ann", null), won(2, "ben", null));
        assertThat(level.label()).isEqualTo("1-1");
        assertThat(level.decidedBy()).isEqualTo(DecidedBy.TIE);
        assertThat(level.winnerUserId()).isNull();
        MatchScore lost = twoGames(false, won(1, "ben", 0.5), won(2, "ben", null));
        assertThat(lost.label()).isEqualTo("0-2");
        assertThat(lost.winnerUserId()).isEqualTo("ben");
        assertThat(lost.loserUserId()).isEqualTo("ann");
    }

    @Test
    void aDrawGivesHalfPoints() {
        Played jigo = new Played(2, GameOutcome.of("g2", null, FinishReason.SCORE, null));
        MatchScore s = twoGames(false, won(1, "ann", 2.5), jigo);
        assertThat(s.label()).isEqualTo("1½-½");
        assertThat(s.winnerUserId()).isEqualTo("ann");
    }

    @Test
    void aMatchWithAGameStillPlayingIsPending() {
        assertThat(twoGames(true, won(1, "ann", null), new Played(2, null)).status()).isEqualTo(Status.PENDING);
        assertThat(MatchScore.of("ann", "ben", List.of(won(1, "ann", null)), 2, false).status()).isEqualTo(Status.PENDING);
    }

    @Test
    void inAKnockOutOneAllIsDecidedByTheSumOfTheMargins() {
        // ann won game 1 by 12.5 and lost game 2 by 3.5: +9 for ann
        MatchScore s = twoGames(true, won(1, "ann", 12.5), won(2, "ben", 3.5));
        assertThat(s.status()).isEqualTo(Status.DECIDED);
        assertThat(s.winnerUserId()).isEqualTo("ann");
        assertThat(s.decidedBy()).isEqualTo(DecidedBy.MARGIN);
        assertThat(s.firstMargin()).isEqualTo(9.0);
        MatchScore other = twoGames(true, won(1, "ann", 0.5), won(2, "ben", 20.5));
        assertThat(other.winnerUserId()).isEqualTo("ben");
    }

    @Test
    void equalMarginsOrAResignationNeedADecidingGame() {
        assertThat(twoGames(true, won(1, "ann", 6.5), won(2, "ben", 6.5)).status()).isEqualTo(Status.NEEDS_EXTRA_GAME);
        assertThat(twoGames(true, won(1, "ann", null), won(2, "ben", 6.5)).status()).isEqualTo(Status.NEEDS_EXTRA_GAME);
    }

    @Test
    void theDecidingGameDecidesAndAVoidDecidingGameIsPlayedAgain() {
        Played void3 = new Played(3, GameOutcome.of("g3", null, FinishReason.VOID, null));
        assertThat(twoGames(true, won(1, "ann", null), won(2, "ben", null), void3).status())
                .isEqualTo(Status.NEEDS_EXTRA_GAME);
        assertThat(twoGames(true, won(1, "ann", null), won(2, "ben", null), void3, new Played(4, null)).status())
                .isEqualTo(Status.PENDING);
        MatchScore decided = twoGames(true, won(1, "ann", null), won(2, "ben", null), void3, won(4, "ben", null));
        assertThat(decided.winnerUserId()).isEqualTo("ben");
        assertThat(decided.decidedBy()).isEqualTo(DecidedBy.DECIDING_GAME);
        assertThat(decided.label()).isEqualTo("1-1");
    }

    @Test
    void aSingleKnockOutGameWithoutAWinnerIsReplayed() {
        Played jigo = new Played(1, GameOutcome.of("g1", null, FinishReason.SCORE, 0.0));
        assertThat(MatchScore.of("ann", "ben", List.of(jigo), 1, true).status()).isEqualTo(Status.NEEDS_EXTRA_GAME);
        assertThat(MatchScore.of("ann", "ben", List.of(jigo), 1, false).decidedBy()).isEqualTo(DecidedBy.TIE);
    }
}
