package org.openkifu.game.library.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.openkifu.game.library.BoardSearch;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.library.PatternQuery;
import org.openkifu.game.library.PositionQuery;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Point;

/**
 * The board index at scale, against the brute force in the same run (a plain main, not a test: figures mean
 * something only on a quiet machine). Arguments: games (100000), board size (19), seed (21), brute-force checks
 * per kind (2). Run from game-context after {@code ./mvnw -o -q -pl game-context test-compile}:
 * <pre>java -Xmx3g -cp target/classes org.openkifu.game.library.board.BoardIndexBenchmark 100000 19 21 2</pre>
 * Prints generation and build time, heap after the build, postings, and p50/p95/max of 200 whole-board position
 * queries and 50 7x7 corner patterns (anywhere, 8 symmetries, colour swap, with statistics), each cut from a
 * random game (wall and thread CPU time); then the brute force's time for the first few of each and whether it agreed.
 */
public final class BoardIndexBenchmark {

    /** Thread CPU time as well as wall time: on a shared machine the wall time says more about the neighbours. */
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    private BoardIndexBenchmark() {
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 19;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 21L;
        int checks = args.length > 3 ? Integer.parseInt(args[3]) : 2;
        long t0 = System.nanoTime();
        List<LibraryRecord> games = CorpusGenerator.games(seed, count, n);
        long moves = games.stream().mapToLong(g -> g.moves().size()).sum();
        System.out.printf("generated %d %dx%d games, %d moves, in %.1f s%n", count, n, n, moves, (System.nanoTime() - t0) / 1e9);
        long before = usedHeap();
        t0 = System.nanoTime();
        ZobristBoardIndex index = new ZobristBoardIndex();
        games.forEach(index::put);
        double build = (System.nanoTime() - t0) / 1e9;
        long heap = usedHeap() - before;
        System.out.printf("index built in %.1f s: %d postings, heap +%d MB (%d bytes a game)%n", build, index.postings(),
                heap >> 20, heap / Math.max(1, count));

        SplittableRandom random = new SplittableRandom(seed * 31 + 7);
        List<PositionQuery> positions = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            positions.add(position(games.get(random.nextInt(count)), random));
        }
        List<PatternQuery> patterns = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            patterns.add(corner(games.get(random.nextInt(count)), random));
        }
        // one round unmeasured, so the measured one runs compiled code
        positions.forEach(q -> index.position(q, id -> true));
        patterns.forEach(q -> index.pattern(q, id -> true));
        long[] pos = new long[positions.size()];
        long[] posCpu = new long[positions.size()];
        int hits = 0;
        for (int i = 0; i < pos.length; i++) {
            long c = CPU.getCurrentThreadCpuTime();
            long t = System.nanoTime();
            hits += index.position(positions.get(i), id -> true).hits().size();
            pos[i] = System.nanoTime() - t;
            posCpu[i] = CPU.getCurrentThreadCpuTime() - c;
        }
        String what = "position (whole board, 8 symmetries, colour swap), " + hits / pos.length + " hits on average";
        report(what + ", wall", pos);
        report(what + ", thread CPU", posCpu);
        long[] pat = new long[patterns.size()];
        long[] patCpu = new long[patterns.size()];
        hits = 0;
        for (int i = 0; i < pat.length; i++) {
            long c = CPU.getCurrentThreadCpuTime();
            long t = System.nanoTime();
            hits += index.pattern(patterns.get(i), id -> true).hits().size();
            pat[i] = System.nanoTime() - t;
            patCpu[i] = CPU.getCurrentThreadCpuTime() - c;
        }
        what = "7x7 corner pattern anywhere (8 symmetries, colour swap, statistics), " + hits / pat.length + " hits on average";
        report(what + ", wall", pat);
        report(what + ", thread CPU", patCpu);

        BruteForceBoardIndex oracle = new BruteForceBoardIndex();
        games.forEach(oracle::put);
        for (int i = 0; i < checks; i++) {
            long t = System.nanoTime();
            BoardSearch expected = oracle.position(positions.get(i), id -> true);
            double brute = (System.nanoTime() - t) / 1e9;
            System.out.printf("brute force position %d: %.1f s, agrees: %s%n", i, brute,
                    expected.equals(index.position(positions.get(i), id -> true)));
            t = System.nanoTime();
            expected = oracle.pattern(patterns.get(i), id -> true);
            brute = (System.nanoTime() - t) / 1e9;
            System.out.printf("brute force pattern %d: %.1f s, agrees: %s%n", i, brute,
                    expected.equals(index.pattern(patterns.get(i), id -> true)));
        }
    }

    private static void report(String what, long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        System.out.printf("%s: p50 %.1f ms, p95 %.1f ms, max %.1f ms over %d queries%n", what, sorted[sorted.length / 2] / 1e6,
                sorted[(int) Math.ceil(sorted.length * 0.95) - 1] / 1e6, sorted[sorted.length - 1] / 1e6, sorted.length);
    }

    private static long usedHeap() {
        Runtime r = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return r.totalMemory() - r.freeMemory();
    }

    /** The board of a random game at a random move in its first 120, turned by a random symmetry, maybe swapped. */
    private static PositionQuery position(LibraryRecord g, SplittableRandom random) {
        BoardSnapshot board = BruteForceBoardIndex.replay(g).get(random.nextInt(Math.min(120, g.moves().size()) + 1));
        Symmetry s = Symmetry.of(random.nextInt(8));
        boolean swap = random.nextBoolean();
        int n = g.size();
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        for (int c = 0; c < n * n; c++) {
            if (board.cell(c) != BoardSnapshot.EMPTY) {
                ((board.cell(c) == BoardSnapshot.BLACK) != swap ? black : white).add(s.apply(Point.ofIndex(c, n), n));
            }
        }
        return new PositionQuery(n, black, white, true);
    }

    /** The top-left 7x7 corner of a random game's board between moves 10 and 60. */
    private static PatternQuery corner(LibraryRecord g, SplittableRandom random) {
        int k = Math.min(g.moves().size(), 10 + random.nextInt(51));
        BoardSnapshot board = BruteForceBoardIndex.replay(g).get(k);
        int n = g.size();
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < 7; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < 7; x++) {
                byte c = board.cell(y * n + x);
                row.append(c == BoardSnapshot.BLACK ? 'X' : c == BoardSnapshot.WHITE ? 'O' : '.');
            }
            rows.add(row.toString());
        }
        if (rows.stream().allMatch(r -> r.equals("......."))) {
            rows.set(3, "...X...");
        }
        return new PatternQuery(n, rows, 0, 0, true, true);
    }
}
