package org.openkifu.game.web;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;

/**
 * Marking by clicks, as on OGS: a click on a stone flips its whole chain (the orthogonally connected stones of
 * one colour) between dead and alive in the current proposal. The result is sent as a complete
 * {@code MarkDeadStones} proposal, so the game keeps one kind of marking command.
 */
final class DeadStoneToggle {

    private DeadStoneToggle() {
    }

    /**
     * @return the proposal with the chain at {@code at} added (if any of it was alive) or removed (if all of it
     *         was dead). An empty point stays in the result as itself, for the game to refuse with DEAD_STONE_INVALID.
     */
    static List<Point> toggle(Position position, List<Point> proposal, Point at) {
        Set<Point> chain = chain(position, at);
        Set<Point> next = new LinkedHashSet<>(proposal);
        if (next.containsAll(chain)) {
            next.removeAll(chain);
        } else {
            next.addAll(chain);
        }
        return List.copyOf(next);
    }

    static Set<Point> chain(Position position, Point at) {
        Color color = position.colorAt(at);
        Set<Point> chain = new LinkedHashSet<>();
        chain.add(at);
        if (color == null) {
            return chain;
        }
        Deque<Point> todo = new ArrayDeque<>(List.of(at));
        int size = position.size();
        while (!todo.isEmpty()) {
            Point p = todo.pop();
            for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                int x = p.x() + d[0];
                int y = p.y() + d[1];
                if (x < 0 || y < 0 || x >= size || y >= size) {
                    continue;
                }
                Point n = new Point(x, y);
                if (position.colorAt(n) == color && chain.add(n)) {
                    todo.push(n);
                }
            }
        }
        return chain;
    }
}
