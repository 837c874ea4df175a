package org.openkifu.ladder.domain;

/** The Black&White game types, as the game context names them. */
public enum GameType {
    /** Even game with komi, colours by nigiri. */
    HO_SUN,
    /** The weaker player takes Black without komi (ranks one or two apart). */
    JUNG_SUN,
    HANDICAP
}
