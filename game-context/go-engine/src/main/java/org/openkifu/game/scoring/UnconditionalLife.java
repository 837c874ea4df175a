package org.openkifu.game.scoring;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * Benson's algorithm: the chains that stay alive even if their owner passes every move from now on
 * (pass-alive), and the regions they enclose.
 *
 * <p>For one colour, a <em>region</em> is a maximal connected set of points without a stone of that
 * colour. A region is <em>vital</em> to a chain when every empty point of the region is a liberty of
 * the chain. Start with every chain and every region enclosed only by chains of the colour; then
 * repeatedly drop chains with fewer than two vital regions, and regions bordered by a dropped chain,
 * until nothing changes. What is left is unconditionally alive (Benson 1976).
 *
 * <p>{@link #territory(Color)} is the part of the enclosed regions where the opponent cannot ever
 * make an eye: every empty point touches a pass-alive chain, so opponent stones there are dead no
 * matter who plays next.
 */
public final class UnconditionalLife {

    private final int size;
    private final byte[] cells;
    final boolean[] passAlive;
    /** Index 0 black, 1 white. */
    final boolean[][] territory = new boolean[2][];

    private UnconditionalLife(int size, byte[] cells, boolean[] passAlive) {
        this.size = size;
        this.cells = cells;
        this.passAlive = passAlive;
    }

    public static UnconditionalLife of(BoardSnapshot board) {
        Grid grid = Grid.of(board.size());
        ChainMap chains = new ChainMap(grid, board.cells());
        UnconditionalLife life = new UnconditionalLife(board.size(), chains.cells, new boolean[grid.points]);
        life.territory[0] = life.analyse(chains, BoardSnapshot.BLACK);
        life.territory[1] = life.analyse(chains, BoardSnapshot.WHITE);
        return life;
    }

    /** Stones of this colour that are pass-alive. */
    public Set<Point> passAlive(Color color) {
        byte cell = color == Color.BLACK ? BoardSnapshot.BLACK : BoardSnapshot.WHITE;
        return points(passAlive, cell);
    }

    public boolean isPassAlive(Point p) {
        return p.isOn(size) && passAlive[p.index(size)];
    }

    /** Points (empty, or occupied by hopeless opponent stones) that this colour owns unconditionally. */
    public Set<Point> territory(Color color) {
        return points(territory[color.ordinal()], (byte) -1);
    }

    private Set<Point> points(boolean[] mask, byte onlyCell) {
        Set<Point> out = new LinkedHashSet<>();
        for (int i = 0; i < mask.length; i++) {
            if (mask[i] && (onlyCell < 0 || cells[i] == onlyCell)) {
                out.add(Point.ofIndex(i, size));
            }
        }
        return Collections.unmodifiableSet(out);
    }

    private boolean[] analyse(ChainMap chains, byte color) {
        Grid grid = chains.grid;
        byte[] cells = chains.cells;
        int n = grid.points;
        int[] regionOf = new int[n];
        java.util.Arrays.fill(regionOf, -1);
        int[] stack = new int[n];
        int[][] regionPoints = new int[n][];
        int[] buffer = new int[n];
        int regions = 0;
        for (int start = 0; start < n; start++) {
            if (cells[start] == color || regionOf[start] >= 0) {
                continue;
            }
            int id = regions++;
            int top = 0;
            int found = 0;
            stack[top++] = start;
            regionOf[start] = id;
            while (top > 0) {
                int p = stack[--top];
                buffer[found++] = p;
                for (int k = 4 * p; k < 4 * p + 4; k++) {
                    int q = grid.adjacent[k];
                    if (q >= 0 && cells[q] != color && regionOf[q] < 0) {
                        regionOf[q] = id;
                        stack[top++] = q;
                    }
                }
            }
            regionPoints[id] = java.util.Arrays.copyOf(buffer, found);
        }
        // For each region: its bordering chains, and which of them it is vital to.
        int[][] borders = new int[regions][];
        boolean[][] vitalTo = new boolean[regions][];
        int[] mark = new int[chains.count];
        java.util.Arrays.fill(mark, -1);
        int[] tmp = new int[chains.count];
        // Vital = the chain touches every empty point of the region: count, per chain, the empty
        // points it touches (once per point) and compare with the region's empty points.
        int[] touched = new int[chains.count];
        int[] seenAt = new int[chains.count];
        java.util.Arrays.fill(seenAt, -1);
        for (int r = 0; r < regions; r++) {
            int count = 0;
            int empties = 0;
            for (int p : regionPoints[r]) {
                boolean empty = cells[p] == BoardSnapshot.EMPTY;
                empties += empty ? 1 : 0;
                for (int k = 4 * p; k < 4 * p + 4; k++) {
                    int q = grid.adjacent[k];
                    if (q < 0 || cells[q] != color) {
                        continue;
                    }
                    int chain = chains.chainOf[q];
                    if (mark[chain] != r) {
                        mark[chain] = r;
                        touched[chain] = 0;
                        tmp[count++] = chain;
                    }
                    if (empty && seenAt[chain] != p) {
                        seenAt[chain] = p;
                        touched[chain]++;
                    }
                }
            }
            borders[r] = java.util.Arrays.copyOf(tmp, count);
            vitalTo[r] = new boolean[count];
            for (int b = 0; b < count; b++) {
                vitalTo[r][b] = touched[borders[r][b]] == empties;
            }
        }
        boolean[] chainAlive = new boolean[chains.count];
        for (int c = 0; c < chains.count; c++) {
            chainAlive[c] = chains.color[c] == color;
        }
        boolean[] regionHealthy = new boolean[regions];
        java.util.Arrays.fill(regionHealthy, true);
        boolean changed = true;
        while (changed) {
            changed = false;
            int[] vitalCount = new int[chains.count];
            for (int r = 0; r < regions; r++) {
                if (!regionHealthy[r]) {
                    continue;
                }
                for (int b = 0; b < borders[r].length; b++) {
                    if (vitalTo[r][b]) {
                        vitalCount[borders[r][b]]++;
                    }
                }
            }
            for (int c = 0; c < chains.count; c++) {
                if (chainAlive[c] && vitalCount[c] < 2) {
                    chainAlive[c] = false;
                    changed = true;
                }
            }
            for (int r = 0; r < regions; r++) {
                if (!regionHealthy[r]) {
                    continue;
                }
                for (int chain : borders[r]) {
                    if (!chainAlive[chain]) {
                        regionHealthy[r] = false;
                        changed = true;
                        break;
                    }
                }
            }
        }
        boolean[] owned = new boolean[n];
        for (int c = 0; c < chains.count; c++) {
            if (chainAlive[c]) {
                for (int s : chains.stones[c]) {
                    passAlive[s] = true;
                }
            }
        }
        for (int r = 0; r < regions; r++) {
            if (regionHealthy[r] && borders[r].length > 0 && noEyeForOpponent(grid, cells, regionPoints[r], color)) {
                for (int p : regionPoints[r]) {
                    owned[p] = true;
                }
            }
        }
        return owned;
    }

    /** Every empty point of the region touches a stone of the enclosing colour, so the opponent has no eye there. */
    private static boolean noEyeForOpponent(Grid grid, byte[] cells, int[] region, byte color) {
        for (int p : region) {
            if (cells[p] != BoardSnapshot.EMPTY) {
                continue;
            }
            boolean touches = false;
            for (int k = 4 * p; k < 4 * p + 4 && !touches; k++) {
                int q = grid.adjacent[k];
                touches = q >= 0 && cells[q] == color;
            }
            if (!touches) {
                return false;
            }
        }
        return true;
    }
}
