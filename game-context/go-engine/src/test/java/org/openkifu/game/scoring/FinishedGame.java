package org.openkifu.game.scoring;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Point;

/**
 * A finished game of the saved corpus: the final position and GNU Go's verdict on it, read from the
 * {@code .final} file written next to each SGF by {@code src/test/scripts/gnugo_selfplay.py}.
 */
record FinishedGame(String name, BoardSnapshot board, double komi, Prisoners prisoners,
                    Set<Point> gnugoDead, String gnugoScore) {

    static final Path CORPUS = Path.of("src/test/resources/finished-games");

    static FinishedGame read(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            int size = 0;
            double komi = 0;
            int byBlack = 0;
            int byWhite = 0;
            String score = "";
            List<String> dead = List.of();
            List<String> rows = new ArrayList<>();
            boolean inBoard = false;
            for (String line : lines) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                if (inBoard) {
                    rows.add(line);
                    continue;
                }
                String[] words = line.trim().split("\\s+");
                switch (words[0]) {
                    case "size" -> size = Integer.parseInt(words[1]);
                    case "komi" -> komi = Double.parseDouble(words[1]);
                    case "captured-by-black" -> byBlack = Integer.parseInt(words[1]);
                    case "captured-by-white" -> byWhite = Integer.parseInt(words[1]);
                    case "gnugo-final-score" -> score = words[1];
                    case "dead" -> dead = List.of(words).subList(1, words.length);
                    case "board" -> inBoard = true;
                    default -> { }
                }
            }
            BoardSnapshot board = BoardSnapshot.parse(rows.toArray(String[]::new));
            if (board.size() != size) {
                throw new IllegalStateException(file + ": board has " + board.size() + " rows, size says " + size);
            }
            Set<Point> deadPoints = new LinkedHashSet<>();
            for (String vertex : dead) {
                deadPoints.add(Point.fromGtp(vertex, size));
            }
            String name = file.getFileName().toString().replace(".final", "");
            return new FinishedGame(name, board, komi, new Prisoners(byBlack, byWhite), deadPoints, score);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<FinishedGame> corpus(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".final")).sorted().map(FinishedGame::read).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
