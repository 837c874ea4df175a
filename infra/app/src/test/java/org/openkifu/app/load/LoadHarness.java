package org.openkifu.app.load;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;

/**
 * The load harness (docs/benchmarks.md, "Load harness"): starts the packaged application on a fresh data directory
 * with its embedded servers, measures the limits it is compared with (disk flush rate, raw inserts into the same
 * MongoDB server, a raw Kafka producer and consumer on the same broker), then has players play games over the HTTP
 * API and reports moves/s, latency percentiles, projection lag, CPU and memory; optionally a bulk SGF import with the
 * processors' lag at its end, and a rebuild of {@code game-list}. Not a unit test: run it with
 * {@code scripts/load-harness.sh [--name=value ...]}.
 *
 * <p>Options (defaults in brackets): {@code --jar} [infra/app/target/openkifu.jar], {@code --jvm} JVM options,
 * space-separated [none], {@code --app} more application options, space-separated, {@code --players} [100],
 * {@code --games} live games [1000], {@code --clients} concurrent clients [4], {@code --rate} moves/s in total,
 * 0 = flat out [0], {@code --warmup} seconds [15], {@code --seconds} measured seconds [60], {@code --single-seconds}
 * one client, sequential [15], {@code --moves-per-game} [150], {@code --size} [19], {@code --limits-seconds} [5],
 * {@code --import} records, 0 = none [150], {@code --rebuild} [true], {@code --data} directory [a temp dir],
 * {@code --keep} keep the data directory [false], {@code --warmup-max} seconds of warm-up in all while the JIT
 * compiler still uses more than a tenth of a core [300], {@code --probe-every} milliseconds between the lag probe's polls of
 * the projections [20], {@code --jfr} a directory for a profile of each measured
 * phase (JFR, or async-profiler with {@code --asprof=libasyncProfiler.so}) [none], {@code --asprof-event} what
 * async-profiler samples: {@code cpu}, or {@code wall} to see where a request waits [cpu].
 */
public final class LoadHarness {

    private static final String FISCHER_ONE_HOUR =
            "{\"kind\":\"FISCHER\",\"mainSeconds\":3600,\"periods\":0,\"periodSeconds\":0,\"stonesPerPeriod\":0,"
                    + "\"incrementSeconds\":30}";

    private final Map<String, String> options;
    private final StringBuilder report = new StringBuilder();
    private double coldInserts;
    private double manyClientMoves;

    private LoadHarness(Map<String, String> options) {
        this.options = options;
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>();
        for (String arg : args) {
            String[] kv = arg.replaceFirst("^--", "").split("=", 2);
            options.put(kv[0], kv.length > 1 ? kv[1] : "true");
        }
        new LoadHarness(options).run();
        System.exit(0);
    }

    /** How often the lag probe polls the projections while moves are pending (see {@link LagProbe}). */
    private Duration probeEvery() {
        return Duration.ofMillis(intOpt("probe-every", 20));
    }

    private String opt(String name, String fallback) {
        return options.getOrDefault(name, fallback);
    }

    private int intOpt(String name, int fallback) {
        return Integer.parseInt(opt(name, Integer.toString(fallback)));
    }

    private void run() throws Exception {
        Path data = options.containsKey("data") ? Path.of(options.get("data"))
                : Files.createTempDirectory("openkifu-load-");
        List<String> jvm = split(opt("jvm", ""));
        List<String> app = split(opt("app", ""));
        AppProcess process = new AppProcess(AppProcess.jar(Path.of(opt("jar", "infra/app/target/openkifu.jar"))),
                jvm, app, data);
        say("# Load harness, %s, load average %s, %d cores", Instant.now(), ProcStats.load(),
                Runtime.getRuntime().availableProcessors());
        say("application: %s %s %s; data in %s", opt("jar", "infra/app/target/openkifu.jar"), jvm, app, data);
        process.start();
        try {
            say("healthy after %.1f s (RSS %.0f MB)", process.awaitHealthy(Duration.ofMinutes(3)), process.rssMegabytes());
            try (MongoClient mongo = MongoClients.create(process.mongoUri())) {
                coldInserts = limits(process, mongo, data, "cold JVM, right after start");
                play(process, mongo, data);
            }
        } finally {
            process.stop();
            Path out = Path.of("target", "load-harness");
            Files.createDirectories(out);
            Path file = out.resolve("report-" + Instant.now().toString().replace(':', '-') + ".md");
            Files.writeString(file, report);
            System.out.println("report written to " + file.toAbsolutePath());
            if (!options.containsKey("keep") && !options.containsKey("data")) {
                deleteRecursively(data);
            }
        }
    }

