package org.openkifu.tournament.domain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.RoundState;

/**
 * The figures OpenGotha shows a director to judge the pairing of a Swiss or McMahon tournament, per round and in
 * total: a pure function of the state (computed on request from the fold).
 *
 * @param rounds one entry per paired round, round 1 first
 * @param total  the rounds' counts summed (round 0); its colour imbalances and the largest are those after the last
 *               paired round
 */
public record PairingReport(List<Figures> rounds, Figures total) {

    /**
     * @param boards                 boards of the round
     * @param repeatedPairs          boards whose players had met before (0 unless the fallback had no choice)
     * @param crossGroupPairs        boards whose players had different scores (NBW in Swiss, MMS in McMahon) when paired
     * @param differences            those boards by score difference, smallest first
     * @param largestDifference      the largest score difference on a board
     * @param intraClubPairs         boards of two players of one club
     * @param intraCountryPairs      boards of two players of one country
     * @param drawUps                players paired with a higher score
     * @param drawDowns              players paired with a lower score
     * @param repeatedFloats         players drawn up (down) in this round and in the round before
     * @param colourImbalances       players whose Whites and Blacks differ by two or more after the round
     * @param largestColourImbalance the largest such difference
     * @param thirdColourRunning     players with the same colour in their last three games, ending in this round
     * @param handicapGames          boards with a handicap
     * @param handicapTotal          the sum of the handicaps (1 = no stones, Black without komi)
     */
    public record Figures(int round, int boards, int repeatedPairs, int crossGroupPairs, List<Difference> differences,
                          double largestDifference, int intraClubPairs, int intraCountryPairs, int drawUps,
                          int drawDowns, int repeatedFloats, int colourImbalances, int largestColourImbalance,
                          int thirdColourRunning, int handicapGames, int handicapTotal) {
    }

    /** @param points a score difference; @param pairs boards with it */
    public record Difference(double points, int pairs) {
    }

    public Optional<Figures> round(int number) {
        return rounds.stream().filter(f -> f.round() == number).findFirst();
    }

    /** @throws TournamentViolation INVALID_STATE outside Swiss and McMahon (no score groups to report on) */
    public static PairingReport of(TournamentState s) {
        if (!s.settings().format().scorePaired()) {
            throw TournamentViolation.of(TournamentViolation.INVALID_STATE, "a " + s.settings().format()
                    + " is not paired by score: the pairing report is for Swiss and McMahon tournaments");
        }
        List<Figures> rounds = new ArrayList<>();
        Set<Set<String>> met = new HashSet<>();
        Map<String, Double> previousScores = Map.of();
        for (RoundState round : s.rounds()) {
            Map<String, Double> scores = PairingHistory.scoresBefore(s, round.number());
            rounds.add(figures(s, round, met, scores, previousScores));
            round.boards().forEach(b -> met.add(Set.of(b.board().blackUserId(), b.board().whiteUserId())));
            previousScores = scores;
        }
        return new PairingReport(rounds, total(s, rounds));
    }

