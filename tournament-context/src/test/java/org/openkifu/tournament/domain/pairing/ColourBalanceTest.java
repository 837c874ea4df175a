package org.openkifu.tournament.domain.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.openkifu.tournament.domain.Board;
import org.openkifu.tournament.domain.Entrant;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.TournamentCommand.MarkAbsent;
import org.openkifu.tournament.domain.TournamentScript;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.standings.ScoreCards;
import org.openkifu.tournament.domain.standings.Standings;

/**
 * Colours over 200 random Swiss and McMahon tournaments of 8 to 40 players (fixed seeds). After every round nobody
 * has a colour difference above two or the same colour three games running, unless no pairing of the same score
 * quality avoids it. Whether it could be avoided is decided here independently of the pairing's costs: on fields of
 * up to 12 paired players by trying every perfect matching without repeated pairs (score quality: the sum of the
 * squared score differences in half points; a matching avoids the fault if each of its pairs has a colour assignment
 * that gives neither player a third colour running or a difference of three). On larger fields an exact minimum-cost
 * perfect matching (JGraphT's Blossom V, the library, over this test's own two-term cost: 1,000 × the squared
 * difference + the players a pair cannot keep fault-free) gives the fewest faults at the best score quality, and the
 * pairing must have no more. Both checks also require the pairing's score quality to be the best there is.
 */
class ColourBalanceTest {

    private static final int BRUTE_FORCE_LIMIT = 12;

