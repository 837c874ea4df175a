package org.openkifu.ladder.domain;

import java.util.Locale;

/**
 * A Black&White rank: 18k (lowest) .. 1k, 1d .. 9d, 1p .. 9p. The ladder context keeps its own type (it shares no
 * code with the game context) but the same scale: {@link #value()} puts the ranks on one line of stones, 18k = 0,
 * 1k = 17, 1d = 18, 9d = 26, 1p = 27, 9p = 35, so a difference of values is a handicap.
 */
public record Rank(int number, char kind) implements Comparable<Rank> {

    public static final Rank LOWEST = new Rank(18, 'k');
    public static final Rank HIGHEST = new Rank(9, 'p');

    public Rank {
        boolean ok = switch (kind) {
            case 'k' -> number >= 1 && number <= 18;
            case 'd', 'p' -> number >= 1 && number <= 9;
            default -> false;
        };
        if (!ok) {
            throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_RANK,
                    "'" + number + kind + "' is not a rank: use 18k..1k, 1d..9d or 1p..9p");
        }
    }

    /** Parses "3k", "2d", "1p" (case-insensitive; B&W's "[P]" suffix is read as p). */
    public static Rank parse(String text) {
        if (text == null || text.isBlank()) {
            throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_RANK, "a rank is required, e.g. 5k, 1d or 3p");
        }
        String s = text.trim().toLowerCase(Locale.ROOT).replace("[p]", "p");
        char kind = s.charAt(s.length() - 1);
        try {
            return new Rank(Integer.parseInt(s.substring(0, s.length() - 1)), kind);
        } catch (NumberFormatException e) {
            throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_RANK,
                    "'" + text + "' is not a rank: use 18k..1k, 1d..9d or 1p..9p");
        }
    }

    /** Null for null or blank text (an unranked player), else {@link #parse}. */
    public static Rank parseOrNull(String text) {
        return text == null || text.isBlank() ? null : parse(text);
    }

    public static Rank ofValue(int value) {
        if (value < 0 || value > HIGHEST.value()) {
            throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_RANK, "no rank has the value " + value);
        }
        if (value <= 17) {
            return new Rank(18 - value, 'k');
        }
        return value <= 26 ? new Rank(value - 17, 'd') : new Rank(value - 26, 'p');
    }

    public int value() {
        return switch (kind) {
            case 'k' -> 18 - number;
            case 'd' -> 17 + number;
            default -> 26 + number;
        };
    }

    /** One rank up; 9p stays 9p (there is nothing above it). */
    public Rank promoted() {
        return equals(HIGHEST) ? this : ofValue(value() + 1);
    }

    /** One rank down; 18k stays 18k (there is nothing below it). */
    public Rank demoted() {
        return equals(LOWEST) ? this : ofValue(value() - 1);
    }

    /** Stones between the two ranks (always at least 0). */
    public int distanceTo(Rank other) {
        return Math.abs(value() - other.value());
    }

    @Override
    public int compareTo(Rank o) {
        return Integer.compare(value(), o.value());
    }

    @Override
    public String toString() {
        return number + String.valueOf(kind);
    }
}
