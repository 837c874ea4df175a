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
import org.openkifu.game.domain.GameCommand.AcceptTakeBack;
import org.openkifu.game.domain.GameCommand.DeclineTakeBack;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameCommand.RequestTakeBack;
import org.openkifu.game.domain.GameEvent.MoveTakenBack;
import org.openkifu.game.domain.GameEvent.TakeBackAccepted;
import org.openkifu.game.domain.GameEvent.TakeBackDeclined;
import org.openkifu.game.domain.GameEvent.TakeBackRequested;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.Games.Script;

class TakeBackTest extends FixtureSupport {

    private static Script agreed() {
        return Script.of(create().takeBack().command());
    }

    @Test
    void takeBackMustHaveBeenAgreedAtCreation() {
        rejected(given(Script.of(create().command()).play(ALICE, 4, 4)).when(new RequestTakeBack(ID, ALICE)),
                GameRuleViolation.TAKEBACK_NOT_ALLOWED);
    }

    @Test
    void aPlayerAsksToTakeBackTheirLastMove() {
        given(agreed().play(ALICE, 4, 4)).when(new RequestTakeBack(ID, ALICE))
                .expectEvents(new TakeBackRequested(ID, ALICE, BLACK, 1, T0));
    }

    @Test
    void acceptedTheMoveAndTheReplyAfterItAreUndoneLatestFirst() {
        Script s = agreed().play(ALICE, 4, 4).play(BOB, 2, 2).then(new RequestTakeBack(ID, ALICE));
        given(s).when(new AcceptTakeBack(ID, BOB))
                .expectEvents(new TakeBackAccepted(ID, BOB, T0),
                        new MoveTakenBack(ID, 2, WHITE, p(2, 2), List.of(), T0),
                        new MoveTakenBack(ID, 1, BLACK, p(4, 4), List.of(), T0))
                .expectState(g -> {
                    assertThat(g.state().moveCount()).isZero();
                    assertThat(g.state().sideToMove()).isEqualTo(BLACK);
                    assertThat(g.state().takeBack()).isNull();
                });
    }

    @Test
    void undoingACaptureRestoresTheCapturedStones() {
        Script s = agreed().play(ALICE, 1, 0).play(BOB, 0, 0).play(ALICE, 0, 1).then(new RequestTakeBack(ID, ALICE));
        given(s).when(new AcceptTakeBack(ID, BOB))
                .expectEvents(new TakeBackAccepted(ID, BOB, T0), new MoveTakenBack(ID, 3, BLACK, p(0, 1), List.of(p(0, 0)), T0))
                .expectState(g -> {
                    assertThat(g.state().position().colorAt(p(0, 0))).isEqualTo(WHITE);
                    assertThat(g.state().position().prisoners(BLACK)).isZero();
                });
    }

    @Test
    void afterATakeBackTheSamePointCanBePlayedAgain() {
        Script s = agreed().play(ALICE, 4, 4).then(new RequestTakeBack(ID, ALICE)).then(new AcceptTakeBack(ID, BOB));
        given(s).when(new PlayStone(ID, ALICE, p(4, 4))).expectSuccessfulHandlerExecution();
    }

    @Test
    void declinedNothingIsUndone() {
        Script s = agreed().play(ALICE, 4, 4).then(new RequestTakeBack(ID, ALICE));
        given(s).when(new DeclineTakeBack(ID, BOB))
                .expectEvents(new TakeBackDeclined(ID, BOB, T0))
                .expectState(g -> assertThat(g.state().moveCount()).isEqualTo(1));
    }

    @Test
    void takeBackRejections() {
        rejected(given(agreed()).when(new RequestTakeBack(ID, ALICE)), GameRuleViolation.NOTHING_TO_TAKE_BACK);
        rejected(given(agreed().play(ALICE, 4, 4)).when(new AcceptTakeBack(ID, BOB)), GameRuleViolation.TAKEBACK_NOT_REQUESTED);
        Script pending = agreed().play(ALICE, 4, 4).then(new RequestTakeBack(ID, ALICE));
        rejected(given(pending).when(new RequestTakeBack(ID, ALICE)), GameRuleViolation.TAKEBACK_ALREADY_REQUESTED);
        rejected(given(pending).when(new AcceptTakeBack(ID, ALICE)), GameRuleViolation.TAKEBACK_OWN_REQUEST);
        rejected(given(pending).when(new DeclineTakeBack(ID, ALICE)), GameRuleViolation.TAKEBACK_OWN_REQUEST);
        rejected(given(pending).when(new AcceptTakeBack(ID, CAROL)), GameRuleViolation.NOT_A_PLAYER);
        Script marking = agreed().play(ALICE, 4, 4).pass(BOB).pass(ALICE);
        rejected(given(marking).when(new RequestTakeBack(ID, ALICE)), GameRuleViolation.MARKING_IN_PROGRESS);
    }
}
