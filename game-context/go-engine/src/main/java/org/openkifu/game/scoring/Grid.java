package org.openkifu.game.scoring;

import org.openkifu.game.rules.Point;

/**
 * The neighbours of every point on one board size, computed once per size and shared: the scorer
 * and the estimator walk the board many times per call, and array lookups keep that fast.
 */
final class Grid {

    private static final Grid[] CACHE = new Grid[Point.MAX_SIZE + 1];

    final int size;
    final int points;
    /** Four slots per point (up, down, left, right); -1 where the board ends. */
    final int[] adjacent;

    private Grid(int size) {
        this.size = size;
        this.points = size * size;
        this.adjacent = new int[points * 4];
        for (int i = 0; i < points; i++) {
            int x = i % size;
            int y = i / size;
            adjacent[4 * i] = y > 0 ? i - size : -1;
            adjacent[4 * i + 1] = y < size - 1 ? i + size : -1;
            adjacent[4 * i + 2] = x > 0 ? i - 1 : -1;
            adjacent[4 * i + 3] = x < size - 1 ? i + 1 : -1;
        }
    }

    static Grid of(int size) {
        Grid grid = CACHE[size];
        if (grid == null) {
            grid = new Grid(size);
            CACHE[size] = grid;
        }
        return grid;
    }
}
