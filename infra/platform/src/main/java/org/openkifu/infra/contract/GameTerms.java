package org.openkifu.infra.contract;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The game context's published terms ({@code contracts/game/v1/GameTerms.schema.json}, packed into this module's jar):
 * the presets, sizes, komi, handicaps and time controls it plays. A context that asks for games (ladders, offers,
 * auto-match, tournaments, matches) checks its terms here when they are created, so it never accepts what the game
 * context will refuse later; the answer is the game context's own message, which the schema carries ({@code x-message}).
 *
 * <p>Why a reader of the contract file and not a call into the game context: contexts never import each other
 * (docs/architecture.md, "Game terms"). The game context's contract test probes its own validation at every boundary
 * the schema names, so the file and the code cannot drift apart. This class knows the schema's keywords, not the
 * game context's code: it evaluates the subset of JSON Schema the file uses ({@code properties, required, allOf,
 * if/then/else, const, enum, minimum, maximum, multipleOf, $ref}) and reports the first failure in document order.
 */
public final class GameTerms {

    public static final String RESOURCE = "/contracts/game/v1/GameTerms.schema.json";
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final GameTerms PUBLISHED = load();

    /** A clock in the contract's flat shape (whole seconds; fields a kind does not use are 0). */
    public record Clock(String kind, long mainSeconds, int periods, long periodSeconds, int stonesPerPeriod,
                        long incrementSeconds) {
    }

    /**
     * Terms to check; a null field is not checked (the asking context fills in its own default, or the game picks
     * one). {@code handicap} counts stones: 0 for none, 2 or more.
     */
    public record Terms(String rules, Integer size, Double komi, Integer handicap, Clock timeControl) {
    }

    private final JsonNode schema;

    private GameTerms(JsonNode schema) {
        this.schema = schema;
    }

    /** The terms this build of the platform carries. */
    public static GameTerms published() {
        return PUBLISHED;
    }

    /** Terms read from another copy of the schema (tests). */
    public static GameTerms of(JsonNode schema) {
        return new GameTerms(schema);
    }

