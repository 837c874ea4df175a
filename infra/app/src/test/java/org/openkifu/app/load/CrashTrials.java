package org.openkifu.app.load;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.bson.Document;

/**
 * The crash test (docs/benchmarks.md, "Crash test"): players play over the API, the application is killed with
 * SIGKILL at a random moment, started again on the same data, and the store is audited: every move answered with 2xx
 * is in the event store, no move is there twice, and the projections ({@code game-list}, {@code game-deadlines}) and
 * the Kafka topic agree with a clean rebuild from the event store. Then the next trial plays on. Optionally the
 * Kafka broker (then a separate process the application uses as an external broker) is killed and restarted under
 * load instead, with the same audit.
 *
 * <p>Run: {@code scripts/crash-test.sh [--trials=20] [--broker-restarts=2]}; a short form runs in the build
 * ({@code CrashRecoveryTest}). Exit code 1 if anything is missing or wrong.
 */
public final class CrashTrials {

    /**
     * C1 only: the application starts in about half the CPU (docs/operations.md), and this test measures nothing but
     * correctness.
     */
    static final String DEFAULT_JVM = "-Xmx512m -XX:TieredStopAtLevel=1";

    private static final String FISCHER_ONE_HOUR = "{\"kind\":\"FISCHER\",\"mainSeconds\":3600,\"periods\":0,"
            + "\"periodSeconds\":0,\"stonesPerPeriod\":0,\"incrementSeconds\":30}";

    /** The counts the test prints and asserts on. */
    public record Result(int trials, int brokerRestarts, long acknowledged, long found, long lost, long duplicated,
                         long projectionMismatches, long topicMismatches, long topicDuplicates, long unanswered,
                         List<String> problems) {
        long mismatches() {
            return lost + duplicated + projectionMismatches + topicMismatches;
        }

        String line() {
            return String.format("trials %d (+%d broker restarts), moves acknowledged %d, found %d, lost %d, "
                            + "twice %d, projection mismatches %d, topic mismatches %d (topic duplicates %d, allowed: "
                            + "at-least-once), requests left unanswered by a kill %d => mismatches %d", trials,
                    brokerRestarts, acknowledged, found, lost, duplicated, projectionMismatches, topicMismatches,
                    topicDuplicates, unanswered, mismatches());
        }
    }

    /** Games played at once; as many again whenever half of them are played out. */
    private static final int GAMES = 12;

    private final List<String> launch;
    private final List<String> jvm;
    private final Path data;
    private final Random random;
    private final List<String> problems = new ArrayList<>();
    private final Audit audit = new Audit(problems);

    CrashTrials(List<String> launch, List<String> jvm, Path data, long seed) {
        this.launch = launch;
        this.jvm = jvm;
        this.data = data;
        this.random = new Random(seed);
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> o = new HashMap<>();
        for (String arg : args) {
            String[] kv = arg.replaceFirst("^--", "").split("=", 2);
            o.put(kv[0], kv.length > 1 ? kv[1] : "true");
        }
        Path data = Files.createTempDirectory("openkifu-crash-");
        CrashTrials trials = new CrashTrials(AppProcess.jar(Path.of(o.getOrDefault("jar", "infra/app/target/openkifu.jar"))),
                List.of(o.getOrDefault("jvm", DEFAULT_JVM).split(" ")), data,
                Long.parseLong(o.getOrDefault("seed", Long.toString(System.currentTimeMillis()))));
        Result result = trials.run(Integer.parseInt(o.getOrDefault("trials", "20")),
                Integer.parseInt(o.getOrDefault("broker-restarts", "2")));
        System.out.println(result.line());
        result.problems().forEach(p -> System.out.println("  " + p));
        System.out.println("data (kept for inspection): " + data);
        System.exit(result.mismatches() == 0 && result.acknowledged() > 0 ? 0 : 1);
    }

