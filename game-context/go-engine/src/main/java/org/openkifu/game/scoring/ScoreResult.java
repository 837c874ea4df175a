package org.openkifu.game.scoring;

import java.math.BigDecimal;
import java.util.Optional;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.ScoringMethod;

/**
 * A counted game: both players' breakdowns, the ownership of every point, and the result.
 */
public record ScoreResult(ScoringMethod method, SideScore black, SideScore white, Ownership ownership) {

    /** The winner, or empty for jigo (a draw). */
    public Optional<Color> winner() {
        int cmp = Double.compare(black.total(), white.total());
        return cmp == 0 ? Optional.empty() : Optional.of(cmp > 0 ? Color.BLACK : Color.WHITE);
    }

    /** How many points the winner is ahead; 0 for jigo. */
    public double margin() {
        return Math.abs(black.total() - white.total());
    }

    public boolean isJigo() {
        return winner().isEmpty();
    }

    /** The SGF RE value: "B+3.5", "W+0.5", "B+12", or "0" for a draw. */
    public String sgfResult() {
        return winner()
                .map(c -> c.sgf() + "+" + BigDecimal.valueOf(margin()).stripTrailingZeros().toPlainString())
                .orElse("0");
    }
}
