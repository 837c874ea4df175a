package org.openkifu.tournament.domain;

/**
 * What the organizer can decide for a game (OpenGotha's results): a win, a jigo, both lose, or a win by default
 * ({@code 1-0!} / {@code 0-1!}: no game was played). As {@link GameOutcome}s: a win has reason OTHER (no margin), a
 * jigo SCORE with margin 0, both lose VOID, a win by default FORFEIT, which the standings count as not played and
 * the EGF file writes with {@code !}.
 */
public enum ResultKind {
    BLACK_WINS,
    WHITE_WINS,
    JIGO,
    BOTH_LOSE,
    BLACK_WINS_BY_DEFAULT,
    WHITE_WINS_BY_DEFAULT;

    public GameOutcome outcome(String gameId, String blackUserId, String whiteUserId) {
        return switch (this) {
            case BLACK_WINS -> GameOutcome.of(gameId, blackUserId, FinishReason.OTHER, null);
            case WHITE_WINS -> GameOutcome.of(gameId, whiteUserId, FinishReason.OTHER, null);
            case JIGO -> GameOutcome.of(gameId, null, FinishReason.SCORE, 0.0);
            case BOTH_LOSE -> GameOutcome.of(gameId, null, FinishReason.VOID, null);
            case BLACK_WINS_BY_DEFAULT -> GameOutcome.of(gameId, blackUserId, FinishReason.FORFEIT, null);
            case WHITE_WINS_BY_DEFAULT -> GameOutcome.of(gameId, whiteUserId, FinishReason.FORFEIT, null);
        };
    }

    /** How the tournament scores {@code r} in these terms: what "a result that changes nothing" compares. */
    public static ResultKind of(GameOutcome r, String blackUserId) {
        if (r == null) {
            return null;
        }
        if (!r.hasWinner()) {
            return r.draw() ? JIGO : BOTH_LOSE;
        }
        boolean black = r.winnerUserId().equals(blackUserId);
        if (r.reason() == FinishReason.FORFEIT) {
            return black ? BLACK_WINS_BY_DEFAULT : WHITE_WINS_BY_DEFAULT;
        }
        return black ? BLACK_WINS : WHITE_WINS;
    }

    public boolean byDefault() {
        return this == BLACK_WINS_BY_DEFAULT || this == WHITE_WINS_BY_DEFAULT;
    }
}
