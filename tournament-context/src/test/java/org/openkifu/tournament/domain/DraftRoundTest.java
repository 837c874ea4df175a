package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.tournament.domain.TournamentScript.ID;
import static org.openkifu.tournament.domain.TournamentScript.ORGANIZER;
import static org.openkifu.tournament.domain.TournamentScript.field;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.TournamentCommand.CancelAbsence;
import org.openkifu.tournament.domain.TournamentCommand.DiscardDraftRound;
import org.openkifu.tournament.domain.TournamentCommand.FinishTournament;
import org.openkifu.tournament.domain.TournamentCommand.GiveDraftBye;
import org.openkifu.tournament.domain.TournamentCommand.MarkAbsent;
import org.openkifu.tournament.domain.TournamentCommand.PairDraftBoard;
import org.openkifu.tournament.domain.TournamentCommand.PairDraftRest;
import org.openkifu.tournament.domain.TournamentCommand.PairDraftRound;
import org.openkifu.tournament.domain.TournamentCommand.PublishDraftRound;
import org.openkifu.tournament.domain.TournamentCommand.RemovePlayer;
import org.openkifu.tournament.domain.TournamentCommand.SetDraftHandicap;
import org.openkifu.tournament.domain.TournamentCommand.StartRound;
import org.openkifu.tournament.domain.TournamentCommand.SwapDraftColours;
import org.openkifu.tournament.domain.TournamentCommand.UnpairDraftBoards;
import org.openkifu.tournament.domain.TournamentEvent.DraftBoardPaired;
import org.openkifu.tournament.domain.TournamentEvent.DraftByeGiven;
import org.openkifu.tournament.domain.TournamentEvent.DraftRoundPaired;
import org.openkifu.tournament.domain.TournamentEvent.DraftRoundPublished;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.TournamentEvent.RoundPaired;
import org.openkifu.tournament.domain.TournamentEvent.TournamentStarted;
import org.openkifu.tournament.domain.TournamentState.Status;

/** Draft rounds (docs/tournaments.md, "Draft rounds"): every edit, publishing, and every refusal changing nothing. */
class DraftRoundTest {

    /** Five players p1 (5d) .. p5 (1d), a three-round Swiss. */
    private static TournamentScript swiss(TournamentSettings settings) {
        return TournamentScript.withPlayers(settings, field(5));
    }

    private static TournamentScript swiss() {
        return swiss(TournamentSettings.swiss(3));
    }

    /** Round {@code r} drafted empty, then p1–p2 and p3–p4 by hand (Black first), p5 with the bye. */
    private static TournamentScript handDraft(TournamentScript t, int r) {
        return t.run(new PairDraftRound(ID, ORGANIZER, r, false))
                .run(new PairDraftBoard(ID, ORGANIZER, r, "p1", "p2", null))
                .run(new PairDraftBoard(ID, ORGANIZER, r, "p3", "p4", null))
                .run(new GiveDraftBye(ID, ORGANIZER, r, "p5"));
    }

    private static void refused(TournamentScript t, TournamentCommand c, String code) {
        TournamentState before = t.state();
        int events = t.events().size();
        assertThatThrownBy(() -> t.run(c)).isInstanceOfSatisfying(TournamentViolation.class, v -> {
            assertThat(v.code()).isEqualTo(code);
            assertThat(v.getMessage()).isNotBlank();
        });
        assertThat(t.state()).isEqualTo(before);
        assertThat(t.events()).hasSize(events);
    }

    private static List<String> board(Board b) {
        return List.of(b.blackUserId(), b.whiteUserId());
    }

