package org.openkifu.game.library.board;

import java.util.ArrayList;
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
 * games that pass. During the replay a placement is looked at only when a move changed a point inside it: a
 * placement that matches at move k and not at k-1 must have changed at k. The replay stops once every candidate
 * placement has matched.
 */
final class PatternSearch {

    private PatternSearch() {
    }

    static BoardSearch run(ZobristBoardIndex.State s, PatternQuery q, Predicate<String> games) {
        List<Placement> placements = Placements.of(q);
        int n = q.size();
        int count = placements.size();
        // which placements cover each point, so a changed point wakes only those
        int[][] cover = cover(placements, n);
        int[] candidate = new int[count]; // == stamp: a candidate of the current game
        int[] matched = new int[count]; // == stamp: matched already in the current game
        int[] wake = new int[count];
        int wakeStamp = 0;
        List<Integer> candidates = new ArrayList<>();
        Tally tally = new Tally();
        LightBoard b = new LightBoard(n, false);
        for (int ordinal = 0; ordinal < s.count(); ordinal++) {
            CompactGame g = s.games()[ordinal];
            if (g.n != n || s.isRemoved(ordinal)) {
                continue;
            }
            int stamp = ordinal + 1;
            candidates.clear();
            for (int i = 0; i < count; i++) {
                if (placements.get(i).possibleIn(g.everBlack, g.everWhite)) {
                    candidate[i] = stamp;
                    candidates.add(i);
                }
            }
            if (candidates.isEmpty() || !games.test(g.gameId)) {
                continue;
            }
            int open = candidates.size();
            g.setUp(b);
            for (int i : candidates) {
                if (placements.get(i).matches(b.board)) {
                    matched[i] = stamp;
                    open--;
                    hit(tally, g, placements.get(i), 0);
                }
            }
            for (int k = 1; k <= g.moves.length && open > 0; k++) {
                g.play(b, k);
                wakeStamp++;
                for (int c = 0; c < b.changedCount; c++) {
                    for (int i : cover[b.changed[c]]) {
                        if (candidate[i] == stamp && matched[i] != stamp && wake[i] != wakeStamp) {
                            wake[i] = wakeStamp;
                            if (placements.get(i).matches(b.board)) {
                                matched[i] = stamp;
                                open--;
                                hit(tally, g, placements.get(i), k);
                            }
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
            for (int y = p.y; y < p.y + p.h; y++) {
                for (int x = p.x; x < p.x + p.w; x++) {
                    sizes[y * n + x]++;
                }
            }
        }
        int[][] cover = new int[n * n][];
        for (int i = 0; i < cover.length; i++) {
            cover[i] = new int[sizes[i]];
            sizes[i] = 0;
        }
        for (int i = 0; i < placements.size(); i++) {
            Placement p = placements.get(i);
            for (int y = p.y; y < p.y + p.h; y++) {
                for (int x = p.x; x < p.x + p.w; x++) {
                    cover[y * n + x][sizes[y * n + x]++] = i;
                }
            }
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
