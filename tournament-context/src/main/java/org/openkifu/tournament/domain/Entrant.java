package org.openkifu.tournament.domain;

/**
 * A player as registered: the user id (the tournament does not know accounts, only their ids), the name the
 * results and the EGF export print, the declared rank, an optional rating (seeds knock-out brackets), and the
 * country and club the EGF file wants.
 *
 * @param rating  e.g. an EGF GoR; null when unknown (then the rank seeds)
 * @param country two-letter code, or null
 */
public record Entrant(String userId, String name, Rank rank, Integer rating, String country, String club) {

    public Entrant {
        if (userId == null || userId.isBlank()) {
            throw TournamentViolation.of(TournamentViolation.INVALID_COMMAND, "a player needs a user id");
        }
        if (rank == null) {
            throw TournamentViolation.of(TournamentViolation.INVALID_RANK,
                    "a player needs a rank (30k..1k, 1d..9d, 1p..9p): pairings and McMahon scores depend on it");
        }
        name = name == null || name.isBlank() ? userId : name.trim();
    }

    public static Entrant of(String userId, String rank) {
        return new Entrant(userId, userId, Rank.parse(rank), null, null, null);
    }
}
