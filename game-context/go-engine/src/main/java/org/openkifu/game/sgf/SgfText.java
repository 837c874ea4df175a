package org.openkifu.game.sgf;

/**
 * Converts between raw property values (as written in the file) and plain text, following FF[4]:
 * a backslash makes the next character literal, a backslash before a line break is a soft line break
 * (removed), and in Text every white space other than a line break becomes a space.
 */
public final class SgfText {

    private SgfText() {
    }

    /** Decodes a Text value (C, GC, ...): keeps hard line breaks. */
    public static String text(String raw) {
        return decode(raw, false);
    }

    /** Decodes a SimpleText value (PB, EV, ...): line breaks become spaces too. */
    public static String simpleText(String raw) {
        return decode(raw, true);
    }

    /** Escapes plain text so it can stand between brackets: only ']' , '\' and ':' (for composed values) need it. */
    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ']' || c == '\\' || c == ':') {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }

    /**
     * The value as it may appear in an error message: whole up to {@value #EXCERPT} characters, else its start and its
     * length. A refusal must not echo a megabyte back to the client or into the logs.
     */
    public static String excerpt(String value) {
        if (value == null || value.length() <= EXCERPT) {
            return value;
        }
        return value.substring(0, EXCERPT) + "... (" + value.length() + " characters)";
    }

    private static final int EXCERPT = 40;

    private static String decode(String raw, boolean simple) {
        StringBuilder out = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '\\' && i + 1 < raw.length()) {
                char next = raw.charAt(++i);
                if (next == '\n' || next == '\r') {
                    // soft line break: drop it, including the second half of \r\n or \n\r
                    if (i + 1 < raw.length() && isOtherHalf(next, raw.charAt(i + 1))) {
                        i++;
                    }
                    continue;
                }
                c = next;
            } else if (c == '\r' || c == '\n') {
                if (i + 1 < raw.length() && isOtherHalf(c, raw.charAt(i + 1))) {
                    i++;
                }
                out.append(simple ? ' ' : '\n');
                continue;
            }
            out.append(Character.isWhitespace(c) ? ' ' : c);
        }
        return out.toString();
    }

    private static boolean isOtherHalf(char first, char second) {
        return (first == '\r' && second == '\n') || (first == '\n' && second == '\r');
    }
}
