package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.domain.FinishedGame.Reason.ABANDONMENT;
import static org.openkifu.ladder.domain.FinishedGame.Reason.CANCELLED;
import static org.openkifu.ladder.domain.FinishedGame.Reason.RESIGNATION;
import static org.openkifu.ladder.domain.FinishedGame.Reason.SCORE;
import static org.openkifu.ladder.domain.FinishedGame.Reason.TIMEOUT;
import static org.openkifu.ladder.domain.FinishedGame.Reason.VOID;
import static org.openkifu.ladder.domain.LadderScript.LADDER;
import static org.openkifu.ladder.domain.LadderScript.p;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.LadderCommand.RecordGameResult;
import org.openkifu.ladder.domain.LadderCommand.RemoveInactive;
import org.openkifu.ladder.domain.LadderCommand.StartVacation;
import org.openkifu.ladder.domain.LadderEvent.ChallengeResultRecorded;
import org.openkifu.ladder.domain.LadderEvent.PlayerRemovedForInactivity;
import org.openkifu.ladder.domain.LadderEvent.RungChange;
import org.openkifu.ladder.domain.LadderEvent.StandingsChanged;
import org.openkifu.ladder.domain.LadderSettings.WinnerPlacement;

class ChallengeResultsTest {

    @Test
    void aWinningChallengerMovesDirectlyAboveTheDefenderAndThoseBetweenMoveDownOne() {
        LadderScript s = LadderScript.withPlayers(6, LadderSettings.defaults());
        String c = s.challenge(p(5), p(2));
        List<LadderEvent> events = s.win(c, p(5));
        assertThat(events.get(0)).isEqualTo(new ChallengeResultRecorded(LADDER, c, "g-" + c, p(5), RESIGNATION, true,
                s.now(), s.now()));
        assertThat(s.order()).containsExactly(p(1), p(5), p(2), p(3), p(4), p(6));
        assertThat(((StandingsChanged) events.get(1)).changes()).containsExactly(new RungChange(p(2), 2, 3),
                new RungChange(p(3), 3, 4), new RungChange(p(4), 4, 5), new RungChange(p(5), 5, 2));
        assertThat(((StandingsChanged) events.get(1)).cause()).isEqualTo(c);
        assertThat(s.state().challenge(c).status()).isEqualTo(Challenge.Status.FINISHED);
    }

    @Test
    void withTheSwapOptionOnlyTheTwoPlayersExchangeRungs() {
        LadderScript s = LadderScript.withPlayers(6, LadderSettings.defaults().withWinnerPlacement(WinnerPlacement.SWAP));
        s.win(s.challenge(p(5), p(2)), p(5));
        assertThat(s.order()).containsExactly(p(1), p(5), p(3), p(4), p(2), p(6));
    }

    @Test
    void aDefendersWinOrADrawChangesNothing() {
        LadderScript s = LadderScript.withPlayers(4, LadderSettings.defaults());
        List<LadderEvent> defended = s.win(s.challenge(p(4), p(2)), p(2));
        assertThat(defended).hasSize(1).first().isInstanceOf(ChallengeResultRecorded.class);
        List<LadderEvent> drawn = s.result(s.challenge(p(3), p(1)), null, SCORE);
        assertThat(drawn).hasSize(1);
        assertThat(((ChallengeResultRecorded) drawn.get(0)).winnerUserId()).isNull();
        assertThat(((ChallengeResultRecorded) drawn.get(0)).counts()).isTrue();
        assertThat(s.order()).containsExactly(p(1), p(2), p(3), p(4));
    }

    @Test
    void aWinningChallengerFromAboveStaysWhereTheyAre() {
        LadderScript s = LadderScript.withPlayers(4, LadderSettings.defaults());
        s.win(s.challenge(p(1), p(3)), p(1));
        assertThat(s.order()).containsExactly(p(1), p(2), p(3), p(4));
    }

