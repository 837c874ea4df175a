package org.openkifu.game.infrastructure.library;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.openkifu.game.library.facts.GameFacts;
import org.roaringbitmap.RoaringBitmap;

/**
 * The facts search's secondary indexes (docs/library.md, "Facts search at scale"). Every game held has an ordinal
 * (its place in the order the games arrived: a game is replaced by its new versions, and only a clear removes games),
 * and each index maps its keys to bitmaps of ordinals. A query's {@link Selection} is the AND of every indexed
 * filter's bitmap: the answer itself when each filter is indexed exactly, else a superset that {@code FactsQuery}'s
 * own predicate then filters, so the answer is always the plain scan's. Indexed exactly:
 * status, reason, origin, board size, handicap, and the ranges of date, move count and margin. As supersets: the
 * players (either colour, as Black, as White, by normalised name; the imported records' PB/PW by substring over
 * their distinct names), ranks, result, event and EV. The date, move count and margin indexes are sorted, so the
 * first page of an answer sorted by one of them is found by walking its keys in order. Not thread-safe:
 * {@link LibraryCatalog} guards it.
 */
final class FactsIndex {

    /** Filters whose index answers exactly what {@code FactsFilters} answers (checked by FactsIndexEqualityTest). */
    private static final Set<String> EXACT = Set.of("status", "reason", "origin", "size", "handicap", "from", "to",
            "movesMin", "movesMax", "marginMin", "marginMax");

    private final Map<String, Integer> ordinals = new HashMap<>();
    private final List<GameFacts> byOrdinal = new ArrayList<>();
    private final RoaringBitmap held = new RoaringBitmap();
    private final Postings<String> anyPlayer = Postings.hashed();
    private final Postings<String> black = Postings.hashed();
    private final Postings<String> white = Postings.hashed();
    private final Postings<String> pb = Postings.hashed();
    private final Postings<String> pw = Postings.hashed();
    private final Postings<String> ev = Postings.hashed();
    private final Postings<String> event = Postings.hashed();
    private final Postings<String> rank = Postings.hashed();
    private final Postings<String> blackRank = Postings.hashed();
    private final Postings<String> whiteRank = Postings.hashed();
    private final Postings<String> result = Postings.hashed();
    private final Postings<String> status = Postings.hashed();
    private final Postings<String> reason = Postings.hashed();
    private final Postings<GameFacts.Origin> origin = Postings.hashed();
    private final Postings<Integer> size = Postings.hashed();
    private final Postings<Integer> handicap = Postings.hashed();
    private final Postings<LocalDate> date = Postings.sorted();
    private final Postings<Integer> moves = Postings.sorted();
    private final Postings<Double> margin = Postings.sorted();

    /**
     * The games a query's filters select: {@code games}, exactly the answer when {@code exact}, else a superset to
     * filter with the query's predicate. Owned by the caller.
     */
    record Selection(RoaringBitmap games, boolean exact) {
    }

    GameFacts get(String gameId) {
        Integer ordinal = ordinals.get(gameId);
        return ordinal == null ? null : byOrdinal.get(ordinal);
    }

    /** The game with this ordinal (one of a selection's). */
    GameFacts game(int ordinal) {
        return byOrdinal.get(ordinal);
    }

    int size() {
        return ordinals.size();
    }

    List<String> ids() {
        return List.copyOf(ordinals.keySet());
    }

    /** Adds a game, or replaces the version held (its old keys leave every index first; it keeps its ordinal). */
    void put(GameFacts facts) {
        Integer ordinal = ordinals.get(facts.gameId());
        if (ordinal != null) {
            index(byOrdinal.get(ordinal), ordinal, false);
            byOrdinal.set(ordinal, facts);
        } else {
            ordinal = byOrdinal.size();
            byOrdinal.add(facts);
            ordinals.put(facts.gameId(), ordinal);
            held.add(ordinal);
        }
        index(facts, ordinal, true);
    }

    void clear() {
        ordinals.clear();
        byOrdinal.clear();
        held.clear();
        for (Postings<?> p : List.of(anyPlayer, black, white, pb, pw, ev, event, rank, blackRank, whiteRank, result,
                status, reason, origin, size, handicap, date, moves, margin)) {
            p.clear();
        }
    }

    private void index(GameFacts f, int game, boolean add) {
        Set<String> players = new LinkedHashSet<>();
        f.players().forEach(p -> names(p, players));
        names(f.black(), players);
        names(f.white(), players);
        anyPlayer.setAll(players, game, add);
        black.setAll(names(f.black(), new LinkedHashSet<>()), game, add);
        white.setAll(names(f.white(), new LinkedHashSet<>()), game, add);
        if (f.record() != null) {
            pb.set(lower(f.record().pb()), game, add);
            pw.set(lower(f.record().pw()), game, add);
            ev.set(lower(f.record().ev()), game, add);
        }
        event.set(lower(f.event()), game, add);
        Set<String> ranks = new LinkedHashSet<>();
        ranks.addAll(names(f.blackRank(), new LinkedHashSet<>()));
        ranks.addAll(names(f.whiteRank(), new LinkedHashSet<>()));
        rank.setAll(ranks, game, add);
        blackRank.setAll(names(f.blackRank(), new LinkedHashSet<>()), game, add);
        whiteRank.setAll(names(f.whiteRank(), new LinkedHashSet<>()), game, add);
        result.setAll(names(f.result(), new LinkedHashSet<>()), game, add);
        status.set(f.status(), game, add);
        reason.set(f.reason(), game, add);
        origin.set(f.origin(), game, add);
        size.set(f.size(), game, add);
        handicap.set(handicapKey(f.handicap()), game, add);
        date.set(f.date(), game, add);
        moves.set(f.moves(), game, add);
        margin.set(f.margin() == null ? null : f.margin() + 0.0, game, add); // -0.0 sorts below 0.0, >= treats them alike
    }

