package org.openkifu.game.infrastructure.library;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;

import org.openkifu.game.library.facts.GameFacts;

/**
 * The library benchmark's facts searches (docs/benchmarks.md, "Library at scale"): a reproducible mix of what an
 * analyst asks (a player, a player as Black, a date range, a player in a date range, a result, a winner by count with
 * a margin range, handicap games, an origin, a move count range, a rank, everything by date), sorted by date, moves
 * or margin, pages 1 to 3 of 20 to 100; and the oracle: the same searches written again plainly (a filter per
 * parameter, a sort, a slice), independent of {@code FactsFilters}/{@code FactsQuery}, over the games as stored.
 */
final class FactsQueryMix {

    private FactsQueryMix() {
    }

    static List<Map<String, String>> queries(long seed, int count, int games) {
        SplittableRandom random = new SplittableRandom(seed * 17 + 3);
        List<Map<String, String>> queries = new ArrayList<>();
        String[] sorts = {"-date", "-date", "date", "-moves", "moves", "-margin"};
        for (int i = 0; i < count; i++) {
            Map<String, String> q = new LinkedHashMap<>();
            String player = LibraryCorpusEvents.player(random.nextInt(LibraryCorpusEvents.PLAYERS));
            LocalDate from = LocalDate.parse("2020-01-01").plusDays(random.nextInt(6 * 365 - 90));
            switch (i % 10) {
                case 0 -> q.put("player", player);
                case 1 -> q.put("black", player);
                case 2 -> {
                    q.put("from", from.toString());
                    q.put("to", from.plusDays(7 + random.nextInt(60)).toString());
                }
                case 3 -> {
                    q.put("player", player);
                    q.put("from", from.minusYears(1).toString());
                    q.put("to", from.plusYears(1).toString());
                }
                case 4 -> q.put("result", random.nextBoolean() ? "B+R" : "W+T");
                case 5 -> {
                    q.put("winner", random.nextBoolean() ? "BLACK" : "WHITE");
                    q.put("reason", "SCORE");
                    int min = random.nextInt(30);
                    q.put("marginMin", Integer.toString(min));
                    q.put("marginMax", (min + 0.5 + random.nextInt(5)) + "");
                }
                case 6 -> {
                    q.put("size", "19");
                    q.put("handicap", Integer.toString(2 + random.nextInt(3)));
                }
                case 7 -> {
                    q.put("origin", random.nextBoolean() ? "TOURNAMENT" : "LADDER");
                    q.put("from", from.toString());
                    q.put("to", from.plusDays(30 + random.nextInt(180)).toString());
                }
                case 8 -> {
                    int min = 160 + random.nextInt(100);
                    q.put("movesMin", Integer.toString(min));
                    q.put("movesMax", Integer.toString(min + 5));
                    q.put("rank", LibraryCorpusEvents.rank(random.nextInt(LibraryCorpusEvents.PLAYERS)));
                }
                default -> q.put("status", "ENDED");
            }
            q.put("sort", sorts[random.nextInt(sorts.length)]);
            q.put("page", Integer.toString(1 + random.nextInt(3)));
            q.put("pageSize", List.of("20", "20", "50", "100").get(random.nextInt(4)));
            queries.add(q);
        }
        return queries;
    }

    /**
     * The oracle's answer to every query, each timed into {@code nanos}; each query's page is then brought within its
     * answer (a page past the end would only measure the refusal).
     */
    static List<List<GameFacts>> answers(List<Map<String, String>> queries, List<GameFacts> all, long[] nanos) {
        List<List<GameFacts>> answers = new ArrayList<>();
        for (int i = 0; i < queries.size(); i++) {
            Map<String, String> q = queries.get(i);
            long t = System.nanoTime();
            List<GameFacts> answer = expected(q, all);
            nanos[i] = System.nanoTime() - t;
            int pageSize = Integer.parseInt(q.get("pageSize"));
            int pages = (answer.size() + pageSize - 1) / pageSize;
            q.put("page", Integer.toString(Math.max(1, Math.min(pages, Integer.parseInt(q.get("page"))))));
            answers.add(answer);
        }
        return answers;
    }

    /** A query as request parameters (each name with its one value). */
    static Map<String, List<String>> parameters(Map<String, String> q) {
        Map<String, List<String>> p = new LinkedHashMap<>();
        q.forEach((k, v) -> p.put(k, List.of(v)));
        return p;
    }

    /** The oracle's whole answer: every matching game, sorted. */
    static List<GameFacts> expected(Map<String, String> q, List<GameFacts> games) {
        List<GameFacts> hits = new ArrayList<>();
        for (GameFacts f : games) {
            if (matches(q, f)) {
                hits.add(f);
            }
        }
        String sort = q.getOrDefault("sort", "-date");
        boolean descending = sort.startsWith("-");
        Function<GameFacts, Comparable> key = switch (sort.replaceFirst("^[-+]", "")) {
            case "date" -> GameFacts::date;
            case "moves" -> GameFacts::moves;
            case "margin" -> GameFacts::margin;
            default -> throw new IllegalArgumentException(sort);
        };
        Comparator<GameFacts> order = (a, b) -> {
            Comparable x = key.apply(a);
            Comparable y = key.apply(b);
            if (x == null || y == null) {
                return x == null ? (y == null ? 0 : 1) : -1; // missing values last either way
            }
            @SuppressWarnings("unchecked") int c = x.compareTo(y);
            return descending ? -c : c;
        };
        hits.sort(order.thenComparing(GameFacts::gameId));
        return hits;
    }

    /** The page of the oracle's answer that the query asks for (page past the end: none, the search's 400). */
    static List<GameFacts> page(Map<String, String> q, List<GameFacts> all) {
        int page = Integer.parseInt(q.get("page"));
        int size = Integer.parseInt(q.get("pageSize"));
        int from = (page - 1) * size;
        return from >= all.size() ? List.of() : all.subList(from, Math.min(all.size(), from + size));
    }

    private static boolean matches(Map<String, String> q, GameFacts f) {
        for (Map.Entry<String, String> e : q.entrySet()) {
            String v = e.getValue();
            boolean ok = switch (e.getKey()) {
                case "player" -> f.players().contains(v) || v.equals(f.black()) || v.equals(f.white());
                case "black" -> v.equals(f.black());
                case "rank" -> v.equals(f.blackRank()) || v.equals(f.whiteRank());
                case "from" -> f.date() != null && f.date().compareTo(LocalDate.parse(v)) >= 0;
                case "to" -> f.date() != null && f.date().compareTo(LocalDate.parse(v)) <= 0;
                case "result" -> v.equals(f.result());
                case "winner" -> "ENDED".equals(f.status()) && v.equals(f.winner() == null ? "NONE" : f.winner());
                case "reason" -> v.equals(f.reason());
                case "marginMin" -> f.margin() != null && f.margin() >= Double.parseDouble(v);
                case "marginMax" -> f.margin() != null && f.margin() <= Double.parseDouble(v);
                case "size" -> f.size() == Integer.parseInt(v);
                case "handicap" -> f.handicap() == Integer.parseInt(v);
                case "origin" -> f.origin().name().equals(v);
                case "movesMin" -> f.moves() >= Integer.parseInt(v);
                case "movesMax" -> f.moves() <= Integer.parseInt(v);
                case "status" -> v.equals(f.status());
                default -> true; // sort, page, pageSize
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