    @Test
    void byDefaultLosingOnTimeCostsNoPlaces() {
        LadderScript s = LadderScript.withPlayers(5, LadderSettings.defaults());
        s.result(s.challenge(p(4), p(2)), p(2), TIMEOUT);
        assertThat(s.order()).containsExactly(p(1), p(2), p(3), p(4), p(5));
    }

    @Test
    void whereConfiguredALossOnTimeOrByAbandonmentDropsTheLoserAfterTheMove() {
        LadderScript s = LadderScript.withPlayers(8, LadderSettings.defaults().withTimeLossDrop(2));
        // the challenger lost on time: down two from rung 4
        s.result(s.challenge(p(4), p(2)), p(2), TIMEOUT);
        assertThat(s.order()).containsExactly(p(1), p(2), p(3), p(5), p(6), p(4), p(7), p(8));
        // the defender ran away: the challenger takes rung 1, then the defender drops two from rung 2
        s.result(s.challenge(p(3), p(1)), p(3), ABANDONMENT);
        assertThat(s.order()).containsExactly(p(3), p(2), p(5), p(1), p(6), p(4), p(7), p(8));
        // resigning is not losing on time
        s.result(s.challenge(p(7), p(6)), p(6), RESIGNATION);
        assertThat(s.order()).containsExactly(p(3), p(2), p(5), p(1), p(6), p(4), p(7), p(8));
        // the drop stops at the bottom
        s.result(s.challenge(p(8), p(7)), p(7), TIMEOUT);
        assertThat(s.order().get(7)).isEqualTo(p(8));
    }

    @Test
    void gamesThatDoNotCountMoveNobody() {
        LadderScript s = LadderScript.withPlayers(4, LadderSettings.defaults().withTimeLossDrop(3));
        s.result(s.challenge(p(4), p(1)), null, VOID);
        s.result(s.challenge(p(3), p(1)), null, CANCELLED);
        String early = s.challenge(p(2), p(1));
        FinishedGame g = s.game(early, p(2), TIMEOUT);
        FinishedGame tooShort = new FinishedGame(g.gameId(), g.originKind(), g.originReference(), g.blackUserId(),
                g.whiteUserId(), g.blackRank(), g.whiteRank(), 19, "japanese", 0, GameType.JUNG_SUN, true, false, p(2),
                TIMEOUT, null, 2, s.now());
        List<LadderEvent> events = s.run(new RecordGameResult(LADDER, "game-events", tooShort));
        assertThat(((ChallengeResultRecorded) events.get(0)).counts()).isFalse();
        assertThat(s.order()).containsExactly(p(1), p(2), p(3), p(4));
        assertThat(s.state().openChallengesIssuedBy(p(2))).isZero();
    }

    @Test
    void theSameResultDeliveredTwiceChangesNothing() {
        LadderScript s = LadderScript.withPlayers(4, LadderSettings.defaults());
        String c = s.challenge(p(4), p(2));
        FinishedGame game = s.game(c, p(4), RESIGNATION);
        assertThat(s.run(new RecordGameResult(LADDER, "game-events", game))).hasSize(2);
        List<String> after = s.order();
        assertThat(s.run(new RecordGameResult(LADDER, "game-events", game))).isEmpty();
        // also with another result: a different result comes only as a correction
        assertThat(s.run(new RecordGameResult(LADDER, "game-events", s.game(c, p(2), RESIGNATION)))).isEmpty();
        assertThat(s.order()).isEqualTo(after).containsExactly(p(1), p(4), p(2), p(3));
    }

