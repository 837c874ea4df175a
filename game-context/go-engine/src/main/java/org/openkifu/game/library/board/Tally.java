package org.openkifu.game.library.board;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openkifu.game.library.BoardHit;
import org.openkifu.game.library.BoardSearch;
import org.openkifu.game.library.Continuation;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * Collects the hits of one search and counts their continuations. A continuation is already in the query's
 * orientation and colours (point null: tenuki); the winner is given in the query's colours too, so "Black wins"
 * always means the colour that is Black in the query. The answer lists hits by game id, move, symmetry and place,
 * and continuations by count (most played first), then row, column and colour, tenuki last among equals.
 */
final class Tally {

    static final Comparator<BoardHit> HIT_ORDER = Comparator.comparing(BoardHit::gameId)
            .thenComparingInt(BoardHit::moveNumber)
            .thenComparing(BoardHit::symmetry)
            .thenComparing(BoardHit::swapped)
            .thenComparing(h -> h.row() == null ? -1 : h.row())
            .thenComparing(h -> h.column() == null ? -1 : h.column());

    private static final Comparator<Continuation> CONTINUATION_ORDER = Comparator
            .comparing((Continuation c) -> -c.count())
            .thenComparing(c -> c.point() == null ? Integer.MAX_VALUE : c.point().y())
            .thenComparing(c -> c.point() == null ? Integer.MAX_VALUE : c.point().x())
            .thenComparing(c -> c.colour() == null ? 2 : c.colour().ordinal());

    private record Key(Point point, Color colour) {
    }

    private final List<BoardHit> hits = new ArrayList<>();
    private final Map<Key, int[]> counts = new LinkedHashMap<>();

    /**
     * @param point  the next move inside the region in the query's orientation, or null for tenuki
     * @param colour its colour in the query's colours (null with a null point)
     * @param winner the game's winner in the query's colours, or null
     */
    void add(BoardHit hit, Point point, Color colour, Color winner) {
        hits.add(hit);
        int[] c = counts.computeIfAbsent(new Key(point, point == null ? null : colour), k -> new int[3]);
        c[0]++;
        if (winner == Color.BLACK) {
            c[1]++;
        } else if (winner == Color.WHITE) {
            c[2]++;
        }
    }

    /** Adds another tally's hits and counts (a search split between workers). */
    void addAll(Tally other) {
        hits.addAll(other.hits);
        other.counts.forEach((k, c) -> {
            int[] mine = counts.computeIfAbsent(k, key -> new int[3]);
            for (int i = 0; i < 3; i++) {
                mine[i] += c[i];
            }
        });
    }

    BoardSearch result() {
        hits.sort(HIT_ORDER);
        List<Continuation> continuations = new ArrayList<>();
        counts.forEach((k, c) -> continuations.add(new Continuation(k.point(), k.colour(), c[0], c[1], c[2])));
        continuations.sort(CONTINUATION_ORDER);
        return new BoardSearch(hits, continuations);
    }
}
