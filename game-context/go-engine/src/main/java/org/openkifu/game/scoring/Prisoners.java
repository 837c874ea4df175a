package org.openkifu.game.scoring;

/**
 * Stones taken off the board by captures during play (not dead stones removed at the end).
 *
 * @param capturedByBlack white stones Black captured
 * @param capturedByWhite black stones White captured
 */
public record Prisoners(int capturedByBlack, int capturedByWhite) {

    public static final Prisoners NONE = new Prisoners(0, 0);

    public Prisoners {
        if (capturedByBlack < 0 || capturedByWhite < 0) {
            throw new ScoringException(ScoringException.Code.SCORE_NEGATIVE_PRISONERS,
                    "prisoner counts cannot be negative (captured by Black " + capturedByBlack
                            + ", by White " + capturedByWhite + ")");
        }
    }
}
