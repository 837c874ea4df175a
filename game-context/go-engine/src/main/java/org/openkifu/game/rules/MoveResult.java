package org.openkifu.game.rules;

import java.util.List;

/**
 * What a move does, or why it may not be played. For a legal play: the opposing stones it captures,
 * its own stones removed by self-capture (only where the rules allow it) and the ko point it creates.
 * For an illegal move: {@link #reason()} with a stable code and a message a player understands; for
 * {@link IllegalMoveReason#MOVE_ILLEGAL_KO} the ko point is the point that may not be retaken yet.
 *
 * @param point null for a pass
 */
public record MoveResult(
        Color color,
        Point point,
        boolean legal,
        IllegalMoveReason reason,
        String message,
        List<Point> captured,
        List<Point> selfCaptured,
        Point koPoint) {

    public MoveResult {
        captured = List.copyOf(captured);
        selfCaptured = List.copyOf(selfCaptured);
    }

    static MoveResult played(Color color, Point point, List<Point> captured, List<Point> selfCaptured, Point koPoint) {
        return new MoveResult(color, point, true, null, null, captured, selfCaptured, koPoint);
    }

    static MoveResult illegal(Color color, Point point, IllegalMoveReason reason, String message, Point koPoint) {
        return new MoveResult(color, point, false, reason, message, List.of(), List.of(), koPoint);
    }

    public boolean isPass() {
        return point == null;
    }

    /** The reason's stable code, or null for a legal move. */
    public String code() {
        return reason == null ? null : reason.code();
    }
}
