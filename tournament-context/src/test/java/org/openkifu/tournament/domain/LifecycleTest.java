package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.tournament.domain.TournamentScript.ID;
import static org.openkifu.tournament.domain.TournamentScript.ORGANIZER;
import static org.openkifu.tournament.domain.TournamentScript.field;

import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.TournamentCommand.AddPlayer;
import org.openkifu.tournament.domain.TournamentCommand.CancelAbsence;
import org.openkifu.tournament.domain.TournamentCommand.ChangeSettings;
import org.openkifu.tournament.domain.TournamentCommand.CreateTournament;
import org.openkifu.tournament.domain.TournamentCommand.FinishTournament;
import org.openkifu.tournament.domain.TournamentCommand.MarkAbsent;
import org.openkifu.tournament.domain.TournamentCommand.OpenRegistration;
import org.openkifu.tournament.domain.TournamentCommand.Register;
import org.openkifu.tournament.domain.TournamentCommand.RemovePlayer;
import org.openkifu.tournament.domain.TournamentCommand.StartRound;
import org.openkifu.tournament.domain.TournamentCommand.Withdraw;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.TournamentEvent.PlayerRemoved;
import org.openkifu.tournament.domain.TournamentEvent.PlayerWithdrawn;
import org.openkifu.tournament.domain.TournamentEvent.RoundPaired;
import org.openkifu.tournament.domain.TournamentEvent.TournamentStarted;
import org.openkifu.tournament.domain.TournamentState.Status;

class LifecycleTest {

    private static void refused(ThrowingCallable call, String code) {
        assertThatThrownBy(call).isInstanceOfSatisfying(TournamentViolation.class, v -> {
            assertThat(v.code()).isEqualTo(code);
            assertThat(v.getMessage()).isNotBlank();
        });
    }

    private static final Entrant ALICE = new Entrant("alice", "Alice A", Rank.parse("3k"), 1900, "NL", "Ams");

    @Test
    void draftThenRegistrationThenRunningThenFinished() {
        TournamentScript t = TournamentScript.create(TournamentSettings.swiss(1));
        assertThat(t.state().status()).isEqualTo(Status.DRAFT);
        t.run(new OpenRegistration(ID, ORGANIZER));
        assertThat(t.state().status()).isEqualTo(Status.REGISTRATION_OPEN);
        t.run(new Register(ID, "alice", ALICE)).run(new Register(ID, "bob", Entrant.of("bob", "2k")));
        t.start(1);
        assertThat(t.state().status()).isEqualTo(Status.RUNNING);
        assertThat(t.last()).first().isInstanceOf(TournamentStarted.class);
        t.playRound((b, w) -> b);
        assertThat(t.state().status()).isEqualTo(Status.FINISHED);
        refused(() -> t.start(2), TournamentViolation.NO_MORE_ROUNDS);
    }

    @Test
    void creatingTheSameTournamentAgainChangesNothingButAnotherOneIsRefused() {
        TournamentScript t = TournamentScript.create(TournamentSettings.swiss(3));
        t.run(new CreateTournament(ID, ORGANIZER, "Spring Cup", "NL, Amsterdam", TournamentSettings.swiss(3)));
        assertThat(t.last()).isEmpty();
        refused(() -> t.run(new CreateTournament(ID, "mallory", "Other", "", TournamentSettings.swiss(3))),
                TournamentViolation.TOURNAMENT_ALREADY_EXISTS);
    }

    @Test
    void settingsAreValidated() {
        TournamentSettings mmsInSwiss = TournamentSettings.swiss(3).withTieBreakers(List.of(TieBreaker.MMS));
        refused(() -> TournamentScript.create(mmsInSwiss), TournamentViolation.INVALID_SETTINGS);
        TournamentSettings noBar = TournamentSettings.mcMahon(3, null, null);
        refused(() -> TournamentScript.create(noBar), TournamentViolation.INVALID_SETTINGS);
        TournamentSettings zeroRounds = TournamentSettings.swiss(0);
        refused(() -> TournamentScript.create(zeroRounds), TournamentViolation.INVALID_SETTINGS);
        TournamentSettings twoGameHandicap = TournamentSettings.swiss(3).withTwoGameMatches(true)
                .withHandicap(HandicapPolicy.byRank(9, 0));
        refused(() -> TournamentScript.create(twoGameHandicap), TournamentViolation.INVALID_SETTINGS);
        TournamentSettings badTime = TournamentSettings.swiss(3)
                .withTimeControl(new TimeControl(TimeControl.Kind.ABSOLUTE, 0, 0, 0, 0, 0));
        refused(() -> TournamentScript.create(badTime), TournamentViolation.INVALID_SETTINGS);
    }

