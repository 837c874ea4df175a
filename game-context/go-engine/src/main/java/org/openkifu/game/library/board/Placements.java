package org.openkifu.game.library.board;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.openkifu.game.library.PatternQuery;

/**
 * Every placement a pattern query stands for: its images under the 8 symmetries (and with colours swapped when
 * asked), at the query's place or, anywhere, at every place with the same relation to the edges. Two images that
 * put the same cells on the same points are one placement: a query symmetric in itself is not counted twice.
 */
final class Placements {

    private Placements() {
    }

    static List<Placement> of(PatternQuery q) {
        byte[] cells = Queries.pattern(q);
        int n = q.size();
        int pw = q.width();
        int ph = q.height();
        List<Placement> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (boolean swapped : q.swapColours() ? new boolean[] {false, true} : new boolean[] {false}) {
            for (Symmetry s : Symmetry.values()) {
                int w = s.transposes() ? ph : pw;
                int h = s.transposes() ? pw : ph;
                byte[] image = image(cells, pw, ph, s, w, h, swapped);
                if (q.column() == null) {
                    for (int y = 0; y + h <= n; y++) {
                        for (int x = 0; x + w <= n; x++) {
                            add(out, seen, new Placement(s, swapped, x, y, w, h, image, n, null, null), image);
                        }
                    }
                    continue;
                }
                // the image of the query's own rectangle on the board
                int x0 = Math.min(s.x(q.column(), q.row(), n, n), s.x(q.column() + pw - 1, q.row() + ph - 1, n, n));
                int y0 = Math.min(s.y(q.column(), q.row(), n, n), s.y(q.column() + pw - 1, q.row() + ph - 1, n, n));
                if (!q.anywhere()) {
                    add(out, seen, new Placement(s, swapped, x0, y0, w, h, image, n, q.column(), q.row()), image);
                    continue;
                }
                int edges = edges(x0, y0, w, h, n);
                for (int y = 0; y + h <= n; y++) {
                    for (int x = 0; x + w <= n; x++) {
                        if (edges(x, y, w, h, n) == edges) {
                            add(out, seen, new Placement(s, swapped, x, y, w, h, image, n, q.column(), q.row()), image);
                        }
                    }
                }
            }
        }
        return out;
    }

    /** Which edges a rectangle touches, as bits: left 1, right 2, top 4, bottom 8. */
    static int edges(int x, int y, int w, int h, int n) {
        return (x == 0 ? 1 : 0) | (x + w == n ? 2 : 0) | (y == 0 ? 4 : 0) | (y + h == n ? 8 : 0);
    }

    private static byte[] image(byte[] cells, int pw, int ph, Symmetry s, int w, int h, boolean swapped) {
        byte[] image = new byte[cells.length];
        for (int j = 0; j < ph; j++) {
            for (int i = 0; i < pw; i++) {
                byte c = cells[j * pw + i];
                if (swapped && (c == Queries.BLACK || c == Queries.WHITE)) {
                    c = (byte) (3 - c);
                }
                image[s.y(i, j, pw, ph) * w + s.x(i, j, pw, ph)] = c;
            }
        }
        return image;
    }

    private static void add(List<Placement> out, Set<String> seen, Placement p, byte[] image) {
        StringBuilder key = new StringBuilder().append(p.x).append(',').append(p.y).append(',').append(p.w).append(':');
        for (byte b : image) {
            key.append((char) ('0' + b));
        }
        if (seen.add(key.toString())) {
            out.add(p);
        }
    }
}
