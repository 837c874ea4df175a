package org.openkifu.tournament.domain.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.openkifu.tournament.domain.TieBreaker.CUSS;
import static org.openkifu.tournament.domain.TieBreaker.CUSSW;
import static org.openkifu.tournament.domain.TieBreaker.MMS;
import static org.openkifu.tournament.domain.TieBreaker.NBW;
import static org.openkifu.tournament.domain.TieBreaker.SODOS;
import static org.openkifu.tournament.domain.TieBreaker.SODOSW;
import static org.openkifu.tournament.domain.TieBreaker.SOS;
import static org.openkifu.tournament.domain.TieBreaker.SOSOSW;
import static org.openkifu.tournament.domain.TieBreaker.SOSW;
import static org.openkifu.tournament.domain.TieBreaker.SOSW_1;
import static org.openkifu.tournament.domain.TieBreaker.SOSW_2;
import static org.openkifu.tournament.domain.TieBreaker.SOS_1;
import static org.openkifu.tournament.domain.TieBreaker.SOS_2;

import java.util.List;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.TieBreaker;
import org.openkifu.tournament.domain.TournamentEvolver;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.WorkedExample;
import org.openkifu.tournament.domain.standings.RoundRecord.Colour;

/**
 * SOS-1, SOS-2 and CUSS on both scales, and the NBW-based criteria of a McMahon, on the worked example (a bye for D in
 * round 2, an absence for F, a 2-stone game in round 1), computed by hand:
 *
 * <pre>
 *        scores after R1/R2/R3         per-round SOS parts (MMS)    per-round SOS parts (NBW)
 * player NBW        MMS                R1    R2    R3               R1   R2   R3
 * A      1  1   2   31   31   32       31    31.5  29.5             1    2.5  1.5
 * B      0  1   1   30   31   31       32    27    27               2    0    2
 * C      .5 1.5 2.5 29.5 30.5 31.5     29.5  32    27               1.5  2    0
 * D      .5 1.5 1.5 28.5 29.5 29.5     31.5  28*   32               2.5  0*   2
 * E      0  0   0   27   27   27       29h   31    31.5             2    1    2.5
 * F      1  1   2   26   26   27       25h   25*   31               0    0*   1
 * </pre>
 * (* a round without a game: the player's own start score on the MMS scale, 0 on the NBW scale; h: the 2-stone game,
 * White counts F's 27 + 2, Black E's 27 − 2.) D's bye adds 1 to both scores; F's absence ½ MMS, rounded down to 0.
 * CUSS = the sum of a row's three scores; SOS-1 drops a row's smallest part, SOS-2 its two smallest.
 */
class StandingsCriteriaTest {

    private static final TournamentState STATE = TournamentEvolver.fold(WorkedExample.events());

    private static List<StandingsRow> rows(TieBreaker... order) {
        return Standings.compute(ScoreCards.from(STATE), List.of(order), MMS);
    }

    @Test
    void sosMinusOneAndTwoAndCussOnTheMcMahonScale() {
        assertThat(rows(MMS, SOS, SOS_1, SOS_2, CUSS)).extracting(StandingsRow::userId, r -> r.value(SOS),
                r -> r.value(SOS_1), r -> r.value(SOS_2), r -> r.value(CUSS)).containsExactly(
                        tuple("A", 92.0, 62.5, 31.5, 94.0),
                        tuple("C", 88.5, 61.5, 32.0, 91.5),
                        tuple("B", 86.0, 59.0, 32.0, 92.0),
                        tuple("D", 91.5, 63.5, 32.0, 87.5),
                        tuple("E", 91.5, 62.5, 31.5, 81.0),
                        tuple("F", 81.0, 56.0, 31.0, 79.0));
    }

    @Test
    void theNbwBasedCriteriaOfAMcMahon() {
        assertThat(rows(MMS)).extracting(StandingsRow::userId, r -> r.value(SOSW), r -> r.value(SOSW_1),
                r -> r.value(SOSW_2), r -> r.value(SODOSW), r -> r.value(SOSOSW), r -> r.value(CUSSW)).containsExactly(
                        tuple("A", 5.0, 4.0, 2.5, 2.5, 12.0, 4.0),
                        tuple("C", 3.5, 3.5, 2.0, 2.75, 15.0, 4.5),
                        tuple("B", 4.0, 4.0, 2.0, 0.0, 11.5, 2.0),
                        tuple("D", 4.5, 4.5, 2.5, 1.25, 8.5, 3.5),
                        tuple("E", 5.5, 4.5, 2.5, 0.0, 8.5, 0.0),
                        tuple("F", 1.0, 1.0, 1.0, 1.0, 9.5, 4.0));
    }

