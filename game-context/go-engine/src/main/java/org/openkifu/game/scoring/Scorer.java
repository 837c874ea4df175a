package org.openkifu.game.scoring;

import java.util.Set;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.ScoringMethod;

/**
 * Counts a finished game. Pure functions: the same input always gives the same result.
 *
 * <p>Dead stones are taken off first (under territory scoring they become the opponent's
 * prisoners). An empty region reached only by one colour is that colour's; one reached by both
 * (or neither) is dame. Komi goes to White. See {@link SideScore} for the two formulas and
 * {@link Seki} for how seki is recognised.
 */
public final class Scorer {

    private Scorer() {
    }

    /**
     * @param board      the final position, dead stones still on it
     * @param deadStones points of stones to remove as dead (either colour)
     * @param method     area or territory counting
     * @param komi       points given to White (may be 0 or negative)
     * @param prisoners  stones captured during play
     */
    public static ScoreResult score(BoardSnapshot board, Set<Point> deadStones, ScoringMethod method,
                                    double komi, Prisoners prisoners) {
        requireInput(board, deadStones, method, prisoners);
        if (Double.isNaN(komi) || Double.isInfinite(komi)) {
            throw new ScoringException(ScoringException.Code.SCORE_INVALID_KOMI, "komi must be a finite number, not " + komi);
        }
        int size = board.size();
        boolean[] dead = new boolean[size * size];
        for (Point p : deadStones) {
            if (!p.isOn(size)) {
                throw new ScoringException(ScoringException.Code.SCORE_POINT_OFF_BOARD,
                        "dead stone " + p.toSgf() + " is off the " + size + "x" + size + " board");
            }
            if (board.cell(p.index(size)) == BoardSnapshot.EMPTY) {
                throw new ScoringException(ScoringException.Code.SCORE_DEAD_STONE_ON_EMPTY_POINT,
                        "point " + p.toSgf() + " (" + p.toGtp(size) + ") is marked dead but has no stone");
            }
            dead[p.index(size)] = true;
        }
        return count(board, dead, method, komi, prisoners);
    }

    /**
     * Scores without a marking phase, as ItsYourTurn does: the dead stones are those
     * {@link DeadStoneEstimator#estimate(BoardSnapshot)} finds.
     */
    public static ScoreResult autoScore(BoardSnapshot board, ScoringMethod method, double komi, Prisoners prisoners) {
        requireInput(board, Set.of(), method, prisoners);
        return score(board, DeadStoneEstimator.estimate(board), method, komi, prisoners);
    }

    private static void requireInput(BoardSnapshot board, Set<Point> deadStones, ScoringMethod method, Prisoners prisoners) {
        if (board == null || deadStones == null || method == null || prisoners == null) {
            throw new ScoringException(ScoringException.Code.SCORE_MISSING_INPUT,
                    "board, dead stones, scoring method and prisoners are all required (use an empty set / Prisoners.NONE)");
        }
    }

    static ScoreResult count(BoardSnapshot board, boolean[] dead, ScoringMethod method, double komi, Prisoners prisoners) {
        Grid grid = Grid.of(board.size());
        int n = grid.points;
        byte[] cells = board.cells();
        int deadBlack = 0;
        int deadWhite = 0;
        for (int i = 0; i < n; i++) {
            if (dead[i]) {
                if (cells[i] == BoardSnapshot.BLACK) {
                    deadBlack++;
                } else {
                    deadWhite++;
                }
                cells[i] = BoardSnapshot.EMPTY;
            }
        }
        ChainMap chains = new ChainMap(grid, cells);
        boolean[] sekiPoint = new boolean[n];
        boolean[] chainInSeki = Seki.find(chains, sekiPoint);
        byte[] owner = new byte[n];
        int[] region = new int[n];
        int[] stack = new int[n];
        int[] members = new int[n];
        for (int start = 0; start < n; start++) {
            if (cells[start] != BoardSnapshot.EMPTY || region[start] != 0) {
                continue;
            }
            // Flood one empty region, noting which colours reach it and whether a chain in seki borders it.
            int top = 0;
            int found = 0;
            stack[top++] = start;
            region[start] = 1;
            boolean reachesBlack = false;
            boolean reachesWhite = false;
            boolean bordersSeki = false;
            while (top > 0) {
                int p = stack[--top];
                members[found++] = p;
                for (int k = 4 * p; k < 4 * p + 4; k++) {
                    int q = grid.adjacent[k];
                    if (q < 0) {
                        continue;
                    }
                    if (cells[q] == BoardSnapshot.EMPTY) {
                        if (region[q] == 0) {
                            region[q] = 1;
                            stack[top++] = q;
                        }
                    } else {
                        reachesBlack |= cells[q] == BoardSnapshot.BLACK;
                        reachesWhite |= cells[q] == BoardSnapshot.WHITE;
                        bordersSeki |= chainInSeki[chains.chainOf[q]];
                    }
                }
            }
            Owner regionOwner;
            if (reachesBlack == reachesWhite) {
                regionOwner = Owner.NEUTRAL;
            } else if (bordersSeki && method == ScoringMethod.TERRITORY) {
                regionOwner = Owner.SEKI;
            } else {
                regionOwner = reachesBlack ? Owner.BLACK : Owner.WHITE;
            }
            for (int i = 0; i < found; i++) {
                int p = members[i];
                owner[p] = (byte) (sekiPoint[p] ? Owner.SEKI : regionOwner).ordinal();
            }
        }
        int blackTerritory = 0;
        int whiteTerritory = 0;
        int blackStones = 0;
        int whiteStones = 0;
        for (int i = 0; i < n; i++) {
            if (cells[i] == BoardSnapshot.BLACK) {
                owner[i] = (byte) Owner.BLACK.ordinal();
                blackStones++;
            } else if (cells[i] == BoardSnapshot.WHITE) {
                owner[i] = (byte) Owner.WHITE.ordinal();
                whiteStones++;
            } else if (owner[i] == Owner.BLACK.ordinal()) {
                blackTerritory++;
            } else if (owner[i] == Owner.WHITE.ordinal()) {
                whiteTerritory++;
            }
        }
        SideScore black = side(method, blackTerritory, blackStones, prisoners.capturedByWhite(), deadBlack, 0);
        SideScore white = side(method, whiteTerritory, whiteStones, prisoners.capturedByBlack(), deadWhite, komi);
        return new ScoreResult(method, black, white, new Ownership(board, owner, dead));
    }

    private static SideScore side(ScoringMethod method, int territory, int stones, int lost, int dead, double komi) {
        double total = switch (method) {
            case AREA -> stones + territory + komi;
            case TERRITORY -> territory - lost - dead + komi;
        };
        return new SideScore(territory, stones, lost, dead, komi, total);
    }
}
