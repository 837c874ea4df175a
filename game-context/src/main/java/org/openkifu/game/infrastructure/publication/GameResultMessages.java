package org.openkifu.game.infrastructure.publication;

import java.math.BigDecimal;
import java.time.Instant;

import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameSetup;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.PlayedMove;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.rules.Color;

/**
 * The two facts a ladder or a tournament needs about a game's result, without folding the game: version 1 of
 * {@code GameFinished} and {@code GameResultCorrected} on {@code openkifu.game-results} (docs/events.md; schemas in
 * {@code contracts/game/v1}). Built from the game's state as of the ending (or correction) event.
 */
public final class GameResultMessages {

    public static final int VERSION = 1;
    /** Fewer plays than this by either colour and the game counts for no rating and no ladder (docs/game.md). */
    public static final int MIN_PLAYS_EACH = 2;

    private GameResultMessages() {
    }

    public record PlayerRef(String userId, String rank) {
    }

    public record OriginRef(String kind, String reference) {
    }

    /**
     * @param winner       {@code BLACK}, {@code WHITE}, or null for a draw, a void or cancelled game
     * @param reason       SCORE, RESIGNATION, TIMEOUT, FORFEIT, ABANDONMENT, MOVE_CAP, CAPTURE_GOAL, VOID, CANCELLED,
     *                     UNKNOWN (imported records without a reason); consumers treat values they do not know as "other"
     * @param margin       points between the two counts for SCORE and MOVE_CAP (0 for jigo), else null
     */
    public record ResultRef(String winner, String winnerUserId, String loserUserId, String reason, Double margin,
                            String sgf) {
    }

    /** The facts of the game itself, the same in both messages. */
    public record GameFacts(String gameId, OriginRef origin, PlayerRef black, PlayerRef white, int size,
                            String preset, double komi, int handicap, String gameType, TimeControl timeControl,
                            boolean rated, int moves, int blackPlays, int whitePlays, Instant startedAt) {
    }

    public record GameFinished(String type, int version, String messageId, String gameId, OriginRef origin,
                               PlayerRef black, PlayerRef white, int size, String preset, double komi, int handicap,
                               String gameType, TimeControl timeControl, boolean rated, boolean countsForRating,
                               boolean countsForStanding, ResultRef result, int moves, Instant startedAt,
                               Instant endedAt) {
    }

    public record GameResultCorrected(String type, int version, String messageId, String gameId, OriginRef origin,
                                      PlayerRef black, PlayerRef white, int size, String preset, double komi,
                                      int handicap, String gameType, TimeControl timeControl, boolean rated,
                                      boolean countsForRating, boolean countsForStanding,
                                      ResultRef previousResult, ResultRef result,
                                      String correctedBy, String note, int moves, Instant startedAt,
                                      Instant correctedAt, Instant endedAt) {
    }

    public static GameFinished finished(String messageId, GameState state, Instant endedAt) {
        GameFacts f = facts(state);
        return new GameFinished("GameFinished", VERSION, messageId, f.gameId(), f.origin(), f.black(), f.white(),
                f.size(), f.preset(), f.komi(), f.handicap(), f.gameType(), f.timeControl(), f.rated(),
                countsForRating(f, state.result()), countsForStanding(f, state.result()), result(state.result(), state),
                f.moves(), f.startedAt(), endedAt);
    }

    /** @param endedAt when the game ended (added within v1: the corrected game's own end, not the correction's) */
    public static GameResultCorrected corrected(String messageId, GameState state, GameResult previous,
            GameResult corrected, String correctedBy, String note, Instant at, Instant endedAt) {
        GameFacts f = facts(state);
        return new GameResultCorrected("GameResultCorrected", VERSION, messageId, f.gameId(), f.origin(), f.black(),
                f.white(), f.size(), f.preset(), f.komi(), f.handicap(), f.gameType(), f.timeControl(), f.rated(),
                countsForRating(f, corrected), countsForStanding(f, corrected), result(previous, state),
                result(corrected, state), correctedBy, note,
                f.moves(), f.startedAt(), at, endedAt);
    }

    static GameFacts facts(GameState state) {
        GameSetup setup = state.setup();
        int black = 0;
        int white = 0;
        for (PlayedMove move : state.moves()) {
            if (move.point() != null) {
                if (move.color() == Color.BLACK) {
                    black++;
                } else {
                    white++;
                }
            }
        }
        return new GameFacts(setup.gameId(), new OriginRef(setup.origin().kind().name(), setup.origin().reference()),
                player(setup, state.blackUserId()), player(setup, state.whiteUserId()), setup.size(),
                setup.rules().presetId(), setup.komi(), setup.handicap(), setup.gameType().name(),
                setup.timeControl(), setup.rated(), state.moveCount(), black, white, setup.createdAt());
    }

    /**
     * Rated, decided by play (not void, cancelled or of unknown reason), and each colour played at least
     * {@value #MIN_PLAYS_EACH} stones: a game abandoned or resigned at once proves nothing about strength.
     */
    static boolean countsForRating(GameFacts facts, GameResult result) {
        return facts.rated() && countsForStanding(facts, result);
    }

    /**
     * Whether the result may move a ladder (or any standing built from results), rated or not: decided by play and
     * each colour played at least {@value #MIN_PLAYS_EACH} stones. {@link #countsForRating} is this and {@code rated}:
     * an unrated ladder still moves its players on a played game (docs/events.md).
     */
    static boolean countsForStanding(GameFacts facts, GameResult result) {
        if (result == null) {
            return false;
        }
        String reason = result.reason().name();
        if (reason.equals("VOID") || reason.equals("CANCELLED") || reason.equals("UNKNOWN")) {
            return false;
        }
        return facts.blackPlays() >= MIN_PLAYS_EACH && facts.whitePlays() >= MIN_PLAYS_EACH;
    }

    static ResultRef result(GameResult r, GameState state) {
        if (r == null) {
            return null;
        }
        String loser = r.winnerUserId() == null ? null
                : r.winnerUserId().equals(state.blackUserId()) ? state.whiteUserId()
                : r.winnerUserId().equals(state.whiteUserId()) ? state.blackUserId() : null;
        return new ResultRef(r.winner() == null ? null : r.winner().name(), r.winnerUserId(), loser, r.reason().name(),
                margin(r), r.sgf());
    }

    /** The count's difference when there is one; an imported record's RE gives it as text ("W+3.5"). */
    static Double margin(GameResult r) {
        if (r.score() != null) {
            return Math.abs(r.score().black().total() - r.score().white().total());
        }
        if (r.reason() != GameResult.Reason.SCORE && r.reason() != GameResult.Reason.MOVE_CAP) {
            return null;
        }
        if ("0".equals(r.sgf())) {
            return 0.0;
        }
        int plus = r.sgf() == null ? -1 : r.sgf().indexOf('+');
        try {
            return plus < 0 ? null : new BigDecimal(r.sgf().substring(plus + 1)).doubleValue();
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static PlayerRef player(GameSetup setup, String userId) {
        if (userId == null) {
            return null;
        }
        Player p = userId.equals(setup.owner().userId()) ? setup.owner() : setup.opponent();
        return new PlayerRef(p.userId(), p.rank());
    }
}
