package org.openkifu.game.domain;

/**
 * Why the game exists. {@code reference} is the other context's id (ladder challenge id, tournament
 * pairing id, match id with the game number; the SGF file's content hash for an import), null for a
 * free game. {@code name} is the display name of the ladder, tournament or match the game belongs to, as the
 * requesting context sent it ({@code origin.name} of {@code CreateGame}; the library's event facet, issue 21): null
 * when unknown (free games, imports, requests and games stored before it existed).
 */
public record Origin(Kind kind, String reference, String name) {

    /** The longest name kept: the contract's bound, the ladder's and the tournament's own name limit. */
    public static final int NAME_MAX = 100;

    public enum Kind {
        FREE,
        LADDER_CHALLENGE,
        TOURNAMENT_PAIRING,
        TWO_GAME_MATCH,
        /** An open offer of the ladder context's waiting room, taken by another player. */
        OPEN_OFFER,
        /** Two players paired by the ladder context's auto-match. */
        AUTOMATCH,
        /** Replayed from an SGF record; {@code reference} is {@code sha256:} + the file's content hash. */
        IMPORTED
    }

    public static final Origin FREE = new Origin(Kind.FREE, null);

    /** An origin without a name (free games, imports, old stored events). */
    public Origin(Kind kind, String reference) {
        this(kind, reference, null);
    }

    public Origin {
        if (kind == null) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_COMMAND, "the origin kind is required (FREE for a free game)");
        }
        if (kind != Kind.FREE && (reference == null || reference.isBlank())) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_COMMAND,
                    "a game created for a " + kind.name().toLowerCase().replace('_', ' ') + " needs the request's reference id");
        }
        if (name != null && name.isBlank()) {
            name = null;
        }
        if (name != null && name.length() > NAME_MAX) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_COMMAND,
                    "origin.name has at most " + NAME_MAX + " characters");
        }
    }
}
