package org.openkifu.game.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.ScoringMethod;

/** Invariants over many random boards (fixed seeds, so a failure is reproducible). */
class ScoringInvariantsTest {

    static IntStream seeds() {
        return IntStream.range(0, 300);
    }

    /** A random board; stones are not checked for liberties, the counting does not need them. */
    static BoardSnapshot randomBoard(long seed) {
        Random random = new Random(seed);
        int size = new int[] {5, 7, 9, 13, 19}[random.nextInt(5)];
        double fill = 0.2 + 0.6 * random.nextDouble();
        byte[] cells = new byte[size * size];
        for (int i = 0; i < cells.length; i++) {
            if (random.nextDouble() < fill) {
                cells[i] = random.nextBoolean() ? BoardSnapshot.BLACK : BoardSnapshot.WHITE;
            }
        }
        return new BoardSnapshot(size, cells);
    }

    static BoardSnapshot swapColours(BoardSnapshot board) {
        byte[] cells = board.cells();
        for (int i = 0; i < cells.length; i++) {
            cells[i] = cells[i] == BoardSnapshot.BLACK ? BoardSnapshot.WHITE
                    : cells[i] == BoardSnapshot.WHITE ? BoardSnapshot.BLACK : BoardSnapshot.EMPTY;
        }
        return new BoardSnapshot(board.size(), cells);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyPointHasExactlyOneOwnerAndAreaAddsUp(long seed) {
        BoardSnapshot board = randomBoard(seed);
        Set<Point> dead = DeadStoneEstimator.estimate(board);
        ScoreResult area = Scorer.score(board, dead, ScoringMethod.AREA, 0, Prisoners.NONE);
        Map<Owner, Integer> counts = area.ownership().counts();
        int points = board.size() * board.size();
        assertThat(counts.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(points);
        assertThat(area.black().total() + area.white().total() + counts.get(Owner.NEUTRAL) + counts.get(Owner.SEKI))
                .isEqualTo(points);
        assertThat(area.black().stones() + area.black().deadStones()).isEqualTo(board.count(org.openkifu.game.rules.Color.BLACK));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void swappingColoursSwapsTheScore(long seed) {
        BoardSnapshot board = randomBoard(seed);
        Prisoners prisoners = new Prisoners((int) (seed % 7), (int) (seed % 5));
        for (ScoringMethod method : ScoringMethod.values()) {
            ScoreResult result = Scorer.autoScore(board, method, 0, prisoners);
            ScoreResult swapped = Scorer.autoScore(swapColours(board), method, 0,
                    new Prisoners(prisoners.capturedByWhite(), prisoners.capturedByBlack()));
            assertThat(swapped.black().total()).isEqualTo(result.white().total());
            assertThat(swapped.white().total()).isEqualTo(result.black().total());
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void passAliveStonesAreNeverDead(long seed) {
        BoardSnapshot board = randomBoard(seed);
        UnconditionalLife life = UnconditionalLife.of(board);
        Set<Point> alive = new HashSet<>(life.passAlive(org.openkifu.game.rules.Color.BLACK));
        alive.addAll(life.passAlive(org.openkifu.game.rules.Color.WHITE));
        Set<Point> deadButPassAlive = new HashSet<>(DeadStoneEstimator.estimate(board));
        deadButPassAlive.retainAll(alive);
        assertThat(deadButPassAlive).isEmpty();
    }
}
