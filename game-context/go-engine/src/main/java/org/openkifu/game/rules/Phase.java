package org.openkifu.game.rules;

/** Where a game stands. */
public enum Phase {
    PLAYING,
    /** Two passes were played under {@link PassEnding#MARK_DEAD_STONES}: no moves until play resumes. */
    MARKING,
    ENDED
}
