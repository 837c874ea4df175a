package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.domain.LadderScript.LADDER;
import static org.openkifu.ladder.domain.LadderScript.p;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.LadderCommand.CreateLadder;
import org.openkifu.ladder.domain.LadderCommand.EndVacation;
import org.openkifu.ladder.domain.LadderCommand.Join;
import org.openkifu.ladder.domain.LadderCommand.Leave;
import org.openkifu.ladder.domain.LadderCommand.StartVacation;
import org.openkifu.ladder.domain.LadderEvent.ChallengeCancelled;
import org.openkifu.ladder.domain.LadderEvent.PlayerJoined;
import org.openkifu.ladder.domain.LadderEvent.PlayerLeft;
import org.openkifu.ladder.domain.LadderEvent.RungChange;
import org.openkifu.ladder.domain.LadderEvent.StandingsChanged;
import org.openkifu.ladder.domain.LadderSettings.JoinPosition;

class LadderMembershipTest {

    @Test
    void anOrganizerCreatesALadderWithOgsDefaults() {
        LadderScript s = LadderScript.ladder();
        LadderEvent.LadderCreated created = (LadderEvent.LadderCreated) s.events().get(0);
        assertThat(created.settings()).isEqualTo(LadderSettings.defaults());
        assertThat(created.settings().rangeUp()).isEqualTo(10);
        assertThat(created.settings().rangeUpPercent()).isEqualTo(40);
        assertThat(created.settings().rangeDown()).isEqualTo(5);
        assertThat(created.settings().maxOutgoingChallenges()).isEqualTo(3);
        assertThat(created.settings().maxIncomingChallenges()).isEqualTo(5);
        assertThat(created.settings().rematchWaitDays()).isEqualTo(7);
        assertThat(created.settings().timeLossDrop()).isZero();
        assertThat(created.preset()).isEqualTo("japanese");
        assertThat(created.timeControl()).isEqualTo(TimeControl.japanese(30, 5, 30));
        assertThat(s.state().playerCount()).isZero();
    }

    @Test
    void creationIsRefusedWithoutTheRoleOrWithBadSettingsAndRepeatingItChangesNothing() {
        LadderScript s = LadderScript.ladder();
        assertThat(s.run(new CreateLadder(LADDER, LadderScript.ORGANIZER, true, " 19x19 ladder ", 19, "japanese",
                TimeControl.japanese(30, 5, 30), true, null))).isEmpty();
        assertThat(s.refused(new CreateLadder(LADDER, "other", true, "Another", 9, "chinese", null, true, null)).code())
                .isEqualTo(LadderRuleViolation.LADDER_ALREADY_EXISTS);
        assertThat(code(new CreateLadder("l2", "bob", false, "Mine", 19, "japanese", null, true, null)))
                .isEqualTo(LadderRuleViolation.NOT_AN_ORGANIZER);
        assertThat(code(new CreateLadder("l2", "orga", true, "Tiny", 3, "japanese", null, true, null)))
                .isEqualTo(LadderRuleViolation.INVALID_SETTINGS);
        assertThat(code(new CreateLadder("l2", "orga", true, " ", 19, "japanese", null, true, null)))
                .isEqualTo(LadderRuleViolation.INVALID_SETTINGS);
        assertThat(code(new CreateLadder("l2", "orga", true, "No way up", 19, "japanese", null, true,
                new LadderSettings(JoinPosition.BOTTOM, 0, 0, 5, 3, 5, 10, 7, LadderSettings.DeclinePolicy.NEVER,
                        LadderSettings.WinnerPlacement.MOVE_ABOVE, 0, 60, 30)))).isEqualTo(LadderRuleViolation.INVALID_SETTINGS);
        assertThat(code(new CreateLadder("l2", "orga", true, "Bad clock", 19, "japanese",
                new TimeControl(TimeControl.Kind.ABSOLUTE, 0, 0, 0, 0, 0), true, null))).isEqualTo(LadderRuleViolation.INVALID_SETTINGS);
        assertThat(code(new CreateLadder("a/b", "orga", true, "Slash", 19, "japanese", null, true, null)))
                .isEqualTo(LadderRuleViolation.INVALID_COMMAND);
        assertThat(code(new Join("nowhere", "bob", null, null, null))).isEqualTo(LadderRuleViolation.LADDER_NOT_FOUND);
    }