    /**
     * The games the query's filters select (each value as {@code FactsQuery} holds it: validated, trimmed): the AND of
     * every indexed filter's games, every game when none is indexed; exact when every filter is indexed exactly.
     */
    Selection select(Map<String, String> filters) {
        RoaringBitmap games = null;
        boolean exact = true;
        Map<String, RoaringBitmap> read = new HashMap<>(); // by index: a range's two bounds are read at once
        for (Map.Entry<String, String> e : filters.entrySet()) {
            String index = indexOf(e.getKey());
            boolean first = !read.containsKey(index);
            if (first) {
                RoaringBitmap c;
                try {
                    c = candidates(e.getKey(), e.getValue(), filters);
                } catch (RuntimeException invalid) {
                    c = null; // the query's own parsing decides; a value the index cannot read is simply not used
                }
                read.put(index, c);
                if (c != null) {
                    games = games == null ? c : RoaringBitmap.and(games, c);
                }
            }
            exact &= read.get(index) != null && EXACT.contains(e.getKey());
        }
        return new Selection(games == null ? held.clone() : games, exact);
    }

    /** The sort field's index when it is one of the sorted ones, to walk an answer in the sort's order. */
    Optional<Postings<?>> sortedBy(String field) {
        return Optional.ofNullable(switch (field) {
            case "date" -> date;
            case "moves" -> moves;
            case "margin" -> margin;
            default -> null;
        });
    }

    /** The two bounds of a range are one filter for the index (both read at once); any other name is its own. */
    private static String indexOf(String name) {
        return switch (name) {
            case "from", "to" -> "date";
            case "movesMin", "movesMax" -> "moves";
            case "marginMin", "marginMax" -> "margin";
            default -> name;
        };
    }

    private RoaringBitmap candidates(String name, String v, Map<String, String> filters) {
        return switch (name) {
            case "player" -> RoaringBitmap.or(anyPlayer.exact(List.of(norm(v))), pb.containing(lower(v)),
                    pw.containing(lower(v)));
            case "black" -> RoaringBitmap.or(black.exact(List.of(norm(v))), pb.containing(lower(v)));
            case "white" -> RoaringBitmap.or(white.exact(List.of(norm(v))), pw.containing(lower(v)));
            case "pb" -> pb.containing(lower(v));
            case "pw" -> pw.containing(lower(v));
            case "ev" -> ev.containing(lower(v));
            case "event" -> event.containing(lower(v));
            case "rank" -> rank.exact(List.of(norm(v)));
            case "blackRank" -> blackRank.exact(List.of(norm(v)));
            case "whiteRank" -> whiteRank.exact(List.of(norm(v)));
            case "result" -> result.exact(List.of(norm(v)));
            case "status" -> status.exact(upperList(v));
            case "reason" -> reason.exact(upperList(v));
            case "origin" -> origin.exact(upperList(v).stream().map(GameFacts.Origin::valueOf).toList());
            case "size" -> size.exact(intList(v));
            case "handicap" -> handicap.exact(List.of(handicapKey(Integer.parseInt(v.trim()))));
            case "from", "to" -> date.range(bound(filters.get("from"), LocalDate::parse),
                    bound(filters.get("to"), LocalDate::parse));
            case "movesMin", "movesMax" -> moves.range(bound(filters.get("movesMin"), s -> Integer.parseInt(s.trim())),
                    bound(filters.get("movesMax"), s -> Integer.parseInt(s.trim())));
            case "marginMin", "marginMax" -> margin.range(bound(filters.get("marginMin"), FactsIndex::decimal),
                    bound(filters.get("marginMax"), FactsIndex::decimal));
            default -> null; // winner, komi, preset, the other SGF properties: not indexed, the predicate decides
        };
    }

    /** "0 and 1 both mean no handicap stones": the filter's handicap <= 1 is one bucket. */
    private static int handicapKey(int handicap) {
        return handicap <= 1 ? 1 : handicap;
    }

    private static Double decimal(String s) {
        return Double.parseDouble(s.trim()) + 0.0;
    }

    private static <T> T bound(String value, java.util.function.Function<String, T> parse) {
        return value == null ? null : parse.apply(value.trim());
    }

    private static List<String> upperList(String v) {
        List<String> out = new ArrayList<>();
        for (String part : v.split(",")) {
            out.add(part.trim().toUpperCase(Locale.ROOT));
        }
        return out;
    }

    private static List<Integer> intList(String v) {
        List<Integer> out = new ArrayList<>();
        for (String part : v.split(",")) {
            out.add(Integer.parseInt(part.trim()));
        }
        return out;
    }

    /** A name's keys: normalised as given and trimmed (the player filter compares untrimmed ids, black trimmed). */
    private static Set<String> names(String name, Set<String> into) {
        if (name != null) {
            into.add(norm(name));
            into.add(norm(name.trim()));
        }
        return into;
    }

    private static String lower(String text) {
        return text == null ? null : text.toLowerCase(Locale.ROOT);
    }

    /**
     * The name normalised so that any two names {@link String#equalsIgnoreCase} calls equal have the same key:
     * {@code equalsIgnoreCase} compares each character's upper case, then the lower case of that, which is what
     * this keeps (a whole-string {@code toLowerCase} can differ, e.g. the Turkish dotted capital I becomes two chars).
     */
    static String norm(String name) {
        StringBuilder b = new StringBuilder(name.length());
        name.codePoints().forEach(cp -> b.appendCodePoint(Character.toLowerCase(Character.toUpperCase(cp))));
        return b.toString();
    }
}
