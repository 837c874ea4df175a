package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.CAROL;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.T0;
import static org.openkifu.game.domain.Games.create;
import static org.openkifu.game.domain.Games.p;
import static org.openkifu.game.rules.Color.BLACK;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.AcceptScore;
import org.openkifu.game.domain.GameCommand.MarkDeadStones;
import org.openkifu.game.domain.GameCommand.Pass;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameCommand.ResumePlay;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvent.DeadStonesMarked;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameEvent.PlayResumed;
import org.openkifu.game.domain.GameEvent.ScoreAccepted;
import org.openkifu.game.domain.GameEvent.StonePlaced;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.Games.Script;
import org.openkifu.game.domain.ScoreBreakdown;
import org.openkifu.game.rules.ScoringMethod;

class MarkingTest extends FixtureSupport {

    /** Japanese 9x9, one stone each, both passed: the marking phase. */
    private static Script marking() {
        return Script.of(create().command()).play(ALICE, 2, 2).play(BOB, 6, 6).pass(ALICE).pass(BOB);
    }

    @Test
    void eitherPlayerMarksDeadStones() {
        given(marking()).when(new MarkDeadStones(ID, BOB, List.of(p(6, 6))))
                .expectEvents(new DeadStonesMarked(ID, BOB, List.of(p(6, 6)), T0));
    }

    /** Black walls off the left, White the right; then one White stone inside Black's area (B8), and both pass. */
    private static Script walled() {
        Script s = Script.of(create().command());
        for (int y = 0; y < 9; y++) {
            s.play(ALICE, 4, y).play(BOB, 5, y);
        }
        return s.pass(ALICE).play(BOB, 1, 1).pass(ALICE).pass(BOB);
    }

    @Test
    void theMarkingPhaseOpensWithTheEstimatorsProposalAcceptedByNobody() {
        Script s = walled();
        assertThat(s.state().marking().deadStones()).as("the lonely White stone").containsExactly(p(1, 1));
        assertThat(s.state().marking().acceptedBy()).isEmpty();
        List<GameEvent> events = s.events();
        assertThat(events.get(events.size() - 1))
                .isEqualTo(new DeadStonesMarked(ID, "system:estimator", List.of(p(1, 1)), T0));
        given(s.then(new AcceptScore(ID, BOB))).when(new AcceptScore(ID, ALICE))
                .expectState(g -> assertThat(g.state().result().score().deadStones()).containsExactly(p(1, 1)));
    }

    @Test
    void markingIsAProposalNotAnAcceptance() {
        Script s = marking().then(new MarkDeadStones(ID, ALICE, List.of()));
        assertThat(s.state().marking().acceptedBy()).as("alice only clicked").isEmpty();
        given(s).when(new AcceptScore(ID, BOB))
                .expectEvents(new ScoreAccepted(ID, BOB, List.of(), T0))
                .expectState(g -> assertThat(g.state().status()).isEqualTo(GameState.Status.MARKING));
    }

    @Test
    void bothAcceptAndTheGameIsCounted() {
        Script s = marking().then(new MarkDeadStones(ID, ALICE, List.of(p(6, 6)))).then(new AcceptScore(ID, ALICE));
        // Territory: Black owns all 80 empty points incl. the dead stone's; White loses 1 dead stone, gets 6.5 komi.
        ScoreBreakdown score = new ScoreBreakdown(ScoringMethod.TERRITORY,
                new ScoreBreakdown.Side(80, 1, 0, 0, 0, 80), new ScoreBreakdown.Side(0, 0, 0, 1, 6.5, 5.5), List.of(p(6, 6)));
        given(s).when(new AcceptScore(ID, BOB))
                .expectEvents(new ScoreAccepted(ID, BOB, List.of(p(6, 6)), T0),
                        new GameEnded(ID, new GameResult(BLACK, ALICE, GameResult.Reason.SCORE, score, "B+74.5"), T0));
    }

    @Test
    void withTwoLiveLookingStonesTheEstimatorProposesNoneAndBothMustAccept() {
        given(marking()).when(new AcceptScore(ID, ALICE))
                .expectEvents(new ScoreAccepted(ID, ALICE, List.of(), T0))
                .expectState(g -> assertThat(g.state().status()).isEqualTo(GameState.Status.MARKING));
        given(marking().then(new AcceptScore(ID, ALICE))).when(new AcceptScore(ID, BOB))
                .expectState(g -> assertThat(g.state().result().sgf()).isEqualTo("W+6.5"));
    }

    @Test
    void aNewMarkReplacesTheProposalAndNeedsAcceptingAgain() {
        Script s = marking().then(new AcceptScore(ID, ALICE)).then(new MarkDeadStones(ID, BOB, List.of()));
        assertThat(s.state().marking().acceptedBy()).as("alice accepted the old proposal, not this one").isEmpty();
        Script bothAgain = s.then(new AcceptScore(ID, BOB));
        given(bothAgain).when(new AcceptScore(ID, BOB)).expectException(code(GameRuleViolation.SCORE_ALREADY_ACCEPTED)).expectNoEvents();
        given(bothAgain).when(new AcceptScore(ID, ALICE))
                .expectState(g -> assertThat(g.state().result().score().deadStones()).isEmpty());
    }

    @Test
    void eitherPlayerMayResumePlayAndTheTurnGoesOn() {
        given(marking()).when(new ResumePlay(ID, BOB))
                .expectEvents(new PlayResumed(ID, BOB, T0))
                .expectState(g -> {
                    assertThat(g.state().status()).isEqualTo(GameState.Status.PLAYING);
                    assertThat(g.state().sideToMove()).isEqualTo(BLACK);
                });
        given(marking().then(new ResumePlay(ID, BOB))).when(new PlayStone(ID, ALICE, p(4, 4)))
                .expectEvents(new StonePlaced(ID, 5, BLACK, p(4, 4), ALICE, T0));
    }

    @Test
    void afterResumingTwoMorePassesMarkAgain() {
        Script s = marking().then(new ResumePlay(ID, ALICE)).pass(ALICE);
        given(s).when(new Pass(ID, BOB))
                .expectState(g -> assertThat(g.state().status()).isEqualTo(GameState.Status.MARKING));
    }

    @Test
    void markingRejections() {
        rejected(given(marking()).when(new PlayStone(ID, ALICE, p(4, 4))), GameRuleViolation.MARKING_IN_PROGRESS);
        rejected(given(marking()).when(new MarkDeadStones(ID, ALICE, List.of(p(4, 4)))), GameRuleViolation.DEAD_STONE_INVALID);
        rejected(given(marking()).when(new MarkDeadStones(ID, ALICE, null)), GameRuleViolation.INVALID_COMMAND);
        rejected(given(marking()).when(new MarkDeadStones(ID, CAROL, List.of(p(6, 6)))), GameRuleViolation.NOT_A_PLAYER);
        rejected(given(marking().then(new AcceptScore(ID, ALICE))).when(new AcceptScore(ID, ALICE)),
                GameRuleViolation.SCORE_ALREADY_ACCEPTED);
        Script playing = Script.of(create().command()).play(ALICE, 2, 2);
        rejected(given(playing).when(new MarkDeadStones(ID, ALICE, List.of(p(2, 2)))), GameRuleViolation.NOT_MARKING);
        rejected(given(playing).when(new AcceptScore(ID, BOB)), GameRuleViolation.NOT_MARKING);
        rejected(given(playing).when(new ResumePlay(ID, BOB)), GameRuleViolation.NOT_MARKING);
    }
}
