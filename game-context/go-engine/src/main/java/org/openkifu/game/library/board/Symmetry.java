package org.openkifu.game.library.board;

import org.openkifu.game.rules.Point;

/**
 * The 8 symmetries of the square board. Each maps a point of the query to a point of the game: first an optional
 * transpose (x,y) -> (y,x), then an optional left-right flip, then an optional top-bottom flip. The same three flags map
 * a w x h rectangle's cells onto its image (h x w when transposed), which is how a pattern is turned.
 * The declaration order is the order in which a hit's symmetry is chosen when several match (a self-symmetric query).
 */
public enum Symmetry {
    IDENTITY("identity", false, false, false),
    ROTATE90("rotate90", true, true, false),
    ROTATE180("rotate180", false, true, true),
    ROTATE270("rotate270", true, false, true),
    MIRROR("mirror", false, true, false),
    FLIP("flip", false, false, true),
    TRANSPOSE("transpose", true, false, false),
    ANTITRANSPOSE("antitranspose", true, true, true);

    private static final Symmetry[] ALL = values();

    private final String label;
    private final boolean transpose;
    private final boolean flipX;
    private final boolean flipY;

    Symmetry(String label, boolean transpose, boolean flipX, boolean flipY) {
        this.label = label;
        this.transpose = transpose;
        this.flipX = flipX;
        this.flipY = flipY;
    }

    public static Symmetry of(int ordinal) {
        return ALL[ordinal];
    }

    /** The name a {@link org.openkifu.game.library.BoardHit} carries, e.g. "rotate90". */
    public String label() {
        return label;
    }

    public boolean transposes() {
        return transpose;
    }

    /** Column of the image of (x,y) inside a w x h rectangle (a board is the rectangle n x n). */
    public int x(int x, int y, int w, int h) {
        int tx = transpose ? y : x;
        int tw = transpose ? h : w;
        return flipX ? tw - 1 - tx : tx;
    }

    /** Row of the image of (x,y) inside a w x h rectangle. */
    public int y(int x, int y, int w, int h) {
        int ty = transpose ? x : y;
        int th = transpose ? w : h;
        return flipY ? th - 1 - ty : ty;
    }

    public Point apply(Point p, int size) {
        return new Point(x(p.x(), p.y(), size, size), y(p.x(), p.y(), size, size));
    }

    /** The symmetry that undoes this one (rotations by 90 and 270 undo each other; every other one undoes itself). */
    public Symmetry inverse() {
        return this == ROTATE90 ? ROTATE270 : this == ROTATE270 ? ROTATE90 : this;
    }

    /** Row-major board index of the image of every row-major index on an n x n board. */
    public int[] table(int n) {
        int[] t = new int[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                t[y * n + x] = y(x, y, n, n) * n + x(x, y, n, n);
            }
        }
        return t;
    }
}
