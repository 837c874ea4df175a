package org.openkifu.game.rules;

/**
 * Test-only oracle: rebuilds the chains of a position's board from its colours alone and compares
 * every chain's bookkeeping (stones, pseudo-liberties, chain length) and the hash with the incremental ones.
 */
final class BoardIntegrity {

    private BoardIntegrity() {
    }

    /** Null when consistent, else what differs. */
    static String problem(Position position) {
        Board b = position.board();
        Board fresh = new Board(b.size);
        fresh.load(b.snapshotCells());
        if (fresh.hash != b.hash || b.hashFromScratch() != b.hash) {
            return "hash " + b.hash + " != recomputed " + fresh.hash;
        }
        for (int y = 0; y < b.size; y++) {
            for (int x = 0; x < b.size; x++) {
                int p = b.index(x, y);
                if (b.color[p] == Board.EMPTY) {
                    continue;
                }
                int h = b.head[p];
                int f = fresh.head[p];
                if (b.stones[h] != fresh.stones[f] || b.pseudo[h] != fresh.pseudo[f]
                        || b.chain(h).length != b.stones[h] || (p == h && b.pseudoCount(h) < b.liberties(p))) {
                    return "chain at " + b.point(p) + " differs from a rebuilt board";
                }
            }
        }
        return null;
    }
}
