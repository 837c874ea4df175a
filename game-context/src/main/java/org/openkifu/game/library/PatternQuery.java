package org.openkifu.game.library;

import java.util.List;

/**
 * A rectangular pattern on a board of {@code size}: {@code rows} top to bottom, each {@code width} cells of
 * {@code X} (black), {@code O} (white), {@code .} (empty) or {@code *} (any). With {@code column} and {@code row}
 * (the pattern's top-left point, SGF orientation) it is searched at that place (and its symmetric images); with both
 * null, anywhere with the same relation to the edges (docs/library.md).
 */
public record PatternQuery(int size, List<String> rows, Integer column, Integer row, boolean swapColours) {

    public PatternQuery {
        rows = List.copyOf(rows);
    }

    public int height() {
        return rows.size();
    }

    public int width() {
        return rows.isEmpty() ? 0 : rows.get(0).length();
    }

    public boolean anywhere() {
        return column == null && row == null;
    }
}
