package org.openkifu.game.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.Ruleset;
import org.openkifu.game.scoring.GameScorer;
import org.openkifu.game.scoring.GameScorer.DeadStones;
import org.openkifu.game.scoring.ScoreResult;
import org.openkifu.game.scoring.SideScore;
import org.openkifu.game.sgf.Replay;
import org.openkifu.game.sgf.SgfNode;

/**
 * {@code kifu score}: replays the record, then counts the final position through the scorer's one entry point
 * ({@link GameScorer#score}, as the live game does): the preset's scoring method, the record's komi (KM, else the
 * preset's) with the handicap compensation of area rules, AGA pass stones. Dead stones are the --dead points, or,
 * without them, what the scoring package's estimator finds.
 */
final class ScoreCommand {

    static final String DEAD_POINT_INVALID = "DEAD_POINT_INVALID";

    private ScoreCommand() {
    }

    static void describe(SgfNode root, Ruleset rules, String deadOption, Json into) {
        Replay replay = ReplayCommand.describe(root, rules, into);
        Position position = replay.position();
        int size = position.size();
        ScoreResult score = GameScorer.score(position,
                deadOption != null ? DeadStones.agreed(parseDead(deadOption, size)) : DeadStones.ESTIMATED);
        // keep the replay's keys, drop its per-move detail: a score line is about the end of the game
        into.remove("captures");
        into.put("result", score.sgfResult())
                .put("scoring", score.method().name())
                .put("score", Json.object().put("black", side(score.black())).put("white", side(score.white())))
                .put("dead", ReplayCommand.gtp(sorted(score.ownership().deadStones()), size))
                .put("deadSource", deadOption != null ? "given" : "estimated")
                .put("ownership", score.ownership().rows());
    }

    private static Json side(SideScore s) {
        return Json.object().put("territory", s.territory()).put("stones", s.stones()).put("stonesLost", s.stonesLost())
                .put("deadStones", s.deadStones()).put("komi", s.komi()).put("total", s.total());
    }

    /** GTP points separated by commas and/or spaces; checked against this board's size. */
    static Set<Point> parseDead(String text, int size) {
        Set<Point> points = new LinkedHashSet<>();
        for (String token : text.split("[,\\s]+")) {
            if (token.isEmpty()) {
                continue;
            }
            try {
                points.add(Point.fromGtp(token, size));
            } catch (IllegalArgumentException e) {
                throw new AnalysisException(DEAD_POINT_INVALID, "--dead: " + e.getMessage());
            }
        }
        return points;
    }

    private static List<Point> sorted(Set<Point> points) {
        List<Point> list = new ArrayList<>(points);
        list.sort((a, b) -> a.y() != b.y() ? Integer.compare(a.y(), b.y()) : Integer.compare(a.x(), b.x()));
        return list;
    }
}
