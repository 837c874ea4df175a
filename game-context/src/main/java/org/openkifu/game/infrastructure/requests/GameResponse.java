package org.openkifu.game.infrastructure.requests;

/**
 * A record on {@code openkifu.game-responses}, keyed by request id, version 1. Answers are deterministic: a
 * redelivered request gets an equal answer (the created answer is built from the game's {@code GameCreated}
 * event, which never changes).
 */
public sealed interface GameResponse {

    String requestId();

    /**
     * The game exists (created now or by an earlier delivery of the same request).
     *
     * @param blackUserId null (as whiteUserId) while the colours are still to be drawn by nigiri
     * @param komi        effective komi
     */
    record GameCreated(String type, int version, String requestId, String gameId, Origin origin, String blackUserId,
                       String whiteUserId, String gameType, int handicap, double komi, int size, String preset)
            implements GameResponse {

        public GameCreated(String requestId, String gameId, Origin origin, String blackUserId, String whiteUserId,
                String gameType, int handicap, double komi, int size, String preset) {
            this("GameCreated", GameRequest.VERSION, requestId, gameId, origin, blackUserId, whiteUserId, gameType,
                    handicap, komi, size, preset);
        }
    }

    /** Nothing was created. {@code code}: stable, see docs/events.md; {@code message}: for people. */
    record GameRefused(String type, int version, String requestId, String code, String message)
            implements GameResponse {

        public GameRefused(String requestId, String code, String message) {
            this("GameRefused", GameRequest.VERSION, requestId, code, message);
        }
    }

    record Origin(String kind, String reference) {
    }
}