    @Test
    void aDraftIsPairedByTheEngineWithoutRequestingGamesAndNobodyIsLeftOut() {
        TournamentScript t = swiss().run(new PairDraftRound(ID, ORGANIZER, 1, true));
        assertThat(t.last()).hasSize(2);
        assertThat(t.last().get(0)).isInstanceOf(TournamentStarted.class);
        assertThat(t.last().get(1)).isInstanceOf(DraftRoundPaired.class);
        assertThat(t.state().status()).isEqualTo(Status.RUNNING);
        assertThat(t.state().roundsPaired()).isZero();
        DraftRound d = t.state().draft();
        assertThat(d.round()).isEqualTo(1);
        assertThat(d.boards()).hasSize(2);
        assertThat(d.byes()).hasSize(1);
        List<String> everybody = new ArrayList<>();
        d.boards().forEach(b -> everybody.addAll(board(b)));
        d.byes().forEach(b -> everybody.add(b.userId()));
        assertThat(everybody).containsExactlyInAnyOrder("p1", "p2", "p3", "p4", "p5");
        assertThat(d.unpaired(t.state())).isEmpty();
        assertThat(d.report(t.state()).boards()).isEqualTo(2);
        t.run(new PairDraftRound(ID, ORGANIZER, 1, true));
        assertThat(t.last()).isEmpty(); // asking again changes nothing
    }

    @Test
    void publishingPairsTheRoundAsDraftedAndRequestsEachGameOnce() {
        TournamentScript t = handDraft(swiss(), 1).run(new PublishDraftRound(ID, ORGANIZER, 1));
        assertThat(t.last().get(0)).isEqualTo(new DraftRoundPublished(ID, 1, ORGANIZER, t.now()));
        RoundPaired paired = (RoundPaired) t.last().get(1);
        assertThat(paired.boards()).containsExactly(new Board(1, null, "p1", "p2", 0, 6.5, 1),
                new Board(2, null, "p3", "p4", 0, 6.5, 1));
        assertThat(paired.byes()).containsExactly(new Bye("p5", null));
        assertThat(t.last()).filteredOn(GameRequested.class::isInstance).hasSize(2);
        assertThat(t.requests(1)).extracting(GameRequested::blackUserId).containsExactly("p1", "p3");
        assertThat(t.state().draft()).isNull();
        assertThat(t.state().roundsPaired()).isEqualTo(1);
        refused(t, new PublishDraftRound(ID, ORGANIZER, 1), "ROUND_ALREADY_PUBLISHED");
        refused(t, new SwapDraftColours(ID, ORGANIZER, 1, 1), "ROUND_ALREADY_PUBLISHED");
        refused(t, new PairDraftRound(ID, ORGANIZER, 1, true), "ROUND_ALREADY_PUBLISHED");
        assertThat(t.requests(1)).hasSize(2);
    }

    @Test
    void aPausedTournamentPublishesNoDraftUntilResumed() {
        TournamentScript t = handDraft(swiss(), 1)
                .run(new DirectorCommands.PauseTournament(ID, ORGANIZER, "the hall is not ready"));
        refused(t, new PublishDraftRound(ID, ORGANIZER, 1), "TOURNAMENT_PAUSED");
        assertThat(t.state().draft()).isNotNull();
        t.run(new DirectorCommands.ResumeTournament(ID, ORGANIZER)).run(new PublishDraftRound(ID, ORGANIZER, 1));
        assertThat(t.requests(1)).hasSize(2);
    }

    @Test
    void twoBoardsUnpairedArePairedDifferentlyAndTheGapsCloseOnPublishing() {
        TournamentScript t = handDraft(swiss(), 1)
                .run(new UnpairDraftBoards(ID, ORGANIZER, 1, List.of(1, 2)));
        assertThat(t.state().draft().boards()).isEmpty();
        assertThat(t.state().draft().unpaired(t.state())).containsExactly("p1", "p2", "p3", "p4");
        t.run(new PairDraftBoard(ID, ORGANIZER, 1, "p4", "p1", null));
        assertThat(t.last()).containsExactly(new DraftBoardPaired(ID, 1, new Board(1, null, "p4", "p1", 0, 6.5, 1),
                ORGANIZER, t.now()));
        t.run(new PairDraftBoard(ID, ORGANIZER, 1, "p2", "p3", null))
                .run(new UnpairDraftBoards(ID, ORGANIZER, 1, List.of(1)))
                .run(new PairDraftBoard(ID, ORGANIZER, 1, "p1", "p4", null));
        // board 1 was free again: p1–p4 takes it, p2–p3 keeps 2
        assertThat(t.state().draft().boards()).containsExactlyInAnyOrder(new Board(2, null, "p2", "p3", 0, 6.5, 1),
                new Board(1, null, "p1", "p4", 0, 6.5, 1));
        t.run(new PublishDraftRound(ID, ORGANIZER, 1));
        assertThat(((RoundPaired) t.last().get(1)).boards()).containsExactly(new Board(1, null, "p1", "p4", 0, 6.5, 1),
                new Board(2, null, "p2", "p3", 0, 6.5, 1));
    }

