package org.openkifu.game.application;

import static org.openkifu.game.domain.Games.ALICE;
import static org.openkifu.game.domain.Games.BOB;
import static org.openkifu.game.domain.Games.CAROL;
import static org.openkifu.game.domain.Games.ID;
import static org.openkifu.game.domain.Games.T0;
import static org.openkifu.game.domain.Games.create;
import static org.openkifu.game.rules.Color.BLACK;
import static org.openkifu.game.rules.Color.WHITE;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.AbandonGame;
import org.openkifu.game.domain.GameCommand.Absence;
import org.openkifu.game.domain.GameEvent.ClockTimedOut;
import org.openkifu.game.domain.GameEvent.GameAbandoned;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.Games.Script;
import org.openkifu.game.domain.TimeControl;

/**
 * A report that the opponent left wins only with evidence (docs/game.md, "Abandonment"): before, bob reported alice
 * gone at move 0 and won at once.
 */
class AbandonmentTest extends FixtureSupport {

    private static final Duration REQUIRED = Duration.ofMinutes(2);
    private static final GameResult BOB_WINS = new GameResult(WHITE, BOB, GameResult.Reason.ABANDONMENT, null, "W+F");

    private static Instant t(long seconds) {
        return T0.plusSeconds(seconds);
    }

    /** A live game both players opened at T0: Black (alice) to move, her clock running. */
    private static Script live() {
        return Script.of(create().time(TimeControl.absolute(10)).command()).arrived();
    }

    private static AbandonGame bobReportsAlice(Instant lastSeen) {
        return new AbandonGame(ID, BOB, ALICE, false, lastSeen == null ? null : new Absence(lastSeen, REQUIRED));
    }

    @Test
    void aPlayerAbsentForTheRequiredTimeWhileTheirClockRunsLoses() {
        rejected(given(live().at(t(119))).when(bobReportsAlice(T0)), GameRuleViolation.ABANDONMENT_NOT_EVIDENT);
        given(live().at(t(120))).when(bobReportsAlice(T0))
                .expectEvents(new GameAbandoned(ID, ALICE, BLACK, BOB, t(120)), new GameEnded(ID, BOB_WINS, t(120)));
    }

    @Test
    void theAbsenceCountsFromTheLastSignOfLife() {
        rejected(given(live().at(t(169))).when(bobReportsAlice(t(50))), GameRuleViolation.ABANDONMENT_NOT_EVIDENT);
        given(live().at(t(170))).when(bobReportsAlice(t(50)))
                .expectEvents(new GameAbandoned(ID, ALICE, BLACK, BOB, t(170)), new GameEnded(ID, BOB_WINS, t(170)));
    }

    @Test
    void theAbsenceCountsOnlyWhileTheirClockRuns() {
        // alice was last seen long ago, but her turn began only at 300 s
        Script s = live().at(t(10)).play(ALICE, 4, 4).at(t(300)).play(BOB, 2, 2);
        rejected(given(s.at(t(419))).when(bobReportsAlice(T0)), GameRuleViolation.ABANDONMENT_NOT_EVIDENT);
        given(s.at(t(420))).when(bobReportsAlice(T0)).expectEvents(new GameAbandoned(ID, ALICE, BLACK, BOB, t(420)),
                new GameEnded(ID, BOB_WINS, t(420)));
    }

    @Test
    void noFreeWinAtMoveZeroOrOnTheReportersOwnTurn() {
        // the abuse: a rated game nobody started, reported at once
        Script unstarted = Script.of(create().time(TimeControl.absolute(10)).command());
        rejected(given(unstarted.at(t(300))).when(bobReportsAlice(T0)), GameRuleViolation.ABANDONMENT_NOT_EVIDENT);
        // past its start deadline the game is cancelled: nobody wins a game that never started
        Instant late = T0.plus(org.openkifu.game.domain.GameStart.LIVE_WINDOW);
        given(unstarted.at(late)).when(bobReportsAlice(T0))
                .expectEvents(new GameEnded(ID, GameResult.of(null, null, GameResult.Reason.CANCELLED), late));
        // bob's own clock runs: alice is not "gone" while she waits for him
        Script bobsTurn = live().at(t(1)).play(ALICE, 4, 4);
        rejected(given(bobsTurn.at(t(500))).when(bobReportsAlice(T0)), GameRuleViolation.ABANDONMENT_NOT_EVIDENT);
        rejected(given(live().at(t(500))).when(bobReportsAlice(null)), GameRuleViolation.ABANDONMENT_NOT_EVIDENT);
    }

    @Test
    void onlyTheOpponentReportsWithoutAdministrator() {
        rejected(given(live().at(t(500))).when(new AbandonGame(ID, CAROL, ALICE, false, new Absence(T0, REQUIRED))),
                GameRuleViolation.NOT_A_PLAYER);
    }

    @Test
    void untimedAndCorrespondenceGamesAreNotReportedGone() {
        Script untimed = Script.of(create().command()).arrived();
        rejected(given(untimed.at(t(100_000))).when(bobReportsAlice(T0)), GameRuleViolation.ABANDONMENT_NOT_EVIDENT);
        Script correspondence = Script.of(create().time(TimeControl.correspondence(1)).command()).arrived();
        rejected(given(correspondence.at(t(3600))).when(bobReportsAlice(T0)), GameRuleViolation.ABANDONMENT_NOT_EVIDENT);
        // once her day is up, the report ends the game on time: the clock's verdict, not a runaway
        Instant late = T0.plus(Duration.ofDays(1)).plusSeconds(5);
        given(correspondence.at(late)).when(bobReportsAlice(T0))
                .expectEvents(new ClockTimedOut(ID, BLACK, ALICE, T0.plus(Duration.ofDays(1)), late),
                        new GameEnded(ID, new GameResult(WHITE, BOB, GameResult.Reason.TIMEOUT, null, "W+T"), late));
    }

    @Test
    void anAdministratorDecidesWithoutEvidence() {
        Script unstarted = Script.of(create().time(TimeControl.absolute(10)).command());
        given(unstarted).when(new AbandonGame(ID, "admin-1", ALICE, true, null))
                .expectEvents(new GameAbandoned(ID, ALICE, BLACK, "admin-1", T0), new GameEnded(ID, BOB_WINS, T0));
    }
}
