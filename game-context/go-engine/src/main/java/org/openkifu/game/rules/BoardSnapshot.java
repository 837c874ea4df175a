package org.openkifu.game.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An immutable picture of the stones on a board: what the scorer, the SGF writer and the queries read.
 * Cells are row-major ({@link Point#index(int)}) and hold {@link #EMPTY}, {@link #BLACK} or {@link #WHITE}.
 */
public final class BoardSnapshot {

    public static final byte EMPTY = 0;
    public static final byte BLACK = 1;
    public static final byte WHITE = 2;

    private final int size;
    private final byte[] cells;

    public BoardSnapshot(int size, byte[] cells) {
        if (size < 2 || size > Point.MAX_SIZE) {
            throw new IllegalArgumentException("board size " + size + " is not between 2 and " + Point.MAX_SIZE);
        }
        if (cells.length != size * size) {
            throw new IllegalArgumentException("a " + size + "x" + size + " board has " + size * size + " cells, not " + cells.length);
        }
        this.size = size;
        this.cells = cells.clone();
    }

    public static BoardSnapshot empty(int size) {
        return new BoardSnapshot(size, new byte[size * size]);
    }

    /** Reads a diagram, top row first: X black, O white, . (or +) empty; spaces are ignored. */
    public static BoardSnapshot parse(String... rows) {
        int size = rows.length;
        byte[] cells = new byte[size * size];
        for (int y = 0; y < size; y++) {
            String row = rows[y].replace(" ", "");
            if (row.length() != size) {
                throw new IllegalArgumentException("row " + (y + 1) + " has " + row.length() + " points, expected " + size);
            }
            for (int x = 0; x < size; x++) {
                cells[y * size + x] = switch (row.charAt(x)) {
                    case 'X', 'x', '#', '@' -> BLACK;
                    case 'O', 'o' -> WHITE;
                    case '.', '+' -> EMPTY;
                    default -> throw new IllegalArgumentException("unexpected '" + row.charAt(x) + "' in row " + (y + 1));
                };
            }
        }
        return new BoardSnapshot(size, cells);
    }

    public int size() {
        return size;
    }

    public byte cell(int index) {
        return cells[index];
    }

    /** The stone on a point, or null when it is empty. */
    public Color colorAt(Point p) {
        return switch (cells[p.index(size)]) {
            case BLACK -> Color.BLACK;
            case WHITE -> Color.WHITE;
            default -> null;
        };
    }

    public byte[] cells() {
        return cells.clone();
    }

    public int count(Color color) {
        byte want = color == Color.BLACK ? BLACK : WHITE;
        int n = 0;
        for (byte c : cells) {
            if (c == want) {
                n++;
            }
        }
        return n;
    }

    /** Top row first, X black, O white, . empty: the analyst JSON's "board". */
    public List<String> rows() {
        List<String> rows = new ArrayList<>(size);
        for (int y = 0; y < size; y++) {
            StringBuilder row = new StringBuilder(size);
            for (int x = 0; x < size; x++) {
                row.append(switch (cells[y * size + x]) {
                    case BLACK -> 'X';
                    case WHITE -> 'O';
                    default -> '.';
                });
            }
            rows.add(row.toString());
        }
        return rows;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BoardSnapshot other && other.size == size && Arrays.equals(other.cells, cells);
    }

    @Override
    public int hashCode() {
        return 31 * size + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return String.join("\n", rows());
    }
}