    @Test
    void aResultIsRefusedForAGameThatIsNotTheChallengesGame() {
        LadderScript s = LadderScript.withPlayers(4, LadderSettings.defaults());
        String c = s.challenge(p(4), p(2));
        FinishedGame g = s.game(c, p(4), RESIGNATION);
        FinishedGame otherLadder = new FinishedGame(g.gameId(), g.originKind(), RequestIds.forChallenge("l9", c),
                g.blackUserId(), g.whiteUserId(), null, null, 19, "japanese", 0, GameType.HO_SUN, true, true, p(4),
                RESIGNATION, null, 100, s.now());
        assertThat(s.refused(new RecordGameResult(LADDER, "x", otherLadder)).code()).isEqualTo(LadderRuleViolation.CHALLENGE_NOT_FOUND);
        FinishedGame free = new FinishedGame(g.gameId(), FinishedGame.OriginKind.FREE, g.originReference(), g.blackUserId(),
                g.whiteUserId(), null, null, 19, "japanese", 0, GameType.HO_SUN, true, true, p(4), RESIGNATION, null, 100, s.now());
        assertThat(s.refused(new RecordGameResult(LADDER, "x", free)).code()).isEqualTo(LadderRuleViolation.CHALLENGE_NOT_FOUND);
        FinishedGame wrongGame = new FinishedGame("another-game", g.originKind(), g.originReference(), g.blackUserId(),
                g.whiteUserId(), null, null, 19, "japanese", 0, GameType.HO_SUN, true, true, p(4), RESIGNATION, null, 100, s.now());
        assertThat(s.refused(new RecordGameResult(LADDER, "x", wrongGame)).code()).isEqualTo(LadderRuleViolation.GAME_MISMATCH);
        FinishedGame wrongPlayers = new FinishedGame(g.gameId(), g.originKind(), g.originReference(), p(1), p(2), null, null,
                19, "japanese", 0, GameType.HO_SUN, true, true, p(1), RESIGNATION, null, 100, s.now());
        assertThat(s.refused(new RecordGameResult(LADDER, "x", wrongPlayers)).code()).isEqualTo(LadderRuleViolation.GAME_MISMATCH);
    }

    @Test
    void aResultArrivingBeforeTheGameContextsAnswerStillCountsAndNamesTheGame() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults());
        s.run(LadderScript.issue("early", p(3), p(1)));
        s.win("early", p(3));
        assertThat(s.state().challenge("early").gameId()).isEqualTo("g-early");
        assertThat(s.order()).containsExactly(p(3), p(1), p(2));
    }

    @Test
    void inactivePlayersAreRemovedAfterTheConfiguredAbsence() {
        LadderScript s = LadderScript.withPlayers(5, LadderSettings.defaults());
        s.after(Duration.ofDays(30));
        String c = s.challenge(p(4), p(3)); // p4 active; p3 in an open game
        s.run(new StartVacation(LADDER, p(5), s.now().plus(Duration.ofDays(30))));
        s.after(Duration.ofDays(30)).after(Duration.ofMinutes(5));
        List<LadderEvent> removed = s.run(new RemoveInactive(LADDER, "scheduler"));
        assertThat(removed).filteredOn(e -> e instanceof PlayerRemovedForInactivity)
                .extracting(e -> ((PlayerRemovedForInactivity) e).userId()).containsExactly(p(1), p(2));
        assertThat(s.order()).containsExactly(p(3), p(4), p(5));
        assertThat(s.run(new RemoveInactive(LADDER, "scheduler"))).as("nothing more to do").isEmpty();

        // p3 loses the open game on time: that is no sign of life, but p4's win is
        s.result(c, p(4), TIMEOUT);
        s.after(Duration.ofDays(31));
        removed = s.run(new RemoveInactive(LADDER, "scheduler"));
        // p3 absent since day 0, p5's absence counts from the end of the vacation (day 60), p4 played on day 60
        assertThat(removed).filteredOn(e -> e instanceof PlayerRemovedForInactivity)
                .extracting(e -> ((PlayerRemovedForInactivity) e).userId()).containsExactly(p(3));
    }

    @Test
    void withoutAnInactivityLimitNobodyIsRemoved() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults().withInactivityDays(0));
        s.after(Duration.ofDays(3000));
        assertThat(s.run(new RemoveInactive(LADDER, "scheduler"))).isEmpty();
    }
}
