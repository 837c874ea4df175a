package org.openkifu.game.sgf;

import java.nio.charset.Charset;
import java.util.List;

/**
 * What one SGF file holds: one or more game trees (each given by its root node) and the character set
 * the file was decoded with, plus warnings about deviations the reader repaired (an unclosed last tree).
 */
public record SgfCollection(List<SgfNode> gameTrees, Charset charset, List<String> warnings) {

    public SgfCollection {
        if (gameTrees.isEmpty()) {
            throw new IllegalArgumentException("a collection holds at least one game tree");
        }
        gameTrees = List.copyOf(gameTrees);
        warnings = List.copyOf(warnings);
    }

    public SgfCollection(List<SgfNode> gameTrees, Charset charset) {
        this(gameTrees, charset, List.of());
    }

    /** The first game tree: the one an importer replays. */
    public SgfNode firstGame() {
        return gameTrees.get(0);
    }
}
