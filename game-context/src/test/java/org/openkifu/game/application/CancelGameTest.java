package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.T0;
import static org.openkifu.game.domain.Games.create;
import static org.openkifu.game.rules.Color.WHITE;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.CancelGame;
import org.openkifu.game.domain.GameCommand.Resign;
import org.openkifu.game.domain.GameEvent.ClockTimedOut;
import org.openkifu.game.domain.GameEvent.GameCancelled;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.Games.Script;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.TimeControl;

/** {@code CancelGame}: another context cancels the game it asked for, only before any move (docs/events.md). */
class CancelGameTest extends FixtureSupport {

    private static final String REQUEST = "ladder/l1/challenge/c1/cancel";
    private static final Origin LADDER = new Origin(Origin.Kind.LADDER_CHALLENGE, "ladder/l1/challenge/c1");
    private static final GameResult NO_RESULT = new GameResult(null, null, GameResult.Reason.CANCELLED, null, "Void");

    private static CancelGame cancel() {
        return new CancelGame(ID, "system:game-requests", REQUEST, "CHALLENGE_DECLINED");
    }

    @Test
    void aGameWithoutMovesIsCancelledWithoutResult() {
        given(Script.of(create().origin(LADDER).command())).when(cancel())
                .expectEvents(new GameCancelled(ID, REQUEST, "CHALLENGE_DECLINED", T0), new GameEnded(ID, NO_RESULT, T0));
    }

    @Test
    void aGameWaitingForItsNigiriIsCancelledToo() {
        given(Script.of(create().ranks("2d", "2d").nigiri().origin(LADDER).command())).when(cancel())
                .expectEvents(new GameCancelled(ID, REQUEST, "CHALLENGE_DECLINED", T0), new GameEnded(ID, NO_RESULT, T0));
    }

    @Test
    void aCancelledGameIsOverForThePlayers() {
        Script s = Script.of(create().origin(LADDER).command()).then(cancel());
        GameState state = s.state();
        assertThat(state.status()).isEqualTo(GameState.Status.ENDED);
        assertThat(state.result()).isEqualTo(NO_RESULT);
        rejected(given(s).when(new org.openkifu.game.domain.GameCommand.PlayStone(ID, ALICE,
                org.openkifu.game.domain.Games.p(2, 2))), GameRuleViolation.GAME_OVER);
    }

    @Test
    void theSameCancelAgainChangesNothing() {
        given(Script.of(create().origin(LADDER).command()).then(cancel())).when(cancel()).expectNoEvents();
    }

    @Test
    void aGameCancelledByItsStartDeadlineIsAlreadyCancelled() {
        TimeControl live = new TimeControl(TimeControl.Kind.ABSOLUTE, 600, 0, 0, 0, 0);
        Script overdue = Script.of(create().time(live).origin(LADDER).command()).after(Duration.ofMinutes(11))
                .then(new org.openkifu.game.domain.GameCommand.FlagTimeout(ID, "system:clock"));
        assertThat(overdue.state().result().reason()).isEqualTo(GameResult.Reason.CANCELLED);
        given(overdue).when(cancel()).expectNoEvents();
    }

    @Test
    void aStartDeadlineThatHasPassedCancelsTheGameByTheClock() {
        TimeControl live = new TimeControl(TimeControl.Kind.ABSOLUTE, 600, 0, 0, 0, 0);
        Script s = Script.of(create().time(live).origin(LADDER).command()).after(Duration.ofMinutes(11));
        // the clock's cancellation (no GameCancelled: nobody's request made it), which is what the answer reports
        given(s).when(cancel()).expectEvents(new GameEnded(ID, NO_RESULT, T0.plus(Duration.ofMinutes(11))));
    }

    @Test
    void aGameWithAMoveIsRefusedAndKeepsGoing() {
        Script s = Script.of(create().origin(LADDER).command()).play(ALICE, 2, 2);
        rejected(given(s).when(cancel()), GameRuleViolation.GAME_HAS_MOVES);
        Script passed = Script.of(create().origin(LADDER).command()).pass(ALICE);
        rejected(given(passed).when(cancel()), GameRuleViolation.GAME_HAS_MOVES);
    }

    @Test
    void aFinishedGameIsRefused() {
        Script resigned = Script.of(create().origin(LADDER).command()).play(ALICE, 2, 2).then(new Resign(ID, BOB));
        rejected(given(resigned).when(cancel()), GameRuleViolation.GAME_OVER);
    }

    @Test
    void aFlagThatFellEndsTheGameOnTimeInstead() {
        TimeControl live = new TimeControl(TimeControl.Kind.ABSOLUTE, 60, 0, 0, 0, 0);
        // both players arrived: Black's clock runs from T0 and falls after 60 s without a move
        Script s = Script.of(create().time(live).origin(LADDER).command()).arrived().after(Duration.ofSeconds(61));
        given(s).when(cancel()).expectEvents(
                new ClockTimedOut(ID, org.openkifu.game.rules.Color.BLACK, ALICE, T0.plusSeconds(60), T0.plusSeconds(61)),
                new GameEnded(ID, new GameResult(WHITE, BOB, GameResult.Reason.TIMEOUT, null, "W+T"), T0.plusSeconds(61)));
    }

    @Test
    void aRequestWithoutItsIdOrReasonIsRefused() {
        rejected(given(Script.of(create().command())).when(new CancelGame(ID, "system:game-requests", " ", "X")),
                GameRuleViolation.INVALID_COMMAND);
        rejected(given(Script.of(create().command())).when(new CancelGame(ID, "system:game-requests", REQUEST, null)),
                GameRuleViolation.INVALID_COMMAND);
    }
}
