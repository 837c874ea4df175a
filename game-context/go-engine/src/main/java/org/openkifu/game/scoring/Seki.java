package org.openkifu.game.scoring;

import org.openkifu.game.rules.BoardSnapshot;

/**
 * Finds seki in a final position from which the dead stones are already removed.
 *
 * <p>A shared liberty of a seki is an empty point next to a black chain and a white chain where a
 * stone of <em>either</em> colour would be self-atari (its chain left with at most one liberty and
 * nothing captured): neither player can approach, which is what makes it seki (seed 004, appendix 2).
 * Ordinary dame fail the test because filling them leaves the filler's chain with liberties to
 * spare. Every chain touching such a point is a chain in seki; under territory counting the eyes
 * of those chains count for nobody (Japanese rules, seed 004: "the surrounded intersections are ignored").
 */
final class Seki {

    private Seki() {
    }

    /** Marks {@code sekiPoint} (shared liberties) and returns, per chain, whether it is in seki. */
    static boolean[] find(ChainMap chains, boolean[] sekiPoint) {
        Grid grid = chains.grid;
        byte[] cells = chains.cells;
        boolean[] inSeki = new boolean[chains.count];
        for (int p = 0; p < grid.points; p++) {
            if (cells[p] != BoardSnapshot.EMPTY) {
                continue;
            }
            if (!touches(chains, p, BoardSnapshot.BLACK) || !touches(chains, p, BoardSnapshot.WHITE)) {
                continue;
            }
            if (selfAtari(chains, p, BoardSnapshot.BLACK) && selfAtari(chains, p, BoardSnapshot.WHITE)) {
                sekiPoint[p] = true;
                for (int k = 4 * p; k < 4 * p + 4; k++) {
                    int q = grid.adjacent[k];
                    if (q >= 0 && cells[q] != BoardSnapshot.EMPTY) {
                        inSeki[chains.chainOf[q]] = true;
                    }
                }
            }
        }
        return inSeki;
    }

    private static boolean touches(ChainMap chains, int p, byte color) {
        for (int k = 4 * p; k < 4 * p + 4; k++) {
            int q = chains.grid.adjacent[k];
            if (q >= 0 && chains.cells[q] == color) {
                return true;
            }
        }
        return false;
    }

    /** Would a stone of this colour on p leave its chain with at most one liberty, capturing nothing? */
    static boolean selfAtari(ChainMap chains, int p, byte color) {
        Grid grid = chains.grid;
        byte[] cells = chains.cells;
        java.util.BitSet libs = new java.util.BitSet(grid.points);
        for (int k = 4 * p; k < 4 * p + 4; k++) {
            int q = grid.adjacent[k];
            if (q < 0) {
                continue;
            }
            if (cells[q] == BoardSnapshot.EMPTY) {
                libs.set(q);
            } else if (cells[q] == color) {
                for (int s : chains.stones[chains.chainOf[q]]) {
                    for (int j = 4 * s; j < 4 * s + 4; j++) {
                        int r = grid.adjacent[j];
                        if (r >= 0 && cells[r] == BoardSnapshot.EMPTY) {
                            libs.set(r);
                        }
                    }
                }
            } else if (chains.liberties[chains.chainOf[q]] == 1) {
                return false;
            }
        }
        libs.clear(p);
        return libs.cardinality() <= 1;
    }
}
