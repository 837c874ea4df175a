package org.openkifu.game.library.facts;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A facts search parsed from request parameters (docs/library.md, "Facts search"): every filter given must hold (an
 * AND), the answer is sorted by {@code sort} ({@code -field} for descending; ties by game id) and cut into pages.
 * Blank parameters are ignored (a form sends its empty fields); an unknown parameter is refused with
 * {@code UNKNOWN_FILTER} naming the known ones, rather than silently widening the search.
 */
public final class FactsQuery {

    public static final int DEFAULT_PAGE_SIZE = 20;
    public static final int MAX_PAGE_SIZE = 200;
    public static final String DEFAULT_SORT = "-date";

    /** Parameters that are not filters. */
    static final List<String> CONTROLS = List.of("sort", "page", "pageSize");

    private static final Map<String, Function<GameFacts, Comparable<?>>> SORTS = new LinkedHashMap<>();

    static {
        SORTS.put("date", GameFacts::date);
        SORTS.put("created", GameFacts::createdAt);
        SORTS.put("ended", GameFacts::endedAt);
        SORTS.put("moves", GameFacts::moves);
        SORTS.put("margin", GameFacts::margin);
        SORTS.put("komi", GameFacts::komi);
        SORTS.put("size", GameFacts::size);
        SORTS.put("handicap", GameFacts::handicap);
        SORTS.put("black", f -> f.record() != null && f.record().pb() != null ? f.record().pb() : f.black());
        SORTS.put("white", f -> f.record() != null && f.record().pw() != null ? f.record().pw() : f.white());
        SORTS.put("event", GameFacts::event);
    }

    private final Map<String, String> filters;
    private final Predicate<GameFacts> predicate;
    private final String sort;
    private final Comparator<GameFacts> order;
    private final int page;
    private final int pageSize;

    private FactsQuery(Map<String, String> filters, Predicate<GameFacts> predicate, String sort,
                       Comparator<GameFacts> order, int page, int pageSize) {
        this.filters = filters;
        this.predicate = predicate;
        this.sort = sort;
        this.order = order;
        this.page = page;
        this.pageSize = pageSize;
    }

    /** Every filter name the search knows, in documentation order. */
    public static List<String> knownFilters() {
        return List.copyOf(FactsFilters.names());
    }

    public static List<String> sortFields() {
        return List.copyOf(SORTS.keySet());
    }

