package org.openkifu.ladder.domain;

/** A finished game seen from one player. NONE: no result that counts (void, cancelled, unknown). */
public enum Outcome {
    WIN(1.0),
    LOSS(0.0),
    DRAW(0.5),
    NONE(Double.NaN);

    private final double score;

    Outcome(double score) {
        this.score = score;
    }

    /** Glicko's s: 1 for a win, 0 for a loss, 1/2 for a draw; NaN for NONE (never rated). */
    public double score() {
        return score;
    }
}
