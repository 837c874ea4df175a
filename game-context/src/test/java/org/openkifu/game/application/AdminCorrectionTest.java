package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.T0;
import static org.openkifu.game.domain.Games.create;
import static org.openkifu.game.rules.Color.BLACK;
import static org.openkifu.game.rules.Color.WHITE;

import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.CorrectResult;
import org.openkifu.game.domain.GameCommand.Pass;
import org.openkifu.game.domain.GameEvent.ResultCorrected;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.Games.Script;

class AdminCorrectionTest extends FixtureSupport {

    /** ItsYourTurn scored automatically: White wins by komi on an empty board. */
    private static Script autoScored() {
        return Script.of(create().rules("itsyourturn").command()).pass(ALICE).pass(BOB);
    }

    @Test
    void anAdministratorCorrectsAResultAndTheOriginalStaysInTheHistory() {
        Script s = autoScored();
        GameResult original = s.state().result();
        GameResult corrected = new GameResult(BLACK, ALICE, GameResult.Reason.SCORE, null, "B+");
        given(s).when(new CorrectResult(ID, "admin-1", true, BLACK, GameResult.Reason.SCORE, "estimator missed a dead group"))
                .expectEvents(new ResultCorrected(ID, "admin-1", original, corrected, "estimator missed a dead group", T0))
                .expectState(g -> {
                    assertThat(g.state().result()).isEqualTo(corrected);
                    assertThat(g.state().earlierResults()).containsExactly(original);
                });
    }

    @Test
    void aGameCanBeDeclaredVoidOrADraw() {
        given(autoScored()).when(new CorrectResult(ID, "admin-1", true, null, GameResult.Reason.VOID, "server fault"))
                .expectState(g -> assertThat(g.state().result().sgf()).isEqualTo("Void"));
        given(autoScored()).when(new CorrectResult(ID, "admin-1", true, null, GameResult.Reason.SCORE, "recount"))
                .expectState(g -> assertThat(g.state().result().sgf()).isEqualTo("0"));
    }

    @Test
    void correctionRejections() {
        rejected(given(autoScored()).when(new CorrectResult(ID, ALICE, false, BLACK, GameResult.Reason.SCORE, "I won")),
                GameRuleViolation.NOT_AN_ADMIN);
        rejected(given(Script.of(create().command())).when(new CorrectResult(ID, "admin-1", true, WHITE, GameResult.Reason.SCORE, "")),
                GameRuleViolation.GAME_NOT_OVER);
        rejected(given(autoScored()).when(new CorrectResult(ID, "admin-1", true, WHITE, GameResult.Reason.VOID, "")),
                GameRuleViolation.INVALID_COMMAND);
        rejected(given(autoScored()).when(new CorrectResult(ID, "admin-1", true, WHITE, null, "")),
                GameRuleViolation.INVALID_COMMAND);
        rejected(given(autoScored()).when(new Pass(ID, ALICE)), GameRuleViolation.GAME_OVER);
    }
}