    @TestFactory
    Stream<DynamicTest> coloursStayWithinTwoAndNoThirdColourRunsWhereAPairingOfEqualScoreQualityAvoidsIt() {
        return IntStream.range(0, 200).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> tournament(seed)));
    }

    private static void tournament(long seed) {
        Random random = new Random(seed * 7919 + 17);
        int n = 8 + random.nextInt(33);
        int rounds = Math.min(3 + random.nextInt(4), n / 2 - 1);
        boolean mcMahon = random.nextBoolean();
        Entrant[] players = new Entrant[n];
        for (int i = 0; i < n; i++) {
            players[i] = new Entrant("q" + i, null, Rank.ofValue(20 + random.nextInt(15)), null, null, null);
        }
        TournamentSettings settings = mcMahon ? TournamentSettings.mcMahon(rounds, Rank.parse("2d"), Rank.parse("12k"))
                : TournamentSettings.swiss(rounds);
        TournamentScript t = TournamentScript.withPlayers(settings, players);
        if (random.nextInt(3) == 0) {
            t.run(new MarkAbsent(TournamentScript.ID, TournamentScript.ORGANIZER, "q" + random.nextInt(n), 2));
        }
        t.start(1);
        for (int r = 1; r <= rounds; r++) {
            t.playRound((black, white) -> {
                int x = random.nextInt(20);
                return x == 0 ? null : x < 10 ? black : white;
            });
            if (r < rounds) {
                t.start(r + 1);
            }
        }
        TournamentState s = t.state();
        for (int r = 1; r <= rounds; r++) {
            checkRound(s, r, seed);
        }
    }

    /** Colour history before round r, from the boards alone: Whites minus Blacks, and the colours in order. */
    private record History(Map<String, Integer> balance, Map<String, List<Boolean>> whites, Set<Set<String>> met) {

        static History before(TournamentState s, int r) {
            History h = new History(new HashMap<>(), new HashMap<>(), new HashSet<>());
            for (RoundState round : s.rounds()) {
                if (round.number() >= r) {
                    break;
                }
                for (BoardState b : round.boards()) {
                    Board board = b.board();
                    h.met.add(Set.of(board.blackUserId(), board.whiteUserId()));
                    h.balance.merge(board.whiteUserId(), 1, Integer::sum);
                    h.balance.merge(board.blackUserId(), -1, Integer::sum);
                    h.whites.computeIfAbsent(board.whiteUserId(), k -> new ArrayList<>()).add(true);
                    h.whites.computeIfAbsent(board.blackUserId(), k -> new ArrayList<>()).add(false);
                }
            }
            return h;
        }

        /** True when taking White (or Black) now gives a difference of three or a third colour running. */
        boolean fault(String id, boolean white) {
            int after = balance.getOrDefault(id, 0) + (white ? 1 : -1);
            List<Boolean> seen = whites.getOrDefault(id, List.of());
            int n = seen.size();
            boolean thirdRunning = n >= 2 && seen.get(n - 1) == white && seen.get(n - 2) == white;
            return Math.abs(after) > 2 || thirdRunning;
        }
    }

    private static void checkRound(TournamentState s, int r, long seed) {
        History h = History.before(s, r);
        List<Board> boards = s.round(r).boards().stream().map(BoardState::board).toList();
        List<String> faults = new ArrayList<>();
        for (Board b : boards) {
            if (h.fault(b.blackUserId(), false)) {
                faults.add(b.blackUserId());
            }
            if (h.fault(b.whiteUserId(), true)) {
                faults.add(b.whiteUserId());
            }
        }
        List<String> paired = new ArrayList<>();
        boards.forEach(b -> {
            paired.add(b.blackUserId());
            paired.add(b.whiteUserId());
        });
        Map<String, Double> score = new HashMap<>();
        Standings.compute(ScoreCards.from(s, r - 1), s.settings().tieBreakers(), s.settings().mainScore())
                .forEach(row -> score.put(row.userId(), row.value(s.settings().mainScore())));
        long produced = 0;
        for (Board b : boards) {
            produced += squaredHalves(score, b.blackUserId(), b.whiteUserId());
        }
        if (paired.size() > BRUTE_FORCE_LIMIT) {
            long best = exactBest(paired, h, score);
            assertThat(produced).as("seed %d round %d: score quality", seed, r).isEqualTo(best / 1000);
            assertThat((long) faults.size()).as("seed %d round %d: colour faults %s", seed, r, faults)
                    .isLessThanOrEqualTo(best % 1000);
            return;
        }
        long[] best = {Long.MAX_VALUE, Long.MAX_VALUE}; // best quality; best quality among fault-free matchings
        search(paired, new boolean[paired.size()], 0, true, h, score, best);
        assertThat(produced).as("seed %d round %d: score quality", seed, r).isEqualTo(best[0]);
        if (best[1] == best[0]) {
            assertThat(faults).as("seed %d round %d: avoidable colour faults", seed, r).isEmpty();
        }
    }

    /** The least of 1,000 × score quality + colour faults over every perfect matching without repeated pairs. */
    private static long exactBest(List<String> ids, History h, Map<String, Double> score) {
        Graph<String, DefaultWeightedEdge> g = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        ids.forEach(g::addVertex);
        for (int i = 0; i < ids.size(); i++) {
            for (int j = i + 1; j < ids.size(); j++) {
                String a = ids.get(i);
                String b = ids.get(j);
                if (!h.met.contains(Set.of(a, b))) {
                    int aBlack = (h.fault(a, false) ? 1 : 0) + (h.fault(b, true) ? 1 : 0);
                    int aWhite = (h.fault(a, true) ? 1 : 0) + (h.fault(b, false) ? 1 : 0);
                    g.setEdgeWeight(g.addEdge(a, b), 1000 * squaredHalves(score, a, b) + Math.min(aBlack, aWhite));
                }
            }
        }
        return Math.round(new KolmogorovWeightedPerfectMatching<>(g, ObjectiveSense.MINIMIZE).getMatching().getWeight());
    }

    private static long squaredHalves(Map<String, Double> score, String a, String b) {
        long d = Math.round(Math.abs(score.get(a) - score.get(b)) * 2);
        return d * d;
    }

    private static void search(List<String> ids, boolean[] used, long quality, boolean clean, History h,
                               Map<String, Double> score, long[] best) {
        int first = -1;
        for (int i = 0; i < ids.size(); i++) {
            if (!used[i]) {
                first = i;
                break;
            }
        }
        if (first < 0) {
            best[0] = Math.min(best[0], quality);
            if (clean) {
                best[1] = Math.min(best[1], quality);
            }
            return;
        }
        used[first] = true;
        String a = ids.get(first);
        for (int j = first + 1; j < ids.size(); j++) {
            String b = ids.get(j);
            if (used[j] || h.met.contains(Set.of(a, b))) {
                continue;
            }
            boolean pairClean = (!h.fault(a, false) && !h.fault(b, true)) || (!h.fault(a, true) && !h.fault(b, false));
            used[j] = true;
            search(ids, used, quality + squaredHalves(score, a, b), clean && pairClean, h, score, best);
            used[j] = false;
        }
        used[first] = false;
    }
}
