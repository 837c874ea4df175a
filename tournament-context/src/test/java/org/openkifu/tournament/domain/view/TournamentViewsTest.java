package org.openkifu.tournament.domain.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.openkifu.tournament.domain.TournamentScript.field;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.FinishReason;
import org.openkifu.tournament.domain.TournamentFormat;
import org.openkifu.tournament.domain.TournamentScript;
import org.openkifu.tournament.domain.PairingRules;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.WorkedExample;
import org.openkifu.tournament.domain.match.MatchScore;
import org.openkifu.tournament.domain.standings.StandingsRow;
import org.openkifu.tournament.domain.view.TournamentViews.BoardView;
import org.openkifu.tournament.domain.view.TournamentViews.MatchView;
import org.openkifu.tournament.domain.view.TournamentViews.RoundView;

class TournamentViewsTest {

    @Test
    void roundsShowPairingsResultsByesAndAbsences() {
        List<RoundView> rounds = TournamentViews.rounds(WorkedExample.events());
        assertThat(rounds).hasSize(3);
        RoundView r1 = rounds.get(0);
        assertThat(r1.boards()).extracting(BoardView::blackUserId, BoardView::whiteUserId, BoardView::handicap,
                b -> b.games().get(0).result()).containsExactly(
                tuple("B", "A", 0, "W+R"), tuple("D", "C", 0, "0"), tuple("F", "E", 2, "B+4.5"));
        RoundView r2 = rounds.get(1);
        assertThat(r2.byes()).extracting(b -> b.userId()).containsExactly("D");
        assertThat(r2.absent()).containsExactly("F");
        assertThat(r2.boards().get(0).games().get(0).result()).isEqualTo("B+T");
        assertThat(rounds).allMatch(RoundView::finished);
    }

    @Test
    void standingsComeFromTheEvents() {
        assertThat(TournamentViews.standings(WorkedExample.events())).extracting(StandingsRow::place, StandingsRow::userId)
                .containsExactly(tuple(1, "A"), tuple(2, "C"), tuple(3, "B"), tuple(4, "D"), tuple(5, "E"), tuple(6, "F"));
    }

    @Test
    void aTwoGameMatchCountsAsOneRoundOutsideKnockOuts() {
        TournamentSettings s = TournamentSettings.swiss(1).withTwoGameMatches(true).withPairing(new PairingRules(null, null,
                null, null, null, PairingRules.SeedSystem.SPLIT_AND_SLIP, null, null)); // round 1 as 1-3, 2-4
        TournamentScript t = TournamentScript.withPlayers(s, field(4)).start(1);
        // board 1: p1 against p3, one game each; board 2: p2 wins both
        t.result(1, 1, 1, t.slot(1, 1, 1).blackUserId(), FinishReason.RESIGNATION, null);
        t.result(1, 1, 2, t.slot(1, 1, 2).blackUserId(), FinishReason.RESIGNATION, null);
        t.result(1, 2, 1, "p2", FinishReason.RESIGNATION, null);
        t.result(1, 2, 2, "p2", FinishReason.SCORE, 7.5);
        BoardView level = TournamentViews.match(t.events(), 1, 1).orElseThrow();
        assertThat(level.score()).isEqualTo("1-1");
        assertThat(level.decidedBy()).isEqualTo(MatchScore.DecidedBy.TIE);
        assertThat(TournamentViews.standings(t.events())).extracting(StandingsRow::userId, StandingsRow::nbw)
                .containsExactly(tuple("p2", 1.0), tuple("p1", 0.5), tuple("p3", 0.5), tuple("p4", 0.0));
    }

    @Test
    void theBracketShowsSeedsByesAndWinners() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.SINGLE_ELIMINATION),
                field(3)).start(1);
        List<MatchView> matches = TournamentViews.bracket(t.events()).matches();
        assertThat(matches).extracting(MatchView::id, MatchView::topSeed, MatchView::bottomSeed, MatchView::status)
                .containsExactly(
                        tuple("W1-1", 1, 0, MatchView.Status.BYE),
                        tuple("W1-2", 2, 3, MatchView.Status.PLAYING),
                        tuple("W2-1", 1, 0, MatchView.Status.WAITING));
        t.playRound((b, w) -> "p3").start(2).playRound((b, w) -> "p1");
        TournamentViews.BracketView done = TournamentViews.bracket(t.events());
        assertThat(done.matches()).extracting(MatchView::id, MatchView::winnerUserId, MatchView::status).containsExactly(
                tuple("W1-1", "p1", MatchView.Status.BYE),
                tuple("W1-2", "p3", MatchView.Status.DECIDED),
                tuple("W2-1", "p1", MatchView.Status.DECIDED));
        assertThat(done.championUserId()).isEqualTo("p1");
    }
}
