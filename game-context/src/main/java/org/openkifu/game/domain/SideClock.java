package org.openkifu.game.domain;

/**
 * One player's clock between turns, in milliseconds.
 *
 * @param mainMillis   main time left
 * @param periodsLeft  byoyomi periods left, the current one included (Japanese)
 * @param periodMillis time left in the current period (Japanese, Canadian) or for this move (correspondence)
 * @param stonesLeft   moves still due in the current Canadian period
 * @param overtime     main time is used up
 */
public record SideClock(long mainMillis, int periodsLeft, long periodMillis, int stonesLeft, boolean overtime) {

    static SideClock initial(TimeControl tc) {
        return new SideClock(tc.mainSeconds() * 1000, tc.periods(), tc.periodSeconds() * 1000, tc.stonesPerPeriod(), false);
    }

    /** How long this side may still think from now before its flag falls; Long.MAX_VALUE when untimed. */
    long budget(TimeControl tc) {
        long period = tc.periodSeconds() * 1000;
        return switch (tc.kind()) {
            case NONE -> Long.MAX_VALUE;
            case ABSOLUTE, FISCHER -> mainMillis;
            case JAPANESE_BYOYOMI -> overtime
                    ? (periodsLeft > 0 ? periodMillis + (periodsLeft - 1) * period : 0)
                    : mainMillis + periodsLeft * period;
            case CANADIAN -> overtime ? periodMillis : mainMillis + period;
            case CORRESPONDENCE -> periodMillis;
        };
    }

    /**
     * This side thought for {@code elapsed} ms and then moved ({@code moved}) or was stopped (the game
     * paused or ended). Overruns clamp at zero: whether the flag fell is {@link #budget} vs elapsed.
     */
    SideClock charge(TimeControl tc, long elapsed, boolean moved) {
        long period = tc.periodSeconds() * 1000;
        long main = mainMillis;
        int periods = periodsLeft;
        long left = periodMillis;
        int stones = stonesLeft;
        boolean over = overtime;
        long e = Math.max(0, elapsed);
        switch (tc.kind()) {
            case NONE -> {
                return this;
            }
            case ABSOLUTE -> main = Math.max(0, main - e);
            case FISCHER -> main = Math.max(0, main - e) + (moved ? tc.incrementSeconds() * 1000 : 0);
            case CORRESPONDENCE -> left = moved ? period : Math.max(0, left - e);
            case JAPANESE_BYOYOMI -> {
                if (!over && e < main) {
                    main -= e;
                    break;
                }
                if (!over) {
                    e -= main;
                    main = 0;
                    over = true;
                    left = period;
                }
                while (periods > 0 && e >= left) {
                    e -= left;
                    periods--;
                    left = period;
                }
                left = periods == 0 ? 0 : (moved ? period : left - e);
            }
            case CANADIAN -> {
                if (!over && e < main) {
                    main -= e;
                    break;
                }
                if (!over) {
                    e -= main;
                    main = 0;
                    over = true;
                    left = period;
                    stones = tc.stonesPerPeriod();
                }
                left = Math.max(0, left - e);
                if (moved && --stones == 0) {
                    stones = tc.stonesPerPeriod();
                    left = period;
                }
            }
        }
        return new SideClock(main, periods, left, stones, over);
    }
}
