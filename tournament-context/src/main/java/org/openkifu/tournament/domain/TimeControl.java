package org.openkifu.tournament.domain;

/**
 * The time control every game of the tournament is requested with. The same flat shape as the game context's
 * published {@code TimeControl} (docs/events.md), so the game-request adapter copies it field by field; the game
 * context checks the exact ranges when it creates the game, the tournament only refuses nonsense early.
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

    /** @throws TournamentViolation INVALID_SETTINGS for a missing kind, negative numbers or fields the kind does not use */
    public TimeControl validated() {
        if (kind == null) {
            throw invalid("the time control kind is required (NONE for untimed games)");
        }
        if (mainSeconds < 0 || periods < 0 || periodSeconds < 0 || stonesPerPeriod < 0 || incrementSeconds < 0) {
            throw invalid("time control numbers cannot be negative");
        }
        boolean ok = switch (kind) {
            case NONE -> mainSeconds == 0 && periods == 0 && periodSeconds == 0 && stonesPerPeriod == 0 && incrementSeconds == 0;
            case ABSOLUTE -> mainSeconds > 0 && periods == 0 && periodSeconds == 0 && stonesPerPeriod == 0 && incrementSeconds == 0;
            case JAPANESE_BYOYOMI -> mainSeconds > 0 && (periods == 0) == (periodSeconds == 0) && stonesPerPeriod == 0
                    && incrementSeconds == 0;
            case CANADIAN -> stonesPerPeriod > 0 && periodSeconds > 0 && periods == 0 && incrementSeconds == 0;
            case FISCHER -> mainSeconds > 0 && periods == 0 && periodSeconds == 0 && stonesPerPeriod == 0;
            case CORRESPONDENCE -> periodSeconds >= 86_400 && periodSeconds % 86_400 == 0 && mainSeconds == 0
                    && periods == 0 && stonesPerPeriod == 0 && incrementSeconds == 0;
        };
        if (!ok) {
            throw invalid("the numbers do not fit a " + kind + " time control (see docs/events.md, TimeControl)");
        }
        return this;
    }

    /**
     * The EGF's adjusted time in seconds, by which it classes tournaments: the main time plus what 45 moves of
     * byo-yomi give (60 moves for Canadian periods; for Fischer, 120 increments: our reading, since the EGF text
     * names only byo-yomi). Untimed and correspondence games have none.
     */
    public long egfAdjustedSeconds() {
        return switch (kind) {
            case NONE, CORRESPONDENCE -> 0;
            case ABSOLUTE -> mainSeconds;
            case JAPANESE_BYOYOMI -> mainSeconds + (periods == 0 ? 0 : 45 * periodSeconds);
            case CANADIAN -> mainSeconds + 60 * periodSeconds / stonesPerPeriod;
            case FISCHER -> mainSeconds + 120 * incrementSeconds;
        };
    }

    private static TournamentViolation invalid(String message) {
        return TournamentViolation.of(TournamentViolation.INVALID_SETTINGS, message);
    }
}