    /**
     * The limits a phase is compared with; returns the raw 8-client insert rate. Measured twice: right after the
     * start, and again once the move phases have warmed the JVM, since in a fresh JVM the JIT compiler takes much of
     * both cores and the embedded server's code still runs interpreted, which makes the cold limit too low and a
     * ratio to it too kind.
     */
    private double limits(AppProcess process, MongoClient mongo, Path data, String when) throws Exception {
        Duration d = Duration.ofSeconds(intOpt("limits-seconds", 5));
        say("\n## Limits (same machine, same run, %s; load %s)", when, ProcStats.load());
        say("%s", RawLimits.cpuReference(1, d).line());
        say("%s", RawLimits.diskFlush(data, 1, d).line());
        say("%s", RawLimits.diskFlush(data, 8, d).line());
        say("%s", RawLimits.mongoInserts(mongo, 1, d).line());
        RawLimits.Limit inserts = RawLimits.mongoInserts(mongo, 8, d);
        say("%s", inserts.line());
        say("%s", RawLimits.kafkaSyncSends(process.kafkaBootstrap(), 600, d).line());
        RawLimits.Limit throughput = RawLimits.kafkaThroughput(process.kafkaBootstrap(), 600, d);
        say("%s", throughput.line());
        say("%s", RawLimits.kafkaConsume(process.kafkaBootstrap(), throughput.operations(), Duration.ofSeconds(60)).line());
        return inserts.perSecond();
    }

    private void play(AppProcess process, MongoClient mongo, Path data) throws Exception {
        int clients = intOpt("clients", 4);
        HarnessApi api = new HarnessApi(process.baseUrl(), Math.max(8, clients * 2));
        String admin = api.signIn(AppProcess.ADMIN, AppProcess.ADMIN_PASSWORD);
        List<MoveLoad.Player> players = signUp(api, intOpt("players", 100), Math.max(4, clients));
        try (LagProbe lag = new LagProbe(mongo, "openkifu", process.kafkaBootstrap(), probeEvery())) {
            MoveLoad load = new MoveLoad(api, lag, intOpt("moves-per-game", 150), FISCHER_ONE_HOUR);
            int games = intOpt("games", 1000);
            long t = System.nanoTime();
            load.createGames(players, games, intOpt("size", 19), Math.max(4, clients));
            say("\n%d games created by invitation in %.1f s (%d players)", games, (System.nanoTime() - t) / 1e9,
                    players.size());
            double rate = Double.parseDouble(opt("rate", "0"));
            manyClientMoves = measure("%d clients, %s, %d live games".formatted(clients, rate > 0 ? rate + " moves/s" : "flat out", games),
                    process, load, lag, clients, rate, intOpt("seconds", 60), mongo);
        }
        // after the many-client phase, so the JIT has compiled the move path (in a fresh JVM the compiler threads
        // take most of the CPU for the first minute)
        try (LagProbe lag = new LagProbe(mongo, "openkifu", process.kafkaBootstrap(), probeEvery())) {
            int single = intOpt("single-seconds", 15);
            if (single > 0) {
                MoveLoad one = new MoveLoad(api, lag, intOpt("moves-per-game", 150), FISCHER_ONE_HOUR);
                one.createGames(players, 1, intOpt("size", 19), 1);
                measure("one client, sequential, 1 game", process, one, lag, 1, 0, single, mongo);
            }
        }
        double warmInserts = limits(process, mongo, data, "warm JVM, after the move phases");
        say("\nmany-client moves/s as a share of the raw 8-client insert rate: %.1f %% of the cold limit (%.0f/s), "
                + "%.1f %% of the warm one (%.0f/s)", 100 * manyClientMoves / coldInserts, coldInserts,
                100 * manyClientMoves / warmInserts, warmInserts);
        ImportAndRebuild imports = new ImportAndRebuild(api, process.baseUrl());
        int records = intOpt("import", 150);
        if (records > 0) {
            Path corpus = Path.of(opt("corpus", "game-context/src/test/resources/littlego-sgf/Famous games"));
            String importer = players.get(0).token();
            // a warm-up job as large as the measured one: in a fresh JVM the JIT takes most of the CPU at first
            imports.importZip(importer, ImportAndRebuild.zipOfRecords(corpus, records, "warm-up"), records, admin);
            double cpu = process.cpuSeconds();
            String recording = jfr(process, "start", "import");
            var result = imports.importZip(importer, ImportAndRebuild.zipOfRecords(corpus, records, "measured"),
                    records, admin);
            jfr(process, "stop", recording);
            say("\n## Bulk SGF import (load %s)", ProcStats.load());
            say("%d records (%d imported) in %.1f s: %.1f records/s; %.0f ms CPU per record (after a warm-up job as large)",
                    result.records(), result.imported(), result.jobSeconds(), result.recordsPerSecond(),
                    (process.cpuSeconds() - cpu) * 1000 / records);
            say("events behind the head (%d) when the job finished: %s; all processors caught up %.1f s later",
                    result.head(), result.behindAtEnd(), result.catchUpSeconds());
        }
        if (Boolean.parseBoolean(opt("rebuild", "true"))) {
            // twice: the first rebuild in a fresh JVM mostly measures the JIT compiling the replay path
            for (String run : List.of("first", "second")) {
                String recording = jfr(process, "start", "rebuild-" + run);
                var rebuilt = imports.rebuild("game-list", admin);
                jfr(process, "stop", recording);
                say("\n## Rebuild of game-list, %s run (load %s)", run, ProcStats.load());
                say("%d events in %.1f s: %.0f events/s", rebuilt.events(), rebuilt.seconds(), rebuilt.eventsPerSecond());
            }
        }
        say("\napplication RSS at the end %.0f MB, CPU %.0f s in all", process.rssMegabytes(), process.cpuSeconds());
    }

