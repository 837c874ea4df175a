package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.T0;
import static org.openkifu.game.domain.Games.create;
import static org.openkifu.game.domain.Games.p;
import static org.openkifu.game.rules.Color.BLACK;
import static org.openkifu.game.rules.Color.WHITE;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.FlagTimeout;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameCommand.Resign;
import org.openkifu.game.domain.GameEvent.ClockTimedOut;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.Games.Script;
import org.openkifu.game.domain.TimeControl;

/**
 * Each time control through the aggregate: the scheduler's FlagTimeout ends the game exactly when the
 * derived clock has run out, and is a no-op before that, after the player moved, or when repeated.
 */
class ClockAndTimeoutTest extends FixtureSupport {

    private static final String SCHEDULER = "scheduler";

    private static Instant t(long seconds) {
        return T0.plusSeconds(seconds);
    }

    private static Script game(TimeControl tc) {
        return Script.of(create().time(tc).command()).arrived();
    }

    /** Expects the flag to fall for {@code loser} at {@code deadline}: not a millisecond before. */
    private void flagsExactlyAt(Script s, Instant deadline, org.openkifu.game.rules.Color loser) {
        assertThat(s.state().nextDeadline()).isEqualTo(deadline);
        given(s.at(deadline.minusMillis(1))).when(new FlagTimeout(ID, SCHEDULER)).expectSuccessfulHandlerExecution().expectNoEvents();
        String loserId = loser == BLACK ? ALICE : BOB;
        String winnerId = loser == BLACK ? BOB : ALICE;
        org.openkifu.game.rules.Color winner = loser.opposite();
        given(s.at(deadline.plusSeconds(3))).when(new FlagTimeout(ID, SCHEDULER))
                .expectEvents(new ClockTimedOut(ID, loser, loserId, deadline, deadline.plusSeconds(3)),
                        new GameEnded(ID, new GameResult(winner, winnerId, GameResult.Reason.TIMEOUT, null, winner.sgf() + "+T"),
                                deadline.plusSeconds(3)))
                .expectState(g -> assertThat(g.state().nextDeadline()).isNull());
    }

    @Test
    void absoluteTimeFlagsWhenMainTimeIsGone() {
        flagsExactlyAt(game(TimeControl.absolute(1)), t(60), BLACK);
    }

    @Test
    void absoluteTimeCarriesOverBetweenMoves() {
        Script s = game(TimeControl.absolute(1)).at(t(20)).play(ALICE, 4, 4).at(t(50)).play(BOB, 2, 2);
        // Black used 20 s, White 30 s; Black's clock restarted at 50 s with 40 s left
        flagsExactlyAt(s, t(90), BLACK);
    }

    @Test
    void japaneseByoyomiAMoveInsideAPeriodKeepsIt() {
        TimeControl tc = TimeControl.japanese(1, 2, 10);
        flagsExactlyAt(game(tc), t(80), BLACK);
        // Black moves 5 s into the first period: it keeps both periods, White moves, Black has 2 x 10 s again.
        Script s = game(tc).at(t(65)).play(ALICE, 4, 4).at(t(70)).play(BOB, 2, 2);
        flagsExactlyAt(s, t(90), BLACK);
    }

    @Test
    void japaneseByoyomiOverrunningAPeriodUsesItUp() {
        TimeControl tc = TimeControl.japanese(1, 2, 10);
        Script s = game(tc).at(t(75)).play(ALICE, 4, 4).at(t(76)).play(BOB, 2, 2);
        assertThat(s.state().clock().side(BLACK).periodsLeft()).isEqualTo(1);
        flagsExactlyAt(s, t(86), BLACK);
    }

    @Test
    void canadianNeedsTheStonesWithinThePeriod() {
        TimeControl tc = TimeControl.canadian(0, 2, 1);
        // One stone played 10 s in: 50 s remain for the second.
        Script one = game(tc).at(t(10)).play(ALICE, 4, 4).at(t(11)).play(BOB, 2, 2);
        flagsExactlyAt(one, t(61), BLACK);
        // Both stones within the period: a fresh period of 60 s.
        Script two = game(tc).at(t(10)).play(ALICE, 4, 4).at(t(11)).play(BOB, 2, 2).at(t(20)).play(ALICE, 6, 6)
                .at(t(21)).play(BOB, 6, 2);
        flagsExactlyAt(two, t(81), BLACK);
    }

    @Test
    void fischerAddsTheIncrementAfterEachMove() {
        Script s = game(TimeControl.fischer(1, 10)).at(t(30)).play(ALICE, 4, 4).at(t(31)).play(BOB, 2, 2);
        flagsExactlyAt(s, t(71), BLACK);
    }

    @Test
    void correspondenceGivesDaysPerMoveWithoutCarryOver() {
        Duration day = Duration.ofDays(1);
        flagsExactlyAt(game(TimeControl.correspondence(1)), T0.plus(day), BLACK);
        Script s = game(TimeControl.correspondence(1)).at(T0.plus(Duration.ofHours(20))).play(ALICE, 4, 4);
        flagsExactlyAt(s, T0.plus(Duration.ofHours(20)).plus(day), WHITE);
    }

    @Test
    void untimedGamesHaveNoDeadline() {
        Script s = game(TimeControl.NONE);
        assertThat(s.state().nextDeadline()).isNull();
        given(s.at(t(1_000_000))).when(new FlagTimeout(ID, SCHEDULER)).expectNoEvents();
    }

    @Test
    void aDuplicateOrLateDeadlineAfterTheEndChangesNothing() {
        Script flagged = game(TimeControl.absolute(1)).at(t(70)).then(new FlagTimeout(ID, SCHEDULER));
        given(flagged.at(t(80))).when(new FlagTimeout(ID, SCHEDULER)).expectSuccessfulHandlerExecution().expectNoEvents();
        Script resigned = game(TimeControl.absolute(1)).then(new Resign(ID, BOB));
        given(resigned.at(t(300))).when(new FlagTimeout(ID, SCHEDULER)).expectNoEvents();
    }

    @Test
    void aMoveSentAfterTheFlagFellEndsTheGameByTimeInstead() {
        given(game(TimeControl.absolute(1)).at(t(61))).when(new PlayStone(ID, ALICE, p(4, 4)))
                .expectEvents(new ClockTimedOut(ID, BLACK, ALICE, t(60), t(61)),
                        new GameEnded(ID, new GameResult(WHITE, BOB, GameResult.Reason.TIMEOUT, null, "W+T"), t(61)));
    }

    @Test
    void clocksStopInTheMarkingPhaseAndRestartWhenPlayResumes() {
        Script s = game(TimeControl.absolute(1)).at(t(10)).pass(ALICE).at(t(20)).pass(BOB);
        assertThat(s.state().nextDeadline()).isNull();
        given(s.at(t(500))).when(new FlagTimeout(ID, SCHEDULER)).expectNoEvents();
        Script resumed = s.at(t(500)).then(new org.openkifu.game.domain.GameCommand.ResumePlay(ID, BOB));
        // Black had used 10 s: 50 s left from the resumption
        assertThat(resumed.state().nextDeadline()).isEqualTo(t(550));
    }
}
