package org.openkifu.game.rules.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Compares two or more builds of the engine on a loaded machine: each build is loaded by its own class
 * loader into one JVM and short CPU-timed blocks of {@link ReplayCpuTime}'s replay loop alternate
 * between them, so a change in the machine's load hits every build alike. Prints the median, 75th
 * percentile and best block per build, in moves per CPU second.
 * Run: java -cp ... org.openkifu.game.rules.bench.ReplayAB rules blocks classpathA classpathB ...
 * (each classpath holds that build's main classes and this bench package).
 */
public final class ReplayAB {

    private ReplayAB() {
    }

    public static void main(String[] args) throws Exception {
        String rules = args[0];
        int blocks = Integer.parseInt(args[1]);
        String[] builds = Arrays.copyOfRange(args, 2, args.length);
        int k = builds.length;
        Method[] replay = new Method[k];
        Object[] ruleset = new Object[k];
        int[][][] games = new int[k][][];
        for (int i = 0; i < k; i++) {
            List<URL> urls = new ArrayList<>();
            for (String p : builds[i].split(":")) {
                urls.add(Path.of(p).toUri().toURL());
            }
            ClassLoader cl = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
            Class<?> rulesetType = cl.loadClass("org.openkifu.game.rules.Ruleset");
            ruleset[i] = cl.loadClass("org.openkifu.game.rules.RulePresets").getMethod("byId", String.class).invoke(null, rules);
            replay[i] = cl.loadClass(ReplayCpuTime.class.getName()).getDeclaredMethod("replay", rulesetType, int[].class);
            replay[i].setAccessible(true);
            Field g = cl.loadClass(ReplayBenchmark.class.getName()).getDeclaredField("GAMES");
            g.setAccessible(true);
            games[i] = (int[][]) g.get(null);
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        double[][] rate = new double[k][blocks];
        long sink = 0;
        for (int b = -3; b < blocks; b++) { // three warm-up blocks per build
            for (int i = 0; i < k; i++) {
                long moves = 0;
                long cpu0 = mx.getCurrentThreadCpuTime();
                for (int rep = 0; rep < 400; rep++) {
                    for (int[] game : games[i]) {
                        sink ^= (long) replay[i].invoke(null, ruleset[i], game);
                        moves += game.length / 3;
                    }
                }
                double cpu = (mx.getCurrentThreadCpuTime() - cpu0) / 1e9;
                if (b >= 0) {
                    rate[i][b] = moves / cpu;
                }
            }
        }
        for (int i = 0; i < k; i++) {
            double[] r = rate[i].clone();
            Arrays.sort(r);
            System.out.printf("%s: median %,.0f  p75 %,.0f  best %,.0f moves per CPU second%n",
                    builds[i], r[blocks / 2], r[blocks * 3 / 4], r[blocks - 1]);
        }
        System.out.println("(checksum " + (sink & 1) + ")");
    }
}
