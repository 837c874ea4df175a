package org.openkifu.ladder.domain;

/**
 * The clock a ladder, an offer or a match request asks for, in the shape of the game context's request contract
 * (docs/events.md, "TimeControl"): one flat record, whole seconds, fields a kind does not use are 0. The ladder
 * context checks only that the numbers make sense; the game context applies its own ranges when it creates the game
 * (and answers with a refusal the ladder records).
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

    public static final TimeControl NONE = new TimeControl(Kind.NONE, 0, 0, 0, 0, 0);

    public static TimeControl absolute(long mainMinutes) {
        return new TimeControl(Kind.ABSOLUTE, mainMinutes * 60, 0, 0, 0, 0);
    }

    public static TimeControl japanese(long mainMinutes, int periods, long periodSeconds) {
        return new TimeControl(Kind.JAPANESE_BYOYOMI, mainMinutes * 60, periods, periodSeconds, 0, 0);
    }

    public static TimeControl canadian(long mainMinutes, int stones, long periodMinutes) {
        return new TimeControl(Kind.CANADIAN, mainMinutes * 60, 0, periodMinutes * 60, stones, 0);
    }

    public static TimeControl fischer(long mainMinutes, long incrementSeconds) {
        return new TimeControl(Kind.FISCHER, mainMinutes * 60, 0, 0, 0, incrementSeconds);
    }

    public static TimeControl correspondence(int daysPerMove) {
        return new TimeControl(Kind.CORRESPONDENCE, 0, 0, daysPerMove * 86_400L, 0, 0);
    }

    /** @throws LadderRuleViolation INVALID_SETTINGS when a number is negative or a kind misses what it needs */
    public TimeControl validated() {
        if (kind == null) {
            throw invalid("the time control kind is required (NONE for an untimed game)");
        }
        if (mainSeconds < 0 || periods < 0 || periodSeconds < 0 || stonesPerPeriod < 0 || incrementSeconds < 0) {
            throw invalid("time settings cannot be negative");
        }
        boolean ok = switch (kind) {
            case NONE -> mainSeconds == 0 && periods == 0 && periodSeconds == 0 && stonesPerPeriod == 0 && incrementSeconds == 0;
            case ABSOLUTE, FISCHER -> mainSeconds > 0;
            case JAPANESE_BYOYOMI -> mainSeconds > 0 && (periods == 0) == (periodSeconds == 0);
            case CANADIAN -> stonesPerPeriod > 0 && periodSeconds > 0;
            case CORRESPONDENCE -> periodSeconds > 0 && mainSeconds == 0;
        };
        if (!ok) {
            throw invalid("the " + kind + " time control " + this + " is incomplete or contradictory");
        }
        return this;
    }

    private static LadderRuleViolation invalid(String message) {
        return LadderRuleViolation.reject(LadderRuleViolation.INVALID_SETTINGS, message);
    }
}
