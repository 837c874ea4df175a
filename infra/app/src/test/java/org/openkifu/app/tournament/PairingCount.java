package org.openkifu.app.tournament;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The end-to-end test's own count of the figures of the pairing report, from the boards the rounds answered, the
 * winners the test chose and the registrations (clubs, countries, start scores): written from the report's
 * definitions in docs/tournaments.md, not from {@code PairingReport}. Every player plays every round (an even field,
 * nobody absent), every game is even (no handicap policy), so every game counts for colours and a score before a
 * round is the start score plus the wins.
 */
final class PairingCount {

    /** One board as played: Black, White, the winner. */
    record Played(String black, String white, String winner) {
    }

    /** The report's figures (handicap figures are 0: no handicap policy). */
    record Figures(int boards, int repeatedPairs, int crossGroupPairs, Map<Double, Integer> differences,
                   double largestDifference, int intraClubPairs, int intraCountryPairs, int drawUps, int drawDowns,
                   int repeatedFloats, int colourImbalances, int largestColourImbalance, int thirdColourRunning) {
    }

    private final Map<String, Integer> start;
    private final Map<String, String> club;
    private final Map<String, String> country;
    private final List<List<Played>> rounds = new ArrayList<>();

    PairingCount(Map<String, Integer> start, Map<String, String> club, Map<String, String> country) {
        this.start = start;
        this.club = club;
        this.country = country;
    }

    void add(List<Played> round) {
        rounds.add(round);
    }

    /** MMS before round {@code r} (1-based): the start score and one point per win in the rounds before. */
    Map<String, Double> scoresBefore(int r) {
        Map<String, Double> scores = new HashMap<>();
        start.forEach((u, s) -> scores.put(u, (double) s));
        for (int i = 0; i < r - 1; i++) {
            rounds.get(i).forEach(p -> scores.merge(p.winner(), 1.0, Double::sum));
        }
        return scores;
    }

    Set<Set<String>> metBefore(int r) {
        Set<Set<String>> met = new HashSet<>();
        for (int i = 0; i < r - 1; i++) {
            rounds.get(i).forEach(p -> met.add(Set.of(p.black(), p.white())));
        }
        return met;
    }

    /** The board {@code u} played in round r. */
    Played game(int r, String u) {
        return rounds.get(r - 1).stream().filter(p -> p.black().equals(u) || p.white().equals(u)).findFirst()
                .orElseThrow();
    }

    boolean sameClub(String a, String b) {
        return club.get(a).equals(club.get(b));
    }

    boolean sameCountry(String a, String b) {
        return country.get(a).equals(country.get(b));
    }

    Figures round(int r) {
        Map<String, Double> scores = scoresBefore(r);
        Map<String, Double> previous = r > 1 ? scoresBefore(r - 1) : Map.of();
        Set<Set<String>> met = metBefore(r);
        int repeated = 0, cross = 0, clubs = 0, countries = 0, repeatedFloats = 0;
        double largest = 0;
        Map<Double, Integer> differences = new TreeMap<>();
        List<String> players = new ArrayList<>();
        for (Played p : rounds.get(r - 1)) {
            players.add(p.black());
            players.add(p.white());
            repeated += met.contains(Set.of(p.black(), p.white())) ? 1 : 0;
            clubs += sameClub(p.black(), p.white()) ? 1 : 0;
            countries += sameCountry(p.black(), p.white()) ? 1 : 0;
            double d = Math.abs(scores.get(p.black()) - scores.get(p.white()));
            if (d > 0) {
                cross++;
                differences.merge(d, 1, Integer::sum);
                largest = Math.max(largest, d);
                for (String u : List.of(p.black(), p.white())) {
                    repeatedFloats += r > 1 && floatIn(r, u, scores) == floatIn(r - 1, u, previous) ? 1 : 0;
                }
            }
        }
        int[] colours = colours(r, players);
        int third = 0;
        for (String u : players) {
            third += r >= 3 && colourOf(r, u) == colourOf(r - 1, u) && colourOf(r, u) == colourOf(r - 2, u) ? 1 : 0;
        }
        return new Figures(rounds.get(r - 1).size(), repeated, cross, differences, largest, clubs, countries, cross,
                cross, repeatedFloats, colours[0], colours[1], third);
    }

