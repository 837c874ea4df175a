package org.openkifu.game.rules;

/** Whether a play may leave its own chain without liberties. */
public enum SuicideRule {
    ILLEGAL,
    /**
     * Seed 003 / Tromp-Taylor / New Zealand: the player's own libertyless chain is removed and goes
     * to the opponent as prisoners. A single-stone suicide is refused even here: it would leave the
     * board unchanged, i.e. it is a pass in disguise (and under positional superko it repeats the
     * position anyway). Pass instead.
     */
    SELF_CAPTURE_ALLOWED
}
