package org.openkifu.tournament.domain.pairing;

import org.openkifu.tournament.domain.HandicapPolicy;
import org.openkifu.tournament.domain.PairingRules;
import org.openkifu.tournament.domain.PairingRules.SeedSystem;

/**
 * The cost of pairing two players in a Swiss or McMahon round; the matching picks the pairing with the smallest total
 * cost among those that pair the most players. Pairs that already met get no edge at all. The terms form tiers, each
 * weighing more than everything below it can add up to in a field of 40 players unless most of them float twice
 * running at once, so a lower tier only chooses among pairings equal on the tiers above (docs/tournaments.md has the
 * table and the reasons):
 *
 * <ol>
 *   <li>score: {@value #SCORE} × d², d the difference in half points; and club/country: a pair of the same club
 *       (country) costs as much as a difference of {@link PairingRules#sameClubGap()} ({@code sameCountryGap}) points,
 *       plus half a step so that the difference is preferred;</li>
 *   <li>colours that must not happen: {@value #COLOUR_SEVERE} for each player who would reach a colour difference of
 *       three, or the same colour three games running;</li>
 *   <li>floats: {@value #FLOAT_REPEAT} for each player floated in the same direction as in the previous round;
 *       {@value #FLOAT_POSITION} per half place away from the middle of its group for each floating player;</li>
 *   <li>colours that are merely uneven: {@value #COLOUR} for each player reaching a colour difference of two;</li>
 *   <li>seeding inside a score group: 1 per place away from the system's ideal opponent (split and fold, slip), or a
 *       draw below {@value #SEED_RANDOM_ACROSS} across the halves and {@value #SEED_RANDOM_SAME_HALF} within one
 *       (split and random).</li>
 * </ol>
 */
public final class PairingWeights {

    static final long SCORE = 10_000_000L;
    /** 30 half points (15 points) and beyond cost the same: JGraphT's Blossom V takes a dual step above 1e10 for
     *  "no perfect matching", so no pair may cost that much. */
    static final long SCORE_TIER_MAX = SCORE * 30 * 30;
    static final long COLOUR_SEVERE = 250_000L;
    static final long FLOAT_REPEAT = 10_000L;
    static final long COLOUR = 300L;
    static final long FLOAT_POSITION = 25L;
    static final long SEED_RANDOM_ACROSS = 20L;
    static final long SEED_RANDOM_SAME_HALF = 40L;

    private PairingWeights() {
    }

    /** Candidate at placement index {@code pos}, in a score group of {@code groupSize} where it is {@code posInGroup}. */
    record Placed(SwissPairing.Candidate candidate, int pos, int posInGroup, int groupSize) {
    }

    static long cost(Placed a, Placed b, HandicapPolicy policy, SwissPairing.RoundContext ctx) {
        long d = halfPoints(a, b);
        long cost = Math.min(SCORE_TIER_MAX, SCORE * d * d + geo(a.candidate(), b.candidate(), ctx.rules()));
        if (policy.handicap(a.candidate().rank(), b.candidate().rank()) == 0) {
            Placed black = blackOfEvenGame(a, b);
            Placed white = black == a ? b : a;
            cost += colourCost(black.candidate(), false) + colourCost(white.candidate(), true);
        }
        if (d == 0) {
            cost += seeding(a, b, ctx);
        } else {
            cost += floats(a, b, ctx.rules());
        }
        return cost;
    }

    private static long halfPoints(Placed a, Placed b) {
        return Math.round(Math.abs(a.candidate().score() - b.candidate().score()) * 2);
    }

    /** The cost of a score difference of {@code points} for one pair. */
    static long scoreCost(int points) {
        return SCORE * 4L * points * points;
    }

    /**
     * Club before country: a pair of one club is charged the club's gap only. An exempt player (at the McMahon bar, or
     * with many wins in a Swiss) counts as a club mate and compatriot of anyone who has a club (country): their pairs
     * cost what a pair of one club costs in that field, so they are never kept apart, and nobody is drawn towards or
     * away from them (in a field of one club, or one country, every pair costs the same).
     */
    static long geo(SwissPairing.Candidate a, SwissPairing.Candidate b, PairingRules rules) {
        int gap;
        if (same(a.club(), b.club()) || (a.exempt() && known(b.club())) || (b.exempt() && known(a.club()))) {
            gap = rules.sameClubGap();
        } else if (same(a.country(), b.country()) || (a.exempt() && known(b.country()))
                || (b.exempt() && known(a.country()))) {
            gap = rules.sameCountryGap();
        } else {
            gap = 0;
        }
        return gap == 0 ? 0 : scoreCost(gap) + SCORE / 2;
    }

