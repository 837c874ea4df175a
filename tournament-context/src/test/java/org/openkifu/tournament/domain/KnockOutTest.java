package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.tournament.domain.TournamentScript.ID;
import static org.openkifu.tournament.domain.TournamentScript.ORGANIZER;
import static org.openkifu.tournament.domain.TournamentScript.field;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import java.util.function.BinaryOperator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.TournamentCommand.CorrectGameResult;
import org.openkifu.tournament.domain.TournamentCommand.RemovePlayer;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.TournamentState.Status;
import org.openkifu.tournament.domain.view.KnockOutPlaces;
import org.openkifu.tournament.domain.view.TournamentViews;
import org.openkifu.tournament.domain.view.TournamentViews.MatchView;

class KnockOutTest {

    /** The better seed (lower number) wins every game. */
    private static final BinaryOperator<String> FAVOURITE = (b, w) ->
            Integer.parseInt(b.substring(1)) < Integer.parseInt(w.substring(1)) ? b : w;

    private static TournamentScript playOut(TournamentScript t, BinaryOperator<String> winner) {
        while (t.state().status() == Status.RUNNING) {
            t.playRound(winner);
            if (t.state().status() == Status.RUNNING) {
                t.start(t.state().roundsPaired() + 1);
            }
        }
        return t;
    }

