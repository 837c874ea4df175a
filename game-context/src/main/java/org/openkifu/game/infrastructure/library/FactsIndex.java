package org.openkifu.game.infrastructure.library;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.openkifu.game.infrastructure.library.Postings.Candidates;
import org.openkifu.game.library.facts.GameFacts;

/**
 * The facts search's secondary indexes (docs/library.md, "Facts search at scale"): for a query, the games that may
 * match its most selective indexed filter, a superset of the answer that {@code FactsQuery}'s own predicate then
 * filters, so the answer is the plain scan's. Indexed: the players (either colour, as Black, as White, by normalised
 * name; the imported records' PB/PW by substring over their distinct names), the date, move count and margin (sorted,
 * for ranges), rank, result, status, reason, origin, event and EV (substring over distinct names), board size and
 * handicap. Not thread-safe: {@link LibraryCatalog} guards it.
 */
final class FactsIndex {

    /** Above this share of all games a filter's candidates are not worth collecting: the whole catalog is scanned. */
    private static final double SCAN_SHARE = 0.5;

    private final Map<String, GameFacts> games = new HashMap<>();
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

    GameFacts get(String gameId) {
        return games.get(gameId);
    }

    int size() {
        return games.size();
    }

    Collection<GameFacts> all() {
        return games.values();
    }

    /** Adds a game, or replaces the version held (its old keys leave every index first). */
    void put(GameFacts facts) {
        GameFacts old = games.put(facts.gameId(), facts);
        if (old != null) {
            index(old, false);
        }
        index(facts, true);
    }

    void remove(String gameId) {
        GameFacts old = games.remove(gameId);
        if (old != null) {
            index(old, false);
        }
    }

    void clear() {
        games.clear();
        for (Postings<?> p : List.of(anyPlayer, black, white, pb, pw, ev, event, rank, blackRank, whiteRank, result,
                status, reason, origin, size, handicap, date, moves, margin)) {
            p.clear();
        }
    }

    private void index(GameFacts f, boolean add) {
        Set<String> players = new LinkedHashSet<>();
        f.players().forEach(p -> names(p, players));
        names(f.black(), players);
        names(f.white(), players);
        anyPlayer.setAll(players, f, add);
        black.setAll(names(f.black(), new LinkedHashSet<>()), f, add);
        white.setAll(names(f.white(), new LinkedHashSet<>()), f, add);
        if (f.record() != null) {
            pb.set(lower(f.record().pb()), f, add);
            pw.set(lower(f.record().pw()), f, add);
            ev.set(lower(f.record().ev()), f, add);
        }
        event.set(lower(f.event()), f, add);
        Set<String> ranks = new LinkedHashSet<>();
        ranks.addAll(names(f.blackRank(), new LinkedHashSet<>()));
        ranks.addAll(names(f.whiteRank(), new LinkedHashSet<>()));
        rank.setAll(ranks, f, add);
        blackRank.setAll(names(f.blackRank(), new LinkedHashSet<>()), f, add);
        whiteRank.setAll(names(f.whiteRank(), new LinkedHashSet<>()), f, add);
        result.setAll(names(f.result(), new LinkedHashSet<>()), f, add);
        status.set(f.status(), f, add);
        reason.set(f.reason(), f, add);
        origin.set(f.origin(), f, add);
        size.set(f.size(), f, add);
        handicap.set(handicapKey(f.handicap()), f, add);
        date.set(f.date(), f, add);
        moves.set(f.moves(), f, add);
        margin.set(f.margin() == null ? null : f.margin() + 0.0, f, add); // -0.0 sorts below 0.0, >= treats them alike
    }

    /**
     * The games that may match the query's filters (each value as {@code FactsQuery} holds it: validated, trimmed):
     * the candidates of the filter with the fewest, or every game when none is selective.
     */
    Collection<GameFacts> candidates(Map<String, String> filters) {
        Candidates best = null;
        for (Map.Entry<String, String> e : filters.entrySet()) {
            Candidates c;
            try {
                c = candidates(e.getKey(), e.getValue(), filters);
            } catch (RuntimeException invalid) {
                c = null; // the query's own parsing decides; a value the index cannot read is simply not used
            }
            if (c != null && (best == null || c.count() < best.count())) {
                best = c;
            }
        }
        if (best == null || best.count() > games.size() * SCAN_SHARE) {
            return games.values();
        }
        return best.games();
    }

    private Candidates candidates(String name, String v, Map<String, String> filters) {
        return switch (name) {
            case "player" -> anyPlayer.exact(List.of(norm(v))).and(pb.containing(lower(v))).and(pw.containing(lower(v)));
            case "black" -> black.exact(List.of(norm(v))).and(pb.containing(lower(v)));
            case "white" -> white.exact(List.of(norm(v))).and(pw.containing(lower(v)));
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
            default -> null; // winner, komi, the other SGF properties: not selective enough to index
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
