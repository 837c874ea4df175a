package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.domain.FinishedGame.Reason.RESIGNATION;
import static org.openkifu.ladder.domain.FinishedGame.Reason.SCORE;
import static org.openkifu.ladder.domain.FinishedGame.Reason.TIMEOUT;
import static org.openkifu.ladder.domain.FinishedGame.Reason.VOID;
import static org.openkifu.ladder.domain.LadderScript.p;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.LadderEvent.ChallengeResultCorrected;
import org.openkifu.ladder.domain.LadderEvent.RungChange;
import org.openkifu.ladder.domain.LadderEvent.StandingsChanged;

/** A corrected result re-derives the ladder from its events; a hand patch is never needed. */
class CorrectionTest {

    /** Five players, then the same three challenges; the first one's result is given by {@code firstWinner}. */
    private static LadderScript history(String firstWinner, FinishedGame.Reason firstReason) {
        LadderScript s = LadderScript.withPlayers(5, LadderSettings.defaults().withTimeLossDrop(1));
        String c1 = s.challenge(p(4), p(2));
        s.result(c1, firstWinner, firstReason);
        s.win(s.challenge(p(5), p(4)), p(5));
        s.win(s.challenge(p(3), p(1)), p(3));
        return s;
    }

    @Test
    void aCorrectionGivesExactlyTheStandingsTheCorrectedResultWouldHaveGiven() {
        LadderScript corrected = history(p(4), RESIGNATION);
        assertThat(corrected.order()).containsExactly(p(3), p(1), p(5), p(4), p(2));
        List<LadderEvent> events = corrected.correct("c1", p(2), TIMEOUT);
        LadderScript original = history(p(2), TIMEOUT);
        assertThat(corrected.order()).isEqualTo(original.order()).containsExactly(p(3), p(1), p(2), p(5), p(4));
        assertThat(corrected.state().members()).isEqualTo(original.state().members());
        assertThat(CorrectionPropertyTest.outcomes(corrected.state())).isEqualTo(CorrectionPropertyTest.outcomes(original.state()));
        assertThat(events.get(0)).isInstanceOf(ChallengeResultCorrected.class);
        assertThat(((StandingsChanged) events.get(1)).changes()).containsExactly(new RungChange(p(5), 3, 4),
                new RungChange(p(4), 4, 5), new RungChange(p(2), 5, 3));
    }

    @Test
    void aGameCorrectedToVoidStopsMovingTheLadder() {
        LadderScript s = LadderScript.withPlayers(4, LadderSettings.defaults());
        String c = s.challenge(p(4), p(1));
        s.win(c, p(4));
        assertThat(s.order()).containsExactly(p(4), p(1), p(2), p(3));
        s.correct(c, null, VOID);
        assertThat(s.order()).containsExactly(p(1), p(2), p(3), p(4));
        assertThat(s.state().challenge(c).result().counts()).isFalse();
        // corrected again: the latest correction is the result
        s.correct(c, p(4), SCORE);
        assertThat(s.order()).containsExactly(p(4), p(1), p(2), p(3));
        assertThat(s.state().corrections()).hasSize(1);
    }

    @Test
    void aCorrectionToTheResultAlreadyRecordedChangesNothing() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults());
        String c = s.challenge(p(3), p(1));
        s.win(c, p(3));
        assertThat(s.correct(c, p(3), RESIGNATION)).isEmpty();
    }

    @Test
    void aCorrectionBeforeTheResultRecordsItAsTheResult() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults());
        s.run(LadderScript.issue("c", p(3), p(1)));
        List<LadderEvent> events = s.run(new LadderCommand.CorrectGameResult(LadderScript.LADDER, "game-events",
                s.game("c", p(3), RESIGNATION)));
        assertThat(events.get(0)).isInstanceOf(LadderEvent.ChallengeResultRecorded.class);
        assertThat(s.order()).containsExactly(p(3), p(1), p(2));
    }

    @Test
    void standingsAtAnyPastInstantAreTheFoldOfTheEventsKnownThen() {
        LadderScript s = LadderScript.withPlayers(4, LadderSettings.defaults());
        Instant beforeAnyGame = s.now();
        String c1 = s.challenge(p(4), p(1));
        s.win(c1, p(4));
        Instant afterFirst = s.now();
        s.after(Duration.ofDays(2));
        String c2 = s.challenge(p(3), p(2));
        s.win(c2, p(3));
        Instant afterSecond = s.now();
        s.after(Duration.ofDays(1));
        s.correct(c1, p(1), RESIGNATION);
        List<LadderEvent> events = s.events();

        assertThat(Standings.at(events, LadderScript.T0.minusSeconds(1)).rungs()).isEmpty();
        assertThat(Standings.at(events, LadderScript.T0.plusSeconds(90)).userIds()).containsExactly(p(1));
        assertThat(Standings.at(events, beforeAnyGame).userIds()).containsExactly(p(1), p(2), p(3), p(4));
        assertThat(Standings.at(events, afterFirst.minusMillis(1)).userIds()).containsExactly(p(1), p(2), p(3), p(4));
        assertThat(Standings.at(events, afterFirst).userIds()).containsExactly(p(4), p(1), p(2), p(3));
        assertThat(Standings.at(events, afterSecond).userIds()).containsExactly(p(4), p(1), p(3), p(2));
        assertThat(Standings.at(events, s.now()).userIds()).containsExactly(p(1), p(3), p(2), p(4))
                .isEqualTo(s.order());
        assertThat(Standings.at(events, afterFirst).rungOf(p(4))).isEqualTo(1);
        assertThat(Standings.at(events, afterFirst).rungs().get(0).rank()).isEqualTo(Rank.parse("5k"));
        // as they should have been, with today's correction applied to the past
        assertThat(Standings.correctedAt(events, afterFirst).userIds()).containsExactly(p(1), p(2), p(3), p(4));
        assertThat(Standings.correctedAt(events, afterSecond).userIds()).containsExactly(p(1), p(3), p(2), p(4));
        assertThat(Standings.correctedAt(events, beforeAnyGame)).isEqualTo(Standings.at(events, beforeAnyGame));
    }
}
