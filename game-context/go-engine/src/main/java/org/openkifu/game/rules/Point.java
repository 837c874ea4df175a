package org.openkifu.game.rules;

/**
 * An intersection of the board. {@code x} counts columns from the left, {@code y} rows from the top,
 * both from 0 — the SGF orientation, so "aa" is (0,0). GTP coordinates ("D4": letters A..Z without I,
 * row 1 at the bottom) need the board size to convert, because GTP counts rows from the bottom.
 */
public record Point(int x, int y) {

    public static final int MAX_SIZE = 25;
    private static final String GTP_COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    public Point {
        if (x < 0 || y < 0 || x >= MAX_SIZE || y >= MAX_SIZE) {
            throw new IllegalArgumentException("point (" + x + "," + y + ") is outside any board up to "
                    + MAX_SIZE + "x" + MAX_SIZE);
        }
    }

    public boolean isOn(int size) {
        return x < size && y < size;
    }

    /** Row-major index on a board of the given size: the representation the engine works with. */
    public int index(int size) {
        return y * size + x;
    }

    public static Point ofIndex(int index, int size) {
        return new Point(index % size, index / size);
    }

    /** Parses "D4" (case-insensitive) on a board of the given size. */
    public static Point fromGtp(String text, int size) {
        String s = text.trim().toUpperCase(java.util.Locale.ROOT);
        if (s.length() < 2) {
            throw new IllegalArgumentException("'" + text + "' is not a point: expected a column letter and a row number, e.g. D4");
        }
        int x = GTP_COLUMNS.indexOf(s.charAt(0));
        if (x < 0) {
            throw new IllegalArgumentException("'" + text + "' has no valid column: use A..Z without I");
        }
        int row;
        try {
            row = Integer.parseInt(s.substring(1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' has no valid row number");
        }
        if (x >= size || row < 1 || row > size) {
            throw new IllegalArgumentException("'" + text + "' is off a " + size + "x" + size + " board");
        }
        return new Point(x, size - row);
    }

    public String toGtp(int size) {
        return GTP_COLUMNS.charAt(x) + Integer.toString(size - y);
    }

    /** Parses a two-letter SGF point ("dd"); letters a..y. Pass ("" or "tt") is not a point: callers handle it. */
    public static Point fromSgf(String text) {
        if (text.length() != 2) {
            throw new IllegalArgumentException("'" + text + "' is not an SGF point: expected two letters");
        }
        int x = text.charAt(0) - 'a';
        int y = text.charAt(1) - 'a';
        if (x < 0 || y < 0 || x >= MAX_SIZE || y >= MAX_SIZE) {
            throw new IllegalArgumentException("'" + text + "' is not an SGF point: letters must be a..y");
        }
        return new Point(x, y);
    }

    public String toSgf() {
        return "" + (char) ('a' + x) + (char) ('a' + y);
    }
}
