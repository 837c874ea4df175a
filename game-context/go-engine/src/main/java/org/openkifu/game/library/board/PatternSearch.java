package org.openkifu.game.library.board;

import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.IntStream;
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

    /** Below this many games a search runs on the caller's thread: splitting costs more than it gains. */
    private static final int SPLIT_FROM = 4_096;

    private final ZobristBoardIndex.State s;
    private final List<Placement> placements;
    private final Predicate<String> games;
    private final int n;
    /** Per point: placement index * 4 + the value the placement wants there (cells that are "any" are left out). */
    private final int[][] cover;
    private final int[] candidate; // == stamp: a candidate of the current game
    private final int[] matched; // == stamp: matched already in the current game
    private final int[] wrong; // cells that differ from the board, for candidates of the current game
    private final int[] candidates;
    private final byte[] board;
    private final Tally tally = new Tally();

    private PatternSearch(ZobristBoardIndex.State s, List<Placement> placements, int[][] cover, int n,
                          Predicate<String> games) {
        this.s = s;
        this.placements = placements;
        this.cover = cover;
        this.n = n;
        this.games = games;
        int count = placements.size();
        candidate = new int[count];
        matched = new int[count];
        wrong = new int[count];
        candidates = new int[count];
        board = new byte[n * n];
    }

    /**
     * The search over every game held. From {@value #SPLIT_FROM} games on, the games are split in as many ranges as
     * there are cores, each searched by its own worker (placements and cover shared, read only; counts, board and
     * tally its own), and the tallies merged: the answer does not depend on the split, since the hits and the
     * continuations are sorted in the end.
     */
    static BoardSearch run(ZobristBoardIndex.State s, PatternQuery q, Predicate<String> games) {
        int parts = s.count() < SPLIT_FROM ? 1 : Runtime.getRuntime().availableProcessors();
        return run(s, q, games, parts);
    }

    /** The search split in {@code parts} ranges of games (1: on the caller's thread). */
    static BoardSearch run(ZobristBoardIndex.State s, PatternQuery q, Predicate<String> games, int parts) {
        List<Placement> placements = Placements.of(q);
        int[][] cover = cover(placements, q.size());
        int total = s.count();
        if (parts <= 1) {
            return new PatternSearch(s, placements, cover, q.size(), games).search(0, total).tally.result();
        }
        List<PatternSearch> done = IntStream.range(0, parts).parallel()
                .mapToObj(part -> new PatternSearch(s, placements, cover, q.size(), games)
                        .search((int) ((long) total * part / parts), (int) ((long) total * (part + 1) / parts)))
                .toList();
        Tally all = done.get(0).tally;
        done.subList(1, done.size()).forEach(w -> all.addAll(w.tally));
        return all.result();
    }

    /** The games with ordinals in [from, to). */
    private PatternSearch search(int from, int to) {
        int count = placements.size();
        for (int ordinal = from; ordinal < to; ordinal++) {
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
            Arrays.fill(board, (byte) 0);
            for (short stone : g.setup) {
                board[CompactGame.point(stone)] = (byte) CompactGame.colour(stone);
            }
            int candidatesOfGame = open;
            for (int c = 0; c < candidatesOfGame; c++) {
                int i = candidates[c];
                wrong[i] = placements.get(i).mismatches(board);
                open -= firstMatch(g, i, stamp, 0);
            }
            replay(g, stamp, open);
        }
        return this;
    }

    /**
     * Replays the game's moves from position 0 as edits of the board (the stone, then what it captured, as the
     * game's compact list gives them: no liberty counting), updating the mismatch counts of the placements that
     * constrain a changed point, until every candidate placement has matched.
     */
    private void replay(CompactGame g, int stamp, int open) {
        short[] moves = g.moves;
        short[] captures = g.captures;
        int pass = g.n * g.n;
        int at = 0;
        for (int k = 1; k <= moves.length && open > 0; k++) {
            short m = moves[k - 1];
            int point = CompactGame.point(m);
            if (point == pass) {
                continue;
            }
            int colour = CompactGame.colour(m);
            if ((m & CompactGame.CAPTURES) == 0) {
                // one change: each placement's count is final once this point is counted
                int was = board[point];
                board[point] = (byte) colour;
                for (int entry : cover[point]) {
                    int i = entry >>> 2;
                    int want = entry & 3;
                    wrong[i] += (colour != want ? 1 : 0) - (was != want ? 1 : 0);
                    open -= firstMatch(g, i, stamp, k);
                }
                continue;
            }
            // the stone and its captures: every change counted before a match is taken (a capture can undo what the
            // stone did for a placement; a self-capture removes the stone itself)
            int removed = captures[at];
            change(point, colour);
            for (int c = at + 1; c <= at + removed; c++) {
                change(captures[c], 0);
            }
            for (int c = at; c <= at + removed; c++) {
                for (int entry : cover[c == at ? point : captures[c]]) {
                    open -= firstMatch(g, entry >>> 2, stamp, k);
                }
            }
            at += 1 + removed;
        }
    }

    /**
     * Counts placement {@code i}'s first match in this game at move {@code k} when no cell of it differs from the
     * board now and it is a candidate not matched yet; returns 1 then (one placement less open), else 0.
     */
    private int firstMatch(CompactGame g, int i, int stamp, int k) {
        if (wrong[i] != 0 || candidate[i] != stamp || matched[i] == stamp) {
            return 0;
        }
        matched[i] = stamp;
        hit(tally, g, placements.get(i), k);
        return 1;
    }

    private void change(int point, int colour) {
        int was = board[point];
        board[point] = (byte) colour;
        for (int entry : cover[point]) {
            int want = entry & 3;
            wrong[entry >>> 2] += (colour != want ? 1 : 0) - (was != want ? 1 : 0);
        }
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
