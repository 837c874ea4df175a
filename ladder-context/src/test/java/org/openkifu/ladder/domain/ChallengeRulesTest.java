package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.domain.LadderScript.LADDER;
import static org.openkifu.ladder.domain.LadderScript.issue;
import static org.openkifu.ladder.domain.LadderScript.p;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.LadderCommand.DeclineChallenge;
import org.openkifu.ladder.domain.LadderCommand.IssueChallenge;
import org.openkifu.ladder.domain.LadderCommand.LinkChallengeGame;
import org.openkifu.ladder.domain.LadderCommand.RecordGameRefusal;
import org.openkifu.ladder.domain.LadderEvent.ChallengeDeclined;
import org.openkifu.ladder.domain.LadderEvent.ChallengeGameCreated;
import org.openkifu.ladder.domain.LadderEvent.ChallengeIssued;
import org.openkifu.ladder.domain.LadderSettings.DeclinePolicy;

class ChallengeRulesTest {

    private static String refusal(LadderScript s, String challenger, String defender) {
        return s.refused(issue("probe", challenger, defender)).code();
    }

    @Test
    void aChallengeCarriesEverythingTheGameRequestNeedsUnderAnIdDerivedFromIt() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults());
        List<LadderEvent> events = s.run(new IssueChallenge(LADDER, "c9", p(3), p(1), Rank.parse("3k"), Rank.parse("1d")));
        assertThat(events).containsExactly(new ChallengeIssued(LADDER, "c9", "ladder/l1/challenge/c9", p(3), Rank.parse("3k"), 3,
                p(1), Rank.parse("1d"), 1, 19, "japanese", TimeControl.japanese(30, 5, 30), true, GameType.HANDICAP, 3,
                s.now(), "19x19 ladder"));
        assertThat(RequestIds.ladderIdOf("ladder/l1/challenge/c9")).isEqualTo(LADDER);
        assertThat(RequestIds.challengeIdOf("ladder/l1/challenge/c9")).isEqualTo("c9");
        // a retry of the same challenge issues nothing more, so it can never request a second game
        assertThat(s.run(new IssueChallenge(LADDER, "c9", p(3), p(1), Rank.parse("3k"), Rank.parse("1d")))).isEmpty();
        assertThat(s.refused(issue("c9", p(2), p(1))).code()).isEqualTo(LadderRuleViolation.CHALLENGE_ALREADY_EXISTS);
    }

    @Test
    void onASmallLadderTheRangeIsTenPlacesAboveAndFiveBelow() {
        LadderScript s = LadderScript.withPlayers(20, LadderSettings.defaults());
        // 40 % of 20 is 8, fewer than 10: ten places up
        assertThat(s.run(issue("up10", p(12), p(2)))).hasSize(1);
        assertThat(refusal(s, p(13), p(2))).isEqualTo(LadderRuleViolation.CHALLENGE_OUT_OF_RANGE);
        assertThat(s.run(issue("down5", p(7), p(12)))).hasSize(1);
        assertThat(refusal(s, p(3), p(9))).isEqualTo(LadderRuleViolation.CHALLENGE_OUT_OF_RANGE);
        assertThat(refusal(s, p(3), p(3))).isEqualTo(LadderRuleViolation.CANNOT_CHALLENGE_SELF);
        assertThat(refusal(s, p(3), "stranger")).isEqualTo(LadderRuleViolation.NOT_A_MEMBER);
        assertThat(s.refused(issue("x", "stranger", p(3))).code()).isEqualTo(LadderRuleViolation.NOT_A_MEMBER);
    }

    @Test
    void onALargeLadderTheRangeAboveIsFortyPercentOfTheLadder() {
        LadderScript s = LadderScript.withPlayers(100, LadderSettings.defaults());
        assertThat(s.state().settings().reachUp(100)).isEqualTo(40);
        assertThat(s.run(issue("up40", p(90), p(50)))).hasSize(1);
        assertThat(refusal(s, p(91), p(50))).isEqualTo(LadderRuleViolation.CHALLENGE_OUT_OF_RANGE);
        assertThat(refusal(s, p(50), p(56))).as("below stays 5 places").isEqualTo(LadderRuleViolation.CHALLENGE_OUT_OF_RANGE);
        assertThat(new LadderSettings(LadderSettings.JoinPosition.BOTTOM, 10, 40, 5, 3, 5, 10, 7, DeclinePolicy.NEVER,
                LadderSettings.WinnerPlacement.MOVE_ABOVE, 0, 60, 30).reachUp(27)).as("rounded down: 10.8 -> 10").isEqualTo(10);
        assertThat(LadderSettings.defaults().reachUp(28)).isEqualTo(11);
    }

    @Test
    void aPlayerHasAtMostThreeOpenChallenges() {
        LadderScript s = LadderScript.withPlayers(10, LadderSettings.defaults());
        String first = s.challenge(p(10), p(9));
        s.challenge(p(10), p(8));
        s.challenge(p(10), p(7));
        assertThat(refusal(s, p(10), p(6))).isEqualTo(LadderRuleViolation.TOO_MANY_CHALLENGES);
        s.win(first, p(9));
        assertThat(s.run(issue("again", p(10), p(6)))).as("a finished challenge frees a place").hasSize(1);
    }

    @Test
    void aPlayerInTheTopRungsReceivesAtMostFiveOpenChallengesBelowThemNoLimit() {
        LadderScript s = LadderScript.withPlayers(40, LadderSettings.defaults());
        for (int i = 2; i <= 6; i++) {
            s.challenge(p(i), p(1));
        }
        assertThat(refusal(s, p(7), p(1))).isEqualTo(LadderRuleViolation.TOO_MANY_INCOMING_CHALLENGES);
        // rung 11 is below the ten protected rungs
        for (int i = 12; i <= 18; i++) {
            s.challenge(p(i), p(11));
        }
        assertThat(s.state().openChallengesReceivedBy(p(11))).isEqualTo(7);
        // the limits are settings: with 0 protected rungs nobody is protected
        LadderScript open = LadderScript.withPlayers(10, LadderSettings.defaults().withLimits(3, 5, 0));
        for (int i = 2; i <= 8; i++) {
            open.challenge(p(i), p(1));
        }
        assertThat(open.state().openChallengesReceivedBy(p(1))).isEqualTo(7);
    }

    @Test
    void theSamePairMeetsAgainOnlyAfterSevenDays() {
        LadderScript s = LadderScript.withPlayers(5, LadderSettings.defaults());
        String c = s.challenge(p(3), p(2));
        assertThat(refusal(s, p(3), p(2))).isEqualTo(LadderRuleViolation.CHALLENGE_ALREADY_OPEN);
        assertThat(refusal(s, p(2), p(3))).as("either way round").isEqualTo(LadderRuleViolation.CHALLENGE_ALREADY_OPEN);
        s.win(c, p(2));
        LadderRuleViolation tooSoon = s.refused(issue("x", p(2), p(3)));
        assertThat(tooSoon.code()).isEqualTo(LadderRuleViolation.REMATCH_TOO_SOON);
        assertThat(tooSoon.getMessage()).contains("7 days");
        s.at(s.state().challenge(c).issuedAt().plus(Duration.ofDays(7)).minusSeconds(1));
        assertThat(refusal(s, p(3), p(2))).isEqualTo(LadderRuleViolation.REMATCH_TOO_SOON);
        s.after(Duration.ofSeconds(1));
        assertThat(s.run(issue("x", p(3), p(2)))).hasSize(1);
        // the window is a setting
        LadderScript none = LadderScript.withPlayers(3, LadderSettings.defaults().withRematchWaitDays(0));
        none.win(none.challenge(p(3), p(2)), p(2));
        assertThat(none.run(issue("again", p(3), p(2)))).hasSize(1);
    }

    @Test
    void aChallengeWhoseGameWasRefusedNeitherCountsForLimitsNorForTheRematchWait() {
        LadderScript s = LadderScript.withPlayers(5, LadderSettings.defaults());
        s.run(issue("r1", p(5), p(4)));
        assertThat(s.run(new RecordGameRefusal(LADDER, "r1", "game-service", "BOARD_SIZE_UNSUPPORTED", "no 19x19")))
                .hasSize(1);
        assertThat(s.state().challenge("r1").status()).isEqualTo(Challenge.Status.REFUSED);
        assertThat(s.run(new RecordGameRefusal(LADDER, "r1", "game-service", "BOARD_SIZE_UNSUPPORTED", "no 19x19"))).isEmpty();
        assertThat(s.run(issue("r2", p(5), p(4)))).hasSize(1);
        assertThat(s.refused(new LinkChallengeGame(LADDER, "r1", "game-service", "g")).code())
                .isEqualTo(LadderRuleViolation.CHALLENGE_CLOSED);
    }

    @Test
    void theGameContextsAnswerLinksTheGameOnceAndNeverAnother() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults());
        s.run(issue("c", p(3), p(2)));
        assertThat(s.run(new LinkChallengeGame(LADDER, "c", "game-service", "g-c")))
                .containsExactly(new ChallengeGameCreated(LADDER, "c", "g-c", s.now()));
        assertThat(s.state().challenge("c").status()).isEqualTo(Challenge.Status.PLAYING);
        assertThat(s.run(new LinkChallengeGame(LADDER, "c", "game-service", "g-c"))).isEmpty();
        assertThat(s.refused(new LinkChallengeGame(LADDER, "c", "game-service", "other")).code())
                .isEqualTo(LadderRuleViolation.GAME_MISMATCH);
        assertThat(s.refused(new LinkChallengeGame(LADDER, "nope", "game-service", "g")).code())
                .isEqualTo(LadderRuleViolation.CHALLENGE_NOT_FOUND);
        assertThat(s.refused(new RecordGameRefusal(LADDER, "c", "game-service", "X", "late")).code())
                .isEqualTo(LadderRuleViolation.CHALLENGE_CLOSED);
    }

    @Test
    void byDefaultADefenderCannotDecline() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults());
        String c = s.challenge(p(3), p(2));
        LadderRuleViolation v = s.refused(new DeclineChallenge(LADDER, c, p(2)));
        assertThat(v.code()).isEqualTo(LadderRuleViolation.DECLINE_NOT_ALLOWED);
        assertThat(v.getMessage()).contains("playing the game");
    }

    @Test
    void whereAllowedOnlyTheDefenderDeclinesAnOpenChallenge() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults().withDeclinePolicy(DeclinePolicy.ALWAYS));
        String c = s.challenge(p(3), p(2));
        assertThat(s.refused(new DeclineChallenge(LADDER, c, p(3))).code()).isEqualTo(LadderRuleViolation.NOT_YOUR_CHALLENGE);
        assertThat(s.run(new DeclineChallenge(LADDER, c, p(2)))).containsExactly(new ChallengeDeclined(LADDER, c, p(2), s.now()));
        assertThat(s.refused(new DeclineChallenge(LADDER, c, p(2))).code()).isEqualTo(LadderRuleViolation.CHALLENGE_CLOSED);
        assertThat(s.refused(new DeclineChallenge(LADDER, "nope", p(2))).code()).isEqualTo(LadderRuleViolation.CHALLENGE_NOT_FOUND);
        // a declined challenge still counts for the rematch wait, so declining does not invite the same challenge again
        assertThat(refusal(s, p(3), p(2))).isEqualTo(LadderRuleViolation.REMATCH_TOO_SOON);
        // and its game, which exists, does not move the ladder
        assertThat(s.win(c, p(3))).isEmpty();
        assertThat(s.order()).containsExactly(p(1), p(2), p(3));
    }

    @Test
    void fromAboveOnlyLetsADefenderDeclineAChallengeFromAStrongerPlacedPlayer() {
        LadderScript s = LadderScript.withPlayers(5, LadderSettings.defaults().withDeclinePolicy(DeclinePolicy.FROM_ABOVE_ONLY));
        String up = s.challenge(p(4), p(2));
        String down = s.challenge(p(1), p(3));
        assertThat(s.refused(new DeclineChallenge(LADDER, up, p(2))).code()).isEqualTo(LadderRuleViolation.DECLINE_NOT_ALLOWED);
        assertThat(s.run(new DeclineChallenge(LADDER, down, p(3)))).hasSize(1);
    }
}
