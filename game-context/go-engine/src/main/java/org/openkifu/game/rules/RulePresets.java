package org.openkifu.game.rules;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The named rule sets, read from the data table {@code rule-presets.txt} next to this class: adding or
 * changing a preset is an edit to that table, not to code.
 */
public final class RulePresets {

    private static final String RESOURCE = "rule-presets.txt";
    private static final Map<String, Ruleset> PRESETS;
    private static final Map<String, String> ALIASES;

    static {
        Map<String, Ruleset> presets = new LinkedHashMap<>();
        Map<String, String> aliases = new LinkedHashMap<>();
        try (InputStream in = RulePresets.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the classpath");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                try {
                    String[] c = line.split("\\|", -1);
                    if (c.length != 16) {
                        throw new IllegalArgumentException("expected 16 columns, found " + c.length);
                    }
                    Ruleset r = row(c);
                    presets.put(r.id(), r);
                    for (String alias : list(c[1])) {
                        aliases.put(alias, r.id());
                    }
                } catch (RuntimeException e) {
                    throw new IllegalStateException(RESOURCE + " line " + number + ": " + e.getMessage(), e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        PRESETS = Collections.unmodifiableMap(presets);
        ALIASES = Collections.unmodifiableMap(aliases);
    }

    private RulePresets() {
    }

    private static Ruleset row(String[] c) {
        return new Ruleset(
                c[0].trim(),
                KoRule.valueOf(c[3].trim()),
                SuicideRule.valueOf(c[4].trim()),
                ScoringMethod.valueOf(c[2].trim()),
                SizeTable.parse(c[5], Double::valueOf),
                SizeTable.parse(c[6], Double::valueOf),
                HandicapPlacement.valueOf(c[7].trim()),
                HandicapCompensation.valueOf(c[8].trim()),
                ints(c[9]),
                c[10].trim().equals("-") ? SizeTable.of(0) : SizeTable.parse(c[10], Integer::valueOf),
                PassEnding.valueOf(c[11].trim()),
                Integer.parseInt(c[12].trim()),
                Boolean.parseBoolean(c[13].trim()),
                Boolean.parseBoolean(c[14].trim()),
                ints(c[15]));
    }

    private static List<String> list(String cell) {
        String s = cell.trim();
        List<String> out = new ArrayList<>();
        if (!s.equals("-") && !s.isEmpty()) {
            for (String part : s.split(",")) {
                out.add(part.trim());
            }
        }
        return out;
    }

    private static List<Integer> ints(String cell) {
        List<Integer> out = new ArrayList<>();
        for (String part : list(cell)) {
            int dash = part.indexOf('-');
            if (dash > 0) {
                int from = Integer.parseInt(part.substring(0, dash));
                int to = Integer.parseInt(part.substring(dash + 1));
                for (int i = from; i <= to; i++) {
                    out.add(i);
                }
            } else {
                out.add(Integer.parseInt(part));
            }
        }
        return out;
    }

    /** Every preset id, in table order. */
    public static List<String> ids() {
        return List.copyOf(PRESETS.keySet());
    }

    public static List<Ruleset> all() {
        return List.copyOf(PRESETS.values());
    }

    /**
     * The preset with this id or alias (case-insensitive). A capture-go preset takes the goal as a
     * parameter: "capture-go:3".
     *
     * @throws RulesException UNKNOWN_RULESET (listing the known ids) or INVALID_RULESET for a bad parameter
     */
    public static Ruleset byId(String id) {
        if (id == null) {
            throw unknown("null");
        }
        String key = id.trim().toLowerCase(Locale.ROOT);
        String parameter = null;
        int colon = key.indexOf(':');
        if (colon >= 0) {
            parameter = key.substring(colon + 1).trim();
            key = key.substring(0, colon).trim();
        }
        Ruleset preset = PRESETS.get(ALIASES.getOrDefault(key, key));
        if (preset == null) {
            throw unknown(id);
        }
        if (parameter == null) {
            return preset;
        }
        if (preset.captureGoal() == 0) {
            throw new RulesException(RulesException.INVALID_RULESET,
                    "rule set '" + preset.id() + "' takes no parameter, but '" + id + "' gives one");
        }
        int goal;
        try {
            goal = Integer.parseInt(parameter);
        } catch (NumberFormatException e) {
            goal = -1;
        }
        if (goal < 1) {
            throw new RulesException(RulesException.INVALID_RULESET,
                    "'" + id + "': the capture goal must be a whole number of stones, 1 or more");
        }
        return preset.withCaptureGoal(goal).withId(preset.id() + ":" + goal);
    }

    private static RulesException unknown(String id) {
        return new RulesException(RulesException.UNKNOWN_RULESET,
                "unknown rule set '" + id + "'; known: " + String.join(", ", PRESETS.keySet())
                        + " (capture-go takes a goal, e.g. capture-go:3)");
    }
}
