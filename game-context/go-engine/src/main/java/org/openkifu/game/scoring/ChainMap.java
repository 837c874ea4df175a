package org.openkifu.game.scoring;

import org.openkifu.game.rules.BoardSnapshot;

/**
 * The chains (maximal orthogonally connected same-coloured stones) of a cell array, with their
 * stones and liberties. A plain value computed in one pass; nothing here changes afterwards (the rules engine
 * keeps its chains incrementally, move by move, in {@code rules.Chains}).
 */
final class ChainMap {

    final Grid grid;
    final byte[] cells;
    /** Chain index of each point, -1 for an empty point. */
    final int[] chainOf;
    final int count;
    final byte[] color;
    final int[][] stones;
    final int[] liberties;

    ChainMap(Grid grid, byte[] cells) {
        this.grid = grid;
        this.cells = cells;
        int n = grid.points;
        chainOf = new int[n];
        java.util.Arrays.fill(chainOf, -1);
        byte[] colors = new byte[n];
        int[][] members = new int[n][];
        int[] libs = new int[n];
        int[] stack = new int[n];
        int[] libertyMark = new int[n];
        int[] buffer = new int[n];
        int chains = 0;
        for (int start = 0; start < n; start++) {
            if (cells[start] == BoardSnapshot.EMPTY || chainOf[start] >= 0) {
                continue;
            }
            byte c = cells[start];
            int id = chains++;
            int top = 0;
            int found = 0;
            stack[top++] = start;
            chainOf[start] = id;
            int libCount = 0;
            while (top > 0) {
                int p = stack[--top];
                buffer[found++] = p;
                for (int k = 4 * p; k < 4 * p + 4; k++) {
                    int q = grid.adjacent[k];
                    if (q < 0) {
                        continue;
                    }
                    if (cells[q] == c && chainOf[q] < 0) {
                        chainOf[q] = id;
                        stack[top++] = q;
                    } else if (cells[q] == BoardSnapshot.EMPTY && libertyMark[q] != id + 1) {
                        libertyMark[q] = id + 1;
                        libCount++;
                    }
                }
            }
            colors[id] = c;
            members[id] = java.util.Arrays.copyOf(buffer, found);
            libs[id] = libCount;
        }
        count = chains;
        color = java.util.Arrays.copyOf(colors, chains);
        stones = java.util.Arrays.copyOf(members, chains);
        liberties = java.util.Arrays.copyOf(libs, chains);
    }
}