    @Test
    void coloursAreSwappedAndAHandicapChangedWithItsKomi() {
        TournamentScript t = swiss(TournamentSettings.swiss(3).withHandicap(HandicapPolicy.byRank(9, 0)))
                .run(new PairDraftRound(ID, ORGANIZER, 1, false))
                // p1 5d and p3 3d: 2 stones by the policy, the weaker (p3) takes Black whatever the order given
                .run(new PairDraftBoard(ID, ORGANIZER, 1, "p1", "p3", null))
                .run(new PairDraftBoard(ID, ORGANIZER, 1, "p2", "p4", 0));
        assertThat(t.state().draft().board(1)).contains(new Board(1, null, "p3", "p1", 2, 0.5, 1));
        assertThat(t.state().draft().board(2)).contains(new Board(2, null, "p2", "p4", 0, 6.5, 1));
        t.run(new SwapDraftColours(ID, ORGANIZER, 1, 2));
        assertThat(t.state().draft().board(2)).contains(new Board(2, null, "p4", "p2", 0, 6.5, 1));
        t.run(new SetDraftHandicap(ID, ORGANIZER, 1, 1, 0));
        assertThat(t.state().draft().board(1)).contains(new Board(1, null, "p3", "p1", 0, 6.5, 1));
        t.run(new SetDraftHandicap(ID, ORGANIZER, 1, 2, 3));
        assertThat(t.state().draft().board(2)).contains(new Board(2, null, "p4", "p2", 3, 0.5, 1));
        t.run(new SetDraftHandicap(ID, ORGANIZER, 1, 2, 3));
        assertThat(t.last()).isEmpty();
        refused(t, new SetDraftHandicap(ID, ORGANIZER, 1, 2, 10), TournamentViolation.INVALID_COMMAND);
        refused(t, new SetDraftHandicap(ID, ORGANIZER, 1, 7, 1), "BOARD_NOT_FOUND");
        refused(t, new SwapDraftColours(ID, ORGANIZER, 1, 7), "BOARD_NOT_FOUND");
        t.run(new GiveDraftBye(ID, ORGANIZER, 1, "p5")).run(new PublishDraftRound(ID, ORGANIZER, 1));
        assertThat(t.requests(1)).extracting(GameRequested::blackUserId, GameRequested::handicap, GameRequested::komi)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("p3", 0, 6.5),
                        org.assertj.core.groups.Tuple.tuple("p4", 3, 0.5));
    }

    @Test
    void theByeGoesToSomeoneElseAndTheFormerHolderIsPairedInstead() {
        TournamentScript t = handDraft(swiss(), 1).run(new UnpairDraftBoards(ID, ORGANIZER, 1, List.of(2)))
                .run(new GiveDraftBye(ID, ORGANIZER, 1, "p3"));
        assertThat(t.last()).containsExactly(new DraftByeGiven(ID, 1, "p3", "p5", ORGANIZER, t.now()));
        assertThat(t.state().draft().unpaired(t.state())).containsExactly("p4", "p5");
        refused(t, new PairDraftBoard(ID, ORGANIZER, 1, "p3", "p4", null), "PLAYER_ALREADY_PAIRED"); // has the bye
        refused(t, new GiveDraftBye(ID, ORGANIZER, 1, "p1"), "PLAYER_ALREADY_PAIRED"); // on board 1
        refused(t, new PublishDraftRound(ID, ORGANIZER, 1), "DRAFT_INCOMPLETE");
        t.run(new PairDraftBoard(ID, ORGANIZER, 1, "p5", "p4", null)).run(new PublishDraftRound(ID, ORGANIZER, 1));
        RoundPaired paired = (RoundPaired) t.last().get(1);
        assertThat(paired.byes()).containsExactly(new Bye("p3", null));
        assertThat(paired.boards()).extracting(DraftRoundTest::board)
                .containsExactly(List.of("p1", "p2"), List.of("p5", "p4"));
    }

    @Test
    void aSubsetIsPairedByHandAndTheEngineTheRest() {
        TournamentScript t = swiss().run(new PairDraftRound(ID, ORGANIZER, 1, false))
                .run(new PairDraftBoard(ID, ORGANIZER, 1, "p1", "p5", null))
                .run(new PairDraftRest(ID, ORGANIZER, 1));
        DraftRound d = t.state().draft();
        assertThat(d.boards()).hasSize(2);
        assertThat(d.board(1)).contains(new Board(1, null, "p1", "p5", 0, 6.5, 1));
        Board rest = d.board(2).orElseThrow();
        List<String> restPlayers = new ArrayList<>(board(rest));
        restPlayers.add(d.byes().get(0).userId());
        assertThat(restPlayers).containsExactlyInAnyOrder("p2", "p3", "p4");
        assertThat(d.unpaired(t.state())).isEmpty();
        t.run(new PairDraftRest(ID, ORGANIZER, 1));
        assertThat(t.last()).isEmpty(); // nobody left to pair
    }

    @Test
    void theEngineDoesNotGiveASecondBye() {
        TournamentScript t = swiss().run(new PairDraftRound(ID, ORGANIZER, 1, false))
                .run(new GiveDraftBye(ID, ORGANIZER, 1, "p5"))
                .run(new PairDraftBoard(ID, ORGANIZER, 1, "p1", "p2", null))
                .run(new UnpairDraftBoards(ID, ORGANIZER, 1, List.of(1)))
                .run(new GiveDraftBye(ID, ORGANIZER, 1, "p1")); // p5 unpaired again: p2..p5 even
        t.run(new PairDraftRest(ID, ORGANIZER, 1));
        assertThat(t.state().draft().boards()).hasSize(2);
        assertThat(t.state().draft().byes()).containsExactly(new Bye("p1", null));
    }

    @Test
    void aRepeatedPairingAndAnAbsentWithdrawnOrUnknownPlayerAreRefused() {
        TournamentScript t = handDraft(swiss(), 1).run(new PublishDraftRound(ID, ORGANIZER, 1))
                .playRound((b, w) -> b)
                .run(new MarkAbsent(ID, ORGANIZER, "p5", 2))
                .run(new RemovePlayer(ID, ORGANIZER, "p4")) // a withdrawal after the start
                .run(new PairDraftRound(ID, ORGANIZER, 2, false));
        assertThat(t.state().draft().absent()).containsExactly("p5");
        assertThat(t.state().draft().unpaired(t.state())).containsExactly("p1", "p2", "p3");
        refused(t, new PairDraftBoard(ID, ORGANIZER, 2, "p2", "p1", null), "PAIRING_REPEATED");
        refused(t, new PairDraftBoard(ID, ORGANIZER, 2, "p1", "p5", null), "PLAYER_ABSENT");
        refused(t, new PairDraftBoard(ID, ORGANIZER, 2, "p1", "p4", null), "PLAYER_ABSENT");
        refused(t, new PairDraftBoard(ID, ORGANIZER, 2, "p1", "zed", null), "PLAYER_ABSENT");
        refused(t, new GiveDraftBye(ID, ORGANIZER, 2, "p5"), "PLAYER_ABSENT");
        refused(t, new PairDraftBoard(ID, ORGANIZER, 2, "p1", "p1", null), TournamentViolation.INVALID_COMMAND);
        t.run(new PairDraftBoard(ID, ORGANIZER, 2, "p1", "p3", null));
        refused(t, new PairDraftBoard(ID, ORGANIZER, 2, "p2", "p3", null), "PLAYER_ALREADY_PAIRED");
        // marked absent after it was drafted: publishing refuses the board until it is unpaired
        t.run(new GiveDraftBye(ID, ORGANIZER, 2, "p2")).run(new MarkAbsent(ID, ORGANIZER, "p3", 2));
        refused(t, new PublishDraftRound(ID, ORGANIZER, 2), "PLAYER_ABSENT");
        t.run(new UnpairDraftBoards(ID, ORGANIZER, 2, List.of(1)));
        refused(t, new PublishDraftRound(ID, ORGANIZER, 2), "DRAFT_INCOMPLETE"); // p1 alone
        t.run(new CancelAbsence(ID, ORGANIZER, "p3", 2)).run(new PairDraftBoard(ID, ORGANIZER, 2, "p3", "p1", null))
                .run(new PublishDraftRound(ID, ORGANIZER, 2));
        RoundPaired paired = (RoundPaired) t.last().get(1);
        assertThat(paired.boards()).containsExactly(new Board(1, null, "p3", "p1", 0, 6.5, 1));
        assertThat(paired.byes()).containsExactly(new Bye("p2", null));
        assertThat(paired.absent()).containsExactly("p5");
    }

    @Test
    void onlyTheOrganizerEditsAndEveryEditNeedsADraft() {
        TournamentScript t = swiss();
        refused(t, new SwapDraftColours(ID, ORGANIZER, 1, 1), "DRAFT_NOT_FOUND");
        refused(t, new PublishDraftRound(ID, ORGANIZER, 1), "DRAFT_NOT_FOUND");
        handDraft(t, 1);
        refused(t, new SwapDraftColours(ID, "p1", 1, 1), TournamentViolation.NOT_THE_ORGANIZER);
        refused(t, new PublishDraftRound(ID, "p1", 1), TournamentViolation.NOT_THE_ORGANIZER);
        refused(t, new PairDraftRound(ID, "p1", 2, true), TournamentViolation.NOT_THE_ORGANIZER);
        refused(t, new SwapDraftColours(ID, ORGANIZER, 2, 1), "DRAFT_NOT_FOUND");
        refused(t, new UnpairDraftBoards(ID, ORGANIZER, 1, List.of()), TournamentViolation.INVALID_COMMAND);
        refused(t, new UnpairDraftBoards(ID, ORGANIZER, 1, List.of(1, 3)), "BOARD_NOT_FOUND");
        refused(t, new StartRound(ID, ORGANIZER, 1), "ROUND_IN_DRAFT");
        refused(t, new FinishTournament(ID, ORGANIZER), "ROUND_IN_DRAFT");
    }

    @Test
    void aDiscardedDraftLeavesTheRoundUnpairedAndItStartsAsBefore() {
        TournamentScript t = handDraft(swiss(), 1).run(new DiscardDraftRound(ID, ORGANIZER, 1));
        assertThat(t.state().draft()).isNull();
        assertThat(t.state().roundsPaired()).isZero();
        t.start(1);
        assertThat(t.state().roundsPaired()).isEqualTo(1);
        assertThat(t.requests(1)).hasSize(2);
    }

    @Test
    void aTournamentWhoseFirstDraftWasDiscardedCannotFinishBeforeARoundIsPlayed() {
        TournamentScript t = handDraft(swiss(), 1).run(new DiscardDraftRound(ID, ORGANIZER, 1));
        refused(t, new FinishTournament(ID, ORGANIZER), TournamentViolation.INVALID_STATE);
    }

    @Test
    void withRoundsStartingByThemselvesTheDraftIsPublishedAtOnce() {
        TournamentScript t = swiss(TournamentSettings.swiss(3).withAutoStartRounds(true))
                .run(new PairDraftRound(ID, ORGANIZER, 1, true));
        assertThat(t.last()).noneMatch(e -> e.getClass().getSimpleName().startsWith("Draft"));
        assertThat(t.last()).filteredOn(RoundPaired.class::isInstance).hasSize(1);
        assertThat(t.last()).filteredOn(GameRequested.class::isInstance).hasSize(2);
        assertThat(t.state().draft()).isNull();
    }

    @Test
    void roundRobinsAndKnockOutsHaveNoDrafts() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.ROUND_ROBIN), field(4));
        refused(t, new PairDraftRound(ID, ORGANIZER, 1, true), TournamentViolation.INVALID_STATE);
    }
}
