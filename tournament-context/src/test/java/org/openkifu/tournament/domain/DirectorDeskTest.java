package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.tournament.domain.TournamentScript.ID;
import static org.openkifu.tournament.domain.TournamentScript.ORGANIZER;
import static org.openkifu.tournament.domain.TournamentScript.field;

import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.DirectorCommands.EnterResult;
import org.openkifu.tournament.domain.DirectorEvents.OrganizerResultEntered;
import org.openkifu.tournament.domain.TournamentCommand.RecordGameResult;
import org.openkifu.tournament.domain.TournamentEvent.RoundFinished;
import org.openkifu.tournament.domain.TournamentState.GameSlot;
import org.openkifu.tournament.domain.export.EgfH9Export;
import org.openkifu.tournament.domain.standings.ScoreCards;
import org.openkifu.tournament.domain.standings.StandingsRow;

/** The organizer's results (issue 17): given a history, when the organizer decides, then these facts or this refusal. */
class DirectorDeskTest {

    static void refused(TournamentScript t, ThrowingCallable call, String code) {
        int before = t.events().size();
        TournamentState state = t.state();
        assertThatThrownBy(call).isInstanceOfSatisfying(TournamentViolation.class, v -> {
            assertThat(v.code()).isEqualTo(code);
            assertThat(v.getMessage()).isNotBlank();
        });
        assertThat(t.events()).hasSize(before);
        assertThat(t.state()).isSameAs(state);
    }

    static EnterResult enter(int round, int board, ResultKind kind, String reason) {
        return new EnterResult(ID, ORGANIZER, round, board, 1, kind, reason);
    }

    private static double nbw(TournamentState s, String userId) {
        return ScoreCards.standings(s).stream().filter(r -> r.userId().equals(userId)).findFirst()
                .map(StandingsRow::nbw).orElseThrow();
    }

