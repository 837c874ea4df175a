package org.openkifu.game.domain;

import java.util.List;
import org.openkifu.game.rules.Handicap;
import org.openkifu.game.rules.Ruleset;

/** Black&White's defaults from the two ranks: the game type, who takes White, and the handicap. */
public final class GameTypeSelection {

    private GameTypeSelection() {
    }

    /** Same rank: Ho-sun; one or two apart: Jung-sun; more: Handicap. */
    public static GameType byRanks(Rank a, Rank b) {
        int difference = Math.abs(a.value() - b.value());
        return difference == 0 ? GameType.HO_SUN : difference <= 2 ? GameType.JUNG_SUN : GameType.HANDICAP;
    }

    /**
     * The default number of handicap stones for a rank difference: the difference itself, or the
     * largest count at most that big that the rules allow on this board (B&W: 2..7, 9, 13, 21, 25;
     * 9x9 has patterns up to 9 stones). The players may agree on another count at creation.
     */
    public static int defaultHandicap(int rankDifference, Ruleset rules, int size) {
        List<Integer> counts = Handicap.supportedCounts(size);
        int best = 0;
        for (int n : counts) {
            boolean allowed = rules.handicapCounts().isEmpty() || rules.handicapCounts().contains(n);
            if (allowed && n <= rankDifference && n > best) {
                best = n;
            }
        }
        if (best == 0) {
            throw new GameRuleViolation(GameRuleViolation.INVALID_HANDICAP, "no handicap of at most " + rankDifference
                    + " stones is possible on " + size + "x" + size + " under '" + rules.id() + "'");
        }
        return best;
    }
}
