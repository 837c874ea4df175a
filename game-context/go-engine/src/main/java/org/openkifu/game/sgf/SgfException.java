package org.openkifu.game.sgf;

/**
 * A file or value that cannot be used, with a stable machine code (e.g. {@code SGF_ENCODING_UNSUPPORTED})
 * and, when the problem sits at one place in the text, its 1-based line and column (0 when unknown).
 */
public class SgfException extends RuntimeException {

    private final String code;
    private final int line;
    private final int column;

    public SgfException(String code, String message) {
        this(code, message, 0, 0);
    }

    public SgfException(String code, String message, int line, int column) {
        super(line > 0 ? "line " + line + ", column " + column + ": " + message : message);
        this.code = code;
        this.line = line;
        this.column = column;
    }

    public String code() {
        return code;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }
}
