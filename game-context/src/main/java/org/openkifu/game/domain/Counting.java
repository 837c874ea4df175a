package org.openkifu.game.domain;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.ScoringMethod;
import org.openkifu.game.scoring.DeadStoneEstimator;
import org.openkifu.game.scoring.Prisoners;
import org.openkifu.game.scoring.ScoreResult;
import org.openkifu.game.scoring.Scorer;
import org.openkifu.game.scoring.SideScore;

/** The game's use of the scorer: counts a position with given or estimated dead stones. */
final class Counting {

    static final Comparator<Point> ORDER = Comparator.comparingInt(Point::y).thenComparingInt(Point::x);

    private Counting() {
    }

    static ScoreBreakdown count(Position position, List<Point> deadStones) {
        Prisoners prisoners = new Prisoners(position.prisoners(Color.BLACK), position.prisoners(Color.WHITE));
        ScoreResult r = Scorer.score(position.snapshot(), Set.copyOf(deadStones), position.rules().scoring(),
                position.komi(), prisoners);
        return new ScoreBreakdown(r.method(), side(r.black()), side(r.white()), sorted(deadStones));
    }

    /**
     * Automatic scoring (no marking phase). Under territory rules (ItsYourTurn) the estimator decides
     * the dead stones; under area rules that score automatically (Tromp-Taylor, capture go) the final
     * position counts as it stands. The rules table has no column for this yet; see the report.
     */
    static ScoreBreakdown countAutomatically(Position position) {
        List<Point> dead = position.rules().scoring() == ScoringMethod.TERRITORY
                ? new ArrayList<>(DeadStoneEstimator.estimate(position.snapshot()))
                : List.of();
        return count(position, dead);
    }

    static List<Point> sorted(Collection<Point> points) {
        List<Point> list = new ArrayList<>(new HashSet<>(points));
        list.sort(ORDER);
        return list;
    }

    private static ScoreBreakdown.Side side(SideScore s) {
        return new ScoreBreakdown.Side(s.territory(), s.stones(), s.stonesLost(), s.deadStones(), s.komi(), s.total());
    }
}
