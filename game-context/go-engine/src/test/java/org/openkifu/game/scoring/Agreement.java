package org.openkifu.game.scoring;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.openkifu.game.rules.Point;

/** Tallies how often the estimator's dead stones match a reference, per board size. */
final class Agreement {

    private final Map<Integer, int[]> bySize = new TreeMap<>();

    /** Counts one game; returns whether the dead sets are identical. Array: games, identical, tp, fp, fn. */
    boolean add(int size, Set<Point> ours, Set<Point> reference) {
        int[] t = bySize.computeIfAbsent(size, s -> new int[5]);
        Set<Point> common = new HashSet<>(ours);
        common.retainAll(reference);
        boolean same = ours.equals(reference);
        t[0]++;
        t[1] += same ? 1 : 0;
        t[2] += common.size();
        t[3] += ours.size() - common.size();
        t[4] += reference.size() - common.size();
        return same;
    }

    String report() {
        StringBuilder out = new StringBuilder("| board | games | identical dead sets | dead stones (GNU Go) | precision | recall |\n");
        out.append("| --- | --- | --- | --- | --- | --- |\n");
        int[] all = new int[5];
        bySize.forEach((size, t) -> {
            out.append(line(size + "x" + size, t));
            for (int i = 0; i < 5; i++) {
                all[i] += t[i];
            }
        });
        out.append(line("all", all));
        return out.toString();
    }

    private static String line(String label, int[] t) {
        double precision = t[2] + t[3] == 0 ? 1 : (double) t[2] / (t[2] + t[3]);
        double recall = t[2] + t[4] == 0 ? 1 : (double) t[2] / (t[2] + t[4]);
        return String.format(java.util.Locale.ROOT, "| %s | %d | %d (%.1f%%) | %d | %.3f | %.3f |%n",
                label, t[0], t[1], 100.0 * t[1] / Math.max(1, t[0]), t[2] + t[4], precision, recall);
    }
}
