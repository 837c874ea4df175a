package org.openkifu.game.library.board;

import java.util.List;
import java.util.function.Predicate;
import org.openkifu.game.library.BoardHit;
import org.openkifu.game.library.BoardSearch;
import org.openkifu.game.library.PatternQuery;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * A pattern search: the query's placements (images and places), a filter per game (every stone a placement needs
 * must have been played or set up on its point at some time in the game: two bit-mask tests), then a replay of the
 * games that pass. Each candidate placement keeps a count of its cells that differ from the board; a changed point
 * updates only the placements that constrain it, and a count reaching 0 is a match (the first one per placement
 * and game is the hit). The replay stops once every candidate placement has matched.
 */
final class PatternSearch {

    private PatternSearch() {
    }

    static BoardSearch run(ZobristBoardIndex.State s, PatternQuery q, Predicate<String> games) {
        List<Placement> placements = Placements.of(q);
        int n = q.size();
        int count = placements.size();
        // per point: placement index * 4 + the value the placement wants there (cells that are "any" are left out)
        int[][] cover = cover(placements, n);
        int[] candidate = new int[count]; // == stamp: a candidate of the current game
        int[] matched = new int[count]; // == stamp: matched already in the current game
        int[] wrong = new int[count]; // cells that differ from the board, for candidates of the current game
        int[] candidates = new int[count];
        Tally tally = new Tally();
        LightBoard b = new LightBoard(n, false);
        for (int ordinal = 0; ordinal < s.count(); ordinal++) {
            CompactGame g = s.games()[ordinal];
            if (g.n != n || s.isRemoved(ordinal)) {
                continue;
            }
            int stamp = ordinal + 1;
            int open = 0;
            for (int i = 0; i < count; i++) {
                if (placements.get(i).possibleIn(g.everBlack, g.everWhite)) {
                    candidate[i] = stamp;
                    candidates[open++] = i;
                }
            }
            if (open == 0 || !games.test(g.gameId)) {
                continue;
            }
            g.setUp(b);
            int total = open;
            for (int c = 0; c < total; c++) {
                int i = candidates[c];
                wrong[i] = placements.get(i).mismatches(b.board);
                if (wrong[i] == 0) {
                    matched[i] = stamp;
                    open--;
                    hit(tally, g, placements.get(i), 0);
                }
            }
            int at = 0;
            for (int k = 1; k <= g.moves.length && open > 0; k++) {
                at = g.play(b, k, at);
                // count every change of the move first: a capture can undo what the stone played did for a placement
                for (int c = 0; c < b.changedCount; c++) {
                    int now = b.after[c];
                    int was = b.before[c];
                    for (int entry : cover[b.changed[c]]) {
                        int i = entry >>> 2;
                        int want = entry & 3;
                        wrong[i] += (now != want ? 1 : 0) - (was != want ? 1 : 0);
                    }
                }
                for (int c = 0; c < b.changedCount; c++) {
                    for (int entry : cover[b.changed[c]]) {
                        int i = entry >>> 2;
                        if (wrong[i] == 0 && candidate[i] == stamp && matched[i] != stamp) {
                            matched[i] = stamp;
                            open--;
                            hit(tally, g, placements.get(i), k);
                        }
                    }
                }
            }
        }
        return tally.result();
    }

    private static int[][] cover(List<Placement> placements, int n) {
        int[] sizes = new int[n * n];
        for (Placement p : placements) {
            p.forEachCell((point, want) -> sizes[point]++);
        }
        int[][] cover = new int[n * n][];
        for (int i = 0; i < cover.length; i++) {
            cover[i] = new int[sizes[i]];
            sizes[i] = 0;
        }
        for (int i = 0; i < placements.size(); i++) {
            int index = i;
            placements.get(i).forEachCell((point, want) -> cover[point][sizes[point]++] = index << 2 | want);
        }
        return cover;
    }

    /** Counts a placement's first match at move k with its continuation: the next move, if it is inside. */
    private static void hit(Tally tally, CompactGame g, Placement p, int k) {
        Point next = null;
        Color colour = null;
        if (k < g.moves.length && !g.isPass(g.moves[k])) {
            int point = CompactGame.point(g.moves[k]);
            if (p.contains(point % g.n, point / g.n)) {
                next = p.toQuery(point % g.n, point / g.n);
                colour = p.toQuery(CompactGame.colour(g.moves[k]) == 1 ? Color.BLACK : Color.WHITE);
            }
        }
        Color winner = g.winner() == null ? null : p.toQuery(g.winner());
        tally.add(new BoardHit(g.gameId, k, p.symmetry.label(), p.swapped, p.x, p.y), next, colour, winner);
    }
}