    /** Returns the moves a second of the measured phase. */
    private double measure(String title, AppProcess process, MoveLoad load, LagProbe lag, int clients, double rate,
            int seconds, MongoClient mongo) throws Exception {
        load.record(false);
        load.run(clients, rate, intOpt("warmup", 15) * 1000L);
        warmUntilCompiled(process, load, clients, rate);
        double cpu = process.cpuSeconds();
        double jit = ProcStats.compilerCpuSeconds(process.pid());
        double written = ProcStats.storageBytesWritten(process.pid());
        double harnessCpu = ProcStats.cpuSeconds(ProcessHandle.current().pid());
        ProcStats.GcPauses gcBefore = ProcStats.gcPauses(process.pid());
        String loadBefore = ProcStats.load();
        load.record(true);
        MemorySampler rss = new MemorySampler(process);
        ServerWork work = ServerWork.start(mongo);
        String recording = jfr(process, "start", title);
        long t = System.nanoTime();
        load.run(clients, rate, seconds * 1000L);
        double wall = (System.nanoTime() - t) / 1e9;
        jfr(process, "stop", recording);
        load.record(false);
        double maxRss = rss.stop();
        Map<LagProbe.Target, Integer> unseen = lag.drain(Duration.ofSeconds(30));
        say("\n## Moves: %s (load %s -> %s)", title, loadBefore, ProcStats.load());
        say("%d moves in %.1f s: %.1f moves/s; latency %s; %d refused", load.moves.get(), wall,
                load.moves.get() / wall, load.latencies.summary(), load.refused.get());
        say("application CPU %.2f cores (%.2f ms per move), RSS max %.0f MB; harness CPU %.2f cores",
                (process.cpuSeconds() - cpu) / wall, (process.cpuSeconds() - cpu) * 1000 / Math.max(1, load.moves.get()),
                maxRss, (ProcStats.cpuSeconds(ProcessHandle.current().pid()) - harnessCpu) / wall);
        double jitCores = (ProcStats.compilerCpuSeconds(process.pid()) - jit) / wall;
        say("of which the JIT compiler %.2f cores; without it %.2f ms per move", jitCores,
                ((process.cpuSeconds() - cpu) / wall - jitCores) * wall * 1000 / Math.max(1, load.moves.get()));
        say("written to storage: %.1f KB per move (data file and broker logs)",
                (ProcStats.storageBytesWritten(process.pid()) - written) / 1024 / Math.max(1, load.moves.get()));
        ProcStats.GcPauses gcAfter = ProcStats.gcPauses(process.pid());
        say("garbage collection: %s", gcBefore == null || gcAfter == null ? "jstat did not answer"
                : gcAfter.since(gcBefore).summary(wall));
        say("%s", work.perMove(load.moves.get()));
        say("lag: the projections polled every %d ms while moves are pending, the topic read as it comes",
                probeEvery().toMillis());
        for (LagProbe.Target target : LagProbe.Target.values()) {
            say("lag %-15s %s%s", target, lag.lag(target).summary(),
                    unseen.get(target) > 0 ? "  (" + unseen.get(target) + " not seen within 30 s)" : "");
        }
        load.firstErrors.forEach(e -> say("  error: %s", e));
        return load.moves.get() / wall;
    }

