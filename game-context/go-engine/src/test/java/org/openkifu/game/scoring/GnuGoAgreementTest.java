package org.openkifu.game.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openkifu.game.rules.ScoringMethod;

/**
 * The estimator against GNU Go 3.8's {@code final_status_list dead} on saved self-play games
 * (src/test/resources/finished-games, written by src/test/scripts/gnugo_selfplay.py). Runs without GNU Go.
 */
class GnuGoAgreementTest {

    @ParameterizedTest
    @ValueSource(strings = {"gnugo-9x9-009", "gnugo-9x9-013", "gnugo-9x9-037", "gnugo-19x19-001",
            "gnugo-19x19-002", "gnugo-19x19-003"})
    void findsTheSameDeadStonesAsGnuGo(String name) {
        FinishedGame game = FinishedGame.read(FinishedGame.CORPUS.resolve(name + ".final"));
        assertThat(game.gnugoDead()).isNotEmpty();
        assertThat(DeadStoneEstimator.estimate(game.board())).containsExactlyInAnyOrderElementsOf(game.gnugoDead());
    }

    @ParameterizedTest
    @ValueSource(strings = {"gnugo-9x9-009", "gnugo-19x19-002", "gnugo-19x19-003"})
    void countsTheSameResultAsGnuGo(String name) {
        // GNU Go counts Japanese style (territory + prisoners), which gives the same margin as ItsYourTurn's formula.
        FinishedGame game = FinishedGame.read(FinishedGame.CORPUS.resolve(name + ".final"));
        ScoreResult result = Scorer.autoScore(game.board(), ScoringMethod.TERRITORY, game.komi(), game.prisoners());
        assertThat(result.sgfResult()).isEqualTo(game.gnugoScore());
    }

    @Test
    void agreesWithGnuGoOnNineOutOfTenSavedGames() {
        List<FinishedGame> corpus = FinishedGame.corpus(FinishedGame.CORPUS);
        assertThat(corpus).hasSizeGreaterThanOrEqualTo(40);
        long same = corpus.stream()
                .filter(g -> DeadStoneEstimator.estimate(g.board()).equals(g.gnugoDead()))
                .count();
        assertThat((double) same / corpus.size()).isGreaterThanOrEqualTo(0.9);
    }
}
