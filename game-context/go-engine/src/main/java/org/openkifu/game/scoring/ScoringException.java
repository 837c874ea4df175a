package org.openkifu.game.scoring;

/** Rejected scoring input, with a stable machine-readable {@link #code()} and a sentence a person understands. */
public final class ScoringException extends IllegalArgumentException {

    /** The stable codes callers (the API layer, the analyst CLI) may switch on. */
    public enum Code {
        SCORE_POINT_OFF_BOARD,
        SCORE_DEAD_STONE_ON_EMPTY_POINT,
        SCORE_NEGATIVE_PRISONERS,
        SCORE_INVALID_KOMI,
        SCORE_MISSING_INPUT
    }

    private final Code code;

    public ScoringException(Code code, String message) {
        super(message);
        this.code = code;
    }

    public Code code() {
        return code;
    }
}