    @Test
    void onTheNbwMainScaleTheUnsuffixedCriteriaAreTheNbwOnes() {
        List<StandingsRow> rows = Standings.compute(ScoreCards.from(STATE), List.of(NBW, SOS), NBW);
        for (StandingsRow r : rows) {
            assertThat(List.of(r.value(SOS), r.value(SOS_1), r.value(SOS_2), r.value(SODOS), r.value(CUSS)))
                    .as(r.userId()).containsExactly(r.value(SOSW), r.value(SOSW_1), r.value(SOSW_2), r.value(SODOSW),
                            r.value(CUSSW));
        }
        assertThat(rows).extracting(StandingsRow::userId, r -> r.value(SOS_1), r -> r.value(CUSS))
                .contains(tuple("D", 4.5, 3.5), tuple("F", 1.0, 4.0));
    }

    @Test
    void aMcMahonMayRankByTheNbwBasedCriteria() {
        // NBW, then SOSW: C 2.5; A and F 2 (SOSW 5 and 1); D 1.5; B 1; E 0
        assertThat(rows(NBW, SOSW)).extracting(StandingsRow::place, StandingsRow::userId).containsExactly(
                tuple(1, "C"), tuple(2, "A"), tuple(3, "F"), tuple(4, "D"), tuple(5, "B"), tuple(6, "E"));
        // SOS-1 (MMS) alone: D 63.5, then A and E 62.5 (a shared place, seed order), C 61.5, B 59, F 56
        assertThat(rows(SOS_1)).extracting(StandingsRow::place, StandingsRow::userId).containsExactly(
                tuple(1, "D"), tuple(2, "A"), tuple(2, "E"), tuple(4, "C"), tuple(5, "B"), tuple(6, "F"));
    }

    /**
     * A handicap McMahon worked by hand for SODOS on the MMS scale. Start scores P 30, Q 28, R 26, S 24.
     * <pre>
     * R1  P(W) beats R(B, 2 stones)    S(B, 3 stones) beats Q(W)
     * R2  S(B, 4 stones) beats P(W)    Q(W) beats R(B, 2 stones)
     * </pre>
     * MMS: P 31, Q 29, R 26, S 26. SODOS: P beat R as White: 26 + 2 = 28; Q beat R as White: 26 + 2 = 28; S beat Q
     * as Black: 29 − 3 = 26, and P as Black: 31 − 4 = 27, 53 (the plain MMS would give 28 + ... = 60). SOS: P 28 + 30,
     * Q 29 + 28, R (31 − 2) + (29 − 2), S 26 + 27. On the NBW scale nothing is adjusted: S's SODOSW is 1 + 1.
     */
    @Test
    void sodosOnTheMmsScaleAdjustsTheBeatenOpponentByTheHandicap() {
        ScoreCard p = new ScoreCard("P", 30, List.of(RoundRecord.game("R", 2, Colour.WHITE, 2),
                RoundRecord.game("S", 0, Colour.WHITE, 4)));
        ScoreCard q = new ScoreCard("Q", 28, List.of(RoundRecord.game("S", 0, Colour.WHITE, 3),
                RoundRecord.game("R", 2, Colour.WHITE, 2)));
        ScoreCard r = new ScoreCard("R", 26, List.of(RoundRecord.game("P", 0, Colour.BLACK, 2),
                RoundRecord.game("Q", 0, Colour.BLACK, 2)));
        ScoreCard s = new ScoreCard("S", 24, List.of(RoundRecord.game("Q", 2, Colour.BLACK, 3),
                RoundRecord.game("P", 2, Colour.BLACK, 4)));
        List<StandingsRow> rows = Standings.compute(List.of(p, q, r, s), List.of(MMS, SOS, SODOS), MMS);
        Assertions.assertThat(rows).extracting(StandingsRow::userId, StandingsRow::mms, StandingsRow::sos,
                StandingsRow::sodos, x -> x.value(SODOSW)).containsExactly(
                        tuple("P", 31.0, 58.0, 28.0, 0.0),
                        tuple("Q", 29.0, 57.0, 28.0, 0.0),
                        tuple("R", 26.0, 56.0, 0.0, 0.0),
                        tuple("S", 26.0, 53.0, 53.0, 2.0));
    }

    @Test
    void withFewerRoundsThanDroppedContributionsSosMinusIsZero() {
        ScoreCard a = new ScoreCard("a", 20, List.of(RoundRecord.game("b", 2, Colour.BLACK, 0)));
        ScoreCard b = new ScoreCard("b", 22, List.of(RoundRecord.game("a", 0, Colour.WHITE, 0)));
        List<StandingsRow> rows = Standings.compute(List.of(a, b), List.of(MMS), MMS);
        // one round: SOS is the one part, SOS-1 and SOS-2 drop it (OpenGotha: 0)
        assertThat(rows).extracting(StandingsRow::userId, StandingsRow::sos, r -> r.value(SOS_1), r -> r.value(SOS_2),
                r -> r.value(CUSS)).containsExactly(tuple("b", 21.0, 0.0, 0.0, 22.0), tuple("a", 22.0, 0.0, 0.0, 21.0));
    }
}
