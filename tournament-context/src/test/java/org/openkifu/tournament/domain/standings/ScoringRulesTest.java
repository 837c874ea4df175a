package org.openkifu.tournament.domain.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;
import static org.openkifu.tournament.domain.TieBreaker.CUSS;
import static org.openkifu.tournament.domain.TieBreaker.CUSSW;
import static org.openkifu.tournament.domain.TieBreaker.MMS;
import static org.openkifu.tournament.domain.TieBreaker.NBW;
import static org.openkifu.tournament.domain.TieBreaker.SOS;
import static org.openkifu.tournament.domain.TieBreaker.SOSW;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.ScoringRules;
import org.openkifu.tournament.domain.TieBreaker;
import org.openkifu.tournament.domain.TournamentEvolver;
import org.openkifu.tournament.domain.TournamentFormat;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.domain.WorkedExample;
import org.openkifu.tournament.domain.standings.RoundRecord.Colour;

/**
 * The scoring settings change the figures of the worked example (StandingsTest, StandingsCriteriaTest) as computed by
 * hand. With OpenGotha's defaults: D (bye in round 2) NBW 1.5, MMS 29.5; F (absent in round 2) NBW 2, MMS 27.
 */
class ScoringRulesTest {

    private static Map<String, StandingsRow> table(ScoringRules rules) {
        return Standings.compute(ScoreCards.from(TournamentEvolver.fold(WorkedExample.events())), List.of(MMS), MMS,
                rules).stream().collect(Collectors.toMap(StandingsRow::userId, Function.identity()));
    }

    @Test
    void theDefaultsAreOpenGothas() {
        assertThat(ScoringRules.OPENGOTHA).isEqualTo(new ScoringRules(1, 1, 0, 0.5, true, false));
        TournamentSettings stored = TournamentSettings.of(TournamentFormat.SWISS);
        TournamentSettings old = new TournamentSettings(stored.format(), stored.boardSize(), stored.rulePresetId(),
                stored.timeControl(), stored.handicap(), stored.komi(), stored.rounds(), null, null, null, null, 0,
                false, stored.tieBreakers(), null, null, true, false, null, null);
        assertThat(old.scoring()).as("settings stored before the option: OpenGotha's defaults")
                .isEqualTo(ScoringRules.OPENGOTHA);
    }

    @Test
    void withoutRoundingDownASingleAbsenceIsWorthHalfAPoint() {
        Map<String, StandingsRow> t = table(ScoringRules.OPENGOTHA.withRoundDown(false));
        // F: 26, 26.5, 27.5 after the rounds; B's SOS A 32 + E 27 + F 27.5; E's (27.5 + 2) + 31 + 31.5
        assertThat(t.get("F").mms()).isEqualTo(27.5);
        assertThat(t.get("F").value(CUSS)).isEqualTo(80.0);
        assertThat(t.get("F").nbw()).isEqualTo(2.0);
        assertThat(t.get("B").sos()).isEqualTo(86.5);
        assertThat(t.get("E").sos()).isEqualTo(92.0);
        assertThat(t.get("D").mms()).as("a whole bye point is not rounded").isEqualTo(29.5);
    }

    @Test
    void aHalfPointByeIsRoundedDownByDefault() {
        Map<String, StandingsRow> t = table(ScoringRules.OPENGOTHA.withByes(0.5, 0.5));
        // D: a draw (½) and a ½ bye rounded down to 0: NBW ½ after every round, MMS 28.5
        assertThat(List.of(t.get("D").nbw(), t.get("D").mms(), t.get("D").value(CUSSW), t.get("D").value(CUSS)))
                .containsExactly(0.5, 28.5, 1.5, 85.5);
        // A met D in round 3: SOS B 31 + C 31.5 + D 28.5; C drew with D: SODOS ½ × 28.5 + A 32 + E 27
        assertThat(t.get("A").sos()).isEqualTo(91.0);
        assertThat(t.get("C").sodos()).isEqualTo(73.25);
        Map<String, StandingsRow> kept = table(ScoringRules.OPENGOTHA.withByes(0.5, 0.5).withRoundDown(false));
        assertThat(List.of(kept.get("D").nbw(), kept.get("D").mms())).containsExactly(1.0, 29.0);
    }

    @Test
    void absencePointsAreSettings() {
        Map<String, StandingsRow> t = table(ScoringRules.OPENGOTHA.withAbsences(1, 1));
        // F: 1, 2, 3 NBW and 26, 27, 28 MMS after the rounds
        assertThat(List.of(t.get("F").nbw(), t.get("F").value(CUSSW), t.get("F").mms(), t.get("F").value(CUSS)))
                .containsExactly(3.0, 6.0, 28.0, 81.0);
    }

