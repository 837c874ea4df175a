package org.openkifu.game.infrastructure.reads;

import java.time.Instant;
import java.util.List;

/**
 * One row of the game list ({@code game_summaries}): what a lobby or a player's page shows without replaying the
 * game. Built from the game's events by {@link GameSummaries#apply}; {@code version} is the aggregate sequence
 * number of the last event applied, which makes applying an event twice a no-op.
 *
 * @param status     the coarse status the list filters on
 * @param state      the game's exact status as {@code GET /api/games/{id}} shows it (GameState.Status name)
 * @param turnUserId who has to act next: the nigiri owner, then the guesser; Black placing handicap stones; the
 *                   player to move; null while scoring (both players act) and once ended
 * @param nextColor  the colour to move when play continues (kept through scoring, so resuming knows it)
 * @param result     the SGF RE value ({@code B+R}, {@code W+3.5}, {@code 0}...), null until ended
 * @param endReason  GameResult.Reason name, null until ended
 */
public record GameSummary(String gameId, String ownerUserId, String ownerRank, String opponentUserId,
                          String opponentRank, String blackUserId, String whiteUserId, int size, String preset,
                          boolean rated, Status status, String state, String turnUserId, String nextColor,
                          int moveCount, Instant lastMoveAt, Instant lastActivityAt, String result, String endReason,
                          String originKind, String originReference, Instant createdAt, long version) {

    /** The list's statuses: the game's own, with the two nigiri steps and the marking phase grouped. */
    public enum Status {
        /** Colours are drawn by nigiri (parity chosen or not yet). */
        NIGIRI,
        /** Black places free handicap stones. */
        HANDICAP,
        PLAYING,
        /** Both passed: dead stones are being marked (or counted). */
        SCORING,
        ENDED;

        public boolean active() {
            return this != ENDED;
        }
    }

    /** Both players, known from creation even before nigiri decides the colours. */
    public List<String> players() {
        return List.of(ownerUserId, opponentUserId);
    }

    public String rankOf(String userId) {
        if (userId == null) {
            return null;
        }
        return userId.equals(ownerUserId) ? ownerRank : userId.equals(opponentUserId) ? opponentRank : null;
    }

    GameSummary next(Status status, String state, String turnUserId, String nextColor, int moveCount,
            Instant lastMoveAt, Instant at, long version) {
        return new GameSummary(gameId, ownerUserId, ownerRank, opponentUserId, opponentRank, blackUserId, whiteUserId,
                size, preset, rated, status, state, turnUserId, nextColor, moveCount, lastMoveAt, at, result,
                endReason, originKind, originReference, createdAt, version);
    }

    GameSummary touched(Instant at, long version) {
        return next(status, state, turnUserId, nextColor, moveCount, lastMoveAt, at, version);
    }

    GameSummary withColours(String black, String white) {
        return new GameSummary(gameId, ownerUserId, ownerRank, opponentUserId, opponentRank, black, white, size,
                preset, rated, status, state, turnUserId, nextColor, moveCount, lastMoveAt, lastActivityAt, result,
                endReason, originKind, originReference, createdAt, version);
    }

    GameSummary withResult(String result, String endReason) {
        return new GameSummary(gameId, ownerUserId, ownerRank, opponentUserId, opponentRank, blackUserId, whiteUserId,
                size, preset, rated, status, state, turnUserId, nextColor, moveCount, lastMoveAt, lastActivityAt,
                result, endReason, originKind, originReference, createdAt, version);
    }

    String userOf(String colour) {
        return "BLACK".equals(colour) ? blackUserId : "WHITE".equals(colour) ? whiteUserId : null;
    }
}
