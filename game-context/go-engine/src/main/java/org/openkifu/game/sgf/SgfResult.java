package org.openkifu.game.sgf;

import java.util.Locale;
import org.openkifu.game.rules.Color;

/**
 * The RE property as a value: who won and how. {@code B+3.5} is a win by score, {@code W+R} by
 * resignation, {@code B+T} on time, {@code B+F} by forfeit, {@code B+} a win with no reason given;
 * {@code 0} (or {@code Draw}) is a draw, {@code Void} no result, {@code ?} unknown.
 */
public record SgfResult(Kind kind, Color winner, double margin) {

    public static final String INVALID = "SGF_RESULT_INVALID";

    public enum Kind { SCORE, RESIGNATION, TIME, FORFEIT, WIN, DRAW, VOID, UNKNOWN }

    public SgfResult {
        boolean needsWinner = kind == Kind.SCORE || kind == Kind.RESIGNATION || kind == Kind.TIME
                || kind == Kind.FORFEIT || kind == Kind.WIN;
        if (needsWinner != (winner != null)) {
            throw new IllegalArgumentException(kind + (needsWinner ? " needs a winner" : " has no winner"));
        }
        if (kind != Kind.SCORE && margin != 0) {
            throw new IllegalArgumentException("only a win by score has a margin");
        }
        if (kind == Kind.SCORE && !(margin > 0)) {
            throw new IllegalArgumentException("a win by score needs a positive margin, not " + margin);
        }
    }

    public static SgfResult byScore(Color winner, double margin) {
        return new SgfResult(Kind.SCORE, winner, margin);
    }

    public static SgfResult byResignation(Color winner) {
        return new SgfResult(Kind.RESIGNATION, winner, 0);
    }

    public static SgfResult onTime(Color winner) {
        return new SgfResult(Kind.TIME, winner, 0);
    }

    public static SgfResult byForfeit(Color winner) {
        return new SgfResult(Kind.FORFEIT, winner, 0);
    }

    public static SgfResult draw() {
        return new SgfResult(Kind.DRAW, null, 0);
    }

    /** Parses an RE value (plain text, already decoded); long forms like "B+Resign" are accepted too. */
    public static SgfResult parse(String text) {
        String s = text.trim();
        String upper = s.toUpperCase(Locale.ROOT);
        switch (upper) {
            case "0", "DRAW", "JIGO" -> {
                return draw();
            }
            case "VOID" -> {
                return new SgfResult(Kind.VOID, null, 0);
            }
            case "?", "" -> {
                return new SgfResult(Kind.UNKNOWN, null, 0);
            }
            default -> {
            }
        }
        if (upper.length() < 2 || (upper.charAt(0) != 'B' && upper.charAt(0) != 'W') || upper.charAt(1) != '+') {
            throw new SgfException(INVALID, "RE[" + SgfText.excerpt(text) + "] is not a result: expected e.g. B+3.5, W+R, B+T, B+F, 0, Void or ?");
        }
        Color winner = upper.charAt(0) == 'B' ? Color.BLACK : Color.WHITE;
        String reason = upper.substring(2);
        return switch (reason) {
            case "" -> new SgfResult(Kind.WIN, winner, 0);
            case "R", "RESIGN" -> byResignation(winner);
            case "T", "TIME" -> onTime(winner);
            case "F", "FORFEIT" -> byForfeit(winner);
            default -> {
                try {
                    double margin = Double.parseDouble(reason);
                    if (!(margin > 0) || Double.isInfinite(margin)) {
                        throw new NumberFormatException();
                    }
                    yield byScore(winner, margin);
                } catch (NumberFormatException e) {
                    throw new SgfException(INVALID, "RE[" + SgfText.excerpt(text) + "]: '" + SgfText.excerpt(s.substring(2))
                            + "' is neither a positive score nor R, T or F");
                }
            }
        };
    }

    /** The RE value: the short FF[4] form. */
    public String toSgf() {
        return switch (kind) {
            case DRAW -> "0";
            case VOID -> "Void";
            case UNKNOWN -> "?";
            case WIN -> winner.sgf() + "+";
            case RESIGNATION -> winner.sgf() + "+R";
            case TIME -> winner.sgf() + "+T";
            case FORFEIT -> winner.sgf() + "+F";
            case SCORE -> winner.sgf() + "+" + formatNumber(margin);
        };
    }

    /** 3.5 -> "3.5", 7.0 -> "7": how SGF writers print komi and margins. */
    static String formatNumber(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }

    @Override
    public String toString() {
        return toSgf();
    }
}
