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
        fresh.load(BoardViews.snapshotCells(b));
        if (fresh.hash != b.hash || BoardViews.hashFromScratch(b) != b.hash) {
            return "hash " + b.hash + " != recomputed " + fresh.hash;
        }
        for (int y = 0; y < b.size; y++) {
            for (int x = 0; x < b.size; x++) {
                int p = b.index(x, y);
                if (b.colorAt(p) == Board.EMPTY) {
                    continue;
                }
                int h = b.head(p);
                int f = fresh.head(p);
                Chains c = b.chains;
                Chains fc = fresh.chains;
                if (c.stones[h] != fc.stones[f] || c.pseudo[h] != fc.pseudo[f] || b.colorAt(h) != b.colorAt(p)
                        || BoardViews.chain(b, h).length != c.stones[h] || (p == h && c.pseudoCount(h) < BoardViews.liberties(b, p))) {
                    return "chain at " + b.point(p) + " differs from a rebuilt board";
                }
            }
        }
        return null;
    }
}
