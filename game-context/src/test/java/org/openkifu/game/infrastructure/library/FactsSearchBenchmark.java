package org.openkifu.game.infrastructure.library;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.axonframework.eventhandling.DomainEventMessage;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.library.events.LibraryEvents;
import org.openkifu.game.library.facts.FactsPage;
import org.openkifu.game.library.facts.FactsQuery;
import org.openkifu.game.library.facts.GameFacts;

/**
 * The facts search alone at scale (docs/benchmarks.md, "Facts search alone"): the facts of {@link LibraryBenchmark}'s
 * N games (the same {@link LibraryCorpusEvents}, folded as the projection folds them, without the event store), held
 * by a {@link LibraryCatalog} without a board index, and {@link FactsQueryMix}'s searches against its oracle and the
 * plain scan over the same games in the same run. A plain main, not a test; exit code 1 when an answer disagrees.
 * <pre>scripts/facts-benchmark.sh --games=100000 --seed=21 --queries=200 --rounds=3</pre>
 * Each round runs every query once; the percentiles are over every round after the first (the warm-up).
 */
public final class FactsSearchBenchmark {

    private FactsSearchBenchmark() {
    }

    public static void main(String[] args) {
        Map<String, String> options = new LinkedHashMap<>(Map.of("games", "100000", "seed", "21", "queries", "200",
                "rounds", "3"));
        for (String a : args) {
            String[] kv = a.replaceFirst("^--", "").split("=", 2);
            options.put(kv[0], kv.length > 1 ? kv[1] : "true");
        }
        int n = Integer.parseInt(options.get("games"));
        long seed = Long.parseLong(options.get("seed"));
        int count = Integer.parseInt(options.get("queries"));
        int rounds = Math.max(2, Integer.parseInt(options.get("rounds")));

        long start = System.nanoTime();
        List<GameFacts> all = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            List<GameEvent> events = new ArrayList<>();
            List<Long> sequences = new ArrayList<>();
            for (DomainEventMessage<?> m : LibraryCorpusEvents.events(seed, i, n)) {
                events.add((GameEvent) m.getPayload());
                sequences.add(m.getSequenceNumber());
            }
            all.add(LibraryEvents.fold(events, sequences).facts());
            if ((i + 1) % 20_000 == 0) {
                System.out.printf("facts-benchmark: %,d of %,d games generated (%.0f games/s)%n", i + 1, n,
                        (i + 1) / ((System.nanoTime() - start) / 1e9));
            }
        }
        LibraryCatalog catalog = new LibraryCatalog(null);
        long t0 = System.nanoTime();
        catalog.update(all.stream().map(f -> new LibraryStore.Entry(f, null)).toList());
        double load = (System.nanoTime() - t0) / 1e9;

        List<Map<String, String>> queries = FactsQueryMix.queries(seed, count, n);
        long[] brute = new long[queries.size()];
        List<List<GameFacts>> answers = FactsQueryMix.answers(queries, all, brute);
        long[] nanos = new long[queries.size() * (rounds - 1)];
        long[] plain = new long[queries.size() * (rounds - 1)];
        int wrong = 0;
        long hits = 0;
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < queries.size(); i++) {
                Map<String, String> q = queries.get(i);
                long t = System.nanoTime();
                FactsPage page = catalog.search(FactsQuery.parse(FactsQueryMix.parameters(q)));
                long took = System.nanoTime() - t;
                t = System.nanoTime();
                FactsQuery.parse(FactsQueryMix.parameters(q)).page(all);
                long scan = System.nanoTime() - t;
                if (round > 0) {
                    nanos[(round - 1) * queries.size() + i] = took;
                    plain[(round - 1) * queries.size() + i] = scan;
                }
                List<String> want = FactsQueryMix.page(q, answers.get(i)).stream().map(GameFacts::gameId).toList();
                if (page.total() != answers.get(i).size()
                        || !page.games().stream().map(GameFacts::gameId).toList().equals(want)) {
                    wrong++;
                    System.out.println("facts search disagrees with the oracle: " + q);
                }
                hits += round == 0 ? page.total() : 0;
            }
        }
        // the indexes' own heap: the facts stay held by the list above, so dropping the catalog frees its indexes
        long held = LibraryBenchmark.usedHeap();
        java.lang.ref.Reference.reachabilityFence(catalog);
        catalog = null;
        long indexes = held - LibraryBenchmark.usedHeap();
        System.out.printf("| N=%,d, %d queries x %d rounds | figure |%n|---|---|%n", n, queries.size(), rounds - 1);
        System.out.printf("| heap of the catalog's indexes (the facts themselves not counted) | %,d MB (%,d B a game) |%n",
                indexes >> 20, indexes / n);
        System.out.printf("| catalog filled (facts and indexes) | %.1f s |%n", load);
        System.out.printf("| hits on average | %,d |%n", hits / queries.size());
        System.out.printf("| **facts search p50 / p95 / max** | **%s** |%n", percentiles(nanos));
        System.out.printf("| plain scan (FactsQuery over every game) p50 / p95 / max | %s |%n", percentiles(plain));
        System.out.printf("| oracle scan (FactsQueryMix) p50 / p95 / max | %s |%n", percentiles(brute));
        System.out.printf("| slowest kinds of query (p95 by the mix's 10 kinds) | %s |%n", byKind(nanos, queries.size()));
        System.out.println("agree: " + (wrong == 0));
        System.exit(wrong == 0 ? 0 : 1);
    }

    /** The p95 of each of the mix's ten kinds (query i is kind i % 10), slowest first. */
    private static String byKind(long[] nanos, int queries) {
        List<String> out = new ArrayList<>();
        List<long[]> kinds = new ArrayList<>();
        for (int k = 0; k < 10; k++) {
            List<Long> mine = new ArrayList<>();
            for (int j = 0; j < nanos.length; j++) {
                if (j % queries % 10 == k) {
                    mine.add(nanos[j]);
                }
            }
            long[] s = mine.stream().mapToLong(Long::longValue).sorted().toArray();
            kinds.add(new long[] {k, s.length == 0 ? 0 : s[(int) Math.ceil(s.length * 0.95) - 1]});
        }
        kinds.sort((a, b) -> Long.compare(b[1], a[1]));
        for (long[] k : kinds.subList(0, 4)) {
            out.add(String.format("kind %d: %.2f ms", k[0], k[1] / 1e6));
        }
        return String.join(", ", out);
    }

    private static String percentiles(long[] nanos) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        return String.format("%.2f ms / %.2f ms / %.2f ms", s[s.length / 2] / 1e6,
                s[(int) Math.ceil(s.length * 0.95) - 1] / 1e6, s[s.length - 1] / 1e6);
    }
}
