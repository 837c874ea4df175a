package org.openkifu.game.domain;

import java.math.BigDecimal;
import org.openkifu.game.rules.Color;

/**
 * How a game ended. {@code winner}/{@code winnerUserId} are both null for jigo (a draw) or a void
 * result; {@code winner} alone is null when a player ran away before colours were drawn.
 *
 * @param score the count for SCORE and MOVE_CAP endings, else null
 * @param sgf   the SGF RE value: "B+R", "W+T", "B+F", "W+3.5", "0" (jigo), "Void" (void or cancelled)
 */
public record GameResult(Color winner, String winnerUserId, Reason reason, ScoreBreakdown score, String sgf) {

    public enum Reason {
        RESIGNATION,
        TIMEOUT,
        /** Black&White "runaway": the player who left loses. */
        ABANDONMENT,
        /** Counted after both passes (automatic or agreed marking). */
        SCORE,
        /** ItsYourTurn's move cap: counted as it stands, the higher score wins. */
        MOVE_CAP,
        CAPTURE_GOAL,
        /** Set by an administrator, or an imported record's RE[Void]: no winner. */
        VOID,
        /**
         * The game never started: a player did not arrive (or nobody made the opening moves) before the start
         * deadline (docs/game.md, "Start"). No winner, SGF RE[Void], never rated.
         */
        CANCELLED,
        /** Imported record: won by forfeit (RE[B+F]). */
        FORFEIT,
        /** Imported record whose RE gives a winner but no reason (RE[B+]), or no result at all (RE[?], none). */
        UNKNOWN
    }

    /**
     * A result without a count. {@code winner} and {@code winnerUserId} both null: jigo (or void for
     * {@link Reason#VOID}); only {@code winner} null: a forfeit before colours were drawn.
     */
    public static GameResult of(Color winner, String winnerUserId, Reason reason) {
        if (reason == Reason.VOID || reason == Reason.CANCELLED) {
            return new GameResult(null, null, reason, null, "Void");
        }
        if (winnerUserId == null) {
            return new GameResult(null, null, reason, null, "0");
        }
        if (winner == null) {
            return new GameResult(null, winnerUserId, reason, null, "?");
        }
        String suffix = switch (reason) {
            case RESIGNATION -> "R";
            case TIMEOUT -> "T";
            case ABANDONMENT, FORFEIT -> "F";
            default -> "";
        };
        return new GameResult(winner, winnerUserId, reason, null, winner.sgf() + "+" + suffix);
    }

    public static GameResult counted(Reason reason, ScoreBreakdown score, String blackUserId, String whiteUserId) {
        int cmp = Double.compare(score.black().total(), score.white().total());
        if (cmp == 0) {
            return new GameResult(null, null, reason, score, "0");
        }
        Color winner = cmp > 0 ? Color.BLACK : Color.WHITE;
        String margin = BigDecimal.valueOf(score.margin()).stripTrailingZeros().toPlainString();
        return new GameResult(winner, winner == Color.BLACK ? blackUserId : whiteUserId, reason, score, winner.sgf() + "+" + margin);
    }

    public boolean noWinner() {
        return winnerUserId == null;
    }
}