    @Test
    void onlyTheOrganizerRunsTheTournament() {
        TournamentScript t = TournamentScript.create(TournamentSettings.swiss(3));
        refused(() -> t.run(new OpenRegistration(ID, "alice")), TournamentViolation.NOT_THE_ORGANIZER);
        refused(() -> t.run(new ChangeSettings(ID, "alice", TournamentSettings.swiss(4))), TournamentViolation.NOT_THE_ORGANIZER);
        refused(() -> t.run(new AddPlayer(ID, "alice", ALICE)), TournamentViolation.NOT_THE_ORGANIZER);
        t.run(new OpenRegistration(ID, ORGANIZER)).run(new Register(ID, "alice", ALICE));
        refused(() -> t.run(new StartRound(ID, "alice", 1)), TournamentViolation.NOT_THE_ORGANIZER);
        refused(() -> t.run(new RemovePlayer(ID, "alice", "alice")), TournamentViolation.NOT_THE_ORGANIZER);
    }

    @Test
    void registrationRules() {
        TournamentSettings limited = TournamentSettings.swiss(1).withLimits(Rank.parse("10k"), Rank.parse("1d"), null, null, 2);
        TournamentScript t = TournamentScript.create(limited);
        refused(() -> t.run(new Register(ID, "alice", ALICE)), TournamentViolation.REGISTRATION_CLOSED);
        t.run(new OpenRegistration(ID, ORGANIZER));
        refused(() -> t.run(new Register(ID, "bob", ALICE)), TournamentViolation.NOT_THE_PLAYER);
        refused(() -> t.run(new Register(ID, "dan", Entrant.of("dan", "3d"))), TournamentViolation.RANK_OUT_OF_RANGE);
        refused(() -> t.run(new Register(ID, "kim", Entrant.of("kim", "12k"))), TournamentViolation.RANK_OUT_OF_RANGE);
        t.run(new Register(ID, "alice", ALICE));
        refused(() -> t.run(new Register(ID, "alice", ALICE)), TournamentViolation.ALREADY_REGISTERED);
        t.run(new Register(ID, "bob", Entrant.of("bob", "1d")));
        refused(() -> t.run(new Register(ID, "carl", Entrant.of("carl", "5k"))), TournamentViolation.TOURNAMENT_FULL);
        t.start(1);
        refused(() -> t.run(new Register(ID, "carl", Entrant.of("carl", "5k"))), TournamentViolation.REGISTRATION_CLOSED);
        refused(() -> t.run(new ChangeSettings(ID, ORGANIZER, limited.withLimits(null, null, null, null, 0))),
                TournamentViolation.INVALID_STATE);
    }

    @Test
    void ratingLimitsNeedARating() {
        TournamentScript t = TournamentScript.create(TournamentSettings.swiss(3).withLimits(null, null, 1800, 2100, 0))
                .run(new OpenRegistration(ID, ORGANIZER));
        refused(() -> t.run(new Register(ID, "bob", Entrant.of("bob", "1d"))), TournamentViolation.RATING_OUT_OF_RANGE);
        refused(() -> t.run(new Register(ID, "cy", new Entrant("cy", null, Rank.parse("1d"), 2200, null, null))),
                TournamentViolation.RATING_OUT_OF_RANGE);
        t.run(new Register(ID, "alice", ALICE));
        assertThat(t.state().players()).hasSize(1);
    }

