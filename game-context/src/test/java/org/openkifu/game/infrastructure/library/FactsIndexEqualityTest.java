package org.openkifu.game.infrastructure.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.openkifu.game.library.facts.FactsPage;
import org.openkifu.game.library.facts.FactsQuery;
import org.openkifu.game.library.facts.GameFacts;
import org.openkifu.game.library.facts.LibraryQueryException;

/**
 * The catalog's indexed facts search against the plain scan it replaces ({@link FactsQuery#page} and
 * {@link FactsQuery#all} over every game held): a generated corpus with awkward values (names in other cases and with
 * spaces, imported records' names, games without a date or a margin, a margin of -0.0, handicaps 0 and 1), random
 * combinations of filters, sorts and pages, before and after games already indexed are replaced by new versions and
 * after a reload (the follower's epoch); pages past the end are refused alike.
 */
class FactsIndexEqualityTest {

    private static final String[] NAMES = {"kim", "Kim", "lee", "LEE ", "park", "cho", "Iyama", "shin", "ke jie", "İnci"};
    private static final String[] RECORD_NAMES = {"Lee Sedol", "Cho Chikun", "Honinbo Shusaku", "Go Seigen", "lee"};
    private static final String[] RANKS = {"5k", "1d", "3D", "9p", " 1d"};
    private static final String[] RESULTS = {"B+R", "W+R", "b+r", "W+3.5", "B+0.5", "0", "Void", "W+T"};
    private static final String[] EVENTS = {"Spring Ladder", "Kisei 1987", "Honinbo", "club night", "tournament-7"};
    private static final String[] SORTS = {"date", "-date", "created", "-created", "ended", "-ended", "moves", "-moves",
        "margin", "-margin", "komi", "-komi", "size", "handicap", "-handicap", "black", "-black", "white", "event",
        "-event"};
    private static final LocalDate DAY0 = LocalDate.parse("2024-01-01");

    private final SplittableRandom random = new SplittableRandom(21);

    @Test
    void indexedSearchAnswersAsThePlainScanThroughUpdatesAndAReload() {
        LibraryCatalog catalog = new LibraryCatalog(null);
        Map<String, GameFacts> held = new LinkedHashMap<>();
        List<LibraryStore.Entry> batch = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            GameFacts f = game("g" + i, 1);
            held.put(f.gameId(), f);
            batch.add(new LibraryStore.Entry(f, null));
        }
        catalog.update(batch);
        compare(catalog, held, 1_500);

        // new versions of games already indexed: every key may change (names, date, moves, margin, status...)
        for (int round = 0; round < 3; round++) {
            batch.clear();
            for (int i = 0; i < 600; i++) {
                String id = "g" + random.nextInt(3_000);
                GameFacts f = game(id, held.get(id).version() + 1);
                held.put(id, f);
                batch.add(new LibraryStore.Entry(f, null));
            }
            catalog.update(batch);
            compare(catalog, held, 600);
        }