    Result run(int killTrials, int brokerRestarts) throws Exception {
        List<CrashLoad.Ack> acks = new ArrayList<>();
        long unanswered = 0;
        AppProcess app = new AppProcess(launch, jvm, List.of("--openkifu.projections.rebuildable=game-list,game-deadlines"),
                data.resolve("app"));
        app.start();
        try {
            app.awaitHealthy(Duration.ofMinutes(4));
            HarnessApi api = new HarnessApi(app.baseUrl(), 8);
            CrashLoad load = setUp(api);
            for (int trial = 1; trial <= killTrials; trial++) {
                Thread killer = new Thread(() -> killLater(app, 2_000 + random.nextInt(4_000)));
                killer.start();
                load.play(4, 60_000, app::alive);
                killer.join();
                app.start();
                app.awaitHealthy(Duration.ofMinutes(4));
                load.resync();
                if (load.acks.isEmpty()) {
                    problems.add("trial " + trial + ": no move was acknowledged before the kill, so it proved nothing");
                }
                acks.addAll(load.acks);
                log("trial %d: killed and restarted; %d moves acknowledged in it, %d so far", trial, load.acks.size(),
                        acks.size());
                load.acks.clear();
                load.topUp(players, GAMES);
                audit(app, api, acks, app.kafkaBootstrap());
            }
            unanswered += load.unanswered.get();
        } finally {
            app.stop();
        }
        long acknowledged = acks.size();
        if (brokerRestarts > 0) {
            // another installation (its own store): its moves are audited against its own store
            List<CrashLoad.Ack> brokerAcks = new ArrayList<>();
            unanswered += brokerTrials(brokerRestarts, brokerAcks);
            acknowledged += brokerAcks.size();
        }
        long lost = problems.stream().filter(p -> p.startsWith("lost")).count();
        long twice = problems.stream().filter(p -> p.startsWith("twice")).count();
        return new Result(killTrials, brokerRestarts, acknowledged, acknowledged - lost, lost, twice,
                audit.projectionMismatches, audit.topicMismatches, audit.topicDuplicates, unanswered,
                List.copyOf(problems));
    }

    /** The application on a broker of its own process: the broker is killed and restarted while players play. */
    private long brokerTrials(int restarts, List<CrashLoad.Ack> acks) throws Exception {
        AppProcess broker = new AppProcess(AppProcess.classPath(AppProcess.testClassPath(),
                KafkaBrokerMain.class.getName()), List.of("-Xmx384m"), List.of(), data.resolve("broker"));
        broker.startBroker();
        AppProcess app = new AppProcess(launch, jvm, List.of("--openkifu.projections.rebuildable=game-list,game-deadlines",
                "--openkifu.kafka.bootstrap-servers=" + broker.kafkaBootstrap()), data.resolve("app-external-broker"));
        long unanswered;
        try {
            app.start();
            app.awaitHealthy(Duration.ofMinutes(4));
            HarnessApi api = new HarnessApi(app.baseUrl(), 8);
            CrashLoad load = setUp(api);
            for (int restart = 1; restart <= restarts; restart++) {
                Thread chaos = new Thread(() -> {
                    try {
                        Thread.sleep(1_000 + random.nextInt(2_000));
                        broker.kill();
                        Thread.sleep(1_000 + random.nextInt(2_000));
                        broker.startBroker();
                    } catch (Exception e) {
                        problems.add("broker restart failed: " + e);
                    }
                });
                chaos.start();
                load.play(4, 8_000, () -> true);
                chaos.join();
                acks.addAll(load.acks);
                load.acks.clear();
                log("broker restart %d: %d moves acknowledged so far", restart, acks.size());
                audit(app, api, acks, broker.kafkaBootstrap());
            }
            unanswered = load.unanswered.get();
        } finally {
            app.stop();
            broker.kill();
        }
        return unanswered;
    }

    private List<MoveLoad.Player> players = List.of();

    private CrashLoad setUp(HarnessApi api) throws Exception {
        List<MoveLoad.Player> players = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            String name = "crash-" + i;
            players.add(new MoveLoad.Player(name, api.signUp(name, name + "-password")));
        }
        CrashLoad load = new CrashLoad(api, 19, FISCHER_ONE_HOUR);
        load.createGames(players, GAMES);
        this.players = players;
        return load;
    }

    private void killLater(AppProcess app, long millis) {
        try {
            Thread.sleep(millis);
            app.kill();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Every acknowledged move stored once; projections and topic equal to a clean rebuild from the store. */
    private void audit(AppProcess app, HarnessApi api, List<CrashLoad.Ack> acks, String bootstrap) throws Exception {
        String admin = api.signIn(AppProcess.ADMIN, AppProcess.ADMIN_PASSWORD);
        ImportAndRebuild projections = new ImportAndRebuild(api, app.baseUrl());
        Audit.awaitCaughtUp(projections, admin);
        try (MongoClient mongo = MongoClients.create(app.mongoUri())) {
            Map<String, List<StoreAudit.Stored>> events = StoreAudit.gameEvents(mongo);
            audit.checkMoves(events, acks);
            Map<Object, Document> list = StoreAudit.collection(mongo, "game_summaries");
            Map<Object, Document> deadlines = StoreAudit.collection(mongo, "game_deadlines");
            audit.checkTopic(events, StoreAudit.topic(bootstrap, "openkifu.game-events", Duration.ofMinutes(2)));
            projections.rebuild("game-list", admin);
            projections.rebuild("game-deadlines", admin);
            Audit.awaitCaughtUp(projections, admin);
            audit.compare("game-list", list, StoreAudit.collection(mongo, "game_summaries"));
            audit.compare("game-deadlines", deadlines, StoreAudit.collection(mongo, "game_deadlines"));
        }
    }

    private static void log(String format, Object... args) {
        System.out.printf("[crash-test] " + format + "%n", args);
    }
}
