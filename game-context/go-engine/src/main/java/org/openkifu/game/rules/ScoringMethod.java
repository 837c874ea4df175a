package org.openkifu.game.rules;

/** How a finished position is counted. */
public enum ScoringMethod {
    /** Own stones on the board plus empty points surrounded only by own stones (Chinese, Tromp-Taylor, Little Go area). */
    AREA,
    /** Surrounded empty points minus own stones lost (captured or dead): Japanese, Korean, ItsYourTurn. */
    TERRITORY
}
