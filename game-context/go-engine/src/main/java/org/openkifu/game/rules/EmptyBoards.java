package org.openkifu.game.rules;

import java.util.Arrays;

/** The cells of an empty board with its border ring (see {@link Board}), one per size: built once, only ever copied. */
final class EmptyBoards {

    private static final int[][] CELLS = new int[Point.MAX_SIZE + 1][];

    static {
        for (int size = 2; size <= Point.MAX_SIZE; size++) {
            int stride = size + 2;
            int[] t = new int[stride * stride];
            Arrays.fill(t, Board.BORDER);
            for (int y = 1; y <= size; y++) {
                Arrays.fill(t, y * stride + 1, y * stride + 1 + size, Board.EMPTY);
            }
            CELLS[size] = t;
        }
    }

    private EmptyBoards() {
    }

    /** Shared: callers copy it, never change it. */
    static int[] cells(int size) {
        return CELLS[size];
    }
}
