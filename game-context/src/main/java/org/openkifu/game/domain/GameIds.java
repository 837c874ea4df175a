package org.openkifu.game.domain;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * Game ids for games other contexts ask for. A name-based (version 3) UUID of the requesting context
 * and its request id: a redelivered or retried request names the same game, and creating it again is
 * a no-op (see {@link GameDecider}), so a request never yields two games.
 */
public final class GameIds {

    private static final String NAMESPACE = "openkifu:game:";

    private GameIds() {
    }

    /** e.g. {@code fromRequest("tournament", "pairing-42/round-3")}. */
    public static String fromRequest(String context, String requestId) {
        if (context == null || context.isBlank() || requestId == null || requestId.isBlank()) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_COMMAND,
                    "a derived game id needs both the requesting context and its request id");
        }
        return UUID.nameUUIDFromBytes((NAMESPACE + context + ":" + requestId).getBytes(StandardCharsets.UTF_8)).toString();
    }

    /**
     * The id of the game {@code user} gets by importing these bytes: the same file imported again by the same user
     * names the same game (see {@link GameCommand.ImportGame}).
     */
    public static String forImport(String user, byte[] sgf) {
        return fromRequest("import", user + ":" + sha256(sgf));
    }

    /** Hex SHA-256 of the bytes: an imported game's content hash. */
    public static String sha256(byte[] bytes) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** A fresh id for a game a player opens directly (no request to deduplicate). */
    public static String random() {
        return UUID.randomUUID().toString();
    }
}