    @Test
    void newcomersJoinAtTheBottomByDefault() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults());
        List<LadderEvent> joined = s.run(new Join(LADDER, "new", Rank.parse("1d"), 2400.0, Map.of(p(1), 1200.0)));
        assertThat(joined.get(0)).isEqualTo(new PlayerJoined(LADDER, "new", Rank.parse("1d"), null, 4, s.now()));
        assertThat(s.order()).containsExactly(p(1), p(2), p(3), "new");
        assertThat(s.refused(new Join(LADDER, "new", null, null, null)).code()).isEqualTo(LadderRuleViolation.ALREADY_A_MEMBER);
    }

    @Test
    void byRatingANewcomerGoesDirectlyBelowTheLowestPlacedMemberRatedAtLeastAsHigh() {
        LadderScript s = LadderScript.withPlayers(4, LadderSettings.defaults().withJoinPosition(JoinPosition.BY_RATING));
        // p3 is rated higher than the newcomer although placed below p2: the newcomer does not pass p3
        Map<String, Double> ratings = Map.of(p(1), 1900.0, p(2), 1500.0, p(3), 1700.0, p(4), 1400.0);
        s.run(new Join(LADDER, "new", Rank.parse("2k"), 1650.0, ratings));
        assertThat(s.order()).containsExactly(p(1), p(2), p(3), "new", p(4));
        // strongest of all: the top
        Map<String, Double> withNew = new java.util.HashMap<>(ratings);
        withNew.put("new", 1650.0);
        s.run(new Join(LADDER, "champ", Rank.parse("5d"), 2500.0, withNew));
        assertThat(s.state().rungOf("champ")).isEqualTo(1);
        // a member without a known rating counts as stronger; a newcomer without a rating goes to the bottom
        s.run(new Join(LADDER, "weak", null, 1000.0, Map.of(p(1), 1900.0)));
        assertThat(s.order().get(s.order().size() - 1)).isEqualTo("weak");
        s.run(new Join(LADDER, "unknown", null, null, ratings));
        assertThat(s.order().get(s.order().size() - 1)).isEqualTo("unknown");
        assertThat(((PlayerJoined) s.events().stream().filter(e -> e instanceof PlayerJoined j && j.userId().equals("new"))
                .findFirst().orElseThrow()).rating()).isEqualTo(1650.0);
    }

    @Test
    void leavingClosesTheGapAndCancelsTheLeaversOpenChallenges() {
        LadderScript s = LadderScript.withPlayers(5, LadderSettings.defaults());
        String open = s.challenge(p(4), p(2));
        String finished = s.challenge(p(5), p(3));
        s.win(finished, p(3));
        List<LadderEvent> left = s.run(new Leave(LADDER, p(2)));
        assertThat(left).hasSize(3);
        assertThat(left.get(0)).isEqualTo(new ChallengeCancelled(LADDER, open, LadderEvent.CancelReason.PLAYER_LEFT, p(2), s.now()));
        assertThat(left.get(1)).isEqualTo(new PlayerLeft(LADDER, p(2), s.now()));
        assertThat(((StandingsChanged) left.get(2)).changes()).containsExactly(new RungChange(p(2), 2, 0),
                new RungChange(p(3), 3, 2), new RungChange(p(4), 4, 3), new RungChange(p(5), 5, 4));
        assertThat(s.order()).containsExactly(p(1), p(3), p(4), p(5));
        assertThat(s.state().challenge(open).status()).isEqualTo(Challenge.Status.CANCELLED);
        assertThat(s.state().openChallengesIssuedBy(p(4))).isZero();
        assertThat(s.refused(new Leave(LADDER, p(2))).code()).isEqualTo(LadderRuleViolation.NOT_A_MEMBER);
        // the cancelled challenge's game no longer moves anybody
        assertThat(s.win(open, p(4))).isEmpty();
        assertThat(s.order()).containsExactly(p(1), p(3), p(4), p(5));
    }

    @Test
    void aVacationPausesChallengesBothWaysUntilItEndsOrRunsOut() {
        LadderScript s = LadderScript.withPlayers(4, LadderSettings.defaults());
        s.run(new StartVacation(LADDER, p(2), s.now().plus(Duration.ofDays(10))));
        assertThat(s.refused(LadderScript.issue("x", p(3), p(2))).code()).isEqualTo(LadderRuleViolation.PLAYER_ON_VACATION);
        assertThat(s.refused(LadderScript.issue("x", p(2), p(1))).code()).isEqualTo(LadderRuleViolation.PLAYER_ON_VACATION);
        s.run(new EndVacation(LADDER, p(2)));
        assertThat(s.run(LadderScript.issue("x", p(3), p(2)))).hasSize(1);
        assertThat(s.refused(new EndVacation(LADDER, p(2))).code()).isEqualTo(LadderRuleViolation.NOT_ON_VACATION);

        s.run(new StartVacation(LADDER, p(4), s.now().plus(Duration.ofDays(3))));
        assertThat(s.refused(LadderScript.issue("y", p(4), p(1))).code()).isEqualTo(LadderRuleViolation.PLAYER_ON_VACATION);
        s.after(Duration.ofDays(3));
        assertThat(s.run(LadderScript.issue("y", p(4), p(1)))).as("the vacation ran out by itself").hasSize(1);
    }

    @Test
    void vacationsAreBoundedByTheLadder() {
        LadderScript s = LadderScript.withPlayers(2, LadderSettings.defaults());
        assertThat(s.refused(new StartVacation(LADDER, p(1), s.now().plus(Duration.ofDays(31)))).code())
                .isEqualTo(LadderRuleViolation.INVALID_VACATION);
        assertThat(s.refused(new StartVacation(LADDER, p(1), s.now())).code()).isEqualTo(LadderRuleViolation.INVALID_VACATION);
        assertThat(s.refused(new StartVacation(LADDER, "stranger", s.now().plusSeconds(60))).code())
                .isEqualTo(LadderRuleViolation.NOT_A_MEMBER);
        assertThat(s.run(new StartVacation(LADDER, p(1), s.now().plus(Duration.ofDays(30))))).hasSize(1);
    }

    private static String code(LadderCommand command) {
        try {
            LadderDecider.decide(command, null, LadderScript.T0);
        } catch (LadderRuleViolation v) {
            return v.code();
        }
        throw new AssertionError("not refused: " + command);
    }
}
