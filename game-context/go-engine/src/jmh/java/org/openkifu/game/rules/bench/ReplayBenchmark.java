package org.openkifu.game.rules.bench;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.Ruleset;

/**
 * Replay throughput (moves per second) of real 19x19 games with captures: every game in the corpus
 * is replayed from an empty board into a fresh {@link Position}, so the score includes building the
 * position and its superko history. One operation is one move.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m"})
public class ReplayBenchmark {

    /** The corpus: Little Go's famous games and real 19x19 games (records with setup stones are skipped). */
    static final Path DATA = org.openkifu.game.sgf.SgfFiles.ROOT;
    private static final Pattern MOVE = Pattern.compile(";\\s*([BW])\\[([a-s]{2}|tt|)\\]");
    /** Total moves in {@link #GAMES}. */
    static final int MOVES;
    /** Per game: colour (0 black, 1 white), x, y; x == -1 for a pass. */
    static final int[][] GAMES;

    static {
        List<int[]> games = new ArrayList<>();
        int moves = 0;
        for (String folder : List.of("Famous games", "19x19")) {
            try (DirectoryStream<Path> dir = Files.newDirectoryStream(DATA.resolve(folder), "*.sgf")) {
                for (Path file : dir) {
                    int[] game = read(Files.readString(file));
                    if (game != null) {
                        games.add(game);
                        moves += game.length / 3;
                    }
                }
            } catch (IOException e) {
                throw new IllegalStateException("cannot read the SGF corpus under " + DATA, e);
            }
        }
        GAMES = games.toArray(new int[0][]);
        MOVES = moves;
        if (MOVES == 0) {
            throw new IllegalStateException("no 19x19 games found under " + DATA);
        }
    }

    /** The moves of a plain 19x19 record, or null for anything else (setup stones, other sizes, too long). */
    static int[] read(String sgf) {
        if (sgf.matches("(?s).*(AB|AW|AE)\\[.*") || !sgf.contains("SZ[19]") || sgf.length() > 16_000) {
            return null;
        }
        List<Integer> out = new ArrayList<>();
        Matcher m = MOVE.matcher(sgf);
        while (m.find()) {
            out.add(m.group(1).equals("B") ? 0 : 1);
            String v = m.group(2);
            if (v.isEmpty() || v.equals("tt")) {
                out.add(-1);
                out.add(-1);
            } else {
                out.add(v.charAt(0) - 'a');
                out.add(v.charAt(1) - 'a');
            }
        }
        // keep records whose main line replays legally under every benchmarked rule set
        int[] game = out.stream().mapToInt(Integer::intValue).toArray();
        return replay(RulePresets.byId("chinese"), game) == game.length / 3 ? game : null;
    }

    @Param({"chinese", "japanese"})
    public String rules;

    private Ruleset ruleset;

    @Setup(Level.Trial)
    public void setUp() {
        ruleset = RulePresets.byId(rules);
        for (int[] g : GAMES) {
            if (replay(ruleset, g) != g.length / 3) {
                throw new IllegalStateException("a corpus game does not replay under " + rules);
            }
        }
    }

    /** Replays with {@link Position#playFast}: the allocation-free path. Returns the moves played. */
    static int replay(Ruleset rules, int[] game) {
        Position p = new Position(rules, 19);
        int played = 0;
        for (int i = 0; i < game.length; i += 3) {
            Color c = game[i] == 0 ? Color.BLACK : Color.WHITE;
            if (game[i + 1] < 0) {
                if (!p.pass(c).legal()) {
                    return played;
                }
            } else if (p.playFast(c, game[i + 1], game[i + 2]) != null) {
                return played;
            }
            played++;
        }
        return played;
    }

    /** Moves replayed per benchmark call: whole games from the corpus, round-robin, the last one cut short. */
    static final int MOVES_PER_CALL = 100_000;

    @Benchmark
    @OperationsPerInvocation(MOVES_PER_CALL)
    public long replayFast() {
        long h = 0;
        int left = MOVES_PER_CALL;
        int game = 0;
        while (left > 0) {
            int[] g = GAMES[game++ % GAMES.length];
            Position p = new Position(ruleset, 19);
            int end = Math.min(g.length, 3 * left);
            for (int i = 0; i < end; i += 3) {
                Color c = g[i] == 0 ? Color.BLACK : Color.WHITE;
                if (g[i + 1] < 0) {
                    p.pass(c);
                } else {
                    p.playFast(c, g[i + 1], g[i + 2]);
                }
            }
            left -= end / 3;
            h ^= p.hash();
        }
        return h;
    }

    /** The same replay through {@link Position#play(Color, Point)}, which builds a MoveResult per move. */
    @Benchmark
    @OperationsPerInvocation(MOVES_PER_CALL)
    public long replayWithMoveResults() {
        long h = 0;
        int left = MOVES_PER_CALL;
        int game = 0;
        while (left > 0) {
            int[] g = GAMES[game++ % GAMES.length];
            Position p = new Position(ruleset, 19);
            int end = Math.min(g.length, 3 * left);
            for (int i = 0; i < end; i += 3) {
                Color c = g[i] == 0 ? Color.BLACK : Color.WHITE;
                if (g[i + 1] < 0) {
                    p.pass(c);
                } else {
                    p.play(c, new Point(g[i + 1], g[i + 2]));
                }
            }
            left -= end / 3;
            h ^= p.hash();
        }
        return h;
    }
}
