package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.tournament.domain.TournamentScript.ID;
import static org.openkifu.tournament.domain.TournamentScript.field;

import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.TournamentCommand.CorrectGameResult;
import org.openkifu.tournament.domain.TournamentCommand.RecordGameResult;
import org.openkifu.tournament.domain.TournamentEvent.GameResultCorrected;
import org.openkifu.tournament.domain.TournamentEvent.GameResultRecorded;
import org.openkifu.tournament.domain.TournamentEvent.RoundFinished;
import org.openkifu.tournament.domain.TournamentEvent.RoundPaired;
import org.openkifu.tournament.domain.TournamentState.GameSlot;
import org.openkifu.tournament.domain.standings.ScoreCards;
import org.openkifu.tournament.domain.standings.StandingsRow;

class ResultsTest {

    private static double nbw(TournamentScript t, String userId) {
        return ScoreCards.standings(t.state()).stream().filter(r -> r.userId().equals(userId))
                .mapToDouble(StandingsRow::nbw).findFirst().orElseThrow();
    }

    @Test
    void theSameResultDeliveredTwiceChangesNothing() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(2), field(4)).start(1);
        GameSlot g = t.slot(1, 1, 1);
        FinishedGame won = t.finished(g, g.blackUserId(), FinishReason.SCORE, 3.5);
        t.run(new RecordGameResult(ID, "game-context", won));
        assertThat(t.last()).singleElement().isInstanceOf(GameResultRecorded.class);
        int before = t.events().size();
        t.run(new RecordGameResult(ID, "game-context", won));
        assertThat(t.last()).isEmpty();
        t.run(new CorrectGameResult(ID, "game-context", won));
        assertThat(t.last()).isEmpty();
        assertThat(t.events()).hasSize(before);
        assertThat(nbw(t, g.blackUserId())).isEqualTo(1.0);
    }

    @Test
    void aDifferentResultWithoutACorrectionIsRefused() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(2), field(4)).start(1);
        GameSlot g = t.slot(1, 1, 1);
        t.run(new RecordGameResult(ID, "game-context", t.finished(g, g.blackUserId(), FinishReason.RESIGNATION, null)));
        assertThatThrownBy(() -> t.run(new RecordGameResult(ID, "game-context",
                t.finished(g, g.whiteUserId(), FinishReason.RESIGNATION, null))))
                .hasFieldOrPropertyWithValue("code", TournamentViolation.RESULT_ALREADY_RECORDED);
    }

    @Test
    void aGameTheTournamentDidNotAskForIsRefused() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(2), field(4)).start(1);
        GameSlot g = t.slot(1, 1, 1);
        FinishedGame stranger = new FinishedGame("x", "TOURNAMENT_PAIRING", "tournament/other/round-1/board-1", "p1", "p3",
                null, null, 19, 0, true, "p1", FinishReason.RESIGNATION, null, 90, t.now());
        assertThatThrownBy(() -> t.run(new RecordGameResult(ID, "game-context", stranger)))
                .hasFieldOrPropertyWithValue("code", TournamentViolation.UNKNOWN_GAME);
        FinishedGame swapped = new FinishedGame(g.gameId(), "TOURNAMENT_PAIRING", g.requestId(), g.whiteUserId(),
                g.blackUserId(), null, null, 19, 0, true, g.whiteUserId(), FinishReason.RESIGNATION, null, 90, t.now());
        assertThatThrownBy(() -> t.run(new RecordGameResult(ID, "game-context", swapped)))
                .hasFieldOrPropertyWithValue("code", TournamentViolation.RESULT_MISMATCH);
    }

    @Test
    void theLastResultOfARoundFinishesItAndWithAutoStartPairsTheNext() {
        TournamentSettings auto = TournamentSettings.swiss(2).withAutoStartRounds(true);
        TournamentScript t = TournamentScript.withPlayers(auto, field(4)).start(1);
        t.result(1, 1, 1, t.slot(1, 1, 1).blackUserId(), FinishReason.RESIGNATION, null);
        assertThat(t.last()).singleElement().isInstanceOf(GameResultRecorded.class);
        t.result(1, 2, 1, t.slot(1, 2, 1).blackUserId(), FinishReason.RESIGNATION, null);
        assertThat(t.last()).extracting(Object::getClass).startsWith(GameResultRecorded.class, RoundFinished.class,
                RoundPaired.class);
        assertThat(t.state().roundsPaired()).isEqualTo(2);
    }

    @Test
    void aCorrectionChangesTheStandingsButNotTheRoundsAlreadyPaired() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(3), field(4)).start(1)
                .playRound((b, w) -> b).start(2);
        var round2 = t.state().round(2).boards();
        GameSlot g = t.slot(1, 1, 1);
        String loser = g.whiteUserId();
        double before = nbw(t, loser);
        t.run(new CorrectGameResult(ID, "game-context", t.finished(g, loser, FinishReason.SCORE, 0.5)));
        assertThat(t.last()).singleElement().isInstanceOfSatisfying(GameResultCorrected.class, c -> {
            assertThat(c.previous().winnerUserId()).isEqualTo(g.blackUserId());
            assertThat(c.corrected().winnerUserId()).isEqualTo(loser);
        });
        assertThat(nbw(t, loser)).isEqualTo(before + 1);
        assertThat(t.state().round(2).boards()).isEqualTo(round2);
        // the original result arriving late again changes nothing
        t.run(new RecordGameResult(ID, "game-context", t.finished(g, g.blackUserId(), FinishReason.RESIGNATION, null)));
        assertThat(t.last()).isEmpty();
        assertThat(nbw(t, loser)).isEqualTo(before + 1);
    }

    @Test
    void aCorrectionForAGameWithoutAResultRecordsIt() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(2), field(4)).start(1);
        GameSlot g = t.slot(1, 2, 1);
        t.run(new CorrectGameResult(ID, "game-context", t.finished(g, null, FinishReason.SCORE, 0.0)));
        assertThat(t.last()).singleElement().isInstanceOf(GameResultRecorded.class);
        assertThat(nbw(t, g.blackUserId())).isEqualTo(0.5);
    }

    @Test
    void forfeitsTimeoutsAndAbandonmentsCountAsPlayedGames() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(3), field(4)).start(1);
        GameSlot a = t.slot(1, 1, 1);
        GameSlot b = t.slot(1, 2, 1);
        t.result(1, 1, 1, a.whiteUserId(), FinishReason.FORFEIT, null);
        t.result(1, 2, 1, b.blackUserId(), FinishReason.TIMEOUT, null);
        t.start(2);
        assertThat(t.state().round(2).boardOf(a.blackUserId()).orElseThrow().board().opponentOf(a.blackUserId()))
                .as("a forfeited pairing has met").isNotEqualTo(a.whiteUserId());
        assertThat(nbw(t, a.whiteUserId())).isEqualTo(1.0);
        assertThat(nbw(t, a.blackUserId())).isZero();
    }

    @Test
    void aVoidGameGivesNobodyAPointButThePairHasMet() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.swiss(3), field(4)).start(1);
        GameSlot a = t.slot(1, 1, 1);
        t.result(1, 1, 1, null, FinishReason.VOID, null);
        t.result(1, 2, 1, null, FinishReason.parse("SOMETHING_NEW"), null);
        assertThat(nbw(t, a.blackUserId())).isZero();
        assertThat(nbw(t, a.whiteUserId())).isZero();
        assertThat(t.state().round(1).board(2).orElseThrow().games().get(0).result().reason()).isEqualTo(FinishReason.OTHER);
        t.start(2);
        assertThat(t.state().round(2).boardOf(a.blackUserId()).orElseThrow().board().has(a.whiteUserId())).isFalse();
    }
}
