package org.openkifu.game.rules.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Position;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.Ruleset;

/**
 * A companion to {@link ReplayBenchmark} for a shared, overloaded machine: the same replay loop, but
 * divided by the thread's CPU time instead of wall-clock time, so other processes' load does not
 * count against the engine. Run: java -cp ... org.openkifu.game.rules.bench.ReplayCpuTime [rules] [seconds]
 */
public final class ReplayCpuTime {

    private ReplayCpuTime() {
    }

    public static void main(String[] args) {
        Ruleset rules = RulePresets.byId(args.length > 0 ? args[0] : "chinese");
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 5;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        System.out.printf("corpus: %d games, %d moves; rules %s%n", ReplayBenchmark.GAMES.length, ReplayBenchmark.MOVES, rules.id());
        for (int round = 0; round < 6; round++) {
            long cpu0 = mx.getCurrentThreadCpuTime();
            long wall0 = System.nanoTime();
            long moves = 0;
            long sink = 0;
            while (mx.getCurrentThreadCpuTime() - cpu0 < seconds * 1e9 / 2) {
                for (int k = 0; k < 50; k++) {
                    for (int[] g : ReplayBenchmark.GAMES) {
                        sink ^= replay(rules, g);
                        moves += g.length / 3;
                    }
                }
            }
            double cpu = (mx.getCurrentThreadCpuTime() - cpu0) / 1e9;
            double wall = (System.nanoTime() - wall0) / 1e9;
            System.out.printf("round %d: %,.0f moves per CPU second (%,.0f per wall second) [%d]%n",
                    round, moves / cpu, moves / wall, sink & 1);
        }
    }

    static long replay(Ruleset rules, int[] g) {
        Position p = new Position(rules, 19);
        for (int i = 0; i < g.length; i += 3) {
            Color c = g[i] == 0 ? Color.BLACK : Color.WHITE;
            if (g[i + 1] < 0) {
                p.pass(c);
            } else {
                p.playFast(c, g[i + 1], g[i + 2]);
            }
        }
        return p.hash();
    }
}
