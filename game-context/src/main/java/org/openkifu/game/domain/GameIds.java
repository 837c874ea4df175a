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

    /** A fresh id for a game a player opens directly (no request to deduplicate). */
    public static String random() {
        return UUID.randomUUID().toString();
    }
}
