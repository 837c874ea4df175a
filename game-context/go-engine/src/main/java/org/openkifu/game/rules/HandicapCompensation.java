package org.openkifu.game.rules;

/** Extra points White receives in a handicap game under area scoring. The scorer applies it. */
public enum HandicapCompensation {
    NONE,
    /** One point per handicap stone (Chinese). */
    PER_STONE,
    /** One point per handicap stone after the first (AGA). */
    PER_STONE_AFTER_FIRST;

    public int points(int handicapStones) {
        if (handicapStones < 2) {
            return 0;
        }
        return switch (this) {
            case NONE -> 0;
            case PER_STONE -> handicapStones;
            case PER_STONE_AFTER_FIRST -> handicapStones - 1;
        };
    }
}
