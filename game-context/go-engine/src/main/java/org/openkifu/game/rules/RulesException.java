package org.openkifu.game.rules;

/**
 * Bad input to the rules engine that is not a move (moves are answered with a {@link MoveResult}):
 * an unknown ruleset, an unsupported handicap, an illegal setup. {@link #code()} is stable and
 * machine-readable; the message is meant for a person.
 */
public class RulesException extends IllegalArgumentException {

    public static final String UNKNOWN_RULESET = "UNKNOWN_RULESET";
    public static final String INVALID_RULESET = "INVALID_RULESET";
    public static final String BOARD_SIZE_UNSUPPORTED = "BOARD_SIZE_UNSUPPORTED";
    public static final String HANDICAP_UNSUPPORTED = "HANDICAP_UNSUPPORTED";
    public static final String HANDICAP_NOT_ALLOWED_NOW = "HANDICAP_NOT_ALLOWED_NOW";
    public static final String ILLEGAL_SETUP = "ILLEGAL_SETUP";
    public static final String OFF_BOARD = "OFF_BOARD";

    private final String code;

    public RulesException(String code, String message) {
        super(message);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