        // a reload (the follower after a rebuild): forgotten, then a different set of games
        assertThat(catalog.clear()).isEqualTo(3_000);
        assertThat(catalog.search(FactsQuery.filters(Map.of())).total()).isZero();
        held.clear();
        batch.clear();
        for (int i = 0; i < 1_000; i++) {
            GameFacts f = game("h" + i, 1);
            held.put(f.gameId(), f);
            batch.add(new LibraryStore.Entry(f, null));
        }
        catalog.update(batch);
        compare(catalog, held, 600);
    }

    private void compare(LibraryCatalog catalog, Map<String, GameFacts> held, int queries) {
        List<GameFacts> all = List.copyOf(held.values());
        int nonEmpty = 0;
        for (int q = 0; q < queries; q++) {
            Map<String, List<String>> parameters = query();
            FactsQuery query = FactsQuery.parse(parameters);
            Object plain = answer(() -> query.page(all));
            Object indexed = answer(() -> catalog.search(query));
            assertThat(indexed).as("%s", parameters).isEqualTo(plain);
            assertThat(catalog.matching(query)).as("matching %s", parameters).isEqualTo(query.all(all));
            if (plain instanceof FactsPage p && p.total() > 0) {
                nonEmpty++;
            }
        }
        assertThat(nonEmpty).as("queries with hits (the comparison is not vacuous)").isGreaterThan(queries / 4);
    }

    /** The page, or the refusal's code and message (a page past the end). */
    private static Object answer(Supplier<FactsPage> search) {
        try {
            return search.get();
        } catch (LibraryQueryException e) {
            return e.code() + ": " + e.getMessage();
        }
    }

    private Map<String, List<String>> query() {
        Map<String, List<String>> p = new LinkedHashMap<>();
        int filters = random.nextInt(4);
        for (int i = 0; i < filters; i++) {
            switch (random.nextInt(22)) {
                case 0, 1 -> p.put("player", List.of(playerValue()));
                case 2 -> p.put("black", List.of(playerValue()));
                case 3 -> p.put("white", List.of(playerValue()));
                case 4 -> p.put("rank", List.of(pick(RANKS).trim().toUpperCase()));
                case 5 -> p.put("blackRank", List.of(pick(RANKS)));
                case 6 -> p.put("result", List.of(pick(RESULTS).toLowerCase()));
                case 7 -> p.put("status", List.of(random.nextBoolean() ? "ended" : "LIVE,ended"));
                case 8 -> p.put("winner", List.of(pick(new String[] {"black", "WHITE", "none"})));
                case 9 -> p.put("reason", List.of(pick(new String[] {"SCORE", "resignation,timeout", "SCORE,TIMEOUT"})));
                case 10 -> {
                    double min = random.nextInt(8) * 0.5 - 0.5;
                    p.put("marginMin", List.of(min == 0 && random.nextBoolean() ? "-0" : Double.toString(min)));
                    if (random.nextBoolean()) {
                        p.put("marginMax", List.of(Double.toString(min + random.nextInt(6))));
                    }
                }
                case 11 -> p.put("marginMax", List.of(Double.toString(random.nextInt(4))));
                case 12, 13 -> {
                    LocalDate from = DAY0.plusDays(random.nextInt(100) - 5);
                    if (random.nextInt(4) > 0) {
                        p.put("from", List.of(from.toString()));
                    }
                    if (random.nextInt(4) > 0) {
                        p.put("to", List.of(from.plusDays(random.nextInt(20) - 2).toString()));
                    }
                }
                case 14 -> p.put("size", List.of(random.nextBoolean() ? "19" : "9, 13"));
                case 15 -> p.put("handicap", List.of(Integer.toString(random.nextInt(5))));
                case 16 -> {
                    int min = 50 + random.nextInt(200);
                    p.put("movesMin", List.of(Integer.toString(min)));
                    p.put("movesMax", List.of(Integer.toString(min + random.nextInt(30))));
                }
                case 17 -> p.put("origin", List.of(pick(new String[] {"import", "LADDER,tournament", "FREE"})));
                case 18 -> p.put("event", List.of(pick(new String[] {"kisei", "LADDER", "o", "tournament-7", "x"})));
                case 19 -> p.put(pick(new String[] {"pb", "pw", "ev"}), List.of(pick(new String[] {"lee", "SEI", "ho"})));
                case 20 -> p.put("komi", List.of(pick(new String[] {"6.5", "0.5", "7"})));
                default -> p.put("preset", List.of(pick(new String[] {"japanese", "AGA,chinese"})));
            }
        }
        p.put("sort", List.of(pick(SORTS)));
        p.put("page", List.of(Integer.toString(1 + random.nextInt(random.nextInt(10) + 1))));
        p.put("pageSize", List.of(pick(new String[] {"1", "5", "20", "20", "50", "200"})));
        return p;
    }

    /** A name as an analyst types it: another case, a part of an imported record's name, or unknown. */
    private String playerValue() {
        return switch (random.nextInt(5)) {
            case 0 -> pick(NAMES).trim().toUpperCase();
            case 1 -> pick(NAMES).trim();
            case 2 -> pick(new String[] {"sedol", "CHO", "Shu", "go s"});
            case 3 -> "inci";
            default -> pick(RECORD_NAMES);
        };
    }

    private GameFacts game(String id, long version) {
        String black = pick(NAMES);
        String white = pick(NAMES);
        boolean ended = random.nextInt(5) > 0;
        boolean imported = random.nextInt(4) == 0;
        String result = ended ? pick(RESULTS) : null;
        Double margin = !ended || random.nextInt(3) == 0 ? null
                : random.nextInt(20) == 0 ? -0.0 : random.nextInt(12) * 0.5;
        String winner = ended ? pick(new String[] {"BLACK", "WHITE", null}) : null;
        String reason = ended ? pick(new String[] {"SCORE", "RESIGNATION", "TIMEOUT"}) : null;
        LocalDate date = random.nextInt(15) == 0 ? null : DAY0.plusDays(random.nextInt(90));
        Instant created = Instant.parse("2024-01-01T00:00:00Z").plusSeconds(random.nextInt(90 * 86_400));
        GameFacts.Origin origin = imported ? GameFacts.Origin.IMPORT
                : GameFacts.Origin.values()[random.nextInt(GameFacts.Origin.values().length - 1)];
        GameFacts.SgfHeader record = imported ? new GameFacts.SgfHeader(pick(RECORD_NAMES), pick(RECORD_NAMES),
                pick(RANKS), pick(RANKS), pick(EVENTS), null, date == null ? null : date.toString(), result, null)
                : null;
        String event = origin == GameFacts.Origin.FREE ? null : pick(EVENTS);
        return new GameFacts(id, List.of(black, white), random.nextInt(10) == 0 ? null : black, white, pick(RANKS),
                pick(RANKS), ended ? "ENDED" : "LIVE", winner, reason, result, margin, date, created,
                ended ? created.plusSeconds(random.nextInt(7_200)) : null, pick(new Integer[] {9, 13, 19, 19}),
                pick(new String[] {"japanese", "chinese", "aga", null}), pick(new Double[] {6.5, 0.5, 7.0}),
                random.nextInt(5), 40 + random.nextInt(250), origin, null, event, record, version);
    }

    private <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }
}
