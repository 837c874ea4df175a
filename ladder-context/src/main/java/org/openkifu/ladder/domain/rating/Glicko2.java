package org.openkifu.ladder.domain.rating;

import java.util.List;

/**
 * Glickman's Glicko-2 rating system, exactly as in "Example of the Glicko-2 system" (Mark E. Glickman, 2013),
 * steps 1 to 8, with the Illinois algorithm for the new volatility (step 5). Pure arithmetic on one rating period;
 * which games make a period is {@link RatingPeriods}' rule (docs/ratings.md).
 */
public final class Glicko2 {

    /** Glicko-2's conversion between the Glicko scale and its own: 400 / ln 10. */
    public static final double SCALE = 173.7178;
    public static final double BASE = 1500;
    /** The system constant τ: how much the volatility may change in one period. */
    public static final double TAU = 0.5;
    /** Convergence tolerance of step 5. */
    public static final double EPSILON = 0.000001;

    /** One game of the period, from the rated player's side. */
    public record Game(Rating opponent, double score) {
        public Game {
            if (!(score == 0 || score == 0.5 || score == 1)) {
                throw new IllegalArgumentException("a game scores 0, 1/2 or 1, not " + score);
            }
        }
    }

    /** The new rating and the two quantities of steps 3 and 4 (Glicko-2 scale), for checking against the paper. */
    public record Update(Rating rating, double variance, double improvement) {
    }

    private Glicko2() {
    }

    public static Rating rate(Rating player, List<Game> games) {
        return rateWithSteps(player, games, TAU).rating();
    }

    /** A period without games: only the deviation grows (step 6 with σ' = σ, "the player does not compete"). */
    public static Rating idle(Rating player) {
        double phi = player.deviation() / SCALE;
        double grown = Math.sqrt(phi * phi + player.volatility() * player.volatility());
        return new Rating(player.rating(), grown * SCALE, player.volatility());
    }

    public static Update rateWithSteps(Rating player, List<Game> games, double tau) {
        if (games.isEmpty()) {
            return new Update(idle(player), Double.POSITIVE_INFINITY, 0);
        }
        // Step 2: to the Glicko-2 scale.
        double mu = (player.rating() - BASE) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        // Steps 3 and 4: the estimated variance v and the improvement Δ.
        double inverseV = 0;
        double sum = 0;
        for (Game game : games) {
            double muJ = (game.opponent().rating() - BASE) / SCALE;
            double phiJ = game.opponent().deviation() / SCALE;
            double g = g(phiJ);
            double e = expected(mu, muJ, g);
            inverseV += g * g * e * (1 - e);
            sum += g * (game.score() - e);
        }
        double v = 1 / inverseV;
        double delta = v * sum;
        // Step 5: the new volatility.
        double newSigma = volatility(delta, phi, v, sigma, tau);
        // Step 6: the pre-period deviation.
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        // Step 7: new deviation and rating.
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        // Step 8: back to the Glicko scale.
        return new Update(new Rating(SCALE * newMu + BASE, SCALE * newPhi, newSigma), v, delta);
    }

    static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    static double expected(double mu, double muJ, double g) {
        return 1 / (1 + Math.exp(-g * (mu - muJ)));
    }

    /** Step 5, the Illinois algorithm (a regula falsi that halves the stale end's value). */
    static double volatility(double delta, double phi, double v, double sigma, double tau) {
        double a = Math.log(sigma * sigma);
        double phi2 = phi * phi;
        double delta2 = delta * delta;
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phi2 + v + ex;
            return ex * (delta2 - phi2 - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
        double bigA = a;
        double bigB;
        if (delta2 > phi2 + v) {
            bigB = Math.log(delta2 - phi2 - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) {
                k++;
            }
            bigB = a - k * tau;
        }
        double fA = f.applyAsDouble(bigA);
        double fB = f.applyAsDouble(bigB);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f.applyAsDouble(bigC);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }
}
