package org.openkifu.tournament.domain.pairing;

import org.openkifu.tournament.domain.HandicapPolicy;

/**
 * The cost of pairing two players in a Swiss or McMahon round; the matching picks the pairing with the smallest total
 * cost among those that pair the most players. Pairs that already met get no edge at all. In order of weight:
 *
 * <ol>
 *   <li>score difference: {@value #SCORE} × d², d the difference in half points (so 40,000 for one point). Squared,
 *       so two players floating down one group each cost less than one floating down two groups;</li>
 *   <li>colours (even games only; the weaker player takes Black in a handicap game): Black goes to the player who has
 *       had White more often (if level, to the lower-placed). Each player left more than one colour out of balance
 *       costs {@value #COLOUR} per game of imbalance beyond one, and {@value #COLOUR_SEVERE} more when the imbalance
 *       reaches three;</li>
 *   <li>inside a score group, split and slip: the top half meets the bottom half in order (1 against g/2 + 1, ...):
 *       {@value #SPLIT} × |distance in the group − g/2|.</li>
 * </ol>
 * A score point (40,000) outweighs the worst colour cost of one pair (2 × 3,000 + 2 × 1,000), so colours never pull
 * players out of their score group; the split cost (at most 10 per place) only orders pairs inside a group.
 */
public final class PairingWeights {

    static final long SCORE = 10_000;
    static final long COLOUR = 1_000;
    static final long COLOUR_SEVERE = 3_000;
    static final long SPLIT = 10;

    private PairingWeights() {
    }

    /** Candidate at placement index {@code pos}, in a score group of {@code groupSize} where it is {@code posInGroup}. */
    record Placed(SwissPairing.Candidate candidate, int pos, int posInGroup, int groupSize) {
    }

    static long cost(Placed a, Placed b, HandicapPolicy policy) {
        long d = Math.round(Math.abs(a.candidate().score() - b.candidate().score()) * 2);
        long cost = SCORE * d * d;
        if (policy.handicap(a.candidate().rank(), b.candidate().rank()) == 0) {
            Placed black = blackOfEvenGame(a, b);
            Placed white = black == a ? b : a;
            cost += colourCost(black.candidate().colourBalance() - 1) + colourCost(white.candidate().colourBalance() + 1);
        }
        if (d == 0) {
            cost += SPLIT * Math.abs(Math.abs(a.posInGroup() - b.posInGroup()) - a.groupSize() / 2);
        }
        return cost;
    }

    /** Black in an even game: more Whites so far, else the lower-placed player. */
    static Placed blackOfEvenGame(Placed a, Placed b) {
        int ca = a.candidate().colourBalance();
        int cb = b.candidate().colourBalance();
        if (ca != cb) {
            return ca > cb ? a : b;
        }
        return a.pos() > b.pos() ? a : b;
    }

    private static long colourCost(int balanceAfter) {
        int excess = Math.max(0, Math.abs(balanceAfter) - 1);
        return COLOUR * excess + (Math.abs(balanceAfter) >= 3 ? COLOUR_SEVERE : 0);
    }
}
