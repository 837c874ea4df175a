package org.openkifu.game.rules;

/** Which repetitions are forbidden. Every rule forbids the immediate recapture of a simple ko. */
public enum KoRule {
    /** Only the immediate recapture of a single stone is forbidden. */
    SIMPLE,
    /** No play may recreate any earlier board position. */
    POSITIONAL_SUPERKO,
    /** No play may recreate an earlier board position with the same player to move. */
    SITUATIONAL_SUPERKO
}
