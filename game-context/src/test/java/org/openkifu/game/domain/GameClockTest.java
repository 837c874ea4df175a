package org.openkifu.game.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.openkifu.game.rules.Color.BLACK;
import static org.openkifu.game.rules.Color.WHITE;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The pure clock model: remaining time and the flag instant from nothing but timestamps. */
class GameClockTest {

    private static final Instant T0 = Games.T0;

    private static Instant t(long seconds) {
        return T0.plusSeconds(seconds);
    }

    @Test
    void japaneseReadingWhileThinkingCountsDownMainThenPeriods() {
        GameClock c = GameClock.initial(TimeControl.japanese(1, 3, 30)).start(BLACK, T0);
        SideClock inMain = c.readAt(t(45)).side(BLACK);
        assertThat(inMain.mainMillis()).isEqualTo(15_000);
        assertThat(inMain.overtime()).isFalse();
        SideClock inSecondPeriod = c.readAt(t(100)).side(BLACK);
        assertThat(inSecondPeriod.overtime()).isTrue();
        assertThat(inSecondPeriod.periodsLeft()).isEqualTo(2);
        assertThat(inSecondPeriod.periodMillis()).isEqualTo(20_000);
        // Reading does not move the deadline
        assertThat(c.readAt(t(100)).deadline()).isEqualTo(c.deadline()).isEqualTo(t(150));
    }

    @Test
    void byoyomiWithoutPeriodsIsSuddenDeath() {
        GameClock c = GameClock.initial(TimeControl.japanese(1, 0, 0)).start(BLACK, T0);
        assertThat(c.deadline()).isEqualTo(t(60));
        assertThat(c.flagged(t(59))).isFalse();
        assertThat(c.flagged(t(60))).isTrue();
    }

    @Test
    void aMoveHandsTheClockToTheOpponent() {
        GameClock c = GameClock.initial(TimeControl.absolute(10)).start(BLACK, T0).moved(BLACK, t(100));
        assertThat(c.running()).isEqualTo(WHITE);
        assertThat(c.side(BLACK).mainMillis()).isEqualTo(500_000);
        assertThat(c.deadline()).isEqualTo(t(700));
    }

    @Test
    void canadianCountsStonesOnlyInOvertime() {
        GameClock c = GameClock.initial(TimeControl.canadian(1, 2, 1)).start(BLACK, T0)
                .moved(BLACK, t(30)).moved(WHITE, t(31)); // Black still in main time: 30 s left
        assertThat(c.side(BLACK).overtime()).isFalse();
        c = c.moved(BLACK, t(71)).moved(WHITE, t(72)); // 40 s: main gone after 30, 10 s into the period, 1 stone done
        SideClock black = c.side(BLACK);
        assertThat(black.overtime()).isTrue();
        assertThat(black.stonesLeft()).isEqualTo(1);
        assertThat(black.periodMillis()).isEqualTo(50_000);
        assertThat(c.deadline()).isEqualTo(t(122));
    }

    @Test
    void stoppedClocksHaveNoDeadlineAndKeepTheirTime() {
        GameClock c = GameClock.initial(TimeControl.fischer(1, 5)).start(WHITE, T0).stop(t(20));
        assertThat(c.deadline()).isNull();
        assertThat(c.side(WHITE).mainMillis()).isEqualTo(40_000);
        assertThat(c.start(WHITE, t(1000)).deadline()).isEqualTo(t(1040));
    }

    @Test
    void timeControlsOutsideTheAgreedRangesAreRefused() {
        assertThatThrownBy(() -> TimeControl.absolute(0).validated()).hasMessageContaining("1 to 720 minutes");
        assertThatThrownBy(() -> TimeControl.japanese(30, 3, 5).validated()).hasMessageContaining("10 to 60 seconds");
        assertThatThrownBy(() -> TimeControl.canadian(10, 0, 5).validated()).hasMessageContaining("1 to 100 stones");
        assertThatThrownBy(() -> TimeControl.fischer(10, 301).validated()).hasMessageContaining("0 to 300 seconds");
        assertThatThrownBy(() -> TimeControl.correspondence(31).validated()).hasMessageContaining("1 to 30 whole days");
        assertThatThrownBy(() -> new TimeControl(TimeControl.Kind.ABSOLUTE, 600, 2, 0, 0, 0).validated())
                .isInstanceOfSatisfying(GameRuleViolation.class, v -> assertThat(v.code()).isEqualTo(GameRuleViolation.INVALID_TIME_CONTROL));
        assertThat(TimeControl.japanese(720, 6, 60).validated()).isNotNull();
    }
}
