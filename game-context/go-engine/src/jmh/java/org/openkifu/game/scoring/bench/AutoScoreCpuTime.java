package org.openkifu.game.scoring.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.ScoringMethod;
import org.openkifu.game.scoring.DeadStoneEstimator;
import org.openkifu.game.scoring.Prisoners;
import org.openkifu.game.scoring.Scorer;

/**
 * A companion to {@link AutoScoreBenchmark} for a shared, overloaded machine: the same work, divided
 * by this thread's CPU time instead of wall-clock time, so other processes' load does not count.
 * Run: java -cp ... org.openkifu.game.scoring.bench.AutoScoreCpuTime [seconds per round]
 */
public final class AutoScoreCpuTime {

    private AutoScoreCpuTime() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 2;
        BoardSnapshot[] games = AutoScoreBenchmark.FINAL_POSITIONS;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        System.out.printf("corpus: %d finished 19x19 games%n", games.length);
        long sink = 0;
        for (int round = 0; round < 6; round++) {
            long cpu0 = mx.getCurrentThreadCpuTime();
            long wall0 = System.nanoTime();
            long scored = 0;
            while (mx.getCurrentThreadCpuTime() - cpu0 < seconds * 1e9) {
                for (BoardSnapshot board : games) {
                    sink += Scorer.autoScore(board, ScoringMethod.TERRITORY, 6.5, Prisoners.NONE).sgfResult().length();
                    scored++;
                }
            }
            double cpuMicros = (mx.getCurrentThreadCpuTime() - cpu0) / 1e3 / scored;
            double wallMicros = (System.nanoTime() - wall0) / 1e3 / scored;
            long cpu1 = mx.getCurrentThreadCpuTime();
            long estimated = 0;
            while (mx.getCurrentThreadCpuTime() - cpu1 < seconds * 1e9) {
                for (BoardSnapshot board : games) {
                    sink += DeadStoneEstimator.estimate(board).size();
                    estimated++;
                }
            }
            double estimateMicros = (mx.getCurrentThreadCpuTime() - cpu1) / 1e3 / estimated;
            System.out.printf("round %d: autoScore %.1f us CPU (%.1f us wall) per game; estimate alone %.1f us CPU [%d]%n",
                    round, cpuMicros, wallMicros, estimateMicros, sink & 1);
        }
    }
}
