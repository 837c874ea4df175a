package org.openkifu.game.scoring;

/** Who a point belongs to when the game is counted. */
public enum Owner {
    /** A live black stone, or an empty (or dead-white) point counted for Black. */
    BLACK,
    /** A live white stone, or an empty (or dead-black) point counted for White. */
    WHITE,
    /** Dame: an empty point reached by both colours (or by none), counted for nobody. */
    NEUTRAL,
    /** An empty point inside a seki: a shared liberty, or (territory scoring) an eye of a chain in seki. Counted for nobody. */
    SEKI
}
