package org.openkifu.game.infrastructure.requests;

/**
 * A record on {@code openkifu.game-responses}, keyed by request id, version 1. Answers are deterministic: a
 * redelivered request gets an equal answer (the created answer is built from the game's {@code GameCreated}
 * event, which never changes).
 */
public sealed interface GameResponse {

    /** The stable type name: the record's {@code type} field and the record's {@code type} header. */
    String type();

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

    /**
     * The answer to {@code CancelGame}: the game is cancelled without result (now, by an earlier delivery, by another
     * cancel request, or by its start deadline). Built from the stored events, so a redelivery gets an equal answer.
     *
     * @param reason      the reason stored with the cancellation ({@code GameCancelled.reason}), or
     *                    {@code START_DEADLINE} when the game was cancelled because it did not start in time
     * @param cancelledAt when the game ended ({@code GameEnded.at})
     */
    record GameCancelled(String type, int version, String requestId, String gameRequestId, String gameId,
                         String reason, java.time.Instant cancelledAt) implements GameResponse {

        public GameCancelled(String requestId, String gameRequestId, String gameId, String reason,
                java.time.Instant cancelledAt) {
            this("GameCancelled", GameRequest.VERSION, requestId, gameRequestId, gameId, reason, cancelledAt);
        }
    }

    /**
     * {@code CancelGame} refused: the game is not cancelled. {@code GAME_HAS_MOVES} (it is played to its end or
     * resigned), {@code GAME_OVER} (it ended otherwise), {@code GAME_NOT_FOUND}, or a malformed request.
     *
     * @param gameRequestId null when the request did not say
     * @param gameId        null when it could not be derived
     */
    record CancelRefused(String type, int version, String requestId, String gameRequestId, String gameId,
                         String code, String message) implements GameResponse {

        public CancelRefused(String requestId, String gameRequestId, String gameId, String code, String message) {
            this("CancelRefused", GameRequest.VERSION, requestId, gameRequestId, gameId, code, message);
        }
    }

    record Origin(String kind, String reference) {
    }
}
