package org.openkifu.game.library.board;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import org.openkifu.game.library.BoardHit;
import org.openkifu.game.library.BoardSearch;
import org.openkifu.game.library.PositionQuery;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * A whole-board position search: one hash lookup per run of postings for the query's canonical hash (and its
 * colour-swapped one), the earliest move per game, then a replay of each hit game up to that move that finds the
 * symmetry (and checks the board, so a hash collision is never reported) and reads the continuation.
 */
final class PositionSearch {

    private PositionSearch() {
    }

    static BoardSearch run(ZobristBoardIndex.State s, PositionQuery q, Predicate<String> games) {
        byte[] cells = Queries.position(q);
        int n = q.size();
        byte[] swapped = swap(cells);
        // ordinal -> first move * 2 + (1 when found colour-swapped)
        Map<Integer, Integer> first = new HashMap<>();
        collect(s, LightBoard.canonicalHash(cells, n), 0, first);
        if (q.swapColours()) {
            collect(s, LightBoard.canonicalHash(swapped, n), 1, first);
        }
        Tally tally = new Tally();
        LightBoard b = new LightBoard(n, false);
        first.forEach((ordinal, found) -> {
            CompactGame g = s.games()[ordinal];
            if (g.n != n || s.isRemoved(ordinal) || !games.test(g.gameId)) {
                return;
            }
            int k = found >>> 1;
            boolean swap = (found & 1) == 1;
            g.setUp(b);
            int at = 0;
            for (int m = 1; m <= k; m++) {
                at = g.play(b, m, at);
            }
            Symmetry sym = orientation(b.board, swap ? swapped : cells, n);
            if (sym == null && !swap && q.swapColours()) {
                swap = true; // a colour-symmetric query's two hashes are equal: the game may show the swapped image
                sym = orientation(b.board, swapped, n);
            }
            if (sym == null) {
                return; // a hash collision: not this position
            }
            Point next = null;
            Color colour = null;
            if (k < g.moves.length && !g.isPass(g.moves[k])) {
                int p = CompactGame.point(g.moves[k]);
                next = sym.inverse().apply(Point.ofIndex(p, n), n);
                colour = CompactGame.colour(g.moves[k]) == 1 ? Color.BLACK : Color.WHITE;
                colour = swap ? colour.opposite() : colour;
            }
            Color winner = g.winner() == null ? null : swap ? g.winner().opposite() : g.winner();
            tally.add(new BoardHit(g.gameId, k, sym.label(), swap, null, null), next, colour, winner);
        });
        return tally.result();
    }

    private static void collect(ZobristBoardIndex.State s, long key, int swapBit, Map<Integer, Integer> first) {
        collect(s.main(), key, swapBit, first);
        collect(s.middle(), key, swapBit, first);
        for (Postings r : s.runs()) {
            collect(r, key, swapBit, first);
        }
    }

    private static void collect(Postings p, long key, int swapBit, Map<Integer, Integer> first) {
        for (int i = p.first(key); i >= 0 && i < p.size() && p.keys[i] == key; i++) {
            int found = Postings.move(p.values[i]) << 1 | swapBit;
            first.merge(Postings.ordinal(p.values[i]), found, Math::min);
        }
    }

    /** The first symmetry (declaration order) that maps the query onto the board, or null. */
    static Symmetry orientation(byte[] board, byte[] query, int n) {
        for (Symmetry s : Symmetry.values()) {
            int[] t = LightBoard.symmetryTable(n, s);
            boolean same = true;
            for (int i = 0; i < query.length && same; i++) {
                same = board[t[i]] == query[i];
            }
            if (same) {
                return s;
            }
        }
        return null;
    }

    static byte[] swap(byte[] cells) {
        byte[] out = new byte[cells.length];
        for (int i = 0; i < cells.length; i++) {
            out[i] = cells[i] == 0 ? 0 : (byte) (3 - cells[i]);
        }
        return out;
    }
}
