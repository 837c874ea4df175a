package org.openkifu.game.sgf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The Little Go test corpus shared by every helper (see its README.txt). */
public final class SgfFiles {

    public static final Path ROOT = locate();

    private SgfFiles() {
    }

    private static Path locate() {
        String configured = System.getProperty("openkifu.sgf.corpus", System.getenv("OPENKIFU_SGF_CORPUS"));
        if (configured != null) {
            return Path.of(configured);
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared/data/littlego-sgf");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        return Path.of("/work/shared/data/littlego-sgf");
    }

    public static Path file(String relative) {
        return ROOT.resolve(relative);
    }

    public static List<Path> all() {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(p -> p.toString().endsWith(".sgf")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String name(Path file) {
        return ROOT.relativize(file).toString();
    }
}
