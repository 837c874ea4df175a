package org.openkifu.app.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.openkifu.infra.platform.ChildJvm;

/**
 * The application in its own JVM, as an operator runs it: the packaged jar ({@code java -jar openkifu.jar}) or, in
 * the unit-test build where no jar exists yet, its main class on the test class path. Fixed free ports for HTTP,
 * the embedded MongoDB server and the embedded Kafka broker, so the harness can reach all three; the same data
 * directory and ports on every {@link #start}, so a restart finds the data of the killed process. The process
 * itself is the platform's {@link ChildJvm} (started, waited for, killed the same way as the platform's tests').
 */
final class AppProcess {

    static final String ADMIN = "admin";
    static final String ADMIN_PASSWORD = "admin-load-harness-1";

    private final List<String> launch;
    private final List<String> jvmOptions;
    private final List<String> appArgs;
    final Path dataDir;
    final Path log;
    final int httpPort;
    final int mongoPort;
    final int kafkaPort;
    final int controllerPort;
    private ChildJvm jvm;
    private int starts;
    /** The harnesses sign up all their players from one address; the soak test keeps the default quota. */
    private boolean raiseSignUpQuota = true;

    /**
     * @param launch     {@code ["-jar", "path/openkifu.jar"]} or {@code ["-cp", classpath, mainClass]}
     * @param jvmOptions e.g. {@code -Xmx512m}
     * @param appArgs    more {@code --name=value} options for the application
     */
    AppProcess(List<String> launch, List<String> jvmOptions, List<String> appArgs, Path dataDir) throws IOException {
        this.launch = List.copyOf(launch);
        this.jvmOptions = List.copyOf(jvmOptions);
        this.appArgs = List.copyOf(appArgs);
        this.dataDir = Files.createDirectories(dataDir);
        this.log = dataDir.resolve("app.log");
        this.httpPort = ChildJvm.freePort();
        this.mongoPort = ChildJvm.freePort();
        this.kafkaPort = ChildJvm.freePort();
        this.controllerPort = ChildJvm.freePort();
    }

    /** Starts the application with every quota at its default (the soak test: sign-ups from one address are capped). */
    AppProcess keepDefaultQuotas() {
        raiseSignUpQuota = false;
        return this;
    }

    static List<String> jar(Path jar) {
        return ChildJvm.jar(jar);
    }

    static List<String> classPath(String classPath, String mainClass) {
        return ChildJvm.classPath(classPath, mainClass);
    }

    void start() throws IOException {
        List<String> options = new ArrayList<>(jvmOptions);
        options.add("-XX:+ExitOnOutOfMemoryError"); // as in production (docs/operations.md, "Memory")
        options.add("-Daxoniq.update-checker.disabled=true");
        List<String> args = new ArrayList<>(List.of("--server.port=" + httpPort,
                "--openkifu.data-dir=" + dataDir.resolve("data"),
                "--openkifu.mongo.embedded.port=" + mongoPort, "--openkifu.kafka.embedded.port=" + kafkaPort,
                "--openkifu.kafka.embedded.controller-port=" + controllerPort,
                "--openkifu.security.admin.username=" + ADMIN, "--openkifu.security.admin.password=" + ADMIN_PASSWORD));
        if (raiseSignUpQuota) {
            // every simulated player signs up from this one machine (docs/security.md, "Quotas")
            args.add("--openkifu.quotas.sign-ups-per-address-per-hour=1000000");
        }
        args.addAll(appArgs);
        Files.writeString(log, "=== start " + (++starts) + ": " + String.join(" ", options) + " "
                + String.join(" ", launch) + " " + String.join(" ", args) + "\n",
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        jvm = ChildJvm.start(options, launch, args, log, httpPort);
    }

    /**
     * Starts {@link KafkaBrokerMain} (this process's launch must name it) on this process's data directory and Kafka
     * ports, and waits until it accepts connections.
     */
    void startBroker() throws Exception {
        Files.writeString(log, "=== broker start " + (++starts) + "\n", StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
        jvm = ChildJvm.start(jvmOptions, launch, List.of(dataDir.resolve("kafka").toString(), Integer.toString(kafkaPort),
                Integer.toString(controllerPort)), log, 0);
        jvm.awaitLogLine("READY localhost:" + kafkaPort, Duration.ofMinutes(2));
    }

    /** The class path of this JVM as a child should get it (surefire runs tests from a manifest-only jar). */
    static String testClassPath() {
        return ChildJvm.testClassPath();
    }

    /** Waits until /actuator/health says UP; returns the seconds it took. */
    double awaitHealthy(Duration timeout) {
        return jvm.awaitHealthy(timeout);
    }

    /** SIGKILL: no shutdown hook, no clean close of anything. */
    void kill() throws InterruptedException {
        jvm.kill();
    }

    /** SIGTERM, then waits for the JVM to end. */
    void stop() throws InterruptedException {
        if (jvm != null) {
            jvm.stop(Duration.ofSeconds(60));
        }
    }

    long pid() {
        return jvm.process.pid();
    }

    boolean alive() {
        return jvm != null && jvm.process.isAlive();
    }

    String baseUrl() {
        return "http://localhost:" + httpPort;
    }

    String mongoUri() {
        return "mongodb://127.0.0.1:" + mongoPort;
    }

    String kafkaBootstrap() {
        return "localhost:" + kafkaPort;
    }

    /** CPU seconds the process has used so far (user + system), from /proc. */
    double cpuSeconds() {
        return ProcStats.cpuSeconds(pid());
    }

    /** Resident set size in MB, from /proc. */
    double rssMegabytes() {
        return ProcStats.rssMegabytes(pid());
    }

    String tail() {
        return jvm == null ? "(not started)" : jvm.tail();
    }
}
