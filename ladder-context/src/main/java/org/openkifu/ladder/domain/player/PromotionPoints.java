package org.openkifu.ladder.domain.player;

import org.openkifu.ladder.domain.Outcome;
import org.openkifu.ladder.domain.Rank;

/**
 * Black&White's promotion points: a ranked player starts a rank at 50; an even rated game won is +5, lost is -5;
 * reaching 100 promotes one rank and reaching 0 demotes one rank, and the points go back to 50. A draw changes
 * nothing. At the ends of the scale there is no rank to move to: a 9d's points stop at 100 and an 18k's at 0, so
 * they still say how far the player is from the next change (docs/ladder.md, "Ranks and promotion points").
 * Professional ranks (1p..9p) are a separate scale set by an administrator: points neither reach nor leave them
 * (a professional's points move and stop at 0 and 100).
 *
 * @param rank   null for a player without a rank (a guest)
 * @param points 0..100
 */
public record PromotionPoints(Rank rank, int points) {

    public static final int START = 50;
    public static final int STEP = 5;
    public static final int PROMOTE_AT = 100;
    public static final int DEMOTE_AT = 0;
    /** The highest rank promotion points reach (docs/ratings.md, "Professional ranks"). */
    public static final Rank HIGHEST_BY_POINTS = new Rank(9, 'd');

    public static PromotionPoints startingAt(Rank rank) {
        return new PromotionPoints(rank, START);
    }

    public static PromotionPoints guest() {
        return new PromotionPoints(null, START);
    }

    public boolean ranked() {
        return rank != null;
    }

    public PromotionPoints after(Outcome outcome) {
        if (rank == null || (outcome != Outcome.WIN && outcome != Outcome.LOSS)) {
            return this;
        }
        int next = points + (outcome == Outcome.WIN ? STEP : -STEP);
        boolean professional = rank.kind() == 'p';
        if (next >= PROMOTE_AT) {
            // 9d is the top of the amateur scale: 1p..9p are set by an administrator, never reached by points
            return professional || rank.equals(HIGHEST_BY_POINTS) ? new PromotionPoints(rank, PROMOTE_AT)
                    : new PromotionPoints(rank.promoted(), START);
        }
        if (next <= DEMOTE_AT) {
            // nor left by points: a professional rank is a title, not a step of the amateur scale
            return professional || rank.equals(Rank.LOWEST) ? new PromotionPoints(rank, DEMOTE_AT)
                    : new PromotionPoints(rank.demoted(), START);
        }
        return new PromotionPoints(rank, next);
    }
}
