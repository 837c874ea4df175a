package org.openkifu.game.domain;

import java.util.List;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.ScoringMethod;

/**
 * The count behind a scored result, as recorded in {@code GameEnded}: each side's numbers, the dead
 * stones that were removed, and how they add up (see the scorer's {@code SideScore} for the formulas).
 */
public record ScoreBreakdown(ScoringMethod method, Side black, Side white, List<Point> deadStones) {

    /**
     * @param territory  empty points counted for this side
     * @param stones     live stones on the board (counted under area scoring)
     * @param stonesLost stones the opponent captured during play
     * @param deadStones stones of this side removed as dead
     * @param komi       compensation received (White's komi; 0 for Black)
     * @param total      the side's score
     */
    public record Side(int territory, int stones, int stonesLost, int deadStones, double komi, double total) {
    }

    public ScoreBreakdown {
        deadStones = List.copyOf(deadStones);
    }

    public double margin() {
        return Math.abs(black.total() - white.total());
    }
}
