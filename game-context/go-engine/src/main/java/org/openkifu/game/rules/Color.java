package org.openkifu.game.rules;

/** The colour of a stone or of the player to move. */
public enum Color {
    BLACK('X', "B"),
    WHITE('O', "W");

    private final char symbol;
    private final String sgf;

    Color(char symbol, String sgf) {
        this.symbol = symbol;
        this.sgf = sgf;
    }

    public Color opposite() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** The character used in text diagrams and the analyst JSON: X for Black, O for White. */
    public char symbol() {
        return symbol;
    }

    /** The SGF property letter: B or W. */
    public String sgf() {
        return sgf;
    }

    public static Color fromSgf(String letter) {
        return switch (letter) {
            case "B" -> BLACK;
            case "W" -> WHITE;
            default -> throw new IllegalArgumentException("not a colour: '" + letter + "' (expected B or W)");
        };
    }
}
