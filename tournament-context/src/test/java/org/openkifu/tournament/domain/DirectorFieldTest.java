package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.tournament.domain.DirectorDeskTest.refused;
import static org.openkifu.tournament.domain.TournamentScript.ID;
import static org.openkifu.tournament.domain.TournamentScript.ORGANIZER;
import static org.openkifu.tournament.domain.TournamentScript.field;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.DirectorCommands.EditPlayer;
import org.openkifu.tournament.domain.DirectorCommands.PauseTournament;
import org.openkifu.tournament.domain.DirectorCommands.ResumeTournament;
import org.openkifu.tournament.domain.DirectorCommands.SetAbsence;
import org.openkifu.tournament.domain.DirectorEvents.PlayerDetailsChanged;
import org.openkifu.tournament.domain.DirectorEvents.TournamentPaused;
import org.openkifu.tournament.domain.DirectorEvents.TournamentResumed;
import org.openkifu.tournament.domain.TournamentEvent.AbsenceCancelled;
import org.openkifu.tournament.domain.TournamentEvent.PlayerMarkedAbsent;
import org.openkifu.tournament.domain.TournamentEvent.RoundPaired;

/** Pause and resume, absences over several rounds, entry edits (issue 17). */
class DirectorFieldTest {

    private static TournamentSettings autoStart(TournamentSettings t) {
        return new TournamentSettings(t.format(), t.boardSize(), t.rulePresetId(), t.timeControl(), t.handicap(),
                t.komi(), t.rounds(), t.minimumRank(), t.maximumRank(), t.minimumRating(), t.maximumRating(),
                t.maximumPlayers(), t.twoGameMatches(), t.tieBreakers(), t.mcMahonBar(), t.mcMahonFloor(), t.rated(),
                true, t.scoring(), t.pairing());
    }

    @Test
    void noRoundStartsWhilePausedResultsStillArriveAndResumingStartsWhatWaited() {
        TournamentScript t = TournamentScript.withPlayers(autoStart(TournamentSettings.swiss(3)), field(4)).start(1);
        t.run(new PauseTournament(ID, ORGANIZER, "lunch break"));
        assertThat(t.last()).singleElement().isInstanceOfSatisfying(TournamentPaused.class,
                e -> assertThat(e.reason()).isEqualTo("lunch break"));
        assertThat(t.state().paused()).isTrue();
        t.run(new PauseTournament(ID, ORGANIZER, null));
        assertThat(t.last()).isEmpty();

        t.playRound((b, w) -> b);
        assertThat(t.state().round(1).finished()).isTrue();
        assertThat(t.state().roundsPaired()).as("autoStartRounds waits while paused").isEqualTo(1);
        refused(t, () -> t.start(2), TournamentViolation.TOURNAMENT_PAUSED);
        refused(t, () -> t.run(new ResumeTournament(ID, "mallory")), TournamentViolation.NOT_THE_ORGANIZER);

        t.run(new ResumeTournament(ID, ORGANIZER));
        assertThat(t.last().get(0)).isInstanceOf(TournamentResumed.class);
        assertThat(t.last()).anyMatch(e -> e instanceof RoundPaired r && r.round() == 2);
        assertThat(t.state().paused()).isFalse();
        t.run(new ResumeTournament(ID, ORGANIZER));
        assertThat(t.last()).isEmpty();
    }

