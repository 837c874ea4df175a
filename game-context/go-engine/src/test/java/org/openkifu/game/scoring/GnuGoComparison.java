package org.openkifu.game.scoring;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.ScoringMethod;

/**
 * Asks GNU Go for the final position and dead stones of every SGF game in the given folders and
 * compares them with {@link DeadStoneEstimator}. Not a unit test: it needs GNU Go installed.
 *
 * <pre>
 * ./mvnw -B -o -pl game-context test-compile
 * cd game-context && java -cp target/classes:target/test-classes org.openkifu.game.scoring.GnuGoComparison \
 *     src/test/resources/finished-games src/test/resources/littlego-sgf/9x9 ... [-v]
 * </pre>
 * A game counts as finished when its last two moves are passes. Boards larger than 19x19 are
 * skipped (GNU Go stops at 19).
 */
public final class GnuGoComparison {

    private static final Pattern MOVE = Pattern.compile("[;\\s]([BW])\\[([a-z]{0,2})\\]");
    private static final Pattern SIZE = Pattern.compile("SZ\\[(\\d+)\\]");

    public static void main(String[] args) throws IOException {
        boolean verbose = List.of(args).contains("-v");
        try (GtpEngine gnugo = GtpEngine.gnugo()) {
            for (String arg : args) {
                if (arg.startsWith("-")) {
                    continue;
                }
                compareFolder(gnugo, Path.of(arg), verbose);
            }
        }
    }

    private static void compareFolder(GtpEngine gnugo, Path folder, boolean verbose) throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(folder)) {
            files = list.filter(f -> f.toString().endsWith(".sgf")).sorted().toList();
        }
        Agreement finished = new Agreement();
        Agreement all = new Agreement();
        List<String> skipped = new ArrayList<>();
        long nanos = 0;
        int estimates = 0;
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            String sgf = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
            Matcher sizeMatch = SIZE.matcher(sgf);
            int size = sizeMatch.find() ? Integer.parseInt(sizeMatch.group(1)) : 19;
            if (size > 19) {
                skipped.add(file.getFileName() + " (" + size + "x" + size + ")");
                continue;
            }
            // GTP splits arguments on spaces, and some file names have them: hand GNU Go a copy.
            Path copy = Files.createTempFile("game", ".sgf");
            try {
                Files.write(copy, bytes);
                gnugo.send("loadsgf " + copy);
            } catch (IllegalStateException e) {
                skipped.add(file.getFileName() + " (" + e.getMessage() + ")");
                continue;
            } finally {
                Files.delete(copy);
            }
            BoardSnapshot board = position(gnugo, size);
            Set<Point> reference = points(gnugo.send("final_status_list dead"), size);
            long start = System.nanoTime();
            Set<Point> ours = DeadStoneEstimator.estimate(board);
            nanos += System.nanoTime() - start;
            estimates++;
            boolean ended = endsWithTwoPasses(sgf, size);
            boolean same = all.add(size, ours, reference);
            if (ended) {
                finished.add(size, ours, reference);
            }
            if (verbose) {
                System.out.println(file.getFileName() + (ended ? "" : " (not finished)") + (same ? " same" : differences(ours, reference, size)));
                System.out.flush();
                if (!same) {
                    Prisoners prisoners = new Prisoners(Integer.parseInt(gnugo.send("captures black")),
                            Integer.parseInt(gnugo.send("captures white")));
                    System.out.println(Scorer.score(board, ours, ScoringMethod.TERRITORY, 0, prisoners).ownership());
                }
            }
        }
        System.out.println("## " + folder);
        System.out.println("Finished games (two passes at the end):");
        System.out.println(finished.report());
        System.out.println("All games loaded:");
        System.out.println(all.report());
        if (!skipped.isEmpty()) {
            System.out.println("Skipped: " + skipped);
        }
        System.out.printf(java.util.Locale.ROOT, "Estimator, first-call times included: %.3f ms per position on average%n%n",
                estimates == 0 ? 0 : nanos / 1e6 / estimates);
    }

    static BoardSnapshot position(GtpEngine gnugo, int size) {
        byte[] cells = new byte[size * size];
        for (Point p : points(gnugo.send("list_stones black"), size)) {
            cells[p.index(size)] = BoardSnapshot.BLACK;
        }
        for (Point p : points(gnugo.send("list_stones white"), size)) {
            cells[p.index(size)] = BoardSnapshot.WHITE;
        }
        return new BoardSnapshot(size, cells);
    }

    static Set<Point> points(String vertices, int size) {
        Set<Point> out = new LinkedHashSet<>();
        for (String v : vertices.trim().split("\\s+")) {
            if (!v.isEmpty()) {
                out.add(Point.fromGtp(v, size));
            }
        }
        return out;
    }

    static boolean endsWithTwoPasses(String sgf, int size) {
        Matcher m = MOVE.matcher(sgf);
        List<String> moves = new ArrayList<>();
        while (m.find()) {
            moves.add(m.group(2));
        }
        if (moves.size() < 2) {
            return false;
        }
        return isPass(moves.get(moves.size() - 1), size) && isPass(moves.get(moves.size() - 2), size);
    }

    private static boolean isPass(String move, int size) {
        return move.isEmpty() || size <= 19 && move.equals("tt");
    }

    private static String differences(Set<Point> ours, Set<Point> reference, int size) {
        Set<Point> missed = new HashSet<>(reference);
        missed.removeAll(ours);
        Set<Point> extra = new HashSet<>(ours);
        extra.removeAll(reference);
        return " missed " + OfflineAgreement.gtp(missed, size) + " extra " + OfflineAgreement.gtp(extra, size);
    }
}