    @Test
    void unplayedRoundsCountHalfAPointInTheOpponentsScoresForSos() {
        Map<String, StandingsRow> t = table(ScoringRules.OPENGOTHA.withUnplayedAsHalfInSos(true));
        // SOS reads D as ½ (draw) + ½ (bye) + 0 = 1 NBW, 29 MMS and F as 1 + ½ (absence) + 1 = 2.5 NBW, 27.5 MMS;
        // everyone else played every round
        assertThat(List.of(t.get("D").nbw(), t.get("D").mms(), t.get("F").nbw(), t.get("F").mms()))
                .as("the scores themselves do not change").containsExactly(1.5, 29.5, 2.0, 27.0);
        assertThat(t.get("A").sos()).as("B 31 + C 31.5 + D 29").isEqualTo(91.5);
        assertThat(t.get("B").sos()).as("A 32 + E 27 + F 27.5").isEqualTo(86.5);
        assertThat(t.get("C").sos()).as("D 29 + A 32 + E 27").isEqualTo(88.0);
        assertThat(t.get("E").sos()).as("F 27.5 + 2 + B 31 + C 31.5").isEqualTo(92.0);
        assertThat(t.get("D").sos()).as("its own bye still counts its start score").isEqualTo(91.5);
        assertThat(t.get("A").sodos()).as("B 31 + D 29").isEqualTo(60.0);
        assertThat(t.get("C").sodos()).as("½ × D 29 + A 32 + E 27").isEqualTo(73.5);
        assertThat(List.of(t.get("A").value(SOSW), t.get("B").value(SOSW), t.get("D").value(SOSW)))
                .as("A: B 1 + C 2.5 + D 1; B: A 2 + E 0 + F 2.5; D: C 2.5 + 0 + A 2").containsExactly(4.5, 4.5, 4.5);
    }

    /**
     * x beats y by forfeit in round 1 (not played), z beats w; round 2 x beats z, w beats y. NBW x 2, y 0, z 1, w 1;
     * read for SOS with the option: x ½ + 1, y ½ + 0 (the forfeit round counts ½ for both), z 1, w 1.
     */
    @Test
    void aForfeitIsAnUnplayedGameForTheHalfPointOption() {
        List<ScoreCard> cards = List.of(
                new ScoreCard("x", 0, List.of(RoundRecord.game("y", 2, Colour.BLACK, 0, false),
                        RoundRecord.game("z", 2, Colour.WHITE, 0))),
                new ScoreCard("y", 0, List.of(RoundRecord.game("x", 0, Colour.WHITE, 0, false),
                        RoundRecord.game("w", 0, Colour.BLACK, 0))),
                new ScoreCard("z", 0, List.of(RoundRecord.game("w", 2, Colour.BLACK, 0),
                        RoundRecord.game("x", 0, Colour.BLACK, 0))),
                new ScoreCard("w", 0, List.of(RoundRecord.game("z", 0, Colour.WHITE, 0),
                        RoundRecord.game("y", 2, Colour.WHITE, 0))));
        List<TieBreaker> order = List.of(NBW, SOS);
        assertThat(Standings.compute(cards, order, NBW)).extracting(StandingsRow::userId, StandingsRow::nbw,
                StandingsRow::sos).containsExactly(tuple("x", 2.0, 1.0), tuple("z", 1.0, 3.0), tuple("w", 1.0, 1.0),
                tuple("y", 0.0, 3.0));
        assertThat(Standings.compute(cards, order, NBW, ScoringRules.OPENGOTHA.withUnplayedAsHalfInSos(true)))
                .extracting(StandingsRow::userId, StandingsRow::sos).containsExactly(tuple("x", 1.5), tuple("z", 2.5),
                        tuple("w", 1.5), tuple("y", 2.5));
    }

    @Test
    void pointsAreZeroHalfOrOne() {
        assertThatThrownBy(() -> TournamentSettings.of(TournamentFormat.SWISS)
                .withScoring(ScoringRules.OPENGOTHA.withByes(2, 1)).validated())
                .isInstanceOfSatisfying(TournamentViolation.class,
                        v -> assertThat(v.code()).isEqualTo(TournamentViolation.INVALID_SETTINGS));
        assertThatThrownBy(() -> TournamentSettings.of(TournamentFormat.SWISS).withTieBreakers(List.of(NBW, SOSW))
                .validated()).as("NBW-based criteria are McMahon's").isInstanceOf(TournamentViolation.class);
        assertThat(TournamentSettings.of(TournamentFormat.MCMAHON).withTieBreakers(List.of(MMS, SOSW, SOS))
                .validated().tieBreakers()).containsExactly(MMS, SOSW, SOS);
        assertThat(TournamentSettings.of(TournamentFormat.SWISS).withTieBreakers(List.of(NBW, TieBreaker.SOS_2,
                TieBreaker.CUSS)).validated().tieBreakers()).hasSize(3);
    }
}
