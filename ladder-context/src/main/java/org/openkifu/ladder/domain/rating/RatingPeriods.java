package org.openkifu.ladder.domain.rating;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * OpenKifu's rating-period rule (docs/ratings.md), as OGS: every rated game is a rating period of its own for both
 * players. Before the game each player's deviation grows for the time since their last rated game, as Glicko-2 grows
 * it for a period without games, one such period per day (fractions count), never above 350. Then one Glicko-2
 * period with that single game.
 */
public final class RatingPeriods {

    public static final Rating INITIAL = new Rating(1500, 350, 0.06);
    public static final double MAX_DEVIATION = 350;
    /** The idle time that counts as one period without games when growing the deviation. */
    public static final Duration IDLE_PERIOD = Duration.ofDays(1);

    private RatingPeriods() {
    }

    /**
     * A player's rating as it stands on the eve of a game at {@code at}.
     *
     * @param lastRatedAt the end of the player's last rated game, null if they have none (then nothing grows)
     */
    public static Rating before(Rating rating, Instant lastRatedAt, Instant at) {
        if (lastRatedAt == null || !at.isAfter(lastRatedAt)) {
            return rating;
        }
        double periods = (double) Duration.between(lastRatedAt, at).toMillis() / IDLE_PERIOD.toMillis();
        double phi = rating.deviation() / Glicko2.SCALE;
        double sigma = rating.volatility();
        double grown = Math.sqrt(phi * phi + periods * sigma * sigma) * Glicko2.SCALE;
        return new Rating(rating.rating(), Math.min(grown, MAX_DEVIATION), sigma);
    }

    /**
     * The player's rating after one game.
     *
     * @param player   the player's rating after their last rated game (or {@link #INITIAL})
     * @param opponent the opponent's, likewise
     * @param score    1 win, 0 loss, 1/2 draw
     */
    public static Rating afterGame(Rating player, Instant playerLastRatedAt, Rating opponent,
            Instant opponentLastRatedAt, double score, Instant at) {
        Rating self = before(player, playerLastRatedAt, at);
        Rating other = before(opponent, opponentLastRatedAt, at);
        Rating after = Glicko2.rate(self, List.of(new Glicko2.Game(other, score)));
        // The cap holds after the game too (a game against a very uncertain opponent can add a little).
        return after.deviation() > MAX_DEVIATION ? new Rating(after.rating(), MAX_DEVIATION, after.volatility()) : after;
    }
}
