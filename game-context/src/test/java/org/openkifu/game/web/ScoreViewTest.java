package org.openkifu.game.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.p;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.Games;
import org.openkifu.game.domain.SameScoreEverywhereTest;

/**
 * The web views count a handicap game as the live game does (the fourth place of SameScoreEverywhereTest): the
 * provisional count shown while marking and the final count in the result both come from the scorer's one entry
 * point, with chinese and aga handicap compensation.
 */
class ScoreViewTest {

    @Test
    void chineseHandicapCountsTheSameWhileMarkingAndInTheResult() {
        Games.Script game = SameScoreEverywhereTest.play("chinese", List.of(p(2, 2), p(6, 6)), 1);
        game.then(new GameCommand.MarkDeadStones(ID, ALICE, List.of(p(6, 6))));
        GameViews.Summary marking = GameViews.summary(game.events());
        assertThat(marking.marking().score().black().total()).isEqualTo(45);
        assertThat(marking.marking().score().white().total()).as("36 + komi 0.5 + 2 handicap stones").isEqualTo(38.5);
        assertThat(marking.marking().score().white().komi()).isEqualTo(2.5);

        game.then(new GameCommand.AcceptScore(ID, ALICE)).then(new GameCommand.AcceptScore(ID, BOB));
        GameViews.Summary ended = GameViews.summary(game.events());
        assertThat(ended.result().sgf()).isEqualTo("B+6.5");
        assertThat(ended.result().score().white().total()).isEqualTo(38.5);
        assertThat(ended.result().score().black().total()).isEqualTo(45);
    }

    @Test
    void agaHandicapCountsWhiteOnePointPerStoneAfterTheFirstAndPassStones() {
        Games.Script game = SameScoreEverywhereTest.play("aga", List.of(), 2);
        game.then(new GameCommand.MarkDeadStones(ID, BOB, List.of(p(6, 2))));
        GameViews.Summary marking = GameViews.summary(game.events());
        assertThat(marking.marking().score().white().total()).as("36 + komi 0.5 + 1").isEqualTo(37.5);
        assertThat(marking.marking().score().white().stonesLost()).as("pass stones handed to Black").isEqualTo(2);

        game.then(new GameCommand.AcceptScore(ID, BOB)).then(new GameCommand.AcceptScore(ID, ALICE));
        GameViews.Summary ended = GameViews.summary(game.events());
        assertThat(ended.result().sgf()).isEqualTo("B+7.5");
        assertThat(ended.result().score().white().total()).isEqualTo(37.5);
    }
}
