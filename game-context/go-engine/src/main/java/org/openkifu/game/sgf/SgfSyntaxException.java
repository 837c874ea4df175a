package org.openkifu.game.sgf;

/** The text is not well-formed SGF; always carries the line and column where reading stopped. */
public class SgfSyntaxException extends SgfException {

    public static final String CODE = "SGF_SYNTAX";

    public SgfSyntaxException(String message, int line, int column) {
        super(CODE, message, line, column);
    }
}
