package org.openkifu.game.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Validation of setup stones and handicap placement for {@link Position}: refuse before changing anything. */
final class SetupChecks {

    private SetupChecks() {
    }

    static void requireOnBoard(Point p, int size) {
        if (!p.isOn(size)) {
            throw new RulesException(RulesException.OFF_BOARD, "point " + p.toSgf() + " is not on a " + size + "x" + size + " board");
        }
    }

    static void handicapCount(Ruleset rules, int count, boolean boardUntouched) {
        if (count < 2) {
            throw new RulesException(RulesException.HANDICAP_UNSUPPORTED,
                    "a handicap is 2 or more stones; with " + count + " play an even game (Black first), perhaps with less komi");
        }
        if (!rules.handicapCounts().isEmpty() && !rules.handicapCounts().contains(count)) {
            throw new RulesException(RulesException.HANDICAP_UNSUPPORTED,
                    "rule set '" + rules.id() + "' allows handicaps of " + rules.handicapCounts() + " stones, not " + count);
        }
        if (!boardUntouched) {
            throw new RulesException(RulesException.HANDICAP_NOT_ALLOWED_NOW,
                    "handicap stones are placed once, on an empty board, before the first move");
        }
    }

    static void freeHandicap(Ruleset rules, int size, Collection<Point> points) {
        if (rules.handicapPlacement() != HandicapPlacement.FREE) {
            throw new RulesException(RulesException.HANDICAP_UNSUPPORTED, "rule set '" + rules.id()
                    + "' places handicap stones on fixed points: give a number of stones instead");
        }
        if (new HashSet<>(points).size() != points.size()) {
            throw new RulesException(RulesException.HANDICAP_UNSUPPORTED, "a handicap point is listed twice: " + points);
        }
        if (points.size() >= size * size) {
            throw new RulesException(RulesException.HANDICAP_UNSUPPORTED, points.size() + " handicap stones do not fit on a "
                    + size + "x" + size + " board with a liberty to spare");
        }
        for (Point p : points) {
            requireOnBoard(p, size);
        }
    }

    /** The cells after applying AB/AW/AE together; refused when a point repeats or a chain has no liberty. */
    static byte[] setupCells(Board board, Collection<Point> black, Collection<Point> white, Collection<Point> empty) {
        byte[] cells = BoardViews.snapshotCells(board);
        Set<Point> seen = new HashSet<>();
        put(cells, board.size, black, Board.BLACK, seen);
        put(cells, board.size, white, Board.WHITE, seen);
        put(cells, board.size, empty, Board.EMPTY, seen);
        Board trial = new Board(board.size);
        trial.load(cells);
        int dead = BoardViews.firstChainWithoutLiberties(trial);
        if (dead >= 0) {
            List<String> chain = new ArrayList<>();
            for (int s : BoardViews.chain(trial, dead)) {
                chain.add(trial.point(s).toSgf());
            }
            chain.sort(null);
            throw new RulesException(RulesException.ILLEGAL_SETUP, "the setup leaves "
                    + (trial.colorAt(dead) == Board.BLACK ? "black" : "white") + " stones without liberties: " + chain);
        }
        return cells;
    }

    private static void put(byte[] cells, int size, Collection<Point> points, byte value, Set<Point> seen) {
        for (Point p : points) {
            requireOnBoard(p, size);
            if (!seen.add(p)) {
                throw new RulesException(RulesException.ILLEGAL_SETUP, "setup names " + p.toSgf() + " more than once");
            }
            cells[p.index(size)] = value;
        }
    }
}