    @Test
    void aRoundStartsOnlyWhenThePreviousOneHasFinishedAndAskingTwiceChangesNothing() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(3), field(4)).start(1);
        t.start(1);
        assertThat(t.last()).isEmpty();
        refused(() -> t.start(2), TournamentViolation.ROUND_NOT_FINISHED);
        refused(() -> t.start(3), TournamentViolation.INVALID_STATE);
        refused(() -> t.run(new FinishTournament(ID, ORGANIZER)), TournamentViolation.ROUND_NOT_FINISHED);
        t.playRound((b, w) -> b).start(2);
        assertThat(t.last()).first().isInstanceOf(RoundPaired.class);
        t.playRound((b, w) -> w).run(new FinishTournament(ID, ORGANIZER));
        assertThat(t.state().status()).isEqualTo(Status.FINISHED);
        assertThat(t.state().roundsPaired()).isEqualTo(2);
    }

    @Test
    void aTournamentNeedsEnoughPlayersForItsRounds() {
        TournamentScript one = TournamentScript.withPlayers(TournamentSettings.swiss(3), field(1));
        refused(() -> one.start(1), TournamentViolation.NOT_ENOUGH_PLAYERS);
        TournamentScript four = TournamentScript.withPlayers(TournamentSettings.swiss(4), field(4));
        refused(() -> four.start(1), TournamentViolation.NOT_ENOUGH_PLAYERS);
        TournamentScript draft = TournamentScript.create(TournamentSettings.swiss(3));
        refused(() -> draft.start(1), TournamentViolation.INVALID_STATE);
    }

    @Test
    void gamesAreRequestedWithDerivedIdsFixedColoursAndTheTournamentsSettings() {
        TournamentSettings s = TournamentSettings.swiss(3).withTimeControl(TimeControl.japanese(30, 5, 30))
                .withPairing(new PairingRules(null, null, null, null, null, PairingRules.SeedSystem.SPLIT_AND_SLIP,
                        null, null)); // round 1 as 1-3, 2-4
        TournamentScript t = TournamentScript.withPlayers(s, field(4)).start(1);
        List<GameRequested> requests = t.requests(1);
        assertThat(requests).hasSize(2);
        GameRequested first = requests.get(0);
        assertThat(first.requestId()).isEqualTo("tournament/cup-1/round-1/board-1");
        assertThat(first.gameId()).isEqualTo(java.util.UUID.nameUUIDFromBytes(
                "openkifu:game:TOURNAMENT_PAIRING:tournament/cup-1/round-1/board-1".getBytes(
                        java.nio.charset.StandardCharsets.UTF_8)).toString());
        assertThat(List.of(first.blackUserId(), first.whiteUserId())).containsExactlyInAnyOrder("p1", "p3");
        assertThat(first.komi()).isEqualTo(6.5);
        assertThat(first.handicap()).isZero();
        assertThat(first.size()).isEqualTo(19);
        assertThat(first.rulePresetId()).isEqualTo("japanese");
        assertThat(first.timeControl()).isEqualTo(TimeControl.japanese(30, 5, 30));
        assertThat(first.rated()).isTrue();
        assertThat(first.eventName()).as("the tournament's name, for the game library").isEqualTo("Spring Cup");
        // the same history decides the same requests
        TournamentScript again = TournamentScript.withPlayers(s, field(4)).start(1);
        assertThat(again.requests(1)).extracting(GameRequested::gameId)
                .containsExactlyElementsOf(requests.stream().map(GameRequested::gameId).toList());
    }

    @Test
    void aWithdrawalBeforeTheStartRemovesThePlayerAfterwardsTheyAreNoLongerPaired() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(3), field(5));
        t.run(new Withdraw(ID, "p5"));
        assertThat(t.last()).containsExactly(new PlayerRemoved(ID, "p5", "p5", t.now()));
        t.start(1);
        assertThat(t.state().seeds()).doesNotContain("p5");
        t.run(new Withdraw(ID, "p4"));
        assertThat(t.last()).containsExactly(new PlayerWithdrawn(ID, "p4", "p4", 1, t.now()));
        t.playRound((b, w) -> b).start(2);
        assertThat(t.state().round(2).boardOf("p4")).isEmpty();
        assertThat(t.state().round(2).hasBye("p4")).isFalse();
        assertThat(t.state().round(2).byes()).hasSize(1);
        refused(() -> t.run(new Withdraw(ID, "nobody")), TournamentViolation.NOT_REGISTERED);
    }

    @Test
    void anAbsentPlayerIsNotPairedAndScoresHalfAPointInMcMahon() {
        TournamentSettings mm = TournamentSettings.mcMahon(3, Rank.parse("3d"), Rank.parse("10k"));
        TournamentScript t = TournamentScript.withPlayers(mm, field(5));
        t.run(new MarkAbsent(ID, ORGANIZER, "p2", 1)).run(new MarkAbsent(ID, ORGANIZER, "p2", 2));
        t.run(new MarkAbsent(ID, ORGANIZER, "p3", 1)).run(new CancelAbsence(ID, ORGANIZER, "p3", 1));
        t.start(1);
        assertThat(t.state().round(1).absent()).containsExactly("p2");
        assertThat(t.state().round(1).boards()).hasSize(2);
        assertThat(t.state().round(1).byes()).isEmpty();
        refused(() -> t.run(new MarkAbsent(ID, ORGANIZER, "p1", 1)), TournamentViolation.ROUND_ALREADY_PAIRED);
        refused(() -> t.run(new MarkAbsent(ID, ORGANIZER, "p1", 4)), TournamentViolation.NO_MORE_ROUNDS);
        t.playRound((b, w) -> b).start(2);
        t.playRound((b, w) -> b);
        var row = org.openkifu.tournament.domain.standings.ScoreCards.standings(t.state()).stream()
                .filter(r -> r.userId().equals("p2")).findFirst().orElseThrow();
        assertThat(row.mms()).as("4d starts at the 3d bar, 32, + two absences of ½").isEqualTo(33.0);
        assertThat(row.nbw()).isZero();
    }

    @Test
    void absencesAreForSwissAndMcMahon() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.ROUND_ROBIN), field(4));
        refused(() -> t.run(new MarkAbsent(ID, ORGANIZER, "p1", 1)), TournamentViolation.INVALID_STATE);
    }

    @Test
    void aLateEntryJoinsTheNextRoundOfASwissButNotARoundRobin() {
        TournamentScript swiss = TournamentScript.withPlayers(TournamentSettings.swiss(3), field(4)).start(1);
        swiss.run(new AddPlayer(ID, ORGANIZER, Entrant.of("late", "1k")));
        swiss.playRound((b, w) -> b).start(2);
        assertThat(swiss.state().round(2).boardOf("late").isPresent() || swiss.state().round(2).hasBye("late")).isTrue();
        TournamentScript rr = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.ROUND_ROBIN), field(4)).start(1);
        refused(() -> rr.run(new AddPlayer(ID, ORGANIZER, Entrant.of("late", "1k"))), TournamentViolation.INVALID_STATE);
    }

    @Test
    void aRoundRobinFollowsTheBergerTableAndEndsAfterItsLastRound() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.ROUND_ROBIN), field(5)).start(1);
        assertThat(t.state().plannedRounds()).isEqualTo(5);
        // Berger table for 6 (5 + the dummy), round 1: 1-6 (bye for seed 1), 2-5, 3-4
        assertThat(t.state().round(1).byes()).extracting(Bye::userId).containsExactly("p1");
        assertThat(t.state().round(1).boards()).extracting(b -> b.board().blackUserId() + "-" + b.board().whiteUserId())
                .containsExactly("p2-p5", "p3-p4");
        for (int r = 1; r <= 5; r++) {
            t.playRound((b, w) -> b);
            if (r < 5) {
                t.start(r + 1);
            }
        }
        assertThat(t.state().status()).isEqualTo(Status.FINISHED);
    }

    @Test
    void inARoundRobinAWithdrawnPlayersOpponentsGetAByeAndTheTableGoesOn() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.ROUND_ROBIN), field(4)).start(1);
        t.playRound((b, w) -> b).run(new Withdraw(ID, "p4")).start(2);
        // Berger round 2 for 4: 4-3, 1-2; p4 has withdrawn, so p3 has a bye
        assertThat(t.state().round(2).byes()).extracting(Bye::userId).containsExactly("p3");
        assertThat(t.state().round(2).boards()).extracting(b -> b.board().blackUserId() + "-" + b.board().whiteUserId())
                .containsExactly("p1-p2");
    }

    @Test
    void theOrganizerChangesTheSettingsBeforeTheStart() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(3), field(3));
        t.run(new ChangeSettings(ID, ORGANIZER, TournamentSettings.swiss(2)));
        assertThat(t.state().settings().rounds()).isEqualTo(2);
        t.run(new ChangeSettings(ID, ORGANIZER, TournamentSettings.swiss(2)));
        assertThat(t.last()).isEmpty();
        refused(() -> t.run(new ChangeSettings(ID, ORGANIZER, TournamentSettings.swiss(2).withLimits(null, null, null, null, 2))),
                TournamentViolation.INVALID_SETTINGS);
    }
}
