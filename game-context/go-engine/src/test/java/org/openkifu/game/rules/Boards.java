package org.openkifu.game.rules;

import java.util.ArrayList;
import java.util.List;

/** Test helper: positions from diagrams (X black, O white, . empty; top row first). */
final class Boards {

    private Boards() {
    }

    static Position position(String rules, Color toMove, String... rows) {
        return position(RulePresets.byId(rules), toMove, rows);
    }

    /** The diagram in the top-left corner of a larger empty board. */
    static Position padded(String rules, Color toMove, int size, String... rows) {
        String[] full = new String[size];
        for (int y = 0; y < size; y++) {
            String row = y < rows.length ? rows[y] : "";
            full[y] = row + ".".repeat(size - row.length());
        }
        return position(RulePresets.byId(rules), toMove, full);
    }

    static Position position(Ruleset rules, Color toMove, String... rows) {
        BoardSnapshot s = BoardSnapshot.parse(rows);
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        for (int i = 0; i < s.size() * s.size(); i++) {
            if (s.cell(i) == BoardSnapshot.BLACK) {
                black.add(Point.ofIndex(i, s.size()));
            } else if (s.cell(i) == BoardSnapshot.WHITE) {
                white.add(Point.ofIndex(i, s.size()));
            }
        }
        Position p = new Position(rules, s.size());
        p.setup(black, white, List.of());
        p.setToMove(toMove);
        return p;
    }

    static Point gtp(String text, int size) {
        return Point.fromGtp(text, size);
    }
}
