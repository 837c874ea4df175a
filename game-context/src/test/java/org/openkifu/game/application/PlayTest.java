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
import org.openkifu.game.domain.GameCommand.Pass;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameCommand.Resign;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameEvent.Passed;
import org.openkifu.game.domain.GameEvent.Resigned;
import org.openkifu.game.domain.GameEvent.StonePlaced;
import org.openkifu.game.domain.GameEvent.StonesCaptured;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.Games.Script;
import org.openkifu.game.rules.IllegalMoveReason;

class PlayTest extends FixtureSupport {

    private static Script started() {
        return Script.of(create().command());
    }

    @Test
    void blackPlaysFirst() {
        given(started()).when(new PlayStone(ID, ALICE, p(2, 6)))
                .expectEvents(new StonePlaced(ID, 1, BLACK, p(2, 6), ALICE, T0))
                .expectState(g -> assertThat(g.state().sideToMove()).isEqualTo(WHITE));
    }

    @Test
    void aCaptureIsRecordedWithTheMove() {
        Script s = started().play(ALICE, 1, 0).play(BOB, 0, 0);
        given(s).when(new PlayStone(ID, ALICE, p(0, 1)))
                .expectEvents(new StonePlaced(ID, 3, BLACK, p(0, 1), ALICE, T0),
                        new StonesCaptured(ID, 3, WHITE, List.of(p(0, 0)), T0))
                .expectState(g -> assertThat(g.state().position().prisoners(BLACK)).isEqualTo(1));
    }

    @Test
    void passingIsAMove() {
        given(started().play(ALICE, 4, 4)).when(new Pass(ID, BOB)).expectEvents(new Passed(ID, 2, WHITE, BOB, T0));
    }

    @Test
    void onlyThePlayersPlay() {
        rejected(given(started()).when(new PlayStone(ID, CAROL, p(4, 4))), GameRuleViolation.NOT_A_PLAYER);
        rejected(given(started()).when(new Pass(ID, CAROL)), GameRuleViolation.NOT_A_PLAYER);
        rejected(given(started()).when(new Resign(ID, CAROL)), GameRuleViolation.NOT_A_PLAYER);
    }

    @Test
    void onlyOnTheirOwnTurn() {
        rejected(given(started()).when(new PlayStone(ID, BOB, p(4, 4))), GameRuleViolation.NOT_YOUR_TURN);
        rejected(given(started().play(ALICE, 4, 4)).when(new Pass(ID, ALICE)), GameRuleViolation.NOT_YOUR_TURN);
    }

    @Test
    void anOccupiedPointIsRefusedWithTheEngineCode() {
        given(started().play(ALICE, 4, 4)).when(new PlayStone(ID, BOB, p(4, 4)))
                .expectException(code(IllegalMoveReason.POINT_OCCUPIED.code()))
                .expectExceptionMessage("There is already a stone on E5.")
                .expectNoEvents();
    }

    @Test
    void suicideIsRefused() {
        Script s = started().play(ALICE, 5, 5).play(BOB, 1, 0).play(ALICE, 6, 6).play(BOB, 0, 1);
        rejected(given(s).when(new PlayStone(ID, ALICE, p(0, 0))), IllegalMoveReason.MOVE_ILLEGAL_SUICIDE.code());
    }

    @Test
    void theImmediateKoRecaptureIsRefused() {
        // . X O .        Black takes the white stone at B8 by playing C8;
        // X O . O        White may not take back at B8 at once.
        // . X O .
        Script s = started().play(ALICE, 1, 0).play(BOB, 2, 0).play(ALICE, 0, 1).play(BOB, 1, 1)
                .play(ALICE, 1, 2).play(BOB, 3, 1).play(ALICE, 8, 8).play(BOB, 2, 2).play(ALICE, 2, 1);
        rejected(given(s).when(new PlayStone(ID, BOB, p(1, 1))), IllegalMoveReason.MOVE_ILLEGAL_KO.code());
    }

    @Test
    void repeatingAnEarlierBoardIsRefusedUnderPositionalSuperko() {
        // Little Go's test record "Illegal games/positional-superko.sgf" (11x11): the 23rd move repeats a board.
        String[] record = "dc ef dd ff de gf df hf cg eh eg fh dh gh di hh dj gg dk ig fg dg".split(" ");
        Script s = Script.of(create().rules("little-go-area").size(11).command());
        for (int i = 0; i < record.length; i++) {
            org.openkifu.game.rules.Point point = org.openkifu.game.rules.Point.fromSgf(record[i]);
            s.play(i % 2 == 0 ? ALICE : BOB, point.x(), point.y());
        }
        given(s).when(new PlayStone(ID, ALICE, org.openkifu.game.rules.Point.fromSgf("eg")))
                .expectException(code(IllegalMoveReason.MOVE_ILLEGAL_SUPERKO.code()))
                .expectNoEvents();
    }

    @Test
    void aPointOffTheBoardIsRefused() {
        rejected(given(started()).when(new PlayStone(ID, ALICE, p(9, 3))), IllegalMoveReason.OFF_BOARD.code());
        rejected(given(started()).when(new PlayStone(ID, ALICE, null)), GameRuleViolation.INVALID_COMMAND);
    }

    @Test
    void resignationEndsTheGameAtAnyTimeEvenOnTheOpponentsTurn() {
        given(started().play(ALICE, 4, 4)).when(new Resign(ID, ALICE))
                .expectEvents(new Resigned(ID, BLACK, ALICE, T0),
                        new GameEnded(ID, new GameResult(WHITE, BOB, GameResult.Reason.RESIGNATION, null, "W+R"), T0));
    }

    @Test
    void nothingIsPlayedAfterTheGameIsOver() {
        Script over = started().then(new Resign(ID, BOB));
        rejected(given(over).when(new PlayStone(ID, ALICE, p(4, 4))), GameRuleViolation.GAME_OVER);
        rejected(given(over).when(new Pass(ID, ALICE)), GameRuleViolation.GAME_OVER);
        rejected(given(over).when(new Resign(ID, ALICE)), GameRuleViolation.GAME_OVER);
    }

    @Test
    void aMissingGameIsNotFoundByAxon() {
        none().when(new PlayStone(ID, ALICE, p(4, 4)))
                .expectException(org.axonframework.modelling.command.AggregateNotFoundException.class);
    }
}