    private static Figures figures(TournamentState s, RoundState round, Set<Set<String>> metBefore,
                                   Map<String, Double> scores, Map<String, Double> previousScores) {
        int r = round.number();
        int repeated = 0;
        int cross = 0;
        int club = 0;
        int country = 0;
        int ups = 0;
        int downs = 0;
        int repeatedFloats = 0;
        int handicapGames = 0;
        int handicapTotal = 0;
        double largest = 0;
        TreeMap<Double, Integer> differences = new TreeMap<>();
        Set<String> colourPlayers = new HashSet<>();
        for (BoardState bs : round.boards()) {
            Board b = bs.board();
            if (metBefore.contains(Set.of(b.blackUserId(), b.whiteUserId()))) {
                repeated++;
            }
            double d = Math.abs(scores.getOrDefault(b.blackUserId(), 0.0) - scores.getOrDefault(b.whiteUserId(), 0.0));
            if (d > 0) {
                cross++;
                ups++;
                downs++;
                differences.merge(d, 1, Integer::sum);
                largest = Math.max(largest, d);
                for (String id : List.of(b.blackUserId(), b.whiteUserId())) {
                    if (r > 1 && floatedSameWayBefore(s, r, b, id, scores, previousScores)) {
                        repeatedFloats++;
                    }
                }
            }
            Entrant black = s.entrant(b.blackUserId());
            Entrant white = s.entrant(b.whiteUserId());
            club += same(black.club(), white.club()) ? 1 : 0;
            country += same(black.country(), white.country()) ? 1 : 0;
            if (b.handicap() > 0 && b.games() == 1) {
                handicapGames++;
                handicapTotal += b.handicap();
            }
            if (PairingHistory.coloursCount(b)) {
                colourPlayers.add(b.blackUserId());
                colourPlayers.add(b.whiteUserId());
            }
        }
        int[] colours = colourFigures(s, r, round.boards().stream().flatMap(bs -> Set.of(bs.board().blackUserId(),
                bs.board().whiteUserId()).stream()).toList(), colourPlayers);
        List<Difference> diffs = differences.entrySet().stream().map(e -> new Difference(e.getKey(), e.getValue())).toList();
        return new Figures(r, round.boards().size(), repeated, cross, diffs, largest, club, country, ups, downs,
                repeatedFloats, colours[0], colours[1], colours[2], handicapGames, handicapTotal);
    }

    private static boolean floatedSameWayBefore(TournamentState s, int r, Board b, String id, Map<String, Double> scores,
                                                Map<String, Double> previousScores) {
        int now = PairingHistory.floatOf(b, id, scores);
        return s.round(r - 1).boardOf(id).map(prev -> PairingHistory.floatOf(prev.board(), id, previousScores) == now)
                .orElse(false);
    }

    /** Imbalances and their largest after round r among {@code players}; third colours running in this round. */
    private static int[] colourFigures(TournamentState s, int r, List<String> players, Set<String> colouredNow) {
        int imbalances = 0;
        int largest = 0;
        int third = 0;
        for (String id : players) {
            int balance = Math.abs(PairingHistory.colourBalance(s, id, r));
            if (balance >= 2) {
                imbalances++;
            }
            largest = Math.max(largest, balance);
            if (colouredNow.contains(id) && Math.abs(PairingHistory.colourStreak(s, id, r)) >= 3) {
                third++;
            }
        }
        return new int[] {imbalances, largest, third};
    }

    private static Figures total(TournamentState s, List<Figures> rounds) {
        TreeMap<Double, Integer> differences = new TreeMap<>();
        rounds.forEach(f -> f.differences().forEach(d -> differences.merge(d.points(), d.pairs(), Integer::sum)));
        int last = s.roundsPaired();
        List<String> everyone = s.players().stream().map(TournamentState.PlayerEntry::userId).toList();
        int[] colours = last == 0 ? new int[3] : colourFigures(s, last, everyone, Set.of());
        return new Figures(0, sum(rounds, Figures::boards), sum(rounds, Figures::repeatedPairs),
                sum(rounds, Figures::crossGroupPairs),
                differences.entrySet().stream().map(e -> new Difference(e.getKey(), e.getValue())).toList(),
                rounds.stream().mapToDouble(Figures::largestDifference).max().orElse(0),
                sum(rounds, Figures::intraClubPairs), sum(rounds, Figures::intraCountryPairs), sum(rounds, Figures::drawUps),
                sum(rounds, Figures::drawDowns), sum(rounds, Figures::repeatedFloats), colours[0], colours[1],
                sum(rounds, Figures::thirdColourRunning), sum(rounds, Figures::handicapGames),
                sum(rounds, Figures::handicapTotal));
    }

    private static int sum(List<Figures> rounds, java.util.function.ToIntFunction<Figures> f) {
        return rounds.stream().mapToInt(f).sum();
    }

    private static boolean same(String x, String y) {
        return x != null && y != null && !x.isBlank() && x.trim().equalsIgnoreCase(y.trim());
    }
}
