package org.openkifu.app.load;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The soak test of issue 19 (docs/benchmarks.md, "Soak test"): the packaged jar at {@code -Xmx512m} with every quota
 * at its default; a few well-behaved players read the tournament and offer lists and play moves, first alone (the
 * baseline), then while an abuser replays every abuse family of the issue ({@link AbuseFamilies}) for N minutes.
 * Fails when any answer is a 5xx, health is not UP at the end (a stopped processor is DOWN), the process died or its
 * peak RSS (VmHWM) reached 1 GB, a well-behaved request failed, another player's offer left the first page, or the
 * well-behaved players' p99 under abuse is more than twice the baseline's.
 *
 * <p>Options ({@code --name=value}, or {@code -Dsoak.name=value} in the Maven profile {@code soak}): {@code minutes}
 * of abuse [10], {@code warmup-seconds} of the well-behaved players before the baseline is measured [30],
 * {@code baseline-seconds} [60], {@code jvm} options [-Xmx512m], {@code jar}
 * [infra/app/target/openkifu.jar], {@code data} directory [a temp dir], {@code abuse-threads} [2],
 * {@code abuse-interval-ms} between one abuser thread's families [80], {@code good-interval-ms} between one
 * well-behaved pair's rounds of list, list, move [150], {@code readers}: that many more threads reading the first page
 * of {@code GET /api/tournaments} back to back, timed apart from the well-behaved players (the "20 concurrent
 * readers" figure; any answer but 200 fails) [0], {@code families}: only these abuse families, by index in
 * {@link AbuseFamilies#run(int)}, comma-separated (0: 3 MiB tournament names) [all], {@code start-minutes} the
 * application may take to become healthy [4] (more on a machine shared with other builds).
 */
final class AbuseSoak {

    static final double MAX_RSS_MB = 1024;
    static final double MAX_P99_RATIO = 2.0;

    record Result(List<String> failures, String report) {
    }

    private final Map<String, String> o;
    private final AtomicBoolean goodRunning = new AtomicBoolean(true);
    private volatile Latencies phase;
    private final AtomicLong goodRequests = new AtomicLong();
    private final AtomicLong goodFailures = new AtomicLong();
    private final ConcurrentLinkedQueue<String> goodFailureSamples = new ConcurrentLinkedQueue<>();

    AbuseSoak(Map<String, String> options) {
        this.o = options;
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>();
        for (String arg : args) {
            String[] kv = arg.replaceFirst("^--", "").split("=", 2);
            options.put(kv[0], kv.length > 1 ? kv[1] : "true");
        }
        Result result = new AbuseSoak(options).run();
        System.exit(result.failures().isEmpty() ? 0 : 1);
    }

    private int option(String name, int fallback) {
        return Integer.parseInt(o.getOrDefault(name, Integer.toString(fallback)));
    }

    Result run() throws Exception {
        Path data = o.containsKey("data") ? Path.of(o.get("data"))
                : Files.createTempDirectory(Files.createDirectories(Path.of("target")), "soak");
        List<String> jvm = Arrays.asList(o.getOrDefault("jvm", "-Xmx512m").trim().split("\\s+"));
        AppProcess app = new AppProcess(AppProcess.jar(Path.of(o.getOrDefault("jar", "infra/app/target/openkifu.jar"))),
                jvm, List.of(), data).keepDefaultQuotas();
        try {
            app.start();
            double started = app.awaitHealthy(Duration.ofMinutes(option("start-minutes", 4)));
            log("started in %.1f s (%s, quotas at their defaults); log: %s", started, String.join(" ", jvm), app.log);
            return soak(app, String.join(" ", jvm));
        } finally {
            app.stop();
        }
    }

    private Result soak(AppProcess app, String jvm) throws Exception {
        HarnessApi api = new HarnessApi(app.baseUrl(), 16 + option("readers", 0));
        // the accounts first: 6 of the 10 sign-ups an address may make in an hour; the sign-up flood gets the rest
        String admin = api.signIn(AppProcess.ADMIN, AppProcess.ADMIN_PASSWORD);
        MoveLoad.Player[] good = new MoveLoad.Player[4];
        for (int i = 0; i < good.length; i++) {
            String name = "soak-g" + (i + 1);
            good[i] = new MoveLoad.Player(name, api.signUp(name, "soak-password-" + i));
        }
        String abuser = api.signUp("soak-abuser", "soak-password-abuser");
        String prober = api.signUp("soak-prober", "soak-password-prober");
        expect(api.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(app.baseUrl()
                + "/api/accounts/soak-prober/roles/organizer")).PUT(java.net.http.HttpRequest.BodyPublishers.noBody()),
                admin), "organizer role for the prober");
        String tournament = api.post("/api/tournaments", admin,
                "{\"name\":\"Soak Cup\",\"format\":\"SWISS\",\"boardSize\":9,\"rounds\":3}").json().path("tournamentId").asString();
        String ladder = api.post("/api/ladders", admin, "{\"name\":\"Soak ladder\",\"size\":9,\"preset\":\"japanese\"}")
                .json().path("ladderId").asString();
        expect(api.post("/api/ladders/" + ladder + "/members", abuser, null), "the abuser joins the ladder");
        HarnessApi.Answer offer = api.post("/api/offers", good[0].token(), "{\"size\":19,\"preset\":\"japanese\"}");
        expect(offer, "a well-behaved player's offer");
        String offerId = offer.json().path("offerId").asString();
        if (offerId.isEmpty()) {
            throw new IllegalStateException("no offerId in " + offer.body());
        }

        Duration baseline = Duration.ofSeconds(option("baseline-seconds", 60));
        Duration abuse = Duration.ofSeconds(Math.round(Double.parseDouble(o.getOrDefault("minutes", "10")) * 60));
        Latencies before = new Latencies();
        Latencies during = new Latencies();
        // a warm-up first (JIT, caches, the first games): measured latencies would otherwise favour phase 2
        phase = new Latencies();
        List<Thread> goodThreads = List.of(goodPair(api, good[0], good[1]), goodPair(api, good[2], good[3]));
        ListReaders readers = new ListReaders(api, option("readers", 0));
        Thread.sleep(option("warmup-seconds", 30) * 1000L);
        readers.baseline();
        phase = before;
        log("phase 1: well-behaved players alone for %d s", baseline.toSeconds());
        Thread.sleep(baseline.toMillis()); // the baseline's length: a measurement window, not a wait for state

        phase = during;
        readers.underAbuse();
        AbuseFamilies.Tally tally = new AbuseFamilies.Tally();
        AbuseFamilies families = new AbuseFamilies(api, app.httpPort, admin, abuser, prober, tournament, ladder, tally);
        long end = System.nanoTime() + abuse.toNanos();
        int interval = option("abuse-interval-ms", 80);
        long maxRounds = abuse.toMillis() / Math.max(1, interval) + 1;
        int[] chosen = o.containsKey("families")
                ? Arrays.stream(o.get("families").split(",")).mapToInt(f -> Integer.parseInt(f.trim())).toArray()
                : java.util.stream.IntStream.range(0, AbuseFamilies.COUNT).toArray();
        List<Thread> abusers = new ArrayList<>();
        for (int t = 0; t < option("abuse-threads", 2); t++) {
            int offset = t * 7;
            abusers.add(started("abuser-" + t, () -> {
                for (long i = 0; i < maxRounds && System.nanoTime() < end && app.alive(); i++) {
                    long started = System.nanoTime();
                    families.run(chosen[(int) ((i + offset) % chosen.length)]);
                    pause(interval - (System.nanoTime() - started) / 1_000_000);
                }
            }));
        }
        log("phase 2: the same plus %d abuser thread(s) for %d s", abusers.size(), abuse.toSeconds());
        double peakRssSampled = 0;
        long seconds = 0;
        while (System.nanoTime() < end && app.alive()) {
            peakRssSampled = Math.max(peakRssSampled, app.rssMegabytes());
            Thread.sleep(1000);
            if (++seconds % 60 == 0) {
                log("  %d abuse answers, %d 5xx, %d good requests, RSS %.0f MB, load %s", tally.total.sum(),
                        tally.fiveHundreds.sum(), goodRequests.get(), app.rssMegabytes(), ProcStats.load());
            }
        }
        for (Thread t : abusers) {
            t.join();
        }
        goodRunning.set(false);
        for (Thread t : goodThreads) {
            t.join();
        }
        readers.stop();

        List<String> failures = new ArrayList<>();
        boolean alive = app.alive();
        double hwm = alive ? ProcStats.peakRssMegabytes(app.pid()) : Double.NaN;
        String health = "(process gone)";
        boolean visible = false;
        if (alive) {
            HarnessApi.Answer h = api.get("/actuator/health", null);
            health = h.status() + " " + h.body();
            if (h.status() != 200 || !h.body().contains("\"status\":\"UP\"")) {
                failures.add("health at the end is not UP: " + health);
            }
            visible = api.get("/api/offers", null).body().contains(offerId);
        } else {
            failures.add("the application died during the soak; log: " + app.log + "\n" + app.tail());
        }
        // the harness's own "=== start" line names -XX:+ExitOnOutOfMemoryError: only the application's lines count
        List<String> appLines = Files.readAllLines(app.log).stream().filter(l -> !l.startsWith("=== ")).toList();
        long oom = appLines.stream().filter(l -> l.contains("OutOfMemoryError")).count();
        long errors = appLines.stream().filter(l -> l.contains(" ERROR ")).count();
        if (tally.fiveHundreds.sum() > 0) {
            failures.add(tally.fiveHundreds.sum() + " abuse answer(s) were 5xx");
        }
        if (goodFailures.get() > 0) {
            failures.add(goodFailures.get() + " well-behaved request(s) failed, e.g. " + goodFailureSamples.peek());
        }
        if (!(hwm < MAX_RSS_MB)) {
            failures.add(String.format("peak RSS %.0f MB is not under %.0f MB", hwm, MAX_RSS_MB));
        }
        if (oom > 0) {
            failures.add(oom + " OutOfMemoryError line(s) in the log");
        }
        if (alive && !visible) {
            failures.add("another player's offer is no longer on the first page of GET /api/offers");
        }
        if (readers.failures() > 0) {
            failures.add(readers.failures() + " tournament list read(s) by the readers were not 200");
        }
        double ratio = during.millis(0.99) / before.millis(0.99);
        if (!(ratio <= MAX_P99_RATIO)) {
            failures.add(String.format("well-behaved p99 %.1f ms under abuse is %.2fx the baseline's %.1f ms",
                    during.millis(0.99), ratio, before.millis(0.99)));
        }
        String report = String.format("""
                soak: %s, %d s warm-up, %d s baseline, %d s abuse, %d abuser thread(s) every %d ms
                abuse answers: %d, 5xx: %d
                %swell-behaved requests: %d, failed: %d
                  baseline      %d requests  %s
                  under abuse   %d requests  %s
                  p50 ratio %.2f, p99 ratio %.2f (must be <= %.1f)
                %speak RSS (VmHWM) %.0f MB (sampled VmRSS max %.0f MB; must be < %.0f MB)
                health at the end: %s
                another player's offer on the first page: %s; OutOfMemoryError lines in the log: %d, ERROR lines: %d
                result: %s""", jvm, option("warmup-seconds", 30), baseline.toSeconds(), abuse.toSeconds(),
                abusers.size(), interval, tally.total.sum(), tally.fiveHundreds.sum(), tally.report(),
                goodRequests.get(), goodFailures.get(), before.count(), before.summary(), during.count(),
                during.summary(), during.millis(0.5) / before.millis(0.5), ratio, MAX_P99_RATIO,
                readers.report(), hwm, peakRssSampled,
                MAX_RSS_MB, health.length() > 300 ? health.substring(0, 300) + "..." : health, visible, oom, errors,
                failures.isEmpty() ? "PASS" : "FAIL\n  " + String.join("\n  ", failures));
        System.out.println(report);
        Files.writeString(app.dataDir.resolve("soak-report.txt"), report);
        return new Result(failures, report);
    }

    /** A pair of well-behaved players: reads both lists and plays one move per round, one game after another. */
    private Thread goodPair(HarnessApi api, MoveLoad.Player black, MoveLoad.Player white) {
        int interval = option("good-interval-ms", 150);
        return started("good-" + black.name(), () -> {
            MoveLoad.Game game = null;
            while (goodRunning.get()) {
                long started = System.nanoTime();
                try {
                    if (game == null || game.moves >= 100) {
                        if (game != null) {
                            MoveLoad.Game over = game;
                            timed(() -> api.resign(over.toMove().token(), over.id), "resign");
                        }
                        game = new MoveLoad.Game(black, white, 19);
                        game.id = api.newGame(black.token(), white.name(), white.token(), 19, null);
                    }
                    timed(() -> api.get("/api/tournaments?limit=20", black.token()), "tournament list");
                    timed(() -> api.get("/api/offers?limit=20", white.token()), "offer list");
                    MoveLoad.Game g = game;
                    if (timed(() -> api.move(g.toMove().token(), g.id, g.nextPoint()), "move " + g.nextPoint())) {
                        game.moves++;
                    }
                } catch (Exception e) {
                    fail("exception " + e);
                }
                pause(interval - (System.nanoTime() - started) / 1_000_000);
            }
        });
    }

    private static Thread started(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.start();
        return thread;
    }

    interface Call {
        HarnessApi.Answer send() throws Exception;
    }

    private boolean timed(Call call, String what) throws Exception {
        Latencies into = phase;
        long started = System.nanoTime();
        HarnessApi.Answer answer = call.send();
        into.add(answer.receivedNanos() - started);
        goodRequests.incrementAndGet();
        if (!answer.ok()) {
            fail(what + ": " + answer.status() + " " + answer.body());
            return false;
        }
        return true;
    }

    private void fail(String sample) {
        goodFailures.incrementAndGet();
        if (goodFailureSamples.size() < 10) {
            goodFailureSamples.add(sample);
        }
    }

    private static void expect(HarnessApi.Answer answer, String what) {
        if (!answer.ok()) {
            throw new IllegalStateException(what + ": " + answer.status() + " " + answer.body());
        }
    }

    /** Pacing of a load generator (its request rate), not a wait for state. */
    private static void pause(long millis) {
        if (millis > 0) {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static void log(String format, Object... args) {
        System.out.printf("[soak] " + format + "%n", args);
    }
}
