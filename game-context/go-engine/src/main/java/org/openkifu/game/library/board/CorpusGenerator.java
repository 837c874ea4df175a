package org.openkifu.game.library.board;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Handicap;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.Ruleset;

/**
 * A reproducible corpus of legal games for tests and benchmarks (no large real collection can be downloaded here).
 * Game i of a corpus with seed s is always the same game, whatever the corpus's size: its random source is
 * {@code new SplittableRandom(s + i * 0x9E3779B97F4A7C15L)}. Method (docs/library.md):
 * <ul>
 *   <li>one game in ten (on 9x9 and larger) starts with 2 to 4 fixed handicap stones as setup, White to move;</li>
 *   <li>the first 6 moves are taken from the corner points on the 3rd to 5th lines (so openings, and corner
 *       patterns, recur across games); after that 70% of moves are within 2 lines of the last move, 15% near the
 *       mover's own last move, 15% anywhere;</li>
 *   <li>the rules engine ({@link Position}, Japanese rules) decides legality; a mover never fills its own eye (every
 *       neighbour its own stone or the edge); after 20 failed tries, or with 1% chance after move 20, it passes;</li>
 *   <li>the game ends after 45% to 75% of the board's points in moves, or after two passes in a row;</li>
 *   <li>the winner is decided by area (stones plus empty regions touching one colour only) with 6.5 komi (0.5 with
 *       handicap).</li>
 * </ul>
 */
public final class CorpusGenerator {

    private static final Ruleset RULES = RulePresets.byId("japanese");

    private CorpusGenerator() {
    }

    public static List<LibraryRecord> games(long seed, int count, int size) {
        List<LibraryRecord> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(game(seed, i, size));
        }
        return out;
    }

    public static LibraryRecord game(long seed, int i, int size) {
        SplittableRandom random = new SplittableRandom(seed + i * 0x9E3779B97F4A7C15L);
        Position position = new Position(RULES, size);
        List<Point> handicap = List.of();
        if (size >= 9 && random.nextInt(10) == 0) {
            handicap = Handicap.fixed(size, 2 + random.nextInt(3));
            position.setup(handicap, List.of(), List.of());
            position.setToMove(Color.WHITE);
        }
        int length = size * size * (45 + random.nextInt(31)) / 100;
        List<LibraryMove> moves = new ArrayList<>();
        Point[] last = new Point[2];
        boolean passed = false;
        while (moves.size() < length) {
            Color mover = position.toMove();
            Point p = moves.size() > 20 && random.nextInt(100) == 0 ? null : choose(position, random, moves.size(), last, mover);
            if (p == null) {
                position.pass(mover);
                moves.add(new LibraryMove(mover, null));
                if (passed) {
                    break;
                }
                passed = true;
                continue;
            }
            passed = false;
            moves.add(new LibraryMove(mover, p));
            last[mover.ordinal()] = p;
        }
        return new LibraryRecord("g" + seed + "-" + size + "-" + i, size, handicap, List.of(), moves,
                winner(position.snapshot(), handicap.isEmpty() ? 6.5 : 0.5));
    }

    /** Plays a chosen point and returns it, or returns null when no try succeeded (the mover passes). */
    private static Point choose(Position position, SplittableRandom random, int played, Point[] last, Color mover) {
        int n = position.size();
        Point previous = played == 0 ? null : last[mover.opposite().ordinal()];
        for (int attempt = 0; attempt < 20; attempt++) {
            int x;
            int y;
            int roll = random.nextInt(100);
            if (played < 6 && n >= 9) {
                int line = 2 + random.nextInt(Math.min(3, n / 2 - 2)); // the 3rd to 5th line, from 0
                int other = 2 + random.nextInt(Math.min(3, n / 2 - 2));
                x = random.nextBoolean() ? line : n - 1 - line;
                y = random.nextBoolean() ? other : n - 1 - other;
            } else if (previous != null && roll < 70) {
                x = previous.x() + random.nextInt(5) - 2;
                y = previous.y() + random.nextInt(5) - 2;
            } else if (last[mover.ordinal()] != null && roll < 85) {
                x = last[mover.ordinal()].x() + random.nextInt(5) - 2;
                y = last[mover.ordinal()].y() + random.nextInt(5) - 2;
            } else {
                x = random.nextInt(n);
                y = random.nextInt(n);
            }
            if (x < 0 || y < 0 || x >= n || y >= n || ownEye(position, mover, x, y)) {
                continue;
            }
            if (position.playFast(mover, x, y) == null) {
                return new Point(x, y);
            }
        }
        return null;
    }

    private static boolean ownEye(Position position, Color mover, int x, int y) {
        int n = position.size();
        int[][] around = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
        for (int[] a : around) {
            if (a[0] >= 0 && a[1] >= 0 && a[0] < n && a[1] < n && position.colorAt(new Point(a[0], a[1])) != mover) {
                return false;
            }
        }
        return true;
    }

    /** Area score: stones plus empty regions whose border holds one colour only; null on a tie. */
    static Color winner(BoardSnapshot board, double komi) {
        int n = board.size();
        byte[] cells = board.cells();
        boolean[] seen = new boolean[cells.length];
        int[] stack = new int[cells.length];
        double black = 0;
        double white = komi;
        for (int start = 0; start < cells.length; start++) {
            if (cells[start] == BoardSnapshot.BLACK) {
                black++;
            } else if (cells[start] == BoardSnapshot.WHITE) {
                white++;
            } else if (!seen[start]) {
                int region = 0;
                int borders = 0;
                int top = 0;
                stack[top++] = start;
                seen[start] = true;
                while (top > 0) {
                    int p = stack[--top];
                    region++;
                    int px = p % n;
                    int py = p / n;
                    int[] ns = {px > 0 ? p - 1 : -1, px < n - 1 ? p + 1 : -1, py > 0 ? p - n : -1, py < n - 1 ? p + n : -1};
                    for (int q : ns) {
                        if (q < 0) {
                            continue;
                        }
                        if (cells[q] == BoardSnapshot.EMPTY) {
                            if (!seen[q]) {
                                seen[q] = true;
                                stack[top++] = q;
                            }
                        } else {
                            borders |= cells[q];
                        }
                    }
                }
                if (borders == BoardSnapshot.BLACK) {
                    black += region;
                } else if (borders == BoardSnapshot.WHITE) {
                    white += region;
                }
            }
        }
        return black > white ? Color.BLACK : white > black ? Color.WHITE : null;
    }
}
