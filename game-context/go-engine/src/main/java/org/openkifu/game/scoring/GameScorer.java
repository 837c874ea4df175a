package org.openkifu.game.scoring;

import java.util.Collection;
import java.util.Set;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.PassEnding;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.Ruleset;
import org.openkifu.game.rules.ScoringMethod;

/**
 * The one way a finished game is counted: the live game (its ending after marking, automatic scoring, the move cap),
 * imports, the analyst CLI and the game page all call {@link #score}, so a game scores the same wherever it is shown.
 *
 * <p>Everything the count needs comes from the final {@link Position}: the rules (scoring method, handicap
 * compensation, pass stones), the komi in force (the preset's for the size and handicap, or the game's override),
 * the handicap, the prisoners and the passes. {@link Scorer} underneath counts a bare board and knows no rules.
 */
public final class GameScorer {

    private GameScorer() {
    }

    /** Which stones are removed as dead before counting. */
    public sealed interface DeadStones {

        /** Nobody marked: the rules decide (see {@link GameScorer#removesNone}), otherwise the estimator. */
        DeadStones BY_RULES = new ByRules();
        /** The estimator, whatever the rules: the analyst's guess for a record nobody marked. */
        DeadStones ESTIMATED = new Estimated();

        /** The stones the players agreed on in the marking phase, or that an analyst gave. */
        static DeadStones agreed(Collection<Point> points) {
            if (points == null || points.stream().anyMatch(java.util.Objects::isNull)) {
                throw new ScoringException(ScoringException.Code.SCORE_MISSING_INPUT,
                        "agreed dead stones are a list of points (an empty one: none are dead)");
            }
            return new Agreed(Set.copyOf(points));
        }

        record Agreed(Set<Point> points) implements DeadStones {
        }

        record ByRules() implements DeadStones {
        }

        record Estimated() implements DeadStones {
        }
    }

    /**
     * Counts a finished game.
     *
     * <ul>
     *   <li>The preset's method: AREA {@code stones + territory + komi}; TERRITORY (the ItsYourTurn formula)
     *       {@code territory - own stones captured - own dead stones + komi}.</li>
     *   <li>White's komi is the position's komi plus, under area counting, the handicap compensation: chinese one
     *       point per handicap stone, aga one per stone after the first ({@code SideScore.komi} shows the sum).</li>
     *   <li>AGA pass stones: each pass hands the opponent one prisoner (shown in {@code stonesLost}; under area
     *       counting prisoners do not change the totals, which is why AGA's area and territory counts agree).</li>
     * </ul>
     *
     * @param finalPosition the position the game ended on (dead stones still on the board)
     * @param deadStones    agreed, by the rules, or estimated
     * @return each side's breakdown, the ownership of every point, the winner and the margin
     * @throws ScoringException SCORE_DEAD_STONE_ON_EMPTY_POINT / SCORE_POINT_OFF_BOARD for agreed points that are not
     *                          stones, SCORE_INVALID_KOMI, SCORE_MISSING_INPUT
     */
    public static ScoreResult score(Position finalPosition, DeadStones deadStones) {
        if (finalPosition == null || deadStones == null) {
            throw new ScoringException(ScoringException.Code.SCORE_MISSING_INPUT, "a final position and its dead stones are required");
        }
        Ruleset rules = finalPosition.rules();
        Set<Point> dead;
        if (deadStones instanceof DeadStones.Agreed agreed) {
            dead = agreed.points();
        } else if (deadStones instanceof DeadStones.ByRules && removesNone(rules)) {
            dead = Set.of();
        } else {
            dead = DeadStoneEstimator.estimate(finalPosition.snapshot());
        }
        return Scorer.score(finalPosition.snapshot(), dead, rules.scoring(), komi(finalPosition), prisoners(finalPosition));
    }

    /**
     * Rules that count the final position as it stands when nobody marks: area counting that ends at two passes
     * without a marking phase (Tromp-Taylor, seed 003; capture go that ended by passes). Territory rules that score
     * at once (ItsYourTurn) need the estimator: their territory is only territory once the dead stones are off.
     */
    static boolean removesNone(Ruleset rules) {
        return rules.scoring() == ScoringMethod.AREA && rules.passEnding() == PassEnding.SCORE_AUTOMATICALLY;
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
