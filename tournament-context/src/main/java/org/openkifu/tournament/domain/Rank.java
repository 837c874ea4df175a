package org.openkifu.tournament.domain;

import java.util.Locale;

/**
 * A player's declared rank: 30k (lowest) .. 1k, 1d .. 9d, 1p .. 9p. The tournament context owns this small type
 * instead of borrowing the game context's, so the two contexts stay independent. The kyu range is OpenGotha's
 * (30k..1k), wider than the platform's accounts (18k..): club events with beginners enter them by hand.
 *
 * <p>{@link #value()} counts from 30k = 0, the scale OpenGotha and the EGF use for McMahon scores: 30k = 0,
 * 18k = 12, 1k = 29, 1d = 30, 9d = 38. Professional ranks continue one step each above 9d (1p = 39): treating them
 * as a step above the next is a simplification that only matters when professionals of different ranks meet.
 */
public record Rank(int number, char kind) implements Comparable<Rank> {

    public Rank {
        boolean ok = switch (kind) {
            case 'k' -> number >= 1 && number <= 30;
            case 'd', 'p' -> number >= 1 && number <= 9;
            default -> false;
        };
        if (!ok) {
            throw TournamentViolation.of(TournamentViolation.INVALID_RANK,
                    "'" + number + kind + "' is not a rank: use 30k..1k, 1d..9d or 1p..9p");
        }
    }

    /** Parses "3k", "2d", "1p" (case-insensitive). */
    public static Rank parse(String text) {
        if (text == null || text.isBlank()) {
            throw TournamentViolation.of(TournamentViolation.INVALID_RANK, "a rank is required, e.g. 5k, 1d or 3p");
        }
        String s = text.trim().toLowerCase(Locale.ROOT);
        char kind = s.charAt(s.length() - 1);
        try {
            return new Rank(Integer.parseInt(s.substring(0, s.length() - 1)), kind);
        } catch (NumberFormatException e) {
            throw TournamentViolation.of(TournamentViolation.INVALID_RANK,
                    "'" + text + "' is not a rank: use 30k..1k, 1d..9d or 1p..9p");
        }
    }

    /** 30k = 0, 1k = 29, 1d = 30, 9d = 38, 1p = 39. */
    public int value() {
        return switch (kind) {
            case 'k' -> 30 - number;
            case 'd' -> 29 + number;
            default -> 38 + number;
        };
    }

    /** The rank at {@code value} on the same scale, clamped to 30k..9p. */
    public static Rank ofValue(int value) {
        int v = Math.max(0, Math.min(47, value));
        if (v <= 29) {
            return new Rank(30 - v, 'k');
        }
        return v <= 38 ? new Rank(v - 29, 'd') : new Rank(v - 38, 'p');
    }

    @Override
    public int compareTo(Rank other) {
        return Integer.compare(value(), other.value());
    }

    @Override
    public String toString() {
        return number + String.valueOf(kind);
    }
}
