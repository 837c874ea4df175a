package org.openkifu.app.load;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.bson.Document;

/**
 * The cluster test (docs/benchmarks.md, "Cluster test"): MongoDB and Kafka in processes of their own, three nodes
 * behind HAProxy ({@link ClusterProcesses}), players playing ladder and tournament games through the proxy
 * ({@link ClusterPlay}); a full node is killed with SIGKILL mid-play and restarted later, then the broker is
 * restarted (with more than one round, the last round's games start just before, so moves are in flight while the
 * broker is away), and the store is audited: every acknowledged move stored once, the topic equal to the store, every
 * game's end recorded once by the game, the ladder, the tournament and each player's record, the lease fencing
 * intact (no timer ran on two nodes under one version), and the projections (game list, deadlines, ladder standings
 * and players, tournament views) equal to a clean rebuild. Prints how long the dead node's leases and segments took
 * to be taken over.
 *
 * <p>Run: {@code scripts/cluster-test.sh [--players=12 --kills=3 --broker-restarts=2 --rounds=5]} (rounds: one per kill
 * and broker restart by default, each started when the games before it are played out); the short form
 * runs in the build ({@code ClusterShortTest}). Exit code 1 on any mismatch.
 */
public final class ClusterTrials {

    /** C1 only, small heaps: five JVMs share a 2-core machine (docs/operations.md, "Memory"). */
    public static final String DEFAULT_JVM = "-Xmx320m -XX:TieredStopAtLevel=1";

    /** What to run; the short form: 6 players, one kill, one broker restart, one round, 13x13. */
    public record Options(int players, int kills, int brokerRestarts, int rounds, int size, long seed, String haproxy,
                          List<String> jvm, List<String> nodeSettings) {
        public static Options shortForm() {
            return new Options(6, 1, 1, 1, 13, 20_261_126L, null, List.of(DEFAULT_JVM.split(" ")), List.of());
        }
    }

    /** The counts printed and asserted on. */
    public record Result(long acknowledged, long lost, long twice, long projectionMismatches, long topicMismatches,
                         long topicDuplicates, int gamesFinished, List<String> takeovers, List<String> problems) {
        public boolean passed() {
            return problems.isEmpty() && acknowledged > 0 && gamesFinished > 0;
        }

        public String line() {
            return String.format("moves acknowledged %d, lost %d, twice %d; games finished %d; projection mismatches "
                            + "%d, topic mismatches %d (duplicates %d, allowed: at-least-once); problems %d => %s",
                    acknowledged, lost, twice, gamesFinished, projectionMismatches, topicMismatches, topicDuplicates,
                    problems.size(), passed() ? "PASSED" : "FAILED");
        }
    }

    /** The projections the audit rebuilds and the collections they write. */
    private static final Map<String, List<String>> REBUILT = Map.of(
            "game-list", List.of("game_summaries"), "game-deadlines", List.of("game_deadlines"),
            "ladder-standings", List.of("ladder_standings", "ladder_challenges"),
            "ladder-players", List.of("ladder_players", "ladder_player_history"),
            "tournament-views", List.of("tournament_summaries", "tournament_rounds", "tournament_standings",
                    "tournament_brackets", "tournament_matches"));

    private final List<String> problems = new ArrayList<>();
    private final List<String> takeovers = new ArrayList<>();
    private final Audit audit = new Audit(problems);
    private final Map<String, String> winners = new HashMap<>();
    private final Random random;
    private final Options options;