    private static boolean known(String x) {
        return x != null && !x.isBlank();
    }

    static boolean same(String x, String y) {
        return x != null && y != null && !x.isBlank() && x.trim().equalsIgnoreCase(y.trim());
    }

    /**
     * Black in an even game: the choice with the cheaper colour cost; if equal, the player with more Whites so far,
     * then the one who had White last, then the lower-placed.
     */
    static Placed blackOfEvenGame(Placed a, Placed b) {
        long aBlack = colourCost(a.candidate(), false) + colourCost(b.candidate(), true);
        long bBlack = colourCost(b.candidate(), false) + colourCost(a.candidate(), true);
        if (aBlack != bBlack) {
            return aBlack < bBlack ? a : b;
        }
        int ca = a.candidate().colourBalance();
        int cb = b.candidate().colourBalance();
        if (ca != cb) {
            return ca > cb ? a : b;
        }
        int sa = a.candidate().colourStreak();
        int sb = b.candidate().colourStreak();
        if (sa != sb) {
            return sa > sb ? a : b;
        }
        return a.pos() > b.pos() ? a : b;
    }

    static long colourCost(SwissPairing.Candidate c, boolean white) {
        int balance = c.colourBalance() + (white ? 1 : -1);
        int streak = white ? (c.colourStreak() > 0 ? c.colourStreak() + 1 : 1)
                : (c.colourStreak() < 0 ? c.colourStreak() - 1 : -1);
        long cost = COLOUR * Math.max(0, Math.abs(balance) - 1);
        if (Math.abs(balance) >= 3 || Math.abs(streak) >= 3) {
            cost += COLOUR_SEVERE;
        }
        return cost;
    }

    /** Pairs across score groups: who floats, and whether they floated the same way last round. */
    private static long floats(Placed a, Placed b, PairingRules rules) {
        Placed upper = a.candidate().score() > b.candidate().score() ? a : b;
        Placed lower = upper == a ? b : a;
        // OpenGotha's default ("MID"): the middle of each group floats, so neither its leader nor its last is pulled
        long cost = FLOAT_POSITION * (Math.abs(2 * upper.posInGroup() - (upper.groupSize() - 1))
                + Math.abs(2 * lower.posInGroup() - (lower.groupSize() - 1)));
        if (rules.floatBalance()) {
            if (upper.candidate().lastFloat() < 0) {
                cost += FLOAT_REPEAT; // floated down last round and again now
            }
            if (lower.candidate().lastFloat() > 0) {
                cost += FLOAT_REPEAT;
            }
        }
        return cost;
    }

    /** Inside a score group of g, players at 0-based places i and j: the distance from the system's ideal. */
    static long seeding(Placed a, Placed b, SwissPairing.RoundContext ctx) {
        int g = a.groupSize();
        int i = a.posInGroup();
        int j = b.posInGroup();
        SeedSystem system = ctx.rules().seeding(ctx.round());
        switch (system) {
            case SPLIT_AND_FOLD:
                return Math.abs(i + j - (g - 1)); // 0 when 1 meets g, 2 meets g - 1, ...
            case SPLIT_AND_SLIP:
                return Math.abs(2 * Math.abs(i - j) - g); // 0 when the distance is half the group
            default:
                boolean across = (2 * i < g) != (2 * j < g);
                return across ? draw(ctx.randomSeed(), ctx.round(), a.candidate().userId(), b.candidate().userId())
                        % SEED_RANDOM_ACROSS : SEED_RANDOM_SAME_HALF;
        }
    }

    /** A number drawn from the tournament, the round and the pair only: the same whenever the round is replayed. */
    static long draw(String seed, int round, String x, String y) {
        String key = seed + '/' + round + '/' + (x.compareTo(y) < 0 ? x + '/' + y : y + '/' + x);
        long z = key.hashCode() * 0x9E3779B97F4A7C15L + key.length();
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return (z ^ (z >>> 31)) & Long.MAX_VALUE;
    }
}
