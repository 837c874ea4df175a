package org.openkifu.game.rules;

/** Why the board part of a game ended (resignation and time are the game aggregate's business). */
public enum EndReason {
    /** Two consecutive passes (under AGA rules: White passed last). */
    PASSES,
    /** The ruleset's maximum number of moves was played (ItsYourTurn house rule). */
    MOVE_CAP,
    /** A player reached the capture-go goal. */
    CAPTURE_GOAL
}
