package org.openkifu.tournament.domain.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.TieBreaker;
import org.openkifu.tournament.domain.TournamentEvolver;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.WorkedExample;

/**
 * The worked example (docs/tournaments.md, "Worked example"), computed by hand:
 *
 * <pre>
 * player rank start  NBW  MMS    SOS(MMS) SODOS(MMS) SOSOS(MMS)  SOS(NBW) SODOS(NBW) SOSOS(NBW)
 * A      3d   30     2    32     92       60.5       266         5        2.5        12
 * B      1d   30     1    31     86       27         264.5       4        0          11.5
 * C      1k   29     2.5  31.5   88.5     73.75      275         3.5      2.75       15
 * D      2k   28     1.5  29.5   91.5     15.75      264.5       4.5      1.25       8.5
 * E      3k   27     0    27     91.5     0          255.5       5.5      0          8.5
 * F      5k   25     2    27     81       56         252.5       1        1          9.5
 * </pre>
 * D's bye is worth 1 (NBW and MMS); F's absence 0 NBW and ½ MMS, rounded down to 0 (the sum over rounds is rounded
 * down). SOS on the MMS scale: D's bye counts D's own start score 28; F's absence F's own 25; the 2-stone game counts
 * E (White) F's 27 + 2 and F (Black) E's 27 − 2; SODOS counts the beaten opponent the same way (F beat E as Black
 * in the 2-stone game: 27 − 2 = 25, then B: 31). SOSOS: a round without a game counts start × 3 rounds.
 */
class StandingsTest {

    private static final TournamentState STATE = TournamentEvolver.fold(WorkedExample.events());

    @Test
    void mcMahonScoresAndTieBreakersMatchTheHandComputedTable() {
        List<StandingsRow> rows = Standings.compute(ScoreCards.from(STATE),
                List.of(TieBreaker.MMS, TieBreaker.SOS, TieBreaker.SOSOS), TieBreaker.MMS);
        assertThat(rows).extracting(StandingsRow::place, StandingsRow::userId, StandingsRow::startScore,
                StandingsRow::nbw, StandingsRow::mms, StandingsRow::sos, StandingsRow::sodos, StandingsRow::sosos)
                .containsExactly(
                        tuple(1, "A", 30, 2.0, 32.0, 92.0, 60.5, 266.0),
                        tuple(2, "C", 29, 2.5, 31.5, 88.5, 73.75, 275.0),
                        tuple(3, "B", 30, 1.0, 31.0, 86.0, 27.0, 264.5),
                        tuple(4, "D", 28, 1.5, 29.5, 91.5, 15.75, 264.5),
                        tuple(5, "E", 27, 0.0, 27.0, 91.5, 0.0, 255.5),
                        tuple(6, "F", 25, 2.0, 27.0, 81.0, 56.0, 252.5));
    }

    @Test
    void onTheNbwScaleRoundsWithoutAGameAddNothing() {
        List<StandingsRow> rows = Standings.compute(ScoreCards.from(STATE),
                List.of(TieBreaker.NBW, TieBreaker.SOS, TieBreaker.SOSOS), TieBreaker.NBW);
        assertThat(rows).extracting(StandingsRow::userId, StandingsRow::sos, StandingsRow::sodos, StandingsRow::sosos)
                .containsExactly(
                        tuple("C", 3.5, 2.75, 15.0),
                        tuple("A", 5.0, 2.5, 12.0),
                        tuple("F", 1.0, 1.0, 9.5),
                        tuple("D", 4.5, 1.25, 8.5),
                        tuple("B", 4.0, 0.0, 11.5),
                        tuple("E", 5.5, 0.0, 8.5));
    }

    @Test
    void playersEqualOnEveryCriterionSharePlace() {
        List<StandingsRow> rows = Standings.compute(ScoreCards.from(STATE), List.of(TieBreaker.NBW), TieBreaker.NBW);
        assertThat(rows).extracting(StandingsRow::place, StandingsRow::userId).containsExactly(
                tuple(1, "C"), tuple(2, "A"), tuple(2, "F"), tuple(4, "D"), tuple(5, "B"), tuple(6, "E"));
    }

    @Test
    void absencesAreSummedBeforeRoundingDown() {
        // two absences: ½ + ½ = 1 MMS point; one absence alone would be rounded down to 0
        ScoreCard twice = new ScoreCard("x", 20, List.of(RoundRecord.absent(), RoundRecord.absent(),
                RoundRecord.game("y", 2, RoundRecord.Colour.BLACK, 0)));
        ScoreCard once = new ScoreCard("y", 20, List.of(RoundRecord.absent(), RoundRecord.bye(),
                RoundRecord.game("x", 0, RoundRecord.Colour.WHITE, 0)));
        List<StandingsRow> rows = Standings.compute(List.of(twice, once), List.of(TieBreaker.MMS), TieBreaker.MMS);
        assertThat(rows).extracting(StandingsRow::userId, StandingsRow::mms, StandingsRow::nbw)
                .containsExactly(tuple("x", 22.0, 1.0), tuple("y", 21.0, 1.0));
    }
}
