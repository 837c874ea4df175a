package org.openkifu.ladder.domain.rating;

/**
 * A Glicko-2 rating on the Glicko scale (1500 is the starting rating).
 *
 * @param rating     r
 * @param deviation  RD: how unsure the rating is (350 = nothing known)
 * @param volatility σ: how erratic the player's results are
 */
public record Rating(double rating, double deviation, double volatility) {

    public Rating {
        if (!Double.isFinite(rating) || !(deviation > 0) || !Double.isFinite(deviation) || !(volatility > 0)
                || !Double.isFinite(volatility)) {
            throw new IllegalArgumentException("not a Glicko-2 rating: " + rating + "/" + deviation + "/" + volatility);
        }
    }
}
