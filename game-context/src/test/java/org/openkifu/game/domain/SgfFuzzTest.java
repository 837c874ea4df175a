package org.openkifu.game.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.openkifu.game.domain.GameCommand.ImportGame;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.Ruleset;
import org.openkifu.game.scoring.GameScorer;
import org.openkifu.game.scoring.ScoringException;
import org.openkifu.game.sgf.GameInfo;
import org.openkifu.game.sgf.Replay;
import org.openkifu.game.sgf.SgfCollection;
import org.openkifu.game.sgf.SgfException;
import org.openkifu.game.sgf.SgfFiles;
import org.openkifu.game.sgf.SgfNode;
import org.openkifu.game.sgf.SgfReader;
import org.openkifu.game.sgf.SgfReplay;
import org.openkifu.game.sgf.SgfWriter;

/**
 * Random and mutated records (from the Little Go corpus: bytes changed, cut, spliced, properties duplicated or
 * inserted, garbage added) through everything a user's file reaches: the strict and lenient readers, the game
 * information, the replay under the record's rules and a random preset, the scorer on the final position, writing
 * back, and the import decision with the fold of its events. The only acceptable outcomes are success or a refusal
 * whose code docs/sgf.md or docs/events.md documents; anything else (a NullPointerException, an index out of bounds,
 * a stack overflow, an undocumented code) fails with the case's seed.
 *
 * <p>{@value #DEFAULT_CASES} cases by default, a few seconds. More: {@code -Dopenkifu.fuzz.cases=200000}; another
 * start: {@code -Dopenkifu.fuzz.seed=N}. A failing case prints the seed that replays it alone
 * ({@code -Dopenkifu.fuzz.seed=<seed> -Dopenkifu.fuzz.cases=1 -Dtest=SgfFuzzTest}) and writes its input to
 * {@code target/fuzz/<seed>.sgf}.
 */
class SgfFuzzTest {

    private static final int DEFAULT_CASES = 2_000;
    private static final int CASES = Integer.getInteger("openkifu.fuzz.cases", DEFAULT_CASES);
    private static final long SEED = Long.getLong("openkifu.fuzz.seed", 20_261_122L);
    private static final int BATCH = 250;
    private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");

    private static final List<byte[]> CORPUS = SgfFiles.all().stream().map(SgfFuzzTest::bytes).toList();
    private static final Set<String> DOCUMENTED = documentedCodes();
    private static final List<String> PRESETS = List.copyOf(RulePresets.ids());

    @TestFactory
    Stream<DynamicTest> everyRecordIsReadOrRefusedWithADocumentedCode() {
        int batches = (CASES + BATCH - 1) / BATCH;
        return IntStream.range(0, batches).mapToObj(b -> {
            long first = SEED + (long) b * BATCH;
            long last = SEED + Math.min(CASES, (long) (b + 1) * BATCH) - 1;
            return DynamicTest.dynamicTest("seeds " + first + ".." + last, () -> {
                for (long seed = first; seed <= last; seed++) {
                    runCase(seed);
                }
            });
        });
    }

    private static void runCase(long seed) {
        SgfMutator.Mutated input = new SgfMutator(seed, CORPUS).next();
        try {
            exercise(input.bytes(), seed);
        } catch (Throwable unexpected) {
            Path saved = save(seed, input.bytes());
            throw new AssertionError("fuzz case seed " + seed + " (" + input.description() + "): "
                    + unexpected + "\n  input saved to " + saved + "\n  replay it alone: -Dopenkifu.fuzz.seed=" + seed
                    + " -Dopenkifu.fuzz.cases=1 -Dtest=SgfFuzzTest", unexpected);
        }
    }

