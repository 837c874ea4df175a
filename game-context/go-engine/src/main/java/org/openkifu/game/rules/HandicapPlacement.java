package org.openkifu.game.rules;

/** How handicap stones are placed. */
public enum HandicapPlacement {
    /** On the standard pattern for the count (see docs/handicap.md). */
    FIXED,
    /** Black chooses the points (Chinese, AGA, New Zealand). */
    FREE
}
