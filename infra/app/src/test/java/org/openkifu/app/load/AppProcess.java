package org.openkifu.app.load;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The application in its own JVM, as an operator runs it: the packaged jar ({@code java -jar openkifu.jar}) or, in
 * the unit-test build where no jar exists yet, its main class on the test class path. Fixed free ports for HTTP,
 * the embedded MongoDB server and the embedded Kafka broker, so the harness can reach all three; the same data
 * directory and ports on every {@link #start}, so a restart finds the data of the killed process.
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
    private Process process;
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
        this.httpPort = freePort();
        this.mongoPort = freePort();
        this.kafkaPort = freePort();
        this.controllerPort = freePort();
    }

    /** Starts the application with every quota at its default (the soak test: sign-ups from one address are capped). */
    AppProcess keepDefaultQuotas() {
        raiseSignUpQuota = false;
        return this;
    }

    static List<String> jar(Path jar) {
        return List.of("-jar", jar.toString());
    }

    static List<String> classPath(String classPath, String mainClass) {
        return List.of("-cp", classPath, mainClass);
    }

    void start() throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-XX:+ExitOnOutOfMemoryError"); // as in production (docs/operations.md, "Memory")
        command.add("-Daxoniq.update-checker.disabled=true");
        command.addAll(launch);
        command.addAll(List.of("--server.port=" + httpPort, "--openkifu.data-dir=" + dataDir.resolve("data"),
                "--openkifu.mongo.embedded.port=" + mongoPort, "--openkifu.kafka.embedded.port=" + kafkaPort,
                "--openkifu.kafka.embedded.controller-port=" + controllerPort,
                "--openkifu.security.admin.username=" + ADMIN, "--openkifu.security.admin.password=" + ADMIN_PASSWORD));
        if (raiseSignUpQuota) {
            // every simulated player signs up from this one machine (docs/security.md, "Quotas")
            command.add("--openkifu.quotas.sign-ups-per-address-per-hour=1000000");
        }
        command.addAll(appArgs);
        Files.writeString(log, "=== start " + (++starts) + ": " + String.join(" ", command) + "\n",
                java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
    }

    /**
     * Starts {@link KafkaBrokerMain} (this process's launch must name it) on this process's data directory and Kafka
     * ports, and waits until it accepts connections.
     */
    void startBroker() throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(launch);
        command.addAll(List.of(dataDir.resolve("kafka").toString(), Integer.toString(kafkaPort),
                Integer.toString(controllerPort)));
        Files.writeString(log, "=== broker start " + (++starts) + "\n", java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.APPEND);
        process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the broker died during start-up; log: " + log + "\n" + tail());
            }
            if (Files.readString(log).contains("READY localhost:" + kafkaPort)) {
                return;
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("the broker did not start within 2 minutes; log: " + log);
    }

    /** The class path of this JVM as a child should get it (surefire runs tests from a manifest-only jar). */
    static String testClassPath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }

    /** Waits until /actuator/health says UP; returns the seconds it took. */
    double awaitHealthy(Duration timeout) throws Exception {
        long started = System.nanoTime();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        while (System.nanoTime() - started < timeout.toNanos()) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the application died during start-up; log: " + log + "\n" + tail());
            }
            try {
                HttpResponse<String> health = http.send(HttpRequest.newBuilder(URI.create(baseUrl() + "/actuator/health"))
                        .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
                if (health.statusCode() == 200 && health.body().contains("\"status\":\"UP\"")) {
                    return (System.nanoTime() - started) / 1e9;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("the application was not healthy within " + timeout + "; log: " + log);
    }

    /** SIGKILL: no shutdown hook, no clean close of anything. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    /** SIGTERM, then waits for the JVM to end. */
    void stop() throws InterruptedException {
        if (process != null && process.isAlive()) {
            process.destroy();
            if (!process.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        }
    }

    long pid() {
        return process.pid();
    }

    boolean alive() {
        return process != null && process.isAlive();
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
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("localhost", 0));
            return socket.getLocalPort();
        }
    }
}
