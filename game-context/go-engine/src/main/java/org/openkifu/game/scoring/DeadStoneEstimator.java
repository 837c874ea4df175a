package org.openkifu.game.scoring;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Point;

/**
 * Guesses the dead stones of a finished game, for sites that count without a marking phase
 * (ItsYourTurn). Deterministic, no search, linear-ish in the board size.
 *
 * <ol>
 *   <li>Benson ({@link UnconditionalLife}): pass-alive chains are never dead; opponent stones in the
 *       regions they enclose without room for an eye are always dead.</li>
 *   <li>For each colour W and each W-region R (connected points without a live W stone), the
 *       opponent's live stones in R are judged together. They live if a pass-alive chain is among
 *       them or they have two eyes in R (an eye: a group of empty points touched only by them; one
 *       of four or more points other than the 2x2 square counts as two). Otherwise they are dead
 *       when W has room of its own in R (an empty point not touching them), i.e. R is W's
 *       territory with invaders in it.</li>
 *   <li>With no such room, every empty point of R is shared: a capture race or a seki. They are
 *       dead only if the weakest W chain around R has more liberties than their weakest chain;
 *       with equal liberties it is seki, and both sides stay alive.</li>
 * </ol>
 * Both colours are judged on the same state each round; then the dead stones are lifted and step 2
 * repeats until nothing changes (at most four rounds).
 */
public final class DeadStoneEstimator {

    private static final int MAX_ROUNDS = 4;

    private DeadStoneEstimator() {
    }

    public static Set<Point> estimate(BoardSnapshot board) {
        boolean[] dead = estimateMask(board);
        Set<Point> out = new LinkedHashSet<>();
        for (int i = 0; i < dead.length; i++) {
            if (dead[i]) {
                out.add(Point.ofIndex(i, board.size()));
            }
        }
        return Collections.unmodifiableSet(out);
    }

    static boolean[] estimateMask(BoardSnapshot board) {
        Grid grid = Grid.of(board.size());
        byte[] cells = board.cells();
        ChainMap chains = new ChainMap(grid, cells);
        UnconditionalLife life = UnconditionalLife.of(board);
        int n = grid.points;
        boolean[] dead = new boolean[n];
        for (int p = 0; p < n; p++) {
            if (cells[p] == BoardSnapshot.BLACK && life.territory[1][p]
                    || cells[p] == BoardSnapshot.WHITE && life.territory[0][p]) {
                dead[p] = true;
            }
        }
        RegionJudge judge = new RegionJudge(grid, cells, chains, life.passAlive, dead);
        for (int round = 0; round < MAX_ROUNDS; round++) {
            // Both colours are judged against the same state and the verdicts applied together,
            // so the answer does not depend on which colour is looked at first.
            boolean changed = judge.judgeRegions(BoardSnapshot.BLACK);
            changed |= judge.judgeRegions(BoardSnapshot.WHITE);
            if (!changed) {
                break;
            }
            for (int p = 0; p < n; p++) {
                dead[p] |= judge.dying[p];
            }
        }
        return dead;
    }
}
