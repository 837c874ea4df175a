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
