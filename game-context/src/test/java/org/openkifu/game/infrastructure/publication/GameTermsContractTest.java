package org.openkifu.game.infrastructure.publication;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.contract.ContractSchemas;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Games;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.Ruleset;
import org.openkifu.infra.contract.GameTerms;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The producer's side of the published game terms (contracts/game/v1/GameTerms.schema.json): the schema the other
 * contexts check their terms against says exactly what the game context's own validation does. Probes are generated
 * at every boundary the schema names (and at the abusive values of issue 19); for each, the game's {@code CreateGame}
 * decision, the platform's {@link GameTerms} reading of the schema, and a general JSON Schema validator must agree,
 * and a refusal carries the game's own message.
 */
class GameTermsContractTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final GameTerms TERMS = GameTerms.published();
    private static final String SCHEMA = "GameTerms.schema.json";

    @Test
    void theContractFileIsTheSchemaEveryContextReads() throws IOException {
        JsonNode file = JSON.readTree(Files.readString(ContractSchemas.V1.resolve(SCHEMA)));
        assertThat(TERMS.schema()).isEqualTo(file);
    }

    @Test
    void presetsAliasesAndSizesAreTheEngines() {
        assertThat(TERMS.presets()).containsExactlyElementsOf(RulePresets.ids());
        for (Ruleset r : RulePresets.all()) {
            for (int size = 1; size <= Point.MAX_SIZE + 1; size++) {
                agree(r.id(), size, null, 0, TimeControl.NONE, true);
            }
        }
        for (String alias : List.of("IYT", " korean ", "nz", "little-go", "atari-go", "capture-go:3", "Japanese")) {
            assertThat(probe(alias, 9, null, 0, TimeControl.NONE)).as(alias).isEmpty();
        }
        for (String wrong : List.of("gomoku", "japanese:3", "capture-go:0", "capture-go:x", "", "renju")) {
            assertThat(probe(wrong, 9, null, 0, TimeControl.NONE)).as(wrong).isPresent();
        }
        assertThat(probe("gomoku", 19, null, 0, TimeControl.NONE)).contains("unknown rule set 'gomoku'; known: "
                + String.join(", ", RulePresets.ids()) + " (capture-go takes a goal, e.g. capture-go:3)");
        assertThat(probe("itsyourturn", 7, null, 0, TimeControl.NONE))
                .contains("rule set 'itsyourturn' does not play on 7x7; allowed sizes: [9, 13, 19]");
    }

    @Test
    void komiBoundaries() {
        for (double komi : new double[] {-150.5, -150, -0.5, 0, 6.3, 6.5, 7, 150, 150.5, 1e300, -1e300, 1e-9}) {
            agree("japanese", 19, komi, 0, TimeControl.NONE, true);
        }
        assertThat(probe("japanese", 19, 1e300, 0, TimeControl.NONE))
                .contains("komi must be a number between -150 and 150, not 1.0E300");
        assertThat(probe("japanese", 19, 6.25, 0, TimeControl.NONE))
                .contains("komi is a multiple of 0.5 (e.g. 6.5 or 7), not 6.25");
    }

    /** One valid clock of each kind; every field is then moved, alone, to each boundary the schema names. */
    @Test
    void timeControlBoundariesFromTheSchema() {
        List<TimeControl> valid = List.of(TimeControl.NONE, TimeControl.absolute(10), TimeControl.japanese(10, 5, 30),
                new TimeControl(TimeControl.Kind.JAPANESE_BYOYOMI, 600, 0, 0, 0, 0), TimeControl.canadian(10, 25, 5),
                TimeControl.fischer(10, 10), TimeControl.correspondence(3));
        Map<String, Set<Long>> values = boundaries(TERMS.schema());
        int accepted = 0;
        int refused = 0;
        for (TimeControl base : valid) {
            assertThat(probe("japanese", 19, null, 0, base)).as(base.toString()).isEmpty();
            for (var field : values.entrySet()) {
                for (long v : field.getValue()) {
                    TimeControl tc = with(base, field.getKey(), v);
                    if (tc != null) {
                        boolean ok = agree("japanese", 19, null, 0, tc, true);
                        accepted += ok ? 1 : 0;
                        refused += ok ? 0 : 1;
                    }
                }
            }
        }
        assertThat(accepted).as("probes inside the ranges").isGreaterThan(40);
        assertThat(refused).as("probes outside the ranges").isGreaterThan(150);
        // the abusive terms, with the game's wording (hand-written expectations)
        assertThat(probe("japanese", 19, null, 0, new TimeControl(TimeControl.Kind.ABSOLUTE, 1_000_000_000_000L, 0, 0, 0, 0)))
                .contains("main time is 1 to 720 minutes, not 1000000000000 s");
        assertThat(probe("japanese", 19, null, 0, TimeControl.japanese(10, 1000, 30)))
                .contains("byoyomi has 0 to 6 periods, not 1000");
        assertThat(probe("japanese", 19, null, 0, TimeControl.fischer(10, 1_000_000_000)))
                .contains("a Fischer increment is 0 to 300 seconds, not 1000000000");
        assertThat(probe("japanese", 19, null, 0, new TimeControl(TimeControl.Kind.CORRESPONDENCE, 0, 0, 86_401, 0, 0)))
                .contains("correspondence time is 1 to 30 whole days per move");
        assertThat(probe("japanese", 19, null, 0, new TimeControl(null, 0, 0, 0, 0, 0)))
                .contains("the time control kind is required (NONE for an untimed game)");
    }

    /** Handicaps agree on refusal (the wording differs between the engine's checks, so only the verdict is compared). */
    @Test
    void handicapsPerPresetAndSize() {
        int accepted = 0;
        for (Ruleset r : RulePresets.all()) {
            for (int size = 2; size <= Point.MAX_SIZE; size++) {
                if (!r.allowsBoardSize(size)) {
                    continue;
                }
                for (int n : handicaps(size)) {
                    accepted += agree(r.id(), size, null, n, TimeControl.NONE, false) ? 1 : 0;
                }
            }
        }
        assertThat(accepted).isGreaterThan(200);
        assertThat(probe("black-and-white", 19, null, 8, TimeControl.NONE))
                .contains("rule set 'black-and-white' allows handicaps of [2, 3, 4, 5, 6, 7, 9, 13, 21, 25] stones, not 8");
        assertThat(probe("japanese", 10, null, 5, TimeControl.NONE))
                .contains("5 handicap stones have no fixed pattern on 10x10; supported: [2, 3, 4]");
    }

    private static Set<Integer> handicaps(int size) {
        Set<Integer> n = new TreeSet<>(List.of(0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 21, 25, 26));
        n.addAll(List.of(size * size - 1, size * size));
        return n;
    }

    /** Every number the schema's time-control rules name for a field, with its neighbours and the abuse. */
    private static Map<String, Set<Long>> boundaries(JsonNode schema) {
        Map<String, Set<Long>> out = new java.util.TreeMap<>();
        for (JsonNode rule : schema.path("$defs").path("TimeControl").path("allOf")) {
            for (var p : rule.path("then").path("properties").properties()) {
                Set<Long> v = out.computeIfAbsent(p.getKey(), k -> new LinkedHashSet<>(
                        List.of(-1L, 1000L, 1_000_000_000L, 1_000_000_000_000L, (long) Integer.MAX_VALUE, Long.MAX_VALUE)));
                for (String keyword : List.of("minimum", "maximum", "const")) {
                    if (p.getValue().has(keyword)) {
                        long b = p.getValue().path(keyword).asLong();
                        v.addAll(List.of(b - 1, b, b + 1));
                    }
                }
                if (p.getValue().has("multipleOf")) {
                    long m = p.getValue().path("multipleOf").asLong();
                    v.addAll(List.of(2 * m, 2 * m + 1, 30 * m, 31 * m));
                }
            }
        }
        return out;
    }

    private static TimeControl with(TimeControl t, String field, long v) {
        boolean isInt = field.equals("periods") || field.equals("stonesPerPeriod");
        if (isInt && (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE)) {
            return null;
        }
        return switch (field) {
            case "mainSeconds" -> new TimeControl(t.kind(), v, t.periods(), t.periodSeconds(), t.stonesPerPeriod(), t.incrementSeconds());
            case "periods" -> new TimeControl(t.kind(), t.mainSeconds(), (int) v, t.periodSeconds(), t.stonesPerPeriod(), t.incrementSeconds());
            case "periodSeconds" -> new TimeControl(t.kind(), t.mainSeconds(), t.periods(), v, t.stonesPerPeriod(), t.incrementSeconds());
            case "stonesPerPeriod" -> new TimeControl(t.kind(), t.mainSeconds(), t.periods(), t.periodSeconds(), (int) v, t.incrementSeconds());
            case "incrementSeconds" -> new TimeControl(t.kind(), t.mainSeconds(), t.periods(), t.periodSeconds(), t.stonesPerPeriod(), v);
            default -> throw new IllegalArgumentException(field);
        };
    }

    /**
     * The game's verdict and the schema's (read by GameTerms, and by a general JSON Schema validator) agree; with
     * {@code sameMessage} a refusal also has the same text. Returns whether the game accepted.
     */
    private static boolean agree(String preset, int size, Double komi, int handicap, TimeControl tc, boolean sameMessage) {
        Optional<String> game = game(preset, size, komi, handicap, tc);
        Optional<String> terms = probe(preset, size, komi, handicap, tc);
        String what = preset + " " + size + "x" + size + " komi " + komi + " handicap " + handicap + " " + tc;
        assertThat(terms.isPresent()).as("GameTerms refuses " + what + " as the game does: " + game).isEqualTo(game.isPresent());
        if (sameMessage) {
            assertThat(terms).as(what).isEqualTo(game);
        }
        var instance = JSON.createObjectNode().put("rules", preset).put("size", size).put("handicap", handicap);
        if (komi != null) {
            instance.put("komi", komi);
        }
        var clock = instance.putObject("timeControl").put("kind", tc.kind() == null ? null : tc.kind().name())
                .put("mainSeconds", tc.mainSeconds()).put("periods", tc.periods()).put("periodSeconds", tc.periodSeconds())
                .put("stonesPerPeriod", tc.stonesPerPeriod()).put("incrementSeconds", tc.incrementSeconds());
        if (tc.kind() == null) {
            clock.remove("kind");
        }
        assertThat(ContractSchemas.errors(SCHEMA, instance).isEmpty()).as("the JSON Schema validator on " + instance)
                .isEqualTo(game.isEmpty());
        return game.isEmpty();
    }

    private static Optional<String> probe(String preset, int size, Double komi, int handicap, TimeControl tc) {
        return TERMS.refusal(new GameTerms.Terms(preset, size, komi, handicap, new GameTerms.Clock(
                tc.kind() == null ? null : tc.kind().name(), tc.mainSeconds(), tc.periods(), tc.periodSeconds(),
                tc.stonesPerPeriod(), tc.incrementSeconds())));
    }

    /** What the game context answers to a CreateGame with these terms (fixed colours, Alice Black). */
    private static Optional<String> game(String preset, int size, Double komi, int handicap, TimeControl tc) {
        var create = new GameCommand.CreateGame("g", Games.ALICE, Player.of(Games.ALICE), Player.of(Games.BOB), Games.ALICE,
                Games.BOB, handicap > 0 ? GameType.HANDICAP : GameType.HO_SUN, handicap > 0 ? handicap : null,
                new RulesChoice(preset, komi, null), size, tc, false, false, Origin.FREE);
        try {
            GameDecider.decide(create, null, Games.T0);
            return Optional.empty();
        } catch (GameRuleViolation e) {
            return Optional.of(e.getMessage());
        }
    }
}
