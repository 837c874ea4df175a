package org.openkifu.tournament.domain;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.UUID;

/**
 * Deterministic ids for the games a tournament or a two-game match asks for. The same round, board and game number
 * always give the same request id, so a decision replayed or a request sent again names the same game.
 */
public final class TournamentIds {

    /** {@code origin.kind} of the game-requests contract. */
    public static final String TOURNAMENT_PAIRING = "TOURNAMENT_PAIRING";
    public static final String TWO_GAME_MATCH = "TWO_GAME_MATCH";

    private TournamentIds() {
    }

    /**
     * {@code tournament/{id}/round-{r}/board-{b}}, with {@code /game-{n}} when the board has more than one game (a
     * two-game match, a deciding or replayed knock-out game).
     */
    public static String requestId(String tournamentId, int round, int board, int gameNumber, boolean numbered) {
        String base = "tournament/" + tournamentId + "/round-" + round + "/board-" + board;
        return numbered || gameNumber > 1 ? base + "/game-" + gameNumber : base;
    }

    public static String matchRequestId(String matchId, int gameNumber) {
        return "two-game-match/" + matchId + "/game-" + gameNumber;
    }

    /**
     * The id the game context gives the game it creates for {@code requestId}: a name-based UUID of
     * {@code "openkifu:game:" + originKind + ":" + requestId} (docs/events.md, openkifu.game-requests). Repeated here
     * from the published contract, not imported: the contexts share no code.
     */
    public static String gameId(String originKind, String requestId) {
        return UUID.nameUUIDFromBytes(("openkifu:game:" + originKind + ":" + requestId).getBytes(StandardCharsets.UTF_8))
                .toString();
    }

    /**
     * Who takes Black in a deciding game: the first byte of SHA-256 of its request id, even means the board's first
     * player. Neither seed is favoured, nobody has to be online to draw stones, and anyone can check the draw.
     */
    public static boolean firstPlayerTakesBlack(String requestId) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(requestId.getBytes(StandardCharsets.UTF_8));
            return (digest[0] & 1) == 0;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
