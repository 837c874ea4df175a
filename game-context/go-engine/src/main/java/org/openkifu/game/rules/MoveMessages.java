package org.openkifu.game.rules;

import java.util.Locale;

/** Sentences a player understands for each {@link IllegalMoveReason}; points in GTP notation ("D4"). */
final class MoveMessages {

    private MoveMessages() {
    }

    static String explain(IllegalMoveReason reason, Ruleset rules, int size, Point point, Color color, Color toMove, Phase phase) {
        String where = point == null ? "" : point.isOn(size) ? point.toGtp(size) : "(" + point.x() + "," + point.y() + ")";
        return switch (reason) {
            case POINT_OCCUPIED -> "There is already a stone on " + where + ".";
            case MOVE_ILLEGAL_SUICIDE -> rules.suicide() == SuicideRule.ILLEGAL
                    ? "Playing at " + where + " would leave your own stones without liberties (suicide) and capture nothing."
                    : "A single stone at " + where + " would have no liberties and be removed at once; that changes nothing, so pass instead.";
            case MOVE_ILLEGAL_KO -> "Ko: you may not retake at " + where + " right away. Play elsewhere first.";
            case MOVE_ILLEGAL_SUPERKO -> "Playing at " + where + " would repeat an earlier board position"
                    + (rules.ko() == KoRule.SITUATIONAL_SUPERKO ? " with the same player to move" : "") + " (superko).";
            case OFF_BOARD -> "The point " + where + " is not on this " + size + "x" + size + " board.";
            case NOT_YOUR_TURN -> "It is " + name(toMove) + "'s turn, not " + name(color) + "'s.";
            case GAME_OVER -> phase == Phase.MARKING
                    ? "Both players passed: dead stones are being marked. Resume play before moving."
                    : "The game is over.";
            case MOVE_CAP_REACHED -> "The game ended after the maximum of " + rules.moveCapTurns(size) / 2
                    + " moves on this board; it is scored as it stands.";
        };
    }

    private static String name(Color c) {
        return c.name().toLowerCase(Locale.ROOT);
    }
}
