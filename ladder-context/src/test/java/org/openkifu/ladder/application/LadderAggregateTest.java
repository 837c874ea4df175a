package org.openkifu.ladder.application;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.application.Fixtures.code;
import static org.openkifu.ladder.application.Fixtures.fixture;
import static org.openkifu.ladder.domain.LadderScript.LADDER;
import static org.openkifu.ladder.domain.LadderScript.p;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.GameType;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.LadderScript;
import org.openkifu.ladder.domain.LadderSettings;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.TimeControl;

class LadderAggregateTest {

    @Test
    void anOrganizerCreatesALadderAndRepeatingTheCreationIsANoOp() {
        LadderScript script = LadderScript.ladder();
        LadderEvent created = script.events().get(0);
        LadderCommand.CreateLadder create = new LadderCommand.CreateLadder(LADDER, LadderScript.ORGANIZER, true, "19x19 ladder", 19,
                "japanese", TimeControl.japanese(30, 5, 30), true, LadderSettings.defaults());
        fixture(LadderAggregate.class, LadderScript.T0).givenNoPriorActivity().when(create).expectEvents(created);
        fixture(LadderAggregate.class, LadderScript.T0).given(created).when(create).expectSuccessfulHandlerExecution().expectNoEvents();
    }

    @Test
    void aChallengeIsIssuedWithItsGameRequest() {
        LadderScript script = LadderScript.withPlayers(3, LadderSettings.defaults());
        fixture(LadderAggregate.class, script.now()).given(script.events().toArray())
                .when(new LadderCommand.IssueChallenge(LADDER, "c1", p(3), p(1), Rank.parse("2k"), Rank.parse("2k")))
                .expectEvents(new LadderEvent.ChallengeIssued(LADDER, "c1", "ladder/l1/challenge/c1", p(3), Rank.parse("2k"), 3,
                        p(1), Rank.parse("2k"), 1, 19, "japanese", TimeControl.japanese(30, 5, 30), true, GameType.HO_SUN, 0,
                        script.now(), "19x19 ladder"));
    }

    @Test
    void refusalsStoreNothing() {
        LadderScript script = LadderScript.withPlayers(3, LadderSettings.defaults());
        fixture(LadderAggregate.class, script.now()).given(script.events().toArray())
                .when(new LadderCommand.IssueChallenge(LADDER, "c1", p(3), p(3), null, null))
                .expectException(code(LadderRuleViolation.CANNOT_CHALLENGE_SELF)).expectNoEvents();
        fixture(LadderAggregate.class, script.now()).given(script.events().toArray())
                .when(new LadderCommand.Join(LADDER, p(2), null, null, null))
                .expectException(code(LadderRuleViolation.ALREADY_A_MEMBER)).expectNoEvents();
    }

    @Test
    void aResultMovesTheLadderOnceAndACorrectionRederivesIt() {
        LadderScript script = LadderScript.withPlayers(4, LadderSettings.defaults());
        String c = script.challenge(p(4), p(1));
        FinishedGame game = script.game(c, p(4), FinishedGame.Reason.RESIGNATION);
        Object[] history = script.events().toArray();
        fixture(LadderAggregate.class, script.now()).given(history)
                .when(new LadderCommand.RecordGameResult(LADDER, "game-events", game))
                .expectEventsMatching(org.axonframework.test.matchers.Matchers.payloadsMatching(
                        org.axonframework.test.matchers.Matchers.exactSequenceOf(
                                org.hamcrest.Matchers.instanceOf(LadderEvent.ChallengeResultRecorded.class),
                                org.hamcrest.Matchers.instanceOf(LadderEvent.StandingsChanged.class),
                                org.axonframework.test.matchers.Matchers.andNoMore())))
                .expectState(ladder -> assertThat(ladder.state().rungs()).containsExactly(p(4), p(1), p(2), p(3)));

        List<LadderEvent> recorded = script.run(new LadderCommand.RecordGameResult(LADDER, "game-events", game));
        Object[] played = script.events().toArray();
        fixture(LadderAggregate.class, script.now()).given(played)
                .when(new LadderCommand.RecordGameResult(LADDER, "game-events", game))
                .expectSuccessfulHandlerExecution().expectNoEvents();
        fixture(LadderAggregate.class, script.now()).given(played)
                .when(new LadderCommand.CorrectGameResult(LADDER, "game-events", game.withResult(p(1), FinishedGame.Reason.TIMEOUT, null)))
                .expectState(ladder -> assertThat(ladder.state().rungs()).containsExactly(p(1), p(2), p(3), p(4)));
        assertThat(recorded).hasSize(2);
    }

    @Test
    void removingInactivePlayersIsPeriodicAndHarmless() {
        LadderScript script = LadderScript.withPlayers(2, LadderSettings.defaults());
        fixture(LadderAggregate.class, script.now().plus(java.time.Duration.ofDays(59))).given(script.events().toArray())
                .when(new LadderCommand.RemoveInactive(LADDER, "scheduler")).expectSuccessfulHandlerExecution().expectNoEvents();
        fixture(LadderAggregate.class, script.now().plus(java.time.Duration.ofDays(61))).given(script.events().toArray())
                .when(new LadderCommand.RemoveInactive(LADDER, "scheduler"))
                .expectState(ladder -> assertThat(ladder.state().rungs()).isEmpty());
    }
}
