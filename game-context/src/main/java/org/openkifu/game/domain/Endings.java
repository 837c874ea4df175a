package org.openkifu.game.domain;

import java.time.Instant;
import java.util.List;
import org.openkifu.game.domain.GameEvent.ClockTimedOut;
import org.openkifu.game.domain.GameEvent.DeadStonesMarked;
import org.openkifu.game.domain.GameEvent.GameAbandoned;
import org.openkifu.game.domain.GameEvent.GameEnded;
import org.openkifu.game.domain.GameEvent.Resigned;
import org.openkifu.game.domain.GameEvent.ScoringMode;
import org.openkifu.game.domain.GameEvent.ScoringStarted;
import org.openkifu.game.domain.GameResult.Reason;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Phase;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.scoring.GameScorer;
import org.openkifu.game.scoring.GameScorer.DeadStones;
import org.openkifu.game.scoring.ScoreResult;
import org.openkifu.game.scoring.SideScore;

/**
 * Every way a game ends (and the count a marking phase starts from), in one place: each {@link GameEnded} is built here (an ArchUnit rule keeps it so), and every
 * counted result comes from the scorer's one entry point, {@link GameScorer#score}. The commands that lead to an end
 * (a resignation, a flag, an acceptance, a move that ends the game, an import) decide whether it may happen; this
 * class decides what the result is.
 */
final class Endings {

    /** Who proposes the first dead stones of a marking phase: not a player, so the proposal accepts nothing. */
    static final String ESTIMATOR = "system:estimator";

    private Endings() {
    }

    /** The player resigns; the opponent wins. */
    static List<GameEvent> resignation(GameState s, Color resigning, String resignedBy, Instant now) {
        Color winner = resigning.opposite();
        return List.of(new Resigned(s.gameId(), resigning, resignedBy, now),
                ended(s, GameResult.of(winner, s.userOf(winner), Reason.RESIGNATION), now));
    }

    /** The side to move's time ran out; the opponent wins. */
    static List<GameEvent> timeout(GameState s, Instant now) {
        Color loser = s.clock().running();
        Color winner = loser.opposite();
        return List.of(new ClockTimedOut(s.gameId(), loser, s.userOf(loser), s.clock().deadline(), now),
                ended(s, GameResult.of(winner, s.userOf(winner), Reason.TIMEOUT), now));
    }

    /** The game did not start before its start deadline (docs/game.md, "Start"): no winner, no rating. */
    static List<GameEvent> cancelled(GameState s, Instant now) {
        return List.of(ended(s, GameResult.of(null, null, Reason.CANCELLED), now));
    }

    /** The context that asked for the game cancelled it before any move: no winner, no rating (CancelGame). */
    static List<GameEvent> cancelledOnRequest(GameState s, String requestId, String reason, Instant now) {
        return List.of(new GameEvent.GameCancelled(s.gameId(), requestId, reason, now),
                ended(s, GameResult.of(null, null, Reason.CANCELLED), now));
    }

    /** Black&White "runaway": the player who left loses (no colour when it happened before nigiri). */
    static List<GameEvent> abandonment(GameState s, String abandonedBy, String reportedBy, Instant now) {
        Color color = s.colorOf(abandonedBy);
        Color winner = color == null ? null : color.opposite();
        return List.of(new GameAbandoned(s.gameId(), abandonedBy, color, reportedBy, now),
                ended(s, GameResult.of(winner, s.setup().otherPlayer(abandonedBy), Reason.ABANDONMENT), now));
    }

    /** Both players accepted these dead stones: the game is counted with them. */
    static GameEvent agreedScore(GameState s, List<Point> deadStones, Instant now) {
        return ended(s, counted(s, Reason.SCORE, s.position(), DeadStones.agreed(deadStones)), now);
    }