    private static void exercise(byte[] sgf, long seed) {
        SgfCollection strict = refusedOrRead(() -> SgfReader.read(sgf));
        SgfCollection salvaged = refusedOrRead(() -> SgfReader.readLenient(sgf));
        if (salvaged != null) {
            // what the lenient reader salvages is well-formed: the strict reader reads it back equal
            assertThat(SgfReader.read(SgfWriter.toBytes(salvaged)).gameTrees()).isEqualTo(salvaged.gameTrees());
        }
        if (strict != null) {
            SgfNode root = strict.firstGame();
            // writing back is exact: what was read reads back equal
            assertThat(SgfReader.read(SgfWriter.toBytes(strict)).gameTrees()).isEqualTo(strict.gameTrees());
            refusedOrRead(() -> GameInfo.of(root));
            Replay replay = refusedOrRead(() -> SgfReplay.replay(root));
            Ruleset other = RulePresets.byId(PRESETS.get((int) Math.floorMod(seed, (long) PRESETS.size())));
            Replay underOther = refusedOrRead(() -> SgfReplay.replay(root, other, SgfReplay.DEFAULT_MAX_MOVES, false));
            for (Replay r : new Replay[] {replay, underOther}) {
                if (r != null) {
                    scored(() -> GameScorer.score(r.position(), GameScorer.DeadStones.BY_RULES));
                    scored(() -> GameScorer.score(r.position(), GameScorer.DeadStones.agreed(
                            r.moves().stream().map(Replay.ReplayedMove::point).filter(p -> p != null).limit(3).toList())));
                }
            }
        }
        List<GameEvent> events = refusedOrRead(() -> GameDecider.decide(
                new ImportGame(GameIds.forImport("fuzzer", sgf), "fuzzer", sgf, "fuzz.sgf"), null, NOW));
        if (events != null) {
            GameState state = GameEvolver.fold(events);
            assertThat(state.status()).isEqualTo(GameState.Status.ENDED);
            // the events replay to a legal position: the import recorded what the engine accepts
            assertThat(state.position().moveNumber()).isEqualTo(state.moveCount());
            assertThat(GameDecider.decide(new ImportGame(state.gameId(), "fuzzer", sgf, "fuzz.sgf"), state, NOW)).isEmpty();
        }
    }

    /** The result, or null when refused with a documented code; anything else propagates. */
    private static <T> T refusedOrRead(java.util.function.Supplier<T> operation) {
        try {
            return operation.get();
        } catch (SgfException e) {
            requireDocumented(e.code(), e);
        } catch (GameRuleViolation e) {
            requireDocumented(e.code(), e);
        }
        return null;
    }

    private static void scored(Runnable scoring) {
        try {
            scoring.run();
        } catch (ScoringException e) {
            requireDocumented(e.code().name(), e);
        }
    }

    private static void requireDocumented(String code, RuntimeException e) {
        if (!DOCUMENTED.contains(code)) {
            throw new AssertionError("refused with " + code + ", a code the docs do not list: " + e.getMessage(), e);
        }
    }

    /** Every `UPPER_CASE` code in the SGF, event and scoring docs. */
    private static Set<String> documentedCodes() {
        Set<String> codes = new TreeSet<>();
        Pattern code = Pattern.compile("`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`");
        for (String doc : List.of("sgf.md", "events.md", "scoring.md")) {
            Path file = Path.of("..", "docs", doc);
            try {
                Matcher m = code.matcher(Files.readString(file));
                while (m.find()) {
                    codes.add(m.group(1));
                }
            } catch (IOException e) {
                throw new UncheckedIOException("the fuzz test checks codes against " + file.toAbsolutePath(), e);
            }
        }
        return codes;
    }

    private static byte[] bytes(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path save(long seed, byte[] sgf) {
        try {
            Path dir = Files.createDirectories(Path.of("target", "fuzz"));
            return Files.write(dir.resolve(seed + ".sgf"), sgf).toAbsolutePath();
        } catch (IOException e) {
            return Path.of("(not saved: " + e.getMessage() + ")");
        }
    }

    static String ascii(byte[] sgf) {
        return new String(sgf, StandardCharsets.ISO_8859_1);
    }
}
