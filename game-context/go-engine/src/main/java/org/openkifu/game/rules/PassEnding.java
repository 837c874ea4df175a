package org.openkifu.game.rules;

/** What two consecutive passes lead to. */
public enum PassEnding {
    /** The game ends and is scored at once (ItsYourTurn, Tromp-Taylor). */
    SCORE_AUTOMATICALLY,
    /** The players mark dead stones; either may return to play (Little Go, Black&White, Japanese...). */
    MARK_DEAD_STONES
}
