package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.domain.LadderScript.LADDER;
import static org.openkifu.ladder.domain.LadderScript.ORGANIZER;
import static org.openkifu.ladder.domain.LadderScript.issue;
import static org.openkifu.ladder.domain.LadderScript.p;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.LadderCommand.ArchiveLadder;
import org.openkifu.ladder.domain.LadderCommand.ChangeSettings;
import org.openkifu.ladder.domain.LadderCommand.Join;
import org.openkifu.ladder.domain.LadderCommand.PauseLadder;
import org.openkifu.ladder.domain.LadderCommand.RemoveInactive;
import org.openkifu.ladder.domain.LadderCommand.ResumeLadder;
import org.openkifu.ladder.domain.LadderEvent.ChallengeCancelled;
import org.openkifu.ladder.domain.LadderEvent.LadderArchived;
import org.openkifu.ladder.domain.LadderEvent.LadderPaused;
import org.openkifu.ladder.domain.LadderEvent.LadderResumed;
import org.openkifu.ladder.domain.LadderState.Status;

/** Pausing, resuming and archiving a ladder, and the probe the standings page asks. */
class LadderLifecycleTest {

    @Test
    void onlyTheOrganizerPausesAndAPausedLadderRefusesNewChallengesButFinishesRunningOnes() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults());
        String running = s.challenge(p(3), p(1));
        assertThat(s.refused(new PauseLadder(LADDER, p(1), false)).code()).isEqualTo(LadderRuleViolation.NOT_AN_ORGANIZER);

        assertThat(s.run(new PauseLadder(LADDER, ORGANIZER, true)))
                .containsExactly(new LadderPaused(LADDER, ORGANIZER, s.now()));
        assertThat(s.state().status()).isEqualTo(Status.PAUSED);
        assertThat(s.run(new PauseLadder(LADDER, ORGANIZER, true))).as("paused again: nothing new").isEmpty();

        LadderRuleViolation refused = s.refused(issue("c-paused", p(2), p(1)));
        assertThat(refused.code()).isEqualTo(LadderRuleViolation.LADDER_PAUSED);
        assertThat(refused.getMessage()).contains("paused");
        // the game already running still counts: p3 wins and moves above p1
        s.win(running, p(3));
        assertThat(s.order()).containsExactly(p(3), p(1), p(2));
        // players may still join and change nothing else; the organizer may still change the settings
        s.join("p4");
        assertThat(s.run(new ChangeSettings(LADDER, ORGANIZER, true, LadderSettings.defaults().withRematchWaitDays(3))))
                .hasSize(1);
        // nobody is removed for inactivity while nobody can challenge
        s.after(Duration.ofDays(400));
        assertThat(s.run(new RemoveInactive(LADDER, "system:ladder"))).isEmpty();

        assertThat(s.refused(new ResumeLadder(LADDER, p(1), false)).code()).isEqualTo(LadderRuleViolation.NOT_AN_ORGANIZER);
        assertThat(s.run(new ResumeLadder(LADDER, ORGANIZER, true)))
                .containsExactly(new LadderResumed(LADDER, ORGANIZER, s.now()));
        assertThat(s.run(new ResumeLadder(LADDER, ORGANIZER, true))).as("not paused: nothing to resume").isEmpty();
        assertThat(s.run(issue("c-after", p(2), p(1)))).hasSize(1);
    }

    @Test
    void anArchivedLadderCancelsItsOpenChallengesAndIsReadOnlyForGood() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults());
        String open = s.challenge(p(3), p(1));
        assertThat(s.refused(new ArchiveLadder(LADDER, p(2), false)).code()).isEqualTo(LadderRuleViolation.NOT_AN_ORGANIZER);

        assertThat(s.run(new ArchiveLadder(LADDER, "admin", true))).containsExactly(
                new ChallengeCancelled(LADDER, open, LadderEvent.CancelReason.LADDER_ARCHIVED, "admin", s.now()),
                new LadderArchived(LADDER, "admin", s.now()));
        assertThat(s.state().status()).isEqualTo(Status.ARCHIVED);
        assertThat(s.state().challenge(open).status()).isEqualTo(Challenge.Status.CANCELLED);
        assertThat(s.run(new ArchiveLadder(LADDER, "admin", true))).as("archived again: nothing new").isEmpty();

        // the cancelled challenge's game may still end: it moves nobody, and is not refused either
        assertThat(s.win(open, p(3))).isEmpty();
        assertThat(s.order()).containsExactly(p(1), p(2), p(3));
        for (LadderCommand c : List.of(new Join(LADDER, "p9", Rank.parse("5k"), null, Map.of()),
                new LadderCommand.Leave(LADDER, p(1)), issue("c-late", p(2), p(1)),
                new ChangeSettings(LADDER, ORGANIZER, true, LadderSettings.defaults().withRematchWaitDays(1)),
                new PauseLadder(LADDER, ORGANIZER, true), new ResumeLadder(LADDER, ORGANIZER, true))) {
            assertThat(s.refused(c).code()).as(c.toString()).isEqualTo(LadderRuleViolation.LADDER_ARCHIVED);
        }
        s.after(Duration.ofDays(400));
        assertThat(s.run(new RemoveInactive(LADDER, "system:ladder"))).isEmpty();
    }

    @Test
    void aHistoryWithoutLifecycleEventsFoldsToAnActiveLadder() {
        LadderScript s = LadderScript.withPlayers(2, LadderSettings.defaults());
        assertThat(LadderEvolver.fold(s.events()).status()).isEqualTo(Status.ACTIVE);
        assertThat(new LadderState(LADDER, "x", ORGANIZER, 9, "japanese", TimeControl.NONE, false,
                LadderSettings.defaults(), List.of(), Map.of(), Map.of(), EventLog.empty(), Map.of(), null).status())
                .isEqualTo(Status.ACTIVE);
    }

    @Test
    void theProbeGivesTheSameAnswerAsTheCommandWithTheDateARematchWaitEnds() {
        LadderScript s = LadderScript.withPlayers(20, LadderSettings.defaults());
        assertThat(ChallengeProbe.refusal(s.state(), p(12), p(2), s.now())).isEmpty();
        assertThat(ChallengeProbe.refusal(s.state(), p(13), p(2), s.now()).orElseThrow().code())
                .isEqualTo(LadderRuleViolation.CHALLENGE_OUT_OF_RANGE);

        String c = s.challenge(p(3), p(2));
        Instant issued = s.state().challenge(c).issuedAt();
        s.win(c, p(2));
        s.after(Duration.ofDays(2));
        LadderRuleViolation wait = ChallengeProbe.refusal(s.state(), p(3), p(2), s.now()).orElseThrow();
        assertThat(wait.code()).isEqualTo(LadderRuleViolation.REMATCH_TOO_SOON);
        assertThat(wait.until()).as("seven days after the last challenge was issued")
                .isEqualTo(issued.plus(Duration.ofDays(7)));
        LadderRuleViolation command = s.refused(issue("c-again", p(3), p(2)));
        assertThat(command.code()).isEqualTo(wait.code());
        assertThat(command.getMessage()).isEqualTo(wait.getMessage());
        assertThat(command.until()).isEqualTo(wait.until());
        assertThat(s.events()).as("the probe stores nothing").noneMatch(e -> e instanceof LadderEvent.ChallengeIssued i
                && i.challengeId().equals(ChallengeProbe.PROBE_ID));

        s.run(new PauseLadder(LADDER, ORGANIZER, true));
        assertThat(ChallengeProbe.refusal(s.state(), p(12), p(2), s.now()).orElseThrow().code())
                .isEqualTo(LadderRuleViolation.LADDER_PAUSED);
    }
}