    @ParameterizedTest
    @CsvSource({"5,3,1", "6,2,2", "7,1,3", "8,0,4", "12,4,4"})
    void singleEliminationGivesByesToTheTopSeeds(int players, int byes, int boards) {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.SINGLE_ELIMINATION),
                field(players)).start(1);
        assertThat(t.state().round(1).byes()).extracting(Bye::userId)
                .containsExactlyInAnyOrderElementsOf(List.of("p1", "p2", "p3", "p4").subList(0, byes));
        assertThat(t.state().round(1).boards()).hasSize(boards);
        // the weaker seed takes Black
        t.state().round(1).boards().forEach(b -> assertThat(FAVOURITE.apply(b.board().blackUserId(),
                b.board().whiteUserId())).isEqualTo(b.board().whiteUserId()));
        playOut(t, FAVOURITE);
        assertThat(t.state().status()).isEqualTo(Status.FINISHED);
        List<KnockOutPlaces.Place> places = KnockOutPlaces.of(t.state());
        assertThat(places.get(0).userId()).isEqualTo("p1");
        assertThat(places.get(1)).extracting(KnockOutPlaces.Place::userId, KnockOutPlaces.Place::place)
                .containsExactly("p2", 2);
        assertThat(places.get(2).place()).as("the semi-final losers share third place").isEqualTo(places.get(3).place());
    }

    /**
     * Random fields and random winners: every knock-out ends with a champion, everybody but the champion loses once
     * (single) and nobody plays on after being knocked out; in double elimination every player but the champion loses
     * twice, except the grand final's loser when that was their first loss, so 2n − 2 matches are played.
     */
    @TestFactory
    Stream<DynamicTest> everyKnockOutEndsWithAChampionAfterTheRightNumberOfMatches() {
        return IntStream.range(0, 40).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
            Random random = new Random(seed);
            boolean dbl = seed % 2 == 1;
            int n = (dbl ? 3 : 2) + random.nextInt(15);
            TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(
                    dbl ? TournamentFormat.DOUBLE_ELIMINATION : TournamentFormat.SINGLE_ELIMINATION), field(n)).start(1);
            playOut(t, (b, w) -> random.nextBoolean() ? b : w);
            TournamentState s = t.state();
            assertThat(s.status()).isEqualTo(Status.FINISHED);
            assertThat(s.roundsPaired()).isEqualTo(s.plannedRounds());
            Map<String, Integer> losses = new HashMap<>();
            long matches = 0;
            for (TournamentState.RoundState r : s.rounds()) {
                for (TournamentState.BoardState b : r.boards()) {
                    matches++;
                    for (String p : List.of(b.board().blackUserId(), b.board().whiteUserId())) {
                        assertThat(losses.getOrDefault(p, 0)).as("seed %d: %s plays after being knocked out", seed, p)
                                .isLessThan(dbl ? 2 : 1);
                    }
                    var score = Boards.score(b, true);
                    losses.merge(score.loserUserId(), 1, Integer::sum);
                }
            }
            assertThat(matches).isEqualTo(dbl ? 2L * n - 2 : n - 1);
            String champion = TournamentViews.bracket(t.events()).championUserId();
            assertThat(champion).isNotNull();
            assertThat(losses.getOrDefault(champion, 0)).isLessThan(dbl ? 2 : 1);
        }));
    }

    @Test
    void eightPlayersStandardSeedingMeetsAsTheBracketSays() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.SINGLE_ELIMINATION),
                field(8)).start(1);
        assertThat(t.state().round(1).boards()).extracting(b -> b.board().bracketMatch() + ":" + b.board().whiteUserId()
                + "-" + b.board().blackUserId()).containsExactly("W1-1:p1-p8", "W1-2:p4-p5", "W1-3:p2-p7", "W1-4:p3-p6");
        t.playRound(FAVOURITE).start(2);
        assertThat(t.state().round(2).boards()).extracting(b -> b.board().whiteUserId() + "-" + b.board().blackUserId())
                .containsExactly("p1-p4", "p2-p3");
    }

    @Test
    void doubleEliminationSendsLosersToTheLosersBracketAndEndsWithAGrandFinal() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.DOUBLE_ELIMINATION),
                field(8)).start(1);
        assertThat(t.state().plannedRounds()).isEqualTo(6);
        t.playRound(FAVOURITE).start(2);
        assertThat(t.state().round(2).boards()).extracting(b -> b.board().bracketMatch())
                .containsExactly("W2-1", "W2-2", "L1-1", "L1-2");
        assertThat(t.state().round(2).boards().get(2).board().has("p8")).isTrue();
        assertThat(t.state().round(2).boards().get(2).board().has("p5")).isTrue();
        playOut(t, FAVOURITE);
        TournamentState s = t.state();
        assertThat(s.roundsPaired()).isEqualTo(6);
        var gf = s.round(6).boards().get(0).board();
        assertThat(gf.bracketMatch()).isEqualTo("GF");
        assertThat(List.of(gf.blackUserId(), gf.whiteUserId())).containsExactlyInAnyOrder("p1", "p2");
        MatchView l4 = TournamentViews.bracket(t.events()).matches().stream().filter(m -> m.id().equals("L4-1"))
                .findFirst().orElseThrow();
        assertThat(l4.winnerUserId()).as("the winners' final loser came back through the losers' bracket").isEqualTo("p2");
        assertThat(TournamentViews.bracket(t.events()).championUserId()).isEqualTo("p1");
        List<KnockOutPlaces.Place> places = KnockOutPlaces.of(s);
        assertThat(places).extracting(KnockOutPlaces.Place::userId).startsWith("p1", "p2", "p3");
        long matchesPlayed = s.rounds().stream().mapToLong(r -> r.boards().size()).sum();
        assertThat(matchesPlayed).isEqualTo(14);
    }

    @Test
    void doubleEliminationWithAnUpsetInTheGrandFinalCrownsTheLosersBracketChampion() {
        BinaryOperator<String> underdogInTheFinal = (b, w) -> b.equals("p2") || w.equals("p2") ? "p2" : FAVOURITE.apply(b, w);
        TournamentScript t = playOut(TournamentScript.withPlayers(
                TournamentSettings.of(TournamentFormat.DOUBLE_ELIMINATION), field(5)).start(1), underdogInTheFinal);
        assertThat(TournamentViews.bracket(t.events()).championUserId()).isEqualTo("p2");
        assertThat(t.state().status()).isEqualTo(Status.FINISHED);
    }

    @Test
    void aWithdrawnPlayersNextMatchIsAWalkover() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.SINGLE_ELIMINATION),
                field(4)).start(1).playRound(FAVOURITE);
        t.run(new RemovePlayer(ID, ORGANIZER, "p2")).start(2);
        assertThat(t.state().round(2).boards()).isEmpty();
        assertThat(t.state().round(2).walkovers()).containsExactly(new Walkover("W2-1", "p1", "p2"));
        assertThat(t.state().status()).isEqualTo(Status.FINISHED);
        assertThat(TournamentViews.bracket(t.events()).championUserId()).isEqualTo("p1");
    }

    @Test
    void aCorrectionBeforeTheNextRoundIsPairedChangesWhoAdvances() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.SINGLE_ELIMINATION),
                field(4)).start(1).playRound(FAVOURITE);
        var g = t.slot(1, 1, 1); // p1 (White) against p4 (Black)
        t.run(new CorrectGameResult(ID, "game-context", t.finished(g, "p4", FinishReason.SCORE, 1.5))).start(2);
        assertThat(t.state().round(2).boards().get(0).board().has("p4")).isTrue();
        assertThat(t.state().round(2).boards().get(0).board().has("p1")).isFalse();
    }

    @Test
    void aLevelTwoGameKnockOutMatchIsDecidedByTheMarginsOrByADecidingGame() {
        TournamentSettings s = TournamentSettings.of(TournamentFormat.SINGLE_ELIMINATION).withTwoGameMatches(true);
        TournamentScript t = TournamentScript.withPlayers(s, field(4)).start(1);
        assertThat(t.requests(1)).hasSize(4);
        GameRequested g1 = t.requests(1).get(0);
        GameRequested g2 = t.requests(1).get(1);
        assertThat(g1.requestId()).isEqualTo("tournament/cup-1/round-1/board-1/game-1");
        assertThat(g2.blackUserId()).as("each takes Black once").isEqualTo(g1.whiteUserId());
        // board 1 (p4 Black first, p1 White): 1-1 with margins +10.5 for p4 and -2.5: p4 goes through
        t.result(1, 1, 1, "p4", FinishReason.SCORE, 10.5);
        t.result(1, 1, 2, "p1", FinishReason.SCORE, 2.5);
        // board 2: 1-1 by resignation: no margins, a deciding game
        t.result(1, 2, 1, "p3", FinishReason.RESIGNATION, null);
        t.result(1, 2, 2, "p2", FinishReason.RESIGNATION, null);
        assertThat(t.last()).hasSize(2).last().isInstanceOfSatisfying(GameRequested.class, d -> {
            assertThat(d.gameNumber()).isEqualTo(3);
            assertThat(d.requestId()).isEqualTo("tournament/cup-1/round-1/board-2/game-3");
            boolean firstBlack = TournamentIds.firstPlayerTakesBlack(d.requestId());
            assertThat(d.blackUserId()).isEqualTo(firstBlack ? "p3" : "p2");
            assertThat(d.handicap()).isZero();
        });
        assertThat(t.state().round(1).finished()).isFalse();
        t.result(1, 2, 3, "p2", FinishReason.TIMEOUT, null);
        assertThat(t.state().round(1).finished()).isTrue();
        t.start(2);
        assertThat(t.state().round(2).boards().get(0).board()).satisfies(b -> {
            assertThat(b.has("p4")).isTrue();
            assertThat(b.has("p2")).isTrue();
        });
        var page = TournamentViews.match(t.events(), 1, 2).orElseThrow();
        assertThat(page.games()).hasSize(3);
        assertThat(page.winnerUserId()).isEqualTo("p2");
        assertThat(page.decidedBy()).isEqualTo(org.openkifu.tournament.domain.match.MatchScore.DecidedBy.DECIDING_GAME);
    }

    @Test
    void aJigoInASingleGameKnockOutIsReplayed() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.SINGLE_ELIMINATION),
                field(2)).start(1);
        t.result(1, 1, 1, null, FinishReason.SCORE, 0.0);
        assertThat(t.last()).last().isInstanceOfSatisfying(GameRequested.class,
                d -> assertThat(d.gameNumber()).isEqualTo(2));
        t.result(1, 1, 2, "p2", FinishReason.RESIGNATION, null);
        assertThat(t.state().status()).isEqualTo(Status.FINISHED);
        assertThat(KnockOutPlaces.of(t.state()).get(0).userId()).isEqualTo("p2");
    }
}
