package org.openkifu.game.scoring;

import java.util.Set;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.Ruleset;
import org.openkifu.game.rules.ScoringMethod;

/**
 * Counts a finished {@link Position} under its own {@link Ruleset}: the preset's scoring method,
 * its komi for the board size and handicap, White's handicap compensation under area counting,
 * and AGA pass stones (each pass hands the opponent a prisoner).
 */
public final class GameScorer {

    /** Seed 003 counts the final position as it stands: nothing is removed as dead. */
    private static final String TROMP_TAYLOR = "tromp-taylor";

    private GameScorer() {
    }

    /** With the dead stones the players agreed on (a marking phase). */
    public static ScoreResult score(Position game, Set<Point> deadStones) {
        Ruleset rules = game.rules();
        return Scorer.score(game.snapshot(), deadStones, rules.scoring(), komi(game), prisoners(game));
    }

    /**
     * Without a marking phase (ItsYourTurn, or a move cap reached): the estimator decides which
     * stones are dead, except under Tromp-Taylor, which removes none.
     */
    public static ScoreResult autoScore(Position game) {
        Set<Point> dead = removesDeadStones(game.rules()) ? DeadStoneEstimator.estimate(game.snapshot()) : Set.of();
        return score(game, dead);
    }

    static boolean removesDeadStones(Ruleset rules) {
        return !rules.id().equals(TROMP_TAYLOR);
    }

    static double komi(Position game) {
        Ruleset rules = game.rules();
        int compensation = rules.scoring() == ScoringMethod.AREA ? rules.handicapCompensation().points(game.handicap()) : 0;
        return game.komi() + compensation;
    }

    static Prisoners prisoners(Position game) {
        boolean passStones = game.rules().passStones();
        return new Prisoners(
                game.prisoners(Color.BLACK) + (passStones ? game.passes(Color.WHITE) : 0),
                game.prisoners(Color.WHITE) + (passStones ? game.passes(Color.BLACK) : 0));
    }
}