    @Test
    void aForfeitWithoutAGameFinishesTheRoundAndALaterGameResultDoesNotOverwriteIt() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(3), field(4)).start(1);
        t.result(1, 1, 1, t.slot(1, 1, 1).blackUserId(), FinishReason.RESIGNATION, null);
        GameSlot g = t.slot(1, 2, 1);
        t.run(enter(1, 2, ResultKind.WHITE_WINS_BY_DEFAULT, "Black did not come"));

        OrganizerResultEntered e = (OrganizerResultEntered) t.last().get(0);
        assertThat(e.previous()).isNull();
        assertThat(e.enteredBy()).isEqualTo(ORGANIZER);
        assertThat(e.reason()).isEqualTo("Black did not come");
        assertThat(e.result().winnerUserId()).isEqualTo(g.whiteUserId());
        assertThat(e.result().reason()).isEqualTo(FinishReason.FORFEIT);
        assertThat(t.last()).hasSize(2).element(1).isInstanceOf(RoundFinished.class);
        GameSlot decided = t.slot(1, 2, 1);
        assertThat(decided.decision().kind()).isEqualTo(ResultKind.WHITE_WINS_BY_DEFAULT);
        assertThat(decided.decision().correction()).isFalse();
        assertThat(nbw(t.state(), g.whiteUserId())).isEqualTo(1.0);
        assertThat(nbw(t.state(), g.blackUserId())).isEqualTo(0.0);

        // the game context's own result arrives later: the organizer's decision stands, nothing is recorded
        t.run(new RecordGameResult(ID, "game-context", t.finished(g, g.blackUserId(), FinishReason.SCORE, 3.5)));
        assertThat(t.last()).isEmpty();
        assertThat(t.slot(1, 2, 1).result().winnerUserId()).isEqualTo(g.whiteUserId());
        t.run(new TournamentCommand.CorrectGameResult(ID, "game-context", t.finished(g, g.blackUserId(),
                FinishReason.TIMEOUT, null)));
        assertThat(t.last()).as("nor does a correction from the game context").isEmpty();
        assertThat(t.slot(1, 2, 1).decision().by()).isEqualTo(ORGANIZER);

        // the EGF file writes the forfeit as a game not played: '!' instead of '/'
        String h9 = EgfH9Export.write(t.state(), false);
        assertThat(h9).containsPattern("\\d\\+!").containsPattern("\\d-!");
    }

    @Test
    void aCorrectionReplacesTheGamesResultAndTheStandingsFollow() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(3), field(4)).start(1);
        GameSlot g = t.slot(1, 1, 1);
        t.playRound((b, w) -> w);
        assertThat(nbw(t.state(), g.whiteUserId())).isEqualTo(1.0);

        t.run(enter(1, 1, ResultKind.BLACK_WINS, "scoring error: Black won by 2.5"));
        OrganizerResultEntered e = (OrganizerResultEntered) t.last().get(0);
        assertThat(e.previous().winnerUserId()).isEqualTo(g.whiteUserId());
        assertThat(t.last()).hasSize(1); // the round had finished already
        assertThat(t.slot(1, 1, 1).decision().correction()).isTrue();
        assertThat(t.slot(1, 1, 1).firstResult().winnerUserId()).isEqualTo(g.whiteUserId());
        assertThat(nbw(t.state(), g.blackUserId())).isEqualTo(1.0);
        assertThat(nbw(t.state(), g.whiteUserId())).isEqualTo(0.0);

        t.run(enter(1, 1, ResultKind.JIGO, "komi was 6.5, not 7.5"));
        assertThat(nbw(t.state(), g.blackUserId())).isEqualTo(0.5);
        t.run(enter(1, 1, ResultKind.BOTH_LOSE, "both players broke the rules"));
        assertThat(nbw(t.state(), g.blackUserId())).isEqualTo(0.0);
        assertThat(nbw(t.state(), g.whiteUserId())).isEqualTo(0.0);
        assertThat(t.events().stream().filter(x -> x instanceof OrganizerResultEntered)).hasSize(3);
    }

    @Test
    void refusals() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(3), field(4));
        refused(t, () -> t.run(enter(1, 1, ResultKind.BLACK_WINS, "early")), TournamentViolation.INVALID_STATE);
        t.start(1);
        t.result(1, 1, 1, t.slot(1, 1, 1).blackUserId(), FinishReason.RESIGNATION, null);
        refused(t, () -> t.run(new EnterResult(ID, "mallory", 1, 1, 1, ResultKind.WHITE_WINS, "x")),
                TournamentViolation.NOT_THE_ORGANIZER);
        refused(t, () -> t.run(enter(2, 1, ResultKind.WHITE_WINS, "x")), TournamentViolation.ROUND_NOT_FOUND);
        refused(t, () -> t.run(enter(0, 1, ResultKind.WHITE_WINS, "x")), TournamentViolation.ROUND_NOT_FOUND);
        refused(t, () -> t.run(enter(1, 9, ResultKind.WHITE_WINS, "x")), TournamentViolation.BOARD_NOT_FOUND);
        refused(t, () -> t.run(new EnterResult(ID, ORGANIZER, 1, 1, 2, ResultKind.WHITE_WINS, "x")),
                TournamentViolation.GAME_NOT_FOUND);
        refused(t, () -> t.run(enter(1, 1, ResultKind.BLACK_WINS, "again")), TournamentViolation.RESULT_UNCHANGED);
        refused(t, () -> t.run(enter(1, 1, null, "x")), TournamentViolation.INVALID_COMMAND);
        refused(t, () -> t.run(enter(1, 1, ResultKind.WHITE_WINS, null)), TournamentViolation.INVALID_REASON);
        refused(t, () -> t.run(enter(1, 1, ResultKind.WHITE_WINS, "  ")), TournamentViolation.INVALID_REASON);
        refused(t, () -> t.run(enter(1, 1, ResultKind.WHITE_WINS, "a\nforged line")), TournamentViolation.INVALID_REASON);
        refused(t, () -> t.run(enter(1, 1, ResultKind.WHITE_WINS, "x".repeat(201))), TournamentViolation.INVALID_REASON);
        t.run(enter(1, 1, ResultKind.WHITE_WINS, "x".repeat(200)));
        assertThat(t.last()).hasSize(1);
    }

    @Test
    void aGuestsBoardIsNotRequestedOnlineAndTheOrganizerEntersItsResult() {
        String guest = Guests.PREFIX + "0b7c3f64-3f0e-4c8e-9a55-1a2b3c4d5e6f";
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(2), field(3));
        t.run(new TournamentCommand.AddPlayer(ID, ORGANIZER, new Entrant(guest, "Gerda Guest", Rank.parse("2k"), null,
                "DE", "Berl")));
        t.start(1);
        Board guestBoard = t.state().round(1).boardOf(guest).orElseThrow().board();
        assertThat(t.state().round(1).boardOf(guest).orElseThrow().games()).isEmpty();
        assertThat(t.requests(1)).hasSize(1).noneMatch(r -> r.blackUserId().equals(guest) || r.whiteUserId().equals(guest));

        t.playRound((b, w) -> b);
        assertThat(t.state().round(1).finished()).isFalse();
        t.run(enter(1, guestBoard.number(), ResultKind.BLACK_WINS, "played on the board, result slip"));
        GameSlot g = t.slot(1, guestBoard.number(), 1);
        assertThat(g.gameId()).isNull();
        assertThat(g.blackUserId()).isEqualTo(guestBoard.blackUserId());
        assertThat(g.result().winnerUserId()).isEqualTo(guestBoard.blackUserId());
        assertThat(t.state().round(1).finished()).isTrue();

        refused(t, () -> t.run(new TournamentCommand.AddPlayer(ID, ORGANIZER, new Entrant("guest:abc", "Bad Id",
                Rank.parse("2k"), null, null, null))), TournamentViolation.INVALID_GUEST);
        refused(t, () -> t.run(new TournamentCommand.AddPlayer(ID, ORGANIZER, new Entrant(Guests.PREFIX
                + "1b7c3f64-3f0e-4c8e-9a55-1a2b3c4d5e6f", null, Rank.parse("2k"), null, null, null))),
                TournamentViolation.INVALID_GUEST);
    }

    @Test
    void guestIdsAreWellFormed() {
        assertThat(Guests.valid("guest:0b7c3f64-3f0e-4c8e-9a55-1a2b3c4d5e6f")).isTrue();
        assertThat(Guests.valid("guest:0B7C3F64-3F0E-4C8E-9A55-1A2B3C4D5E6F")).isFalse();
        assertThat(Guests.valid("guest:")).isFalse();
        assertThat(Guests.valid("alice")).isFalse();
        assertThat(List.of("alice", "guest:x")).filteredOn(Guests::isGuest).containsExactly("guest:x");
    }
}
