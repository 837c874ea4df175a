package org.openkifu.game.sgf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The Little Go test corpus, a copy in this module's test resources (see its NOTICE.txt and README.txt). */
public final class SgfFiles {

    public static final Path ROOT = locate();

    private SgfFiles() {
    }

    private static Path locate() {
        String configured = System.getProperty("openkifu.sgf.corpus", System.getenv("OPENKIFU_SGF_CORPUS"));
        if (configured != null) {
            return Path.of(configured);
        }
        try {
            return Path.of(SgfFiles.class.getResource("/littlego-sgf/NOTICE.txt").toURI()).getParent();
        } catch (java.net.URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("the Little Go corpus is not on the test classpath (src/test/resources/littlego-sgf)", e);
        }
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
