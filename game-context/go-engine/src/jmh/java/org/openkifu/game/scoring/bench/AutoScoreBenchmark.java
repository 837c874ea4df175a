package org.openkifu.game.scoring.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.ScoringMethod;
import org.openkifu.game.scoring.DeadStoneEstimator;
import org.openkifu.game.scoring.Prisoners;
import org.openkifu.game.scoring.Scorer;

/**
 * Time to auto-score one finished 19x19 game (dead-stone estimate, then the territory count with
 * seki and the ownership map), over the final positions of the saved GNU Go self-play corpus.
 * One operation scores one game; successive operations walk the corpus round-robin.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m"})
public class AutoScoreBenchmark {

    static final Path CORPUS = Path.of(System.getProperty("openkifu.finished.dir", "src/test/resources/finished-games"));
    static final BoardSnapshot[] FINAL_POSITIONS = load();

    static BoardSnapshot[] load() {
        List<BoardSnapshot> boards = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(CORPUS, "gnugo-19x19-*.final")) {
            for (Path file : dir) {
                List<String> lines = Files.readAllLines(file);
                int board = lines.indexOf("board");
                boards.add(BoardSnapshot.parse(lines.subList(board + 1, board + 20).toArray(String[]::new)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (boards.isEmpty()) {
            throw new IllegalStateException("no 19x19 games in " + CORPUS.toAbsolutePath());
        }
        return boards.toArray(BoardSnapshot[]::new);
    }

    @Benchmark
    public void autoScoreOneGame(Cursor cursor, Blackhole hole) {
        hole.consume(Scorer.autoScore(cursor.next(), ScoringMethod.TERRITORY, 6.5, Prisoners.NONE));
    }

    @Benchmark
    public void estimateDeadStonesOneGame(Cursor cursor, Blackhole hole) {
        hole.consume(DeadStoneEstimator.estimate(cursor.next()));
    }

    /** Walks the corpus round-robin so every call sees a different finished game. */
    @State(Scope.Thread)
    public static class Cursor {
        private int next;

        BoardSnapshot next() {
            BoardSnapshot board = FINAL_POSITIONS[next];
            next = next + 1 == FINAL_POSITIONS.length ? 0 : next + 1;
            return board;
        }
    }
}