    private ClusterTrials(Options options) {
        this.options = options;
        this.random = new Random(options.seed());
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> o = new HashMap<>();
        for (String arg : args) {
            String[] kv = arg.replaceFirst("^--", "").split("=", 2);
            o.put(kv[0], kv.length > 1 ? kv[1] : "true");
        }
        int kills = Integer.parseInt(o.getOrDefault("kills", "3"));
        int brokerRestarts = Integer.parseInt(o.getOrDefault("broker-restarts", "2"));
        // a round for each kill and broker restart by default, so that each has moves in flight
        Options options = new Options(Integer.parseInt(o.getOrDefault("players", "12")), kills, brokerRestarts,
                Integer.parseInt(o.getOrDefault("rounds", Integer.toString(kills + brokerRestarts))),
                Integer.parseInt(o.getOrDefault("size", "13")),
                Long.parseLong(o.getOrDefault("seed", Long.toString(System.currentTimeMillis()))), o.get("haproxy"),
                List.of(o.getOrDefault("jvm", DEFAULT_JVM).split(" ")),
                o.containsKey("segments") ? List.of("--openkifu.eventhandling.segments=" + o.get("segments")) : List.of());
        Path data = Files.createTempDirectory("openkifu-cluster-");
        long started = System.nanoTime();
        Path jar = Path.of(o.getOrDefault("jar", "infra/app/target/openkifu.jar"));
        // without the packaged jar (a test-compile only), the application's main class on this class path
        List<String> launch = Files.exists(jar) ? AppProcess.jar(jar)
                : AppProcess.classPath(AppProcess.testClassPath(), "org.openkifu.app.OpenKifuApplication");
        Result result = run(data, launch, options);
        result.takeovers().forEach(System.out::println);
        System.out.println(result.line());
        result.problems().forEach(p -> System.out.println("  " + p));
        System.out.printf("wall time %.0f s; data (kept for inspection): %s%n", (System.nanoTime() - started) / 1e9, data);
        System.exit(result.passed() ? 0 : 1);
    }

    /** @param launch the application: {@code -jar openkifu.jar} or its main class on a class path */
    public static Result run(Path data, List<String> launch, Options options) throws Exception {
        return new ClusterTrials(options).play(data, launch);
    }

    private Result play(Path data, List<String> launch) throws Exception {
        try (ClusterProcesses cluster = new ClusterProcesses(data, launch, options.jvm(), options.nodeSettings(),
                options.haproxy()); MongoClient mongo = MongoClients.create(cluster.mongoUri());
             ClusterWatch watch = new ClusterWatch(mongo)) {
            log("three nodes healthy behind HAProxy at %s", cluster.proxyUrl());
            HarnessApi api = new HarnessApi(cluster.proxyUrl(), 8);
            ClusterPlay play = new ClusterPlay(api, api.signIn(AppProcess.ADMIN, AppProcess.ADMIN_PASSWORD),
                    options.size());
            play.rounds = options.rounds();
            play.signUp(options.players());
            CrashLoad load = new CrashLoad(api, options.size(), null);
            List<MoveLoad.Game> games = new ArrayList<>(play.ladder());
            int round = 1;
            games.addAll(play.tournamentRound(round));
            games.forEach(load::adopt);
            log("%d ladder and tournament games started", games.size());
            // the last round is kept for the broker restarts, so that moves are in flight while the broker is away
            int keptForTheBroker = options.brokerRestarts() > 0 && options.rounds() > 1 ? 1 : 0;
            for (int kill = 1; kill <= options.kills(); kill++) {
                if (load.playedOut() && round < options.rounds() - keptForTheBroker) {
                    games.addAll(nextRound(play, load, games, ++round));
                }
                int acknowledged = load.acks.size();
                killAndRestart(cluster, watch, load, kill);
                log("kill %d done; %d moves acknowledged in its phase (from 1-3 s before the kill to the restart)",
                        kill, load.acks.size() - acknowledged);
            }
            for (int restart = 1; restart <= options.brokerRestarts(); restart++) {
                if (load.playedOut() && round < options.rounds()) {
                    games.addAll(nextRound(play, load, games, ++round));
                }
                int acknowledged = load.acks.size();
                restartBroker(cluster, load);
                log("broker restart %d done; %d moves acknowledged while the broker was restarted", restart,
                        load.acks.size() - acknowledged);
            }
            long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
            load.play(4, 180_000, () -> !load.playedOut() && System.nanoTime() < deadline);
            finish(play, games);
            new ClusterAudit(audit, problems, winners, play, games).check(cluster, mongo, new ArrayList<>(load.acks),
                    REBUILT);
            problems.addAll(watch.fencingProblems());
            log("lease changes observed: %d", watch.leaseChanges());
            long lost = problems.stream().filter(p -> p.startsWith("lost")).count();
            long twice = problems.stream().filter(p -> p.startsWith("twice")).count();
            return new Result(load.acks.size(), lost, twice, audit.projectionMismatches, audit.topicMismatches,
                    audit.topicDuplicates, winners.size(), List.copyOf(takeovers), List.copyOf(problems));
        }
    }

