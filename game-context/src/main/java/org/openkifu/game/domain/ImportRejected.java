package org.openkifu.game.domain;

/**
 * An SGF record that cannot become a game, with where it went wrong: the SGF reader's or the rules engine's
 * code, the number of the move that is illegal (0: in the setup before the first move; null when the problem
 * is not at a move), and for syntax errors the line and column (0 when not known).
 */
public class ImportRejected extends GameRuleViolation {

    private final Integer moveNumber;
    private final int line;
    private final int column;

    public ImportRejected(String code, String message, Integer moveNumber, int line, int column) {
        super(code, message);
        this.moveNumber = moveNumber;
        this.line = line;
        this.column = column;
    }

    public Integer moveNumber() {
        return moveNumber;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }
}
