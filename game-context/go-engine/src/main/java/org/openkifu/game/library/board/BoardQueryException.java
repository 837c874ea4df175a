package org.openkifu.game.library.board;

/**
 * A position or pattern query that cannot be searched. The {@link #code()} is stable: the web layer answers it as a
 * 400 problem with this code, the command line prints it (docs/library.md lists them).
 */
public class BoardQueryException extends IllegalArgumentException {

    public static final String BOARD_SIZE_INVALID = "BOARD_SIZE_INVALID";
    public static final String PATTERN_EMPTY = "PATTERN_EMPTY";
    public static final String PATTERN_RAGGED = "PATTERN_RAGGED";
    public static final String PATTERN_CELL_INVALID = "PATTERN_CELL_INVALID";
    public static final String PATTERN_TOO_LARGE = "PATTERN_TOO_LARGE";
    public static final String PATTERN_PLACE_INVALID = "PATTERN_PLACE_INVALID";
    public static final String POSITION_OFF_BOARD = "POSITION_OFF_BOARD";
    public static final String POSITION_CONFLICT = "POSITION_CONFLICT";
    public static final String POSITION_IMPOSSIBLE = "POSITION_IMPOSSIBLE";

    private final String code;

    public BoardQueryException(String code, String message) {
        super(message);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
