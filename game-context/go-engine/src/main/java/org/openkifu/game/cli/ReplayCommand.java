package org.openkifu.game.cli;

import java.util.ArrayList;
import java.util.List;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Ruleset;
import org.openkifu.game.sgf.Replay;
import org.openkifu.game.sgf.SgfNode;
import org.openkifu.game.sgf.SgfReplay;

/** {@code kifu replay}: the final position of the main line, and what each move captured. */
final class ReplayCommand {

    private ReplayCommand() {
    }

    static Replay describe(SgfNode root, Ruleset rules, Json into) {
        Replay replay = SgfReplay.replay(root, rules, SgfReplay.DEFAULT_MAX_MOVES, false);
        int size = replay.info().size();
        List<List<String>> captures = new ArrayList<>(replay.moves().size());
        for (Replay.ReplayedMove move : replay.moves()) {
            captures.add(gtp(move.captured(), size));
        }
        into.put("size", size)
                .put("rules", replay.rules().id())
                .put("komi", replay.position().komi())
                .put("moves", replay.moves().size())
                .put("toMove", replay.toMove().sgf())
                .put("board", replay.board().rows())
                .put("prisoners", Json.object()
                        .put("black", replay.position().prisoners(Color.BLACK))
                        .put("white", replay.position().prisoners(Color.WHITE)))
                .put("captures", captures);
        return replay;
    }

    static List<String> gtp(Iterable<Point> points, int size) {
        List<String> out = new ArrayList<>();
        for (Point p : points) {
            out.add(p.toGtp(size));
        }
        return out;
    }
}
