package org.openkifu.game.library.facts;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;


/**
 * The facts search's filters by name: each turns its parameter's text into a predicate on {@link GameFacts}, or
 * refuses it with {@code FILTER_INVALID}. The names and their meaning are documented in docs/library.md.
 */
final class FactsFilters {

    private static final Map<String, Function<String, Predicate<GameFacts>>> FILTERS = new LinkedHashMap<>();

    static {
        FILTERS.put("player", v -> f -> isUser(f.players(), v) || isUser(List.of(nz(f.black()), nz(f.white())), v)
                || (f.record() != null && (contains(f.record().pb(), v) || contains(f.record().pw(), v))));
        FILTERS.put("black", v -> f -> equalsIgnoreCase(f.black(), v) || (f.record() != null && contains(f.record().pb(), v)));
        FILTERS.put("white", v -> f -> equalsIgnoreCase(f.white(), v) || (f.record() != null && contains(f.record().pw(), v)));
        FILTERS.put("rank", v -> f -> equalsIgnoreCase(f.blackRank(), v) || equalsIgnoreCase(f.whiteRank(), v));
        FILTERS.put("blackRank", v -> f -> equalsIgnoreCase(f.blackRank(), v));
        FILTERS.put("whiteRank", v -> f -> equalsIgnoreCase(f.whiteRank(), v));
        FILTERS.put("status", v -> {
            Set<String> wanted = oneOf("status", v, Set.of("LIVE", "ENDED"));
            return f -> wanted.contains(f.status());
        });
        FILTERS.put("result", v -> f -> equalsIgnoreCase(f.result(), v));
        FILTERS.put("winner", v -> {
            Set<String> wanted = oneOf("winner", v, Set.of("BLACK", "WHITE", "NONE"));
            return f -> f.ended() && wanted.contains(f.winner() == null ? "NONE" : f.winner());
        });
        FILTERS.put("reason", v -> {
            Set<String> wanted = oneOf("reason", v, GameFacts.REASONS);
            return f -> f.reason() != null && wanted.contains(f.reason());
        });
        FILTERS.put("marginMin", v -> {
            double min = decimal("marginMin", v);
            return f -> f.margin() != null && f.margin() >= min;
        });
        FILTERS.put("marginMax", v -> {
            double max = decimal("marginMax", v);
            return f -> f.margin() != null && f.margin() <= max;
        });
        FILTERS.put("from", v -> {
            LocalDate from = date("from", v);
            return f -> f.date() != null && !f.date().isBefore(from);
        });
        FILTERS.put("to", v -> {
            LocalDate to = date("to", v);
            return f -> f.date() != null && !f.date().isAfter(to);
        });
        FILTERS.put("size", v -> {
            Set<Integer> sizes = new HashSet<>();
            for (String s : v.split(",")) {
                sizes.add(integer("size", s));
            }
            return f -> sizes.contains(f.size());
        });
        FILTERS.put("preset", v -> {
            Set<String> presets = new HashSet<>();
            for (String s : v.split(",")) {
                presets.add(s.trim().toLowerCase(Locale.ROOT));
            }
            return f -> f.preset() != null && presets.contains(f.preset().toLowerCase(Locale.ROOT));
        });
        FILTERS.put("komi", v -> {
            double komi = decimal("komi", v);
            return f -> f.komi() == komi;
        });
        FILTERS.put("handicap", v -> {
            int handicap = integer("handicap", v);
            // 0 and 1 both mean "no handicap stones" (a game without komi may say either)
            return f -> handicap <= 1 ? f.handicap() <= 1 : f.handicap() == handicap;
        });
        FILTERS.put("movesMin", v -> {
            int min = integer("movesMin", v);
            return f -> f.moves() >= min;
        });
        FILTERS.put("movesMax", v -> {
            int max = integer("movesMax", v);
            return f -> f.moves() <= max;
        });
        FILTERS.put("origin", v -> {
            Set<String> names = new HashSet<>();
            Arrays.stream(GameFacts.Origin.values()).forEach(o -> names.add(o.name()));
            Set<String> wanted = oneOf("origin", v, names);
            return f -> wanted.contains(f.origin().name());
        });
        FILTERS.put("event", v -> f -> contains(f.event(), v));
        for (String property : List.of("pb", "pw", "br", "wr", "ev", "ro", "dt", "re", "pc")) {
            FILTERS.put(property, v -> f -> f.record() != null && contains(header(f.record(), property), v));
        }
    }

    private FactsFilters() {
    }

    static Set<String> names() {
        return FILTERS.keySet();
    }

    static Predicate<GameFacts> filter(String name, String value) {
        return FILTERS.get(name).apply(value.trim());
    }

    private static String header(GameFacts.SgfHeader h, String property) {
        switch (property) {
            case "pb": return h.pb();
            case "pw": return h.pw();
            case "br": return h.br();
            case "wr": return h.wr();
            case "ev": return h.ev();
            case "ro": return h.ro();
            case "dt": return h.dt();
            case "re": return h.re();
            default: return h.pc();
        }
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    private static boolean isUser(List<String> ids, String v) {
        return ids.stream().anyMatch(id -> id.equalsIgnoreCase(v));
    }

    private static boolean equalsIgnoreCase(String a, String v) {
        return a != null && a.trim().equalsIgnoreCase(v);
    }

    private static boolean contains(String text, String v) {
        return text != null && text.toLowerCase(Locale.ROOT).contains(v.toLowerCase(Locale.ROOT));
    }

    private static Set<String> oneOf(String filter, String value, Set<String> allowed) {
        Set<String> wanted = new HashSet<>();
        for (String part : value.split(",")) {
            String name = part.trim().toUpperCase(Locale.ROOT);
            if (!allowed.contains(name)) {
                throw invalid(filter, value, "one or more of " + allowed.stream().sorted()
                        .map(s -> s.toLowerCase(Locale.ROOT)).toList() + ", comma-separated");
            }
            wanted.add(name);
        }
        return wanted;
    }

    private static int integer(String filter, String value) {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw invalid(filter, value, "a whole number");
        }
    }

    private static double decimal(String filter, String value) {
        try {
            double d = Double.parseDouble(value.trim());
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw invalid(filter, value, "a number such as 6.5");
        }
    }

    private static LocalDate date(String filter, String value) {
        try {
            return LocalDate.parse(value.trim());
        } catch (DateTimeParseException e) {
            throw invalid(filter, value, "a date as YYYY-MM-DD");
        }
    }

    private static LibraryQueryException invalid(String filter, String value, String expected) {
        return new LibraryQueryException(LibraryQueryException.FILTER_INVALID,
                "filter " + filter + "='" + value + "' is not valid: expected " + expected).with("filter", filter);
    }
}
