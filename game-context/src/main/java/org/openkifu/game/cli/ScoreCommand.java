package org.openkifu.game.cli;

import org.openkifu.game.rules.Ruleset;
import org.openkifu.game.sgf.SgfException;
import org.openkifu.game.sgf.SgfNode;

/** {@code kifu score}: waits for the scoring package (branch scoring) to be merged. */
final class ScoreCommand {

    private ScoreCommand() {
    }

    static void describe(SgfNode root, Ruleset rules, String dead, Json into) {
        throw new SgfException("SCORING_UNAVAILABLE", "scoring is not built into this version yet");
    }
}