    /**
     * What the engine's phase after a move (live or imported) means: the marking phase, an automatic count after two
     * passes (dead stones as the rules decide: the estimator under ItsYourTurn, none under Tromp-Taylor), the move cap
     * (counted the same way, ItsYourTurn's "the higher scorer wins") or the capture goal. Nothing while play goes on.
     *
     * @param s the state before the move (players and id)
     * @param p the position after it
     */
    static List<GameEvent> afterMove(GameState s, Position p, Instant now) {
        String id = s.gameId();
        if (p.phase() == Phase.MARKING) {
            return List.of(new ScoringStarted(id, ScoringMode.MARKING, now), proposal(id, p, now));
        }
        if (p.phase() != Phase.ENDED) {
            return List.of();
        }
        return switch (p.endReason()) {
            case PASSES -> List.of(new ScoringStarted(id, ScoringMode.AUTOMATIC, now),
                    ended(s, counted(s, Reason.SCORE, p, DeadStones.BY_RULES), now));
            case MOVE_CAP -> List.of(new ScoringStarted(id, ScoringMode.AUTOMATIC, now),
                    ended(s, counted(s, Reason.MOVE_CAP, p, DeadStones.BY_RULES), now));
            case CAPTURE_GOAL -> List.of(
                    ended(s, GameResult.of(p.captureWinner(), s.userOf(p.captureWinner()), Reason.CAPTURE_GOAL), now));
        };
    }

    /**
     * An imported record's RE, when the rules did not end the game already. A resignation is recorded as the loser
     * resigning; time, forfeit, score, draw, void and unknown as {@code GameEnded} alone: the record has no clock to
     * flag and no agreed dead stones, so a score is the record's margin without a breakdown. No usable RE ends as
     * unknown ("?"): an imported game is never left open for moves.
     */
    static List<GameEvent> imported(GameState s, org.openkifu.game.sgf.SgfResult re, Instant now) {
        if (re == null) {
            return List.of(ended(s, new GameResult(null, null, Reason.UNKNOWN, null, "?"), now));
        }
        Color winner = re.winner();
        if (re.kind() == org.openkifu.game.sgf.SgfResult.Kind.RESIGNATION) {
            return resignation(s, winner.opposite(), s.userOf(winner.opposite()), now);
        }
        Reason reason = switch (re.kind()) {
            case RESIGNATION -> Reason.RESIGNATION;
            case TIME -> Reason.TIMEOUT;
            case FORFEIT -> Reason.FORFEIT;
            case SCORE, DRAW -> Reason.SCORE;
            case VOID -> Reason.VOID;
            case WIN, UNKNOWN -> Reason.UNKNOWN;
        };
        String winnerId = winner == null ? null : s.userOf(winner);
        return List.of(ended(s, new GameResult(winner, winnerId, reason, null, re.toSgf()), now));
    }

    /** An administrator's verdict on a finished game: a new result for {@code ResultCorrected}; the game ended once. */
    static GameResult corrected(GameState s, Color winner, Reason reason) {
        return GameResult.of(winner, winner == null ? null : s.userOf(winner), reason);
    }

    /**
     * The marking phase opens with the dead-stone estimator's guess proposed (about 98 % agreement with GNU Go,
     * docs/scoring.md), as OGS does: the players accept it or change it, and nobody has accepted it yet.
     */
    private static GameEvent proposal(String gameId, Position p, Instant now) {
        ScoreResult estimate = GameScorer.score(p, DeadStones.ESTIMATED);
        return new DeadStonesMarked(gameId, ESTIMATOR, PointOrder.sorted(estimate.ownership().deadStones()), now);
    }

    /** The count as the game records it: the scorer's one entry point, the dead stones in event order. */
    static ScoreBreakdown count(Position finalPosition, DeadStones deadStones) {
        ScoreResult r = GameScorer.score(finalPosition, deadStones);
        return new ScoreBreakdown(r.method(), side(r.black()), side(r.white()),
                PointOrder.sorted(r.ownership().deadStones()));
    }

    private static GameResult counted(GameState s, Reason reason, Position p, DeadStones deadStones) {
        return GameResult.counted(reason, count(p, deadStones), s.blackUserId(), s.whiteUserId());
    }

    private static GameEnded ended(GameState s, GameResult result, Instant now) {
        return new GameEnded(s.gameId(), result, now);
    }

    private static ScoreBreakdown.Side side(SideScore s) {
        return new ScoreBreakdown.Side(s.territory(), s.stones(), s.stonesLost(), s.deadStones(), s.komi(), s.total());
    }
}