    @Test
    void withoutAutoStartTheOrganizerStartsTheNextRoundAfterResuming() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(2), field(4)).start(1);
        t.run(new PauseTournament(ID, ORGANIZER, ""));
        t.playRound((b, w) -> w);
        t.run(new ResumeTournament(ID, ORGANIZER));
        assertThat(t.last()).hasSize(1);
        t.start(2);
        assertThat(t.state().roundsPaired()).isEqualTo(2);
        refused(t, () -> t.run(new PauseTournament(ID, ORGANIZER, "a\tb")), TournamentViolation.INVALID_REASON);
        t.playRound((b, w) -> w);
        assertThat(t.state().status()).isEqualTo(TournamentState.Status.FINISHED);
        refused(t, () -> t.run(new PauseTournament(ID, ORGANIZER, null)), TournamentViolation.INVALID_STATE);
    }

    @Test
    void aPlayerIsMarkedAbsentForSeveralRoundsAtOnceAndBackPresentAllOrNothing() {
        TournamentSettings mm = TournamentSettings.mcMahon(3, Rank.parse("3d"), Rank.parse("10k"));
        TournamentScript t = TournamentScript.withPlayers(mm, field(5));
        t.run(new SetAbsence(ID, ORGANIZER, "p2", List.of(3, 2, 2), true));
        assertThat(t.last()).hasSize(2).allMatch(e -> e instanceof PlayerMarkedAbsent);
        assertThat(t.state().absentIn(2)).containsExactly("p2");
        assertThat(t.state().absentIn(3)).containsExactly("p2");
        t.run(new SetAbsence(ID, ORGANIZER, "p2", List.of(2, 3), true));
        assertThat(t.last()).isEmpty();
        t.run(new SetAbsence(ID, ORGANIZER, "p2", List.of(3), false));
        assertThat(t.last()).singleElement().isInstanceOf(AbsenceCancelled.class);
        assertThat(t.state().absentIn(3)).isEmpty();

        refused(t, () -> t.run(new SetAbsence(ID, ORGANIZER, "p3", List.of(1, 4), true)), TournamentViolation.NO_MORE_ROUNDS);
        assertThat(t.state().absentIn(1)).isEmpty();
        refused(t, () -> t.run(new SetAbsence(ID, ORGANIZER, "p3", List.of(), true)), TournamentViolation.INVALID_COMMAND);
        refused(t, () -> t.run(new SetAbsence(ID, ORGANIZER, "nobody", List.of(1), true)), TournamentViolation.NOT_REGISTERED);
        refused(t, () -> t.run(new SetAbsence(ID, "p1", "p3", List.of(1), true)), TournamentViolation.NOT_THE_ORGANIZER);
        t.start(1);
        refused(t, () -> t.run(new SetAbsence(ID, ORGANIZER, "p3", List.of(1, 2), true)), TournamentViolation.ROUND_ALREADY_PAIRED);
        assertThat(t.state().absentIn(2)).containsExactly("p2");
    }

    @Test
    void theOrganizerEditsAnEntryBeforeRoundOne() {
        TournamentSettings limited = TournamentSettings.swiss(3);
        TournamentScript t = TournamentScript.withPlayers(limited, field(4));
        t.run(new EditPlayer(ID, ORGANIZER, "p3", Rank.parse("1k"), "de", "Berl"));
        assertThat(t.last()).singleElement().isInstanceOfSatisfying(PlayerDetailsChanged.class, e -> {
            assertThat(e.rank()).isEqualTo(Rank.parse("1k"));
            assertThat(e.country()).isEqualTo("DE");
            assertThat(e.club()).isEqualTo("Berl");
        });
        Entrant p3 = t.state().entrant("p3");
        assertThat(p3.rank()).isEqualTo(Rank.parse("1k"));
        assertThat(p3.name()).isEqualTo("Player P3");
        t.run(new EditPlayer(ID, ORGANIZER, "p3", null, "DE", null));
        assertThat(t.last()).isEmpty();
        t.run(new EditPlayer(ID, ORGANIZER, "p3", null, null, ""));
        assertThat(t.state().entrant("p3").club()).isNull();
        assertThat(t.state().entrant("p3").country()).isEqualTo("DE");

        refused(t, () -> t.run(new EditPlayer(ID, ORGANIZER, "p3", null, null, "Berlin")), EntryFields.FIELD_TOO_LONG);
        refused(t, () -> t.run(new EditPlayer(ID, ORGANIZER, "p3", null, "XX", null)), EntryFields.INVALID_COUNTRY);
        refused(t, () -> t.run(new EditPlayer(ID, ORGANIZER, "nobody", null, "NL", null)), TournamentViolation.NOT_REGISTERED);
        refused(t, () -> t.run(new EditPlayer(ID, "p3", "p3", Rank.parse("9d"), null, null)), TournamentViolation.NOT_THE_ORGANIZER);
        t.start(1);
        refused(t, () -> t.run(new EditPlayer(ID, ORGANIZER, "p3", Rank.parse("2k"), null, null)), TournamentViolation.INVALID_STATE);
    }

    @Test
    void anEditKeepsTheTournamentsRankLimits() {
        TournamentSettings s = TournamentSettings.swiss(3);
        TournamentSettings limited = new TournamentSettings(s.format(), s.boardSize(), s.rulePresetId(), s.timeControl(),
                s.handicap(), s.komi(), s.rounds(), Rank.parse("5k"), Rank.parse("5d"), null, null, 0,
                s.twoGameMatches(), s.tieBreakers(), s.mcMahonBar(), s.mcMahonFloor(), s.rated(), false, s.scoring(),
                s.pairing());
        TournamentScript t = TournamentScript.withPlayers(limited, field(4));
        refused(t, () -> t.run(new EditPlayer(ID, ORGANIZER, "p2", Rank.parse("6k"), null, null)),
                TournamentViolation.RANK_OUT_OF_RANGE);
    }
}
