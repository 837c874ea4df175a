package org.openkifu.game.domain;

import java.util.Locale;

/**
 * A Black&White / IGS rank: 18k (lowest) .. 1k, 1d .. 9d, 1p .. 9p. {@link #value()} puts them on one
 * line of stones so a difference is a handicap: 18k = 0, 1k = 17, 1d = 18, 9d = 26, 1p = 27, 9p = 35.
 * Treating a professional rank as one stone above the next is a simplification (real professional
 * ranks are closer together); it only matters for pairings between professionals of different ranks.
 */
public record Rank(int number, char kind) {

    public Rank {
        boolean ok = switch (kind) {
            case 'k' -> number >= 1 && number <= 18;
            case 'd', 'p' -> number >= 1 && number <= 9;
            default -> false;
        };
        if (!ok) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_RANK,
                    "'" + number + kind + "' is not a rank: use 18k..1k, 1d..9d or 1p..9p");
        }
    }

    /** Parses "3k", "2d", "1p" (case-insensitive; "[P]" suffix tolerated as B&W writes it). */
    public static Rank parse(String text) {
        if (text == null || text.isBlank()) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_RANK, "a rank is required, e.g. 5k, 1d or 3p");
        }
        String s = text.trim().toLowerCase(Locale.ROOT).replace("[p]", "p");
        char kind = s.charAt(s.length() - 1);
        int number;
        try {
            number = Integer.parseInt(s.substring(0, s.length() - 1));
        } catch (NumberFormatException e) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_RANK,
                    "'" + text + "' is not a rank: use 18k..1k, 1d..9d or 1p..9p");
        }
        return new Rank(number, kind);
    }

    public int value() {
        return switch (kind) {
            case 'k' -> 18 - number;
            case 'd' -> 17 + number;
            default -> 26 + number;
        };
    }

    @Override
    public String toString() {
        return number + String.valueOf(kind);
    }
}