    /** The rounds summed; colour imbalances after the last round, over the whole field. */
    Figures total() {
        List<Figures> all = new ArrayList<>();
        for (int r = 1; r <= rounds.size(); r++) {
            all.add(round(r));
        }
        Map<Double, Integer> differences = new TreeMap<>();
        all.forEach(f -> f.differences().forEach((d, n) -> differences.merge(d, n, Integer::sum)));
        int[] colours = colours(rounds.size(), new ArrayList<>(start.keySet()));
        return new Figures(all.stream().mapToInt(Figures::boards).sum(), all.stream().mapToInt(Figures::repeatedPairs).sum(),
                all.stream().mapToInt(Figures::crossGroupPairs).sum(), differences,
                all.stream().mapToDouble(Figures::largestDifference).max().orElse(0),
                all.stream().mapToInt(Figures::intraClubPairs).sum(), all.stream().mapToInt(Figures::intraCountryPairs).sum(),
                all.stream().mapToInt(Figures::drawUps).sum(), all.stream().mapToInt(Figures::drawDowns).sum(),
                all.stream().mapToInt(Figures::repeatedFloats).sum(), colours[0], colours[1],
                all.stream().mapToInt(Figures::thirdColourRunning).sum());
    }

    /** +1 drawn up (paired with a higher score), −1 drawn down, 0 in its group, in round {@code r}. */
    private int floatIn(int r, String u, Map<String, Double> scores) {
        for (Played p : rounds.get(r - 1)) {
            if (p.black().equals(u) || p.white().equals(u)) {
                String opponent = p.black().equals(u) ? p.white() : p.black();
                return (int) Math.signum(scores.get(opponent) - scores.get(u));
            }
        }
        return 0;
    }

    /** 'b' or 'w' in round r, ' ' without a game. */
    private char colourOf(int r, String u) {
        for (Played p : rounds.get(r - 1)) {
            if (p.black().equals(u)) {
                return 'b';
            }
            if (p.white().equals(u)) {
                return 'w';
            }
        }
        return ' ';
    }

    /** Players among {@code players} whose Whites and Blacks differ by two or more after round r, and the largest. */
    private int[] colours(int r, List<String> players) {
        int imbalances = 0, largest = 0;
        for (String u : players) {
            int balance = 0;
            for (int i = 1; i <= r; i++) {
                char c = colourOf(i, u);
                balance += c == 'w' ? 1 : c == 'b' ? -1 : 0;
            }
            imbalances += Math.abs(balance) >= 2 ? 1 : 0;
            largest = Math.max(largest, Math.abs(balance));
        }
        return new int[] {imbalances, largest};
    }

    /**
     * The cheapest pairing of round r on the first tier of the cost as docs/tournaments.md states it (10,000,000 ×
     * d², d in half points, plus for a club pair the cost of {@code clubGap} points + 5,000,000, else for a pair of
     * one country that of {@code countryGap}), over every perfect matching without a repeated pair, by branch and
     * bound; and the tier-1 cost of the pairing played.
     */
    long[] tierOne(int r, int clubGap, int countryGap) {
        Map<String, Double> scores = scoresBefore(r);
        Set<Set<String>> met = metBefore(r);
        List<String> players = new ArrayList<>(start.keySet());
        long played = 0;
        for (Played p : rounds.get(r - 1)) {
            played += pairCost(p.black(), p.white(), scores, clubGap, countryGap);
        }
        long[] best = {Long.MAX_VALUE};
        search(players, new boolean[players.size()], 0, scores, met, clubGap, countryGap, best);
        return new long[] {best[0], played};
    }

    private void search(List<String> players, boolean[] used, long cost, Map<String, Double> scores,
                        Set<Set<String>> met, int clubGap, int countryGap, long[] best) {
        if (cost >= best[0]) {
            return;
        }
        int first = 0;
        while (first < used.length && used[first]) {
            first++;
        }
        if (first == used.length) {
            best[0] = cost;
            return;
        }
        used[first] = true;
        for (int j = first + 1; j < used.length; j++) {
            if (!used[j] && !met.contains(Set.of(players.get(first), players.get(j)))) {
                used[j] = true;
                search(players, used, cost + pairCost(players.get(first), players.get(j), scores, clubGap, countryGap),
                        scores, met, clubGap, countryGap, best);
                used[j] = false;
            }
        }
        used[first] = false;
    }

    private long pairCost(String a, String b, Map<String, Double> scores, int clubGap, int countryGap) {
        long halves = Math.round(2 * Math.abs(scores.get(a) - scores.get(b)));
        long cost = 10_000_000L * halves * halves;
        int gap = sameClub(a, b) ? clubGap : sameCountry(a, b) ? countryGap : 0;
        return cost + (gap == 0 ? 0 : 10_000_000L * (2L * gap) * (2L * gap) + 5_000_000L);
    }
}
