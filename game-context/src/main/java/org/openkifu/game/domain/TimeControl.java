package org.openkifu.game.domain;

/**
 * How much time each player has, agreed at creation. One flat record (no subtypes) so it serializes
 * as plain JSON without type hints. Durations are whole seconds; fields a kind does not use are 0.
 *
 * <ul>
 *   <li>NONE: untimed.</li>
 *   <li>ABSOLUTE: {@code mainSeconds} for the whole game.</li>
 *   <li>JAPANESE_BYOYOMI: main time, then {@code periods} periods of {@code periodSeconds}; a move
 *       inside a period keeps it, overrunning it uses it up; overrunning the last one loses.</li>
 *   <li>CANADIAN: main time, then {@code stonesPerPeriod} moves within each {@code periodSeconds}.</li>
 *   <li>FISCHER: main time, plus {@code incrementSeconds} after each move.</li>
 *   <li>CORRESPONDENCE: {@code periodSeconds} (whole days) for every move; nothing carries over.</li>
 * </ul>
 */
public record TimeControl(Kind kind, long mainSeconds, int periods, long periodSeconds, int stonesPerPeriod,
                          long incrementSeconds) {

    public enum Kind {
        NONE,
        ABSOLUTE,
        JAPANESE_BYOYOMI,
        CANADIAN,
        FISCHER,
        CORRESPONDENCE
    }

    private static final long MINUTE = 60;
    private static final long DAY = 86_400;

    public static final TimeControl NONE = new TimeControl(Kind.NONE, 0, 0, 0, 0, 0);

    public static TimeControl absolute(long mainMinutes) {
        return new TimeControl(Kind.ABSOLUTE, mainMinutes * MINUTE, 0, 0, 0, 0);
    }

    public static TimeControl japanese(long mainMinutes, int periods, long periodSeconds) {
        return new TimeControl(Kind.JAPANESE_BYOYOMI, mainMinutes * MINUTE, periods, periodSeconds, 0, 0);
    }

    public static TimeControl canadian(long mainMinutes, int stones, long periodMinutes) {
        return new TimeControl(Kind.CANADIAN, mainMinutes * MINUTE, 0, periodMinutes * MINUTE, stones, 0);
    }

    public static TimeControl fischer(long mainMinutes, long incrementSeconds) {
        return new TimeControl(Kind.FISCHER, mainMinutes * MINUTE, 0, 0, 0, incrementSeconds);
    }

    public static TimeControl correspondence(int daysPerMove) {
        return new TimeControl(Kind.CORRESPONDENCE, 0, 0, daysPerMove * DAY, 0, 0);
    }

    /**
     * Checks the agreed numbers against what the sites offer (Black&White: main 1..720 minutes, 0..6
     * periods of 10..60 s; IGS Canadian; ItsYourTurn days per move).
     *
     * @throws GameRuleViolation INVALID_TIME_CONTROL naming the allowed range
     */
    public TimeControl validated() {
        if (kind == null) {
            throw invalid("the time control kind is required (NONE for an untimed game)");
        }
        switch (kind) {
            case NONE -> require(mainSeconds == 0 && periods == 0 && periodSeconds == 0 && stonesPerPeriod == 0
                    && incrementSeconds == 0, "an untimed game takes no time settings");
            case ABSOLUTE -> requireMain(1);
            case JAPANESE_BYOYOMI -> {
                requireMain(1);
                require(periods >= 0 && periods <= 6, "byoyomi has 0 to 6 periods, not " + periods);
                require(periods == 0 ? periodSeconds == 0 : periodSeconds >= 10 && periodSeconds <= 60,
                        "a byoyomi period lasts 10 to 60 seconds, not " + periodSeconds);
            }
            case CANADIAN -> {
                requireMain(0);
                require(stonesPerPeriod >= 1 && stonesPerPeriod <= 100, "a Canadian period needs 1 to 100 stones, not " + stonesPerPeriod);
                require(periodSeconds >= MINUTE && periodSeconds <= 60 * MINUTE,
                        "a Canadian period lasts 1 to 60 minutes, not " + periodSeconds + " s");
            }
            case FISCHER -> {
                requireMain(1);
                require(incrementSeconds >= 0 && incrementSeconds <= 5 * MINUTE,
                        "a Fischer increment is 0 to 300 seconds, not " + incrementSeconds);
            }
            case CORRESPONDENCE -> require(periodSeconds >= DAY && periodSeconds <= 30 * DAY && periodSeconds % DAY == 0,
                    "correspondence time is 1 to 30 whole days per move");
        }
        if (kind != Kind.NONE) {
            require(kind == Kind.JAPANESE_BYOYOMI || periods == 0, kind + " has no byoyomi periods");
            require(kind == Kind.CANADIAN || stonesPerPeriod == 0, kind + " has no stones per period");
            require(kind == Kind.FISCHER || incrementSeconds == 0, kind + " has no increment");
            require(kind != Kind.CORRESPONDENCE || mainSeconds == 0, "correspondence has no main time");
        }
        return this;
    }

    private void requireMain(long minMinutes) {
        require(mainSeconds >= minMinutes * MINUTE && mainSeconds <= 720 * MINUTE,
                "main time is " + minMinutes + " to 720 minutes, not " + mainSeconds + " s");
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw invalid(message);
        }
    }

    private static GameRuleViolation invalid(String message) {
        return new GameRuleViolation(GameRuleViolation.INVALID_TIME_CONTROL, message);
    }
}
