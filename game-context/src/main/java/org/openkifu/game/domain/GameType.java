package org.openkifu.game.domain;

/** Black&White's three game types (seed 002). */
public enum GameType {
    /** Even game: colours by nigiri (or given by a tournament), full komi. */
    HO_SUN,
    /** Ranks one or two apart: the stronger takes White, komi 0.5, no handicap stones. */
    JUNG_SUN,
    /** Ranks more than two apart: the weaker takes Black with handicap stones, komi 0.5; White moves first. */
    HANDICAP
}
