package org.openkifu.game.rules.bench;

import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.Ruleset;

/**
 * A fixed amount of replay work for counting instructions on a loaded machine (valgrind's callgrind
 * counts them deterministically, whatever else runs): replays the corpus {@code warm} times, then
 * {@code measured} times more. Run it twice with different {@code measured} counts and divide the
 * difference in the main thread's instructions by the difference in moves.
 * Run: java -cp ... org.openkifu.game.rules.bench.ReplayCount rules warm measured [pauseMillis]
 * (with a pause, "warm" is printed and the harness sleeps before the measured part, time enough for
 * {@code callgrind_control -z} to zero the counters so that the profile holds only the measured part).
 */
public final class ReplayCount {

    private ReplayCount() {
    }

    public static void main(String[] args) {
        Ruleset rules = RulePresets.byId(args[0]);
        int warm = Integer.parseInt(args[1]);
        int measured = Integer.parseInt(args[2]);
        long pause = args.length > 3 ? Long.parseLong(args[3]) : 0;
        long sink = replay(rules, warm);
        if (pause > 0) {
            System.out.println("warm");
            System.out.flush();
            try {
                Thread.sleep(pause);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        sink ^= replay(rules, measured);
        System.out.println("moves measured " + (long) measured * ReplayBenchmark.MOVES + " (checksum " + (sink & 1) + ")");
    }

    private static long replay(Ruleset rules, int times) {
        long sink = 0;
        for (int i = 0; i < times; i++) {
            for (int[] g : ReplayBenchmark.GAMES) {
                sink ^= ReplayCpuTime.replay(rules, g);
            }
        }
        return sink;
    }
}
