package org.openkifu.game.sgf;

/**
 * A record that reads fine but cannot be played through: an illegal move (the engine's reason code,
 * e.g. MOVE_ILLEGAL_SUICIDE) or a setup the replay refuses (e.g. SETUP_AFTER_FIRST_MOVE).
 * {@link #moveNumber()} is the number of the illegal move, or for a problem in a node without a move,
 * the number of moves played before that node (0: before the first move).
 */
public class SgfReplayException extends SgfException {

    private final int moveNumber;

    public SgfReplayException(String code, int moveNumber, String message) {
        super(code, message);
        this.moveNumber = moveNumber;
    }

    public int moveNumber() {
        return moveNumber;
    }
}
