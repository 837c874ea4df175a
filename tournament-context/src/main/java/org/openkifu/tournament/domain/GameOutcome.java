package org.openkifu.tournament.domain;

/**
 * The result of one tournament game as the tournament scores it.
 *
 * <ul>
 *   <li>a winner: 1 point to the winner, 0 to the loser, whatever the reason. Games ended by FORFEIT, ABANDONMENT
 *       or TIMEOUT count as played (the pair has met, the opponent counts in SOS); only the EGF export writes a
 *       FORFEIT as a free round, because the EGF must not rate a game that was never played;</li>
 *   <li>no winner and a counted reason (SCORE, MOVE_CAP): a draw (jigo), ½ each;</li>
 *   <li>no winner otherwise (VOID, CANCELLED, UNKNOWN, OTHER): a void game, 0 to both (OpenGotha's "both lose"),
 *       still a game played for the pairing rules. In a knock-out a void game decides nothing and is replayed.</li>
 * </ul>
 *
 * @param margin from the winner's point of view; 0 for a counted draw; null when the game was not counted
 */
public record GameOutcome(String gameId, String winnerUserId, FinishReason reason, Double margin) {

    public static GameOutcome of(String gameId, String winnerUserId, FinishReason reason, Double margin) {
        FinishReason r = reason == null ? FinishReason.UNKNOWN : reason;
        Double m = margin;
        if (winnerUserId == null && r.counted()) {
            m = 0.0;
        }
        if (!r.counted() && winnerUserId != null) {
            m = null;
        }
        return new GameOutcome(gameId, winnerUserId, r, m);
    }

    public boolean draw() {
        return winnerUserId == null && reason.counted();
    }

    public boolean hasWinner() {
        return winnerUserId != null;
    }

    /** Points for {@code userId} in half points: 2 a win, 1 a draw, 0 a loss or a void game. */
    public int halfPointsFor(String userId) {
        if (winnerUserId != null) {
            return winnerUserId.equals(userId) ? 2 : 0;
        }
        return draw() ? 1 : 0;
    }

    /** The margin from {@code userId}'s point of view, null when the game was not counted. */
    public Double marginFor(String userId) {
        if (margin == null) {
            return null;
        }
        if (winnerUserId == null) {
            return 0.0;
        }
        return winnerUserId.equals(userId) ? margin : -margin;
    }

    /** The same result, whatever the game id: a redelivery or a correction that changes nothing. */
    public boolean sameResultAs(GameOutcome other) {
        return other != null && java.util.Objects.equals(winnerUserId, other.winnerUserId) && reason == other.reason
                && java.util.Objects.equals(margin, other.margin);
    }
}
