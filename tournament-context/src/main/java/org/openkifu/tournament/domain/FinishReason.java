package org.openkifu.tournament.domain;

import java.util.Locale;

/**
 * Why a game ended, as the game context's {@code GameFinished} says it. The contract only ever adds values, so a
 * value this context does not know yet becomes {@link #OTHER} instead of failing the message.
 */
public enum FinishReason {
    SCORE,
    RESIGNATION,
    TIMEOUT,
    FORFEIT,
    ABANDONMENT,
    MOVE_CAP,
    CAPTURE_GOAL,
    VOID,
    CANCELLED,
    UNKNOWN,
    OTHER;

    public static FinishReason parse(String text) {
        if (text == null || text.isBlank()) {
            return UNKNOWN;
        }
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return OTHER;
        }
    }

    /** Counted results carry a margin; the others (resignation, time, forfeit...) do not. */
    public boolean counted() {
        return this == SCORE || this == MOVE_CAP;
    }
}
