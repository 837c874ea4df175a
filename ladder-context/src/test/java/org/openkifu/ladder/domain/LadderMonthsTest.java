package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.domain.LadderScript.p;

import java.time.Instant;
import java.time.YearMonth;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.LadderMonths.HallOfFame;
import org.openkifu.ladder.domain.LadderMonths.Holder;

/** Monthly snapshots and the hall of fame, from a scripted history across March..May 2026 (the script starts 2 March). */
class LadderMonthsTest {

    private static List<String> users(LadderMonths.Snapshot s) {
        return s.rungs().stream().map(Standings.Rung::userId).toList();
    }

    /** March: p1, p2, p3. April 10: p3 beats p1 (p3, p1, p2). The first instant of April belongs to April. */
    private static LadderScript history() {
        LadderScript s = LadderScript.withPlayers(3, LadderSettings.defaults());
        s.at(Instant.parse("2026-04-01T00:00:00Z")).join("p4"); // 00:01 on 1 April
        s.at(Instant.parse("2026-04-10T10:00:00Z"));
        String c = s.challenge(p(3), p(1));
        s.win(c, p(3));
        return s;
    }

    @Test
    void aSnapshotIsTheStandingsAtTheLastInstantOfTheMonth() {
        LadderScript s = history();
        LadderMonths.Snapshot march = LadderMonths.snapshot(s.events(), YearMonth.of(2026, 3));
        assertThat(users(march)).containsExactly(p(1), p(2), p(3));
        assertThat(march.endsAt()).isEqualTo(Instant.parse("2026-04-01T00:00:00Z"));
        assertThat(users(LadderMonths.snapshot(s.events(), YearMonth.of(2026, 4)))).containsExactly(p(3), p(1), p(2), "p4");
        assertThat(LadderMonths.snapshot(s.events(), YearMonth.of(2026, 2)).rungs()).as("before the ladder").isEmpty();
    }

    @Test
    void aSnapshotShowsTheCorrectedResultEvenWhenTheCorrectionCameLater() {
        LadderScript s = history();
        s.at(Instant.parse("2026-05-03T12:00:00Z"));
        s.correct("c1", p(1), FinishedGame.Reason.RESIGNATION);
        assertThat(users(LadderMonths.snapshot(s.events(), YearMonth.of(2026, 4)))).containsExactly(p(1), p(2), p(3), "p4");
    }

    @Test
    void theHallOfFameCountsWhoHeldTheTopRungsAtEachMonthEnd() {
        LadderScript s = history();
        HallOfFame h = LadderMonths.hallOfFame(s.events(), 2, YearMonth.of(2026, 5));
        assertThat(h.months()).extracting(LadderMonths.Snapshot::month)
                .containsExactly(YearMonth.of(2026, 5), YearMonth.of(2026, 4), YearMonth.of(2026, 3));
        assertThat(h.months()).extracting(LadderMonthsTest::users)
                .containsExactly(List.of(p(3), p(1)), List.of(p(3), p(1)), List.of(p(1), p(2)));
        // p3: first at the end of April and May; p1: first in March, in the top two all three months; p2: second once
        assertThat(h.holders()).containsExactly(new Holder(p(3), 2, 2, 1), new Holder(p(1), 1, 3, 1),
                new Holder(p(2), 0, 1, 2));
        assertThat(LadderMonths.hallOfFame(s.events(), 2, YearMonth.of(2026, 2)).months()).as("no month over yet").isEmpty();
    }
}