    /**
     * Goes on warming up, 10 s at a time, while the JIT compiler used more than a tenth of a core (a fresh JVM of this
     * size compiles for minutes on two cores, and the first runs measured half a core of compilation in each phase),
     * at most {@code --warmup-max} seconds [300] in all; says how long it took and what the compiler still used.
     */
    private void warmUntilCompiled(AppProcess process, MoveLoad load, int clients, double rate) throws Exception {
        long limit = System.nanoTime() + intOpt("warmup-max", 300) * 1_000_000_000L;
        long start = System.nanoTime();
        double cores;
        do {
            double before = ProcStats.compilerCpuSeconds(process.pid());
            long t = System.nanoTime();
            load.run(clients, rate, 10_000);
            cores = (ProcStats.compilerCpuSeconds(process.pid()) - before) / ((System.nanoTime() - t) / 1e9);
        } while (cores > 0.1 && System.nanoTime() < limit);
        say("\nwarmed up until the JIT compiler used %.2f cores (%.0f s beyond --warmup)", cores,
                (System.nanoTime() - start) / 1e9);
    }

    /**
     * With {@code --jfr=DIR}: a profile of the application during each measured phase, started and stopped with
     * jcmd so start-up and warm-up stay out of it: a JFR recording (settings "profile"), or with
     * {@code --asprof=/path/to/libasyncProfiler.so} async-profiler's CPU samples of every thread, kernel included,
     * as collapsed stacks.
     */
    private String jfr(AppProcess process, String action, String what) throws Exception {
        if (!options.containsKey("jfr")) {
            return what;
        }
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                Long.toString(process.pid())));
        String asprof = options.get("asprof");
        if (action.equals("start")) {
            Path dir = Files.createDirectories(Path.of(options.get("jfr")));
            String file = dir.resolve(what.replaceAll("[^A-Za-z0-9]+", "-")
                    + (asprof == null ? ".jfr" : ".collapsed")).toAbsolutePath().toString();
            command.addAll(asprof == null
                    ? List.of("JFR.start", "name=harness", "settings=profile", "filename=" + file)
                    // quoted: jcmd would read "event=cpu" as an argument of its own
                    : List.of("JVMTI.agent_load", asprof, "\"start,event=" + opt("asprof-event", "cpu")
                            + ",interval=1ms,threads\""));
            what = file;
        } else {
            command.addAll(asprof == null ? List.of("JFR.stop", "name=harness")
                    : List.of("JVMTI.agent_load", asprof, "\"stop,file=" + what + ",collapsed\""));
        }
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start().waitFor();
        if (action.equals("stop")) {
            say("profile: %s", what);
        }
        return what;
    }

    private static List<MoveLoad.Player> signUp(HarnessApi api, int count, int threads) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<MoveLoad.Player>> futures = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String name = "load-%04d".formatted(i);
            futures.add(pool.submit(() -> new MoveLoad.Player(name, api.signUp(name, name + "-password"))));
        }
        List<MoveLoad.Player> players = new ArrayList<>();
        for (Future<MoveLoad.Player> f : futures) {
            players.add(f.get());
        }
        pool.shutdown();
        return players;
    }

    private void say(String format, Object... args) {
        String line = String.format(format, args);
        System.out.println(line);
        report.append(line).append('\n');
    }

    private static List<String> split(String s) {
        return s.isBlank() ? List.of() : Arrays.asList(s.trim().split("\\s+"));
    }

    private static void deleteRecursively(Path dir) throws Exception {
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** The application's largest RSS while a measurement runs, sampled every 250 ms. */
    private static final class MemorySampler {
        private final Thread thread;
        private volatile boolean running = true;
        private volatile double max;

        MemorySampler(AppProcess process) {
            thread = new Thread(() -> {
                while (running) {
                    max = Math.max(max, process.rssMegabytes());
                    try {
                        Thread.sleep(250);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "rss-sampler");
            thread.setDaemon(true);
            thread.start();
        }

        double stop() throws InterruptedException {
            running = false;
            thread.join();
            return max;
        }
    }
}