    /** Parses request parameters (each name to its values, as a servlet gives them). */
    public static FactsQuery parse(Map<String, List<String>> parameters) {
        Map<String, String> given = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> p : parameters.entrySet()) {
            List<String> values = p.getValue().stream().filter(v -> v != null && !v.isBlank()).toList();
            if (values.isEmpty()) {
                continue;
            }
            if (!FactsFilters.names().contains(p.getKey()) && !CONTROLS.contains(p.getKey())) {
                throw new LibraryQueryException(LibraryQueryException.UNKNOWN_FILTER, "there is no filter '"
                        + p.getKey() + "'; known filters: " + String.join(", ", FactsFilters.names())
                        + " (and sort, page, pageSize)").with("filter", p.getKey()).with("known", knownFilters());
            }
            if (values.size() > 1) {
                throw new LibraryQueryException(LibraryQueryException.FILTER_INVALID, p.getKey()
                        + " is given " + values.size() + " times; give it once (lists are comma-separated)")
                        .with("filter", p.getKey());
            }
            given.put(p.getKey(), values.get(0).trim());
        }
        Predicate<GameFacts> all = f -> true;
        Map<String, String> filters = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : given.entrySet()) {
            if (!CONTROLS.contains(e.getKey())) {
                all = all.and(FactsFilters.filter(e.getKey(), e.getValue()));
                filters.put(e.getKey(), e.getValue());
            }
        }
        String sort = given.getOrDefault("sort", DEFAULT_SORT);
        int page = positive("page", given.get("page"), 1, Integer.MAX_VALUE);
        int pageSize = positive("pageSize", given.get("pageSize"), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
        return new FactsQuery(filters, all, sort, comparator(sort), page, pageSize);
    }

    /** A query of these filters alone (the board searches' facts part), first page. */
    public static FactsQuery filters(Map<String, String> filters) {
        Map<String, List<String>> parameters = new LinkedHashMap<>();
        filters.forEach((k, v) -> parameters.put(k, v == null ? List.of() : List.of(v)));
        return parse(parameters);
    }

    public boolean matches(GameFacts facts) {
        return predicate.test(facts);
    }

    public Map<String, String> filters() {
        return Map.copyOf(filters);
    }

    public String sort() {
        return sort;
    }

    public Comparator<GameFacts> order() {
        return order;
    }

    /** The field sorted by, without its direction ("date" for {@code -date}). */
    public String sortField() {
        return field(sort);
    }

    public boolean descending() {
        return sort.startsWith("-");
    }

    public int page() {
        return page;
    }

    public int pageSize() {
        return pageSize;
    }

    /** Every matching game, sorted. */
    public List<GameFacts> all(Collection<GameFacts> games) {
        List<GameFacts> hits = new ArrayList<>();
        for (GameFacts f : games) {
            if (predicate.test(f)) {
                hits.add(f);
            }
        }
        hits.sort(order);
        return hits;
    }

    /** The requested page of the matching games; a page past the last one is {@code PAGE_OUT_OF_RANGE}. */
    public FactsPage page(Collection<GameFacts> games) {
        return pageOf(all(games), page, pageSize, sort);
    }

    /** Cuts a sorted list into the page asked for (shared by the board searches' hit lists). */
    public static <T> List<T> slice(List<T> sorted, int page, int pageSize) {
        int pages = pages(sorted.size(), pageSize);
        if (page > Math.max(1, pages)) {
            throw new LibraryQueryException(LibraryQueryException.PAGE_OUT_OF_RANGE, "page " + page
                    + " is past the end: the answer has " + sorted.size() + " result(s), " + pages + " page(s) of "
                    + pageSize).with("total", sorted.size()).with("pages", pages);
        }
        int from = (page - 1) * pageSize;
        return sorted.subList(Math.min(from, sorted.size()), Math.min(from + pageSize, sorted.size()));
    }

    public static int pages(int total, int pageSize) {
        return (total + pageSize - 1) / pageSize;
    }

    private static FactsPage pageOf(List<GameFacts> sorted, int page, int pageSize, String sort) {
        return new FactsPage(slice(sorted, page, pageSize), sorted.size(), page, pageSize,
                pages(sorted.size(), pageSize), sort);
    }

    public static int positive(String name, String value, int otherwise, int max) {
        if (value == null) {
            return otherwise;
        }
        int n;
        try {
            n = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            n = 0;
        }
        if (n < 1 || n > max) {
            throw new LibraryQueryException(LibraryQueryException.PAGE_INVALID, name + " must be a whole number from 1"
                    + (max == Integer.MAX_VALUE ? "" : " to " + max) + ", not '" + value + "'").with("filter", name);
        }
        return n;
    }

    private static String field(String sort) {
        return sort.startsWith("-") || sort.startsWith("+") ? sort.substring(1) : sort;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Comparator<GameFacts> comparator(String sort) {
        boolean descending = sort.startsWith("-");
        Function<GameFacts, Comparable<?>> key = SORTS.get(field(sort));
        if (key == null) {
            throw new LibraryQueryException(LibraryQueryException.SORT_INVALID, "cannot sort by '" + sort
                    + "'; sort by one of " + new TreeSet<>(SORTS.keySet()) + ", with a leading - for descending")
                    .with("known", sortFields());
        }
        Comparator<Comparable> values = descending ? Comparator.<Comparable>reverseOrder() : Comparator.<Comparable>naturalOrder();
        // games without the value (no margin, no end yet) come last in either direction
        Comparator<GameFacts> byField = Comparator.comparing(f -> (Comparable) key.apply(f),
                Comparator.nullsLast(values));
        return byField.thenComparing(GameFacts::gameId);
    }
}