    /**
     * Kills the full node (or, every third kill, node-3) holding the most leases and segments, mid-play; keeps
     * playing until another node holds all it held, then restarts it while the players play on.
     */
    private void killAndRestart(ClusterProcesses cluster, ClusterWatch watch, CrashLoad load, int kill)
            throws Exception {
        String victim = kill % 3 == 0 ? "node-3"
                : watch.held("node-1") >= watch.held("node-2") ? "node-1" : "node-2";
        AppProcess node = cluster.node(victim);
        long[] killedAt = new long[1];
        Thread killer = new Thread(() -> {
            try {
                Thread.sleep(1_000 + random.nextInt(2_000));
                Set<String> held = watch.heldBy(victim);
                node.kill();
                killedAt[0] = System.nanoTime();
                log("kill %d: %s killed with SIGKILL holding %s", kill, victim, held);
                long limit = killedAt[0] + Duration.ofSeconds(90).toNanos();
                while (!watch.takenOver(victim, held) && System.nanoTime() < limit) {
                    Thread.sleep(100); // polling the store's view, refreshed by the watch every 100 ms
                }
                long ms = (System.nanoTime() - killedAt[0]) / 1_000_000;
                if (watch.takenOver(victim, held)) {
                    takeovers.add(String.format("kill %d: %s's %d leases and segments taken over after %d ms (%s)",
                            kill, victim, held.size(), ms, held));
                } else {
                    problems.add("kill " + kill + ": " + victim + "'s " + held + " not taken over within 90 s");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "killer");
        killer.start();
        load.play(4, 120_000, () -> killer.isAlive() && !load.playedOut());
        killer.join();
        Thread restarter = new Thread(() -> {
            try {
                node.start();
                node.awaitHealthy(Duration.ofMinutes(4));
            } catch (Exception e) {
                problems.add("restarting " + victim + ": " + e);
            }
        }, "restarter");
        restarter.start();
        load.play(4, 300_000, () -> restarter.isAlive() && !load.playedOut());
        restarter.join();
        load.resync();
        log("kill %d: %s restarted; %d moves acknowledged so far", kill, victim, load.acks.size());
    }

    private void restartBroker(ClusterProcesses cluster, CrashLoad load) throws Exception {
        Thread chaos = new Thread(() -> {
            try {
                Thread.sleep(1_000 + random.nextInt(2_000));
                cluster.broker.kill();
                Thread.sleep(1_000 + random.nextInt(2_000));
                cluster.broker.startBroker();
            } catch (Exception e) {
                problems.add("broker restart failed: " + e);
            }
        }, "broker-chaos");
        chaos.start();
        load.play(4, 120_000, () -> chaos.isAlive() && !load.playedOut());
        chaos.join();
    }

    /** Finishes the round played out, pairs the next one and gives its games to the players. */
    private List<MoveLoad.Game> nextRound(ClusterPlay play, CrashLoad load, List<MoveLoad.Game> games, int round)
            throws Exception {
        finish(play, games);
        List<MoveLoad.Game> next = play.tournamentRound(round);
        next.forEach(load::adopt);
        log("round %d: %d games started", round, next.size());
        return next;
    }

    /** Ends every game still being played by resignation of the player to move; remembers each game's winner. */
    private void finish(ClusterPlay play, List<MoveLoad.Game> games) throws Exception {
        for (MoveLoad.Game game : games) {
            if (!winners.containsKey(game.id)) {
                winners.put(game.id, play.resign(game));
            }
        }
    }

    static void log(String format, Object... args) {
        System.out.printf("[cluster-test] " + format + "%n", args);
    }
}
