package org.openkifu.game.rules;

/**
 * Read-only views of a {@link Board} that are not on the move path: snapshots, exact liberties,
 * chains, the hash from scratch, setup validation.
 */
final class BoardViews {

    private BoardViews() {
    }

    /** Padded index of some stone in a chain without liberties, or -1 when every chain breathes. */
    static int firstChainWithoutLiberties(Board b) {
        for (int y = 0; y < b.size; y++) {
            for (int x = 0; x < b.size; x++) {
                int p = b.index(x, y);
                if (b.cell[p] != Board.EMPTY && b.chains.pseudo[b.head(p)] == 0) {
                    return p;
                }
            }
        }
        return -1;
    }

    /** The stones of the chain through p (padded indices). */
    static int[] chain(Board b, int p) {
        return b.chains.stonesOf(b.head(p));
    }

    /** Exact (distinct) liberties of the chain through p. */
    static int liberties(Board b, int p) {
        boolean[] counted = new boolean[b.cell.length];
        int count = 0;
        for (int s : chain(b, p)) {
            for (int n : new int[] {s - 1, s + 1, s - b.stride, s + b.stride}) {
                if (b.cell[n] == Board.EMPTY && !counted[n]) {
                    counted[n] = true;
                    count++;
                }
            }
        }
        return count;
    }

    /** Row-major colours (EMPTY, BLACK, WHITE) without the border. */
    static byte[] snapshotCells(Board b) {
        byte[] cells = new byte[b.size * b.size];
        for (int y = 0; y < b.size; y++) {
            for (int x = 0; x < b.size; x++) {
                cells[y * b.size + x] = b.colorAt(b.index(x, y));
            }
        }
        return cells;
    }

    /** The board hash computed from the stones alone: what the incremental hash must always equal. */
    static long hashFromScratch(Board b) {
        long h = 0;
        for (int y = 0; y < b.size; y++) {
            for (int x = 0; x < b.size; x++) {
                int p = b.index(x, y);
                if (b.cell[p] != Board.EMPTY) {
                    h ^= Zobrist.key(b.colorAt(p), p);
                }
            }
        }
        return h;
    }
}
