package org.openkifu.tournament.domain.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.MatchingAlgorithm.Matching;
import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedMatching;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;
import org.jgrapht.util.SupplierUtil;
import org.openkifu.tournament.domain.HandicapPolicy;
import org.openkifu.tournament.domain.PairingRules;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.pairing.PairingWeights.Placed;

/**
 * Swiss and McMahon pairing of one round over all available players at once, by minimum-cost perfect matching
 * (costs: {@link PairingWeights}).
 *
 * <p>Why these JGraphT algorithms: any player may meet any other, so the graph is general, not bipartite, and
 * {@code MaximumWeightBipartiteMatching} does not fit. Blossom V ({@link KolmogorovWeightedPerfectMatching}) finds the
 * optimum perfect matching of a general graph exactly; {@link SparseEdmondsMaximumCardinalityMatching} tells first
 * whether a perfect matching exists at all, since the blossom algorithm fails when there is none.
 *
 * <p>Bye: with an odd number of players the lowest-placed player who has not had a bye sits out, going up the table
 * until the others can all be paired; only then players who already had one.
 *
 * <p>Fallback: when no perfect matching exists (late rounds of a small field where everyone left has met), the
 * maximum-weight matching ({@link KolmogorovWeightedMatching}, each edge worth a constant far above any cost, so it
 * first pairs as many players as possible) is used and the players it leaves out get a bye. Pairs never repeat.
 */
public final class SwissPairing {

    /**
     * Every edge of the fallback is worth this minus a hundredth of its cost (at most 9e7), so pairing one more
     * player always outweighs any cost; the hundredth keeps the weights within what Blossom V handles exactly.
     */
    private static final double FALLBACK_EDGE_VALUE = 1e10;

    /**
     * @param score         the score that makes the groups: NBW in Swiss, MMS in McMahon
     * @param colourBalance Whites minus Blacks so far, in even single games
     * @param colourStreak  the colour of the last even games: +k for k Whites running, -k for k Blacks, 0 for none
     * @param lastFloat     in the previous round: +1 paired with a higher score (floated up), -1 down, 0 neither
     * @param club          of the registration, or null
     * @param country       of the registration, or null
     * @param exempt        not kept apart from club mates and compatriots (McMahon bar, many wins in a Swiss)
     */
    public record Candidate(String userId, double score, Rank rank, int colourBalance, boolean hadBye, int colourStreak,
                            int lastFloat, String club, String country, boolean exempt) {

        /** A candidate without history beyond the colour balance, club or country. */
        public Candidate(String userId, double score, Rank rank, int colourBalance, boolean hadBye) {
            this(userId, score, rank, colourBalance, hadBye, 0, 0, null, null, false);
        }
    }

    /**
     * What the costs need to know of the round: the rules, the round number (the seeding system depends on it) and
     * the seed of split-and-random's draw (the tournament id).
     */
    public record RoundContext(PairingRules rules, int round, String randomSeed) {

        /** OpenGotha's rules in a round after the first (split and fold). */
        public static final RoundContext LATER_ROUND = new RoundContext(PairingRules.OPENGOTHA, 2, "");
    }

    public record PairedBoard(String blackUserId, String whiteUserId, int handicap) {
    }

    /** @param perfect false when the fallback left players unpaired (they are among the byes) */
    public record Result(List<PairedBoard> boards, List<String> byes, boolean perfect) {
    }

    private SwissPairing() {
    }

    /**
     * @param placementOrder the available players, best placed first (current standings)
     * @param alreadyMet     pairs that played in an earlier round, as two-element sets of user ids
     */
    public static Result pair(List<Candidate> placementOrder, Set<Set<String>> alreadyMet, HandicapPolicy policy) {
        return pair(placementOrder, alreadyMet, policy, RoundContext.LATER_ROUND);
    }

    public static Result pair(List<Candidate> placementOrder, Set<Set<String>> alreadyMet, HandicapPolicy policy,
                              RoundContext ctx) {
        List<Placed> placed = place(placementOrder);
        if (placed.size() % 2 == 1) {
            List<Placed> byeOrder = new ArrayList<>(placed);
            byeOrder.sort(Comparator.comparing((Placed p) -> p.candidate().hadBye()).thenComparing(Placed::pos,
                    Comparator.reverseOrder()));
            for (Placed bye : byeOrder) {
                List<Placed> rest = placed.stream().filter(p -> p != bye).toList();
                Graph<Placed, DefaultWeightedEdge> g = graph(rest, alreadyMet, policy, ctx, 0);
                if (hasPerfectMatching(g)) {
                    return result(perfect(g), policy, List.of(bye.candidate().userId()));
                }
            }
            return fallback(placed, alreadyMet, policy, ctx);
        }
        Graph<Placed, DefaultWeightedEdge> g = graph(placed, alreadyMet, policy, ctx, 0);
        return hasPerfectMatching(g) ? result(perfect(g), policy, List.of()) : fallback(placed, alreadyMet, policy, ctx);
    }

