package org.openkifu.game.domain;

/**
 * Why the game exists. {@code reference} is the other context's id (ladder challenge id, tournament
 * pairing id, match id with the game number; the SGF file's content hash for an import), null for a
 * free game.
 */
public record Origin(Kind kind, String reference) {

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

    public Origin {
        if (kind == null) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_COMMAND, "the origin kind is required (FREE for a free game)");
        }
        if (kind != Kind.FREE && (reference == null || reference.isBlank())) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_COMMAND,
                    "a game created for a " + kind.name().toLowerCase().replace('_', ' ') + " needs the request's reference id");
        }
    }
}
