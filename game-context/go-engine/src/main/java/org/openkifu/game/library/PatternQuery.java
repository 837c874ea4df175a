package org.openkifu.game.library;

import java.util.List;

/**
 * A rectangular pattern on a board of {@code size}: {@code rows} top to bottom, each {@code width} cells of
 * {@code X} (black), {@code O} (white), {@code .} (empty) or {@code *} (any). {@code column} and {@code row} are the
 * pattern's top-left point (SGF orientation) where it was set up. Not {@code anywhere}: it is searched at that place
 * and its symmetric images. {@code anywhere}: wherever it fits with the same relation to the edges as at its place (a
 * corner pattern in any corner, a side pattern along any side without reaching a corner, a centre pattern touching no
 * edge); without a place, wherever it fits (docs/library.md).
 */
public record PatternQuery(int size, List<String> rows, Integer column, Integer row, boolean swapColours, boolean anywhere) {

    public PatternQuery {
        rows = List.copyOf(rows);
    }

    /** The first shape: anywhere exactly when no place is given. */
    public PatternQuery(int size, List<String> rows, Integer column, Integer row, boolean swapColours) {
        this(size, rows, column, row, swapColours, column == null && row == null);
    }

    public int height() {
        return rows.size();
    }

    public int width() {
        return rows.isEmpty() ? 0 : rows.get(0).length();
    }
}