    private static GameTerms load() {
        try (InputStream in = GameTerms.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the classpath");
            }
            return new GameTerms(JSON.readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The schema, as {@code GET /api/games/terms} serves it (a copy). */
    public JsonNode schema() {
        return schema.deepCopy();
    }

    /** The preset ids the game context plays, in its order. */
    public List<String> presets() {
        List<String> ids = new ArrayList<>();
        schema.path("properties").path("rules").path("enum").forEach(n -> ids.add(n.asString()));
        return ids;
    }

    /** The game context's refusal of these terms, or empty when it will accept them. */
    public Optional<String> refusal(Terms terms) {
        ObjectNode instance = JSON.createObjectNode();
        String rulesId = null;
        if (terms.rules() != null) {
            JsonNode rules = schema.path("properties").path("rules");
            String raw = terms.rules();
            String key = raw.trim().toLowerCase(Locale.ROOT);
            String parameter = null;
            int colon = key.indexOf(':');
            if (colon >= 0) {
                parameter = key.substring(colon + 1).trim();
                key = key.substring(0, colon).trim();
            }
            String base = rules.path("x-aliases").path(key).isString() ? rules.path("x-aliases").path(key).asString() : key;
            if (!contains(rules.path("enum"), base)) {
                return Optional.of(rules.path("x-message").asString().replace("{value}", raw));
            }
            rulesId = base;
            if (parameter != null) {
                if (!contains(rules.path("x-takesGoal"), base)) {
                    return Optional.of("rule set '" + base + "' takes no parameter, but '" + raw + "' gives one");
                }
                int goal;
                try {
                    goal = Integer.parseInt(parameter);
                } catch (NumberFormatException e) {
                    goal = -1;
                }
                if (goal < 1) {
                    return Optional.of("'" + raw + "': the capture goal must be a whole number of stones, 1 or more");
                }
                rulesId = base + ":" + goal;
            }
            instance.put("rules", base);
        }
        if (terms.komi() != null) {
            instance.put("komi", terms.komi());
        }
        if (terms.size() != null) {
            instance.put("size", terms.size());
        }
        if (terms.timeControl() != null) {
            Clock c = terms.timeControl();
            ObjectNode clock = instance.putObject("timeControl");
            if (c.kind() != null) {
                clock.put("kind", c.kind());
            }
            clock.put("mainSeconds", c.mainSeconds()).put("periods", c.periods()).put("periodSeconds", c.periodSeconds())
                    .put("stonesPerPeriod", c.stonesPerPeriod()).put("incrementSeconds", c.incrementSeconds());
        }
        if (terms.handicap() != null) {
            instance.put("handicap", terms.handicap());
        }
        String failure = failure(schema, instance, rulesId);
        return Optional.ofNullable(failure);
    }

    /** The message of the first keyword {@code value} fails in {@code rule}, or null. */
    private String failure(JsonNode rule, JsonNode value, String rulesId) {
        if (rule.has("$ref")) {
            String failure = failure(resolve(rule.path("$ref").asString()), value, rulesId);
            if (failure != null) {
                return failure;
            }
        }
        boolean ok = true;
        if (rule.has("required") && value.isObject()) {
            for (JsonNode name : rule.path("required")) {
                ok &= value.has(name.asString());
            }
        }
        if (ok && rule.has("const")) {
            ok = same(rule.path("const"), value);
        }
        if (ok && rule.has("enum")) {
            ok = false;
            for (JsonNode option : rule.path("enum")) {
                ok |= same(option, value);
            }
        }
        if (ok && value.isNumber()) {
            double v = value.asDouble();
            ok = (!rule.has("minimum") || v >= rule.path("minimum").asDouble())
                    && (!rule.has("maximum") || v <= rule.path("maximum").asDouble());
            if (ok && rule.has("multipleOf")) {
                double q = v / rule.path("multipleOf").asDouble();
                ok = q == Math.rint(q);
            }
        }
        if (!ok) {
            return message(rule, value, rulesId);
        }
        if (value.isObject()) {
            for (var property : rule.path("properties").properties()) {
                if (value.has(property.getKey())) {
                    String failure = failure(property.getValue(), value.path(property.getKey()), rulesId);
                    if (failure != null) {
                        return failure;
                    }
                }
            }
        }
        for (JsonNode part : rule.path("allOf")) {
            String failure = failure(part, value, rulesId);
            if (failure != null) {
                return failure;
            }
        }
        if (rule.has("if")) {
            JsonNode branch = failure(rule.path("if"), value, rulesId) == null ? rule.path("then") : rule.path("else");
            if (!branch.isMissingNode()) {
                return failure(branch, value, rulesId);
            }
        }
        return null;
    }

    private JsonNode resolve(String ref) {
        if (!ref.startsWith("#/")) {
            throw new IllegalStateException("only local references are supported: " + ref);
        }
        JsonNode target = schema;
        for (String part : ref.substring(2).split("/")) {
            target = target.path(part);
        }
        return target;
    }

    private static boolean same(JsonNode expected, JsonNode value) {
        if (expected.isNumber() && value.isNumber()) {
            return expected.asDouble() == value.asDouble();
        }
        return expected.equals(value);
    }

    private static boolean contains(JsonNode list, String text) {
        for (JsonNode n : list) {
            if (n.asString().equals(text)) {
                return true;
            }
        }
        return false;
    }

    private static String message(JsonNode rule, JsonNode value, String rulesId) {
        String shown = value.isIntegralNumber() ? Long.toString(value.asLong())
                : value.isNumber() ? Double.toString(value.asDouble()) : value.isString() ? value.asString() : value.toString();
        String template = rule.path("x-message").isString() ? rule.path("x-message").asString()
                : "{value} is outside the game terms";
        return template.replace("{value}", shown).replace("{rules}", String.valueOf(rulesId));
    }
}
