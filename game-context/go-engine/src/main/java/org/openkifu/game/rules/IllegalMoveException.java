package org.openkifu.game.rules;

/** Thrown by {@link Position#replay} when a record contains an illegal move; carries the refusal. */
public class IllegalMoveException extends RulesException {

    private final transient MoveResult result;

    public IllegalMoveException(MoveResult result) {
        super(result.code(), result.message());
        this.result = result;
    }

    public MoveResult result() {
        return result;
    }
}
