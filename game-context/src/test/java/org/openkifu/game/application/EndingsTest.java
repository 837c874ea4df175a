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
import static org.openkifu.game.rules.Color.WHITE;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.AbandonGame;
import org.openkifu.game.domain.GameCommand.Pass;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameEvent.DeadStonesMarked;
import org.openkifu.game.domain.GameEvent.GameAbandoned;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameEvent.Passed;
import org.openkifu.game.domain.GameEvent.ScoringMode;
import org.openkifu.game.domain.GameEvent.ScoringStarted;
import org.openkifu.game.domain.GameEvent.StonePlaced;
import org.openkifu.game.domain.GameEvent.StonesCaptured;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.Games.Script;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.ScoreBreakdown;
import org.openkifu.game.rules.ScoringMethod;

class EndingsTest extends FixtureSupport {

    @Test
    void twoPassesOpenTheMarkingPhaseUnderJapaneseRules() {
        Script s = Script.of(create().command()).play(ALICE, 2, 2).play(BOB, 6, 6).pass(ALICE);
        given(s).when(new Pass(ID, BOB))
                .expectEvents(new Passed(ID, 4, WHITE, BOB, T0), new ScoringStarted(ID, ScoringMode.MARKING, T0),
                        new DeadStonesMarked(ID, "system:estimator", List.of(), T0))
                .expectState(g -> assertThat(g.state().status()).isEqualTo(GameState.Status.MARKING));
    }

    @Test
    void twoPassesScoreAutomaticallyOnItsYourTurn() {
        // Empty 9x9 board: no territory for anyone, komi 3.5 decides (taken from Black: White gets it).
        Script s = Script.of(create().rules("itsyourturn").command()).pass(ALICE);
        ScoreBreakdown score = new ScoreBreakdown(ScoringMethod.TERRITORY,
                new ScoreBreakdown.Side(0, 0, 0, 0, 0, 0), new ScoreBreakdown.Side(0, 0, 0, 0, 3.5, 3.5), List.of());
        given(s).when(new Pass(ID, BOB))
                .expectEvents(new Passed(ID, 2, WHITE, BOB, T0), new ScoringStarted(ID, ScoringMode.AUTOMATIC, T0),
                        new GameEnded(ID, new GameResult(WHITE, BOB, GameResult.Reason.SCORE, score, "W+3.5"), T0));
    }

    @Test
    void automaticScoringRemovesTheStonesTheEstimatorFindsDead() {
        // Black walls off rows 5-9, White rows 1-2; a lone white stone inside Black's area is dead.
        Script s = Script.of(create().rules("itsyourturn").command());
        for (int x = 0; x < 9; x++) {
            s.play(ALICE, x, 4);
            s.play(BOB, x, 2);
        }
        s.pass(ALICE).play(BOB, 4, 7).pass(ALICE);
        given(s).when(new Pass(ID, BOB)).expectState(g -> {
            GameResult r = g.state().result();
            assertThat(r.reason()).isEqualTo(GameResult.Reason.SCORE);
            assertThat(r.score().deadStones()).containsExactly(p(4, 7));
            // Black: 36 points (the dead stone's included); White: 18 - 1 dead + 3.5 komi
            assertThat(r.score().black().total()).isEqualTo(36);
            assertThat(r.score().white().total()).isEqualTo(20.5);
            assertThat(r.sgf()).isEqualTo("B+15.5");
        });
    }

    @Test
    void itsYourTurnsMoveCapEndsAndScoresTheGame() {
        // 75 moves each on 9x9: Black fills 75 points while White passes, alternately, so no two passes in a row.
        Script s = Script.of(create().rules("itsyourturn").command());
        int played = 0;
        for (int y = 0; y < 9 && played < 75; y++) {
            for (int x = 0; x < 9 && played < 75; x++) {
                if (played == 74) {
                    break;
                }
                s.play(ALICE, x, y);
                s.pass(BOB);
                played++;
            }
        }
        s.play(ALICE, 8, 8);
        assertThat(s.state().moveCount()).isEqualTo(149);
        given(s).when(new Pass(ID, BOB))
                .expectState(g -> {
                    GameResult r = g.state().result();
                    assertThat(r.reason()).isEqualTo(GameResult.Reason.MOVE_CAP);
                    assertThat(r.winner()).isEqualTo(BLACK);
                    assertThat(g.state().status()).isEqualTo(GameState.Status.ENDED);
                });
        rejected(given(s.pass(BOB)).when(new PlayStone(ID, ALICE, p(7, 8))), GameRuleViolation.GAME_OVER);
    }

    @Test
    void captureGoReachingTheGoalWins() {
        Script s = Script.of(create().rules(new RulesChoice("capture-go", null, 1)).command()).play(ALICE, 1, 0).play(BOB, 0, 0);
        given(s).when(new PlayStone(ID, ALICE, p(0, 1)))
                .expectEvents(new StonePlaced(ID, 3, BLACK, p(0, 1), ALICE, T0),
                        new StonesCaptured(ID, 3, WHITE, List.of(p(0, 0)), T0),
                        new GameEnded(ID, new GameResult(BLACK, ALICE, GameResult.Reason.CAPTURE_GOAL, null, "B+"), T0));
    }

    @Test
    void captureGoWithAHigherGoalGoesOn() {
        Script s = Script.of(create().rules(new RulesChoice("capture-go", null, 2)).command()).play(ALICE, 1, 0).play(BOB, 0, 0);
        given(s).when(new PlayStone(ID, ALICE, p(0, 1)))
                .expectEvents(new StonePlaced(ID, 3, BLACK, p(0, 1), ALICE, T0),
                        new StonesCaptured(ID, 3, WHITE, List.of(p(0, 0)), T0));
    }

    @Test
    void aRunawayLosesWhenAnAdministratorSaysSo() {
        given(Script.of(create().command()).play(ALICE, 4, 4)).when(new AbandonGame(ID, "admin-1", BOB, true, null))
                .expectEvents(new GameAbandoned(ID, BOB, WHITE, "admin-1", T0),
                        new GameEnded(ID, new GameResult(BLACK, ALICE, GameResult.Reason.ABANDONMENT, null, "B+F"), T0));
    }

    @Test
    void aRunawayBeforeNigiriLosesToTheOtherPlayerWhenAnAdministratorSaysSo() {
        Script s = Script.of(create().ranks("2d", "2d").nigiri().command());
        given(s).when(new AbandonGame(ID, "admin-1", BOB, true, null))
                .expectEvents(new GameAbandoned(ID, BOB, null, "admin-1", T0),
                        new GameEnded(ID, new GameResult(null, ALICE, GameResult.Reason.ABANDONMENT, null, "?"), T0));
    }

    @Test
    void abandonmentNeedsAPlayerAndAnOpenGame() {
        rejected(given(Script.of(create().command())).when(new AbandonGame(ID, "admin-1", CAROL, true, null)), GameRuleViolation.NOT_A_PLAYER);
        rejected(given(Script.of(create().command())).when(new AbandonGame(ID, " ", BOB, true, null)), GameRuleViolation.INVALID_COMMAND);
        Script over = Script.of(create().command()).then(new AbandonGame(ID, "admin-1", BOB, true, null));
        rejected(given(over).when(new AbandonGame(ID, "admin-1", ALICE, true, null)), GameRuleViolation.GAME_OVER);
    }
}