    private static List<Placed> place(List<Candidate> order) {
        Map<Double, List<Candidate>> groups = new HashMap<>();
        order.forEach(c -> groups.computeIfAbsent(c.score(), k -> new ArrayList<>()).add(c));
        List<Placed> placed = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            Candidate c = order.get(i);
            List<Candidate> group = groups.get(c.score());
            placed.add(new Placed(c, i, group.indexOf(c), group.size()));
        }
        return placed;
    }

    private static Graph<Placed, DefaultWeightedEdge> graph(List<Placed> players, Set<Set<String>> met,
                                                           HandicapPolicy policy, RoundContext ctx, double edgeValue) {
        Graph<Placed, DefaultWeightedEdge> g = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        players.forEach(g::addVertex);
        for (int i = 0; i < players.size(); i++) {
            for (int j = i + 1; j < players.size(); j++) {
                Placed a = players.get(i);
                Placed b = players.get(j);
                if (met.contains(Set.of(a.candidate().userId(), b.candidate().userId()))) {
                    continue; // a pair that has met gets no edge: pairings never repeat
                }
                DefaultWeightedEdge e = g.addEdge(a, b);
                g.setEdgeWeight(e, edgeValue - PairingWeights.cost(a, b, policy, ctx));
            }
        }
        return g;
    }

    private static boolean hasPerfectMatching(Graph<Placed, DefaultWeightedEdge> g) {
        if (g.vertexSet().isEmpty()) {
            return true;
        }
        return new SparseEdmondsMaximumCardinalityMatching<>(g).getMatching().isPerfect();
    }

    private static Matching<Placed, DefaultWeightedEdge> perfect(Graph<Placed, DefaultWeightedEdge> g) {
        if (g.vertexSet().isEmpty()) {
            return new org.jgrapht.alg.interfaces.MatchingAlgorithm.MatchingImpl<>(g, Set.of(), 0);
        }
        // weights are minus the costs: the maximum-weight perfect matching is the cheapest one
        return new KolmogorovWeightedPerfectMatching<>(g, ObjectiveSense.MAXIMIZE).getMatching();
    }

    private static Result fallback(List<Placed> placed, Set<Set<String>> met, HandicapPolicy policy,
                                   RoundContext ctx) {
        // the general algorithm adds vertices of its own, so it works on indices with a supplier past the players
        Graph<Integer, DefaultWeightedEdge> g = new SimpleWeightedGraph<>(SupplierUtil.createIntegerSupplier(placed.size()),
                SupplierUtil.createDefaultWeightedEdgeSupplier());
        for (int i = 0; i < placed.size(); i++) {
            g.addVertex(i);
        }
        for (int i = 0; i < placed.size(); i++) {
            for (int j = i + 1; j < placed.size(); j++) {
                Placed a = placed.get(i);
                Placed b = placed.get(j);
                if (!met.contains(Set.of(a.candidate().userId(), b.candidate().userId()))) {
                    g.setEdgeWeight(g.addEdge(i, j), FALLBACK_EDGE_VALUE - PairingWeights.cost(a, b, policy, ctx) / 100);
                }
            }
        }
        Matching<Integer, DefaultWeightedEdge> m = new KolmogorovWeightedMatching<>(g, ObjectiveSense.MAXIMIZE).getMatching();
        List<PairedBoard> boards = new ArrayList<>();
        m.getEdges().stream()
                .map(e -> new Placed[] {placed.get(Math.min(g.getEdgeSource(e), g.getEdgeTarget(e))),
                        placed.get(Math.max(g.getEdgeSource(e), g.getEdgeTarget(e)))})
                .sorted(Comparator.comparingInt(p -> p[0].pos()))
                .forEach(p -> boards.add(board(p[0], p[1], policy)));
        List<String> byes = new ArrayList<>();
        for (int i = placed.size() - 1; i >= 0; i--) {
            if (!m.isMatched(i)) {
                byes.add(placed.get(i).candidate().userId());
            }
        }
        return new Result(boards, byes, false);
    }

    private static Result result(Matching<Placed, DefaultWeightedEdge> m, HandicapPolicy policy, List<String> byes) {
        Graph<Placed, DefaultWeightedEdge> g = m.getGraph();
        List<Placed[]> pairs = new ArrayList<>();
        for (DefaultWeightedEdge e : m.getEdges()) {
            Placed a = g.getEdgeSource(e);
            Placed b = g.getEdgeTarget(e);
            pairs.add(a.pos() < b.pos() ? new Placed[] {a, b} : new Placed[] {b, a});
        }
        pairs.sort(Comparator.comparingInt(p -> p[0].pos())); // board 1 holds the best-placed player
        List<PairedBoard> boards = new ArrayList<>();
        for (Placed[] p : pairs) {
            boards.add(board(p[0], p[1], policy));
        }
        return new Result(boards, byes, true);
    }

    private static PairedBoard board(Placed a, Placed b, HandicapPolicy policy) {
        int handicap = policy.handicap(a.candidate().rank(), b.candidate().rank());
        Placed black;
        if (handicap > 0) {
            black = a.candidate().rank().value() < b.candidate().rank().value() ? a : b;
        } else {
            black = PairingWeights.blackOfEvenGame(a, b);
        }
        Placed white = black == a ? b : a;
        return new PairedBoard(black.candidate().userId(), white.candidate().userId(), handicap);
    }
}
