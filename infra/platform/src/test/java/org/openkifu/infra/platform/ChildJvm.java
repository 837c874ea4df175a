package org.openkifu.infra.platform;

import static org.awaitility.Awaitility.await;

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
import java.util.concurrent.TimeUnit;

import org.awaitility.core.ConditionTimeoutException;
import tools.jackson.databind.json.JsonMapper;

/**
 * An application (the test application, the packaged jar, another main) in its own JVM, with its output appended to
 * a log file: started, waited for (healthy, or a line in its log), killed or stopped. The one process runner of the
 * platform's child-process tests and the application's load and crash harnesses (infra/app's {@code AppProcess}
 * adds the application's ports and options on top).
 */
public final class ChildJvm {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Duration POLL = Duration.ofMillis(200);

    public final Process process;
    public final Path log;
    public final int httpPort;

    private ChildJvm(Process process, Path log, int httpPort) {
        this.process = process;
        this.log = log;
        this.httpPort = httpPort;
    }

    /** {@code main} on this JVM's test class path, small and quick to start, listening on {@code httpPort}. */
    public static ChildJvm start(Class<?> main, Path log, int httpPort, String... args) throws IOException {
        List<String> appArgs = new ArrayList<>(List.of("--server.port=" + httpPort));
        appArgs.addAll(List.of(args));
        return start(List.of("-Xmx384m", "-XX:+ExitOnOutOfMemoryError", "-XX:TieredStopAtLevel=1",
                "-Daxoniq.update-checker.disabled=true"), classPath(testClassPath(), main.getName()), appArgs, log, httpPort);
    }

    /**
     * {@code java <jvmOptions> <launch> <args>}, output appended to {@code log}.
     *
     * @param launch   {@link #jar} or {@link #classPath}
     * @param httpPort the port the child serves HTTP on (for {@link #awaitHealthy}), or 0 if it serves none
     */
    public static ChildJvm start(List<String> jvmOptions, List<String> launch, List<String> args, Path log, int httpPort)
            throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(launch);
        command.addAll(args);
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        return new ChildJvm(process, log, httpPort);
    }

    public static List<String> jar(Path jar) {
        return List.of("-jar", jar.toString());
    }

    public static List<String> classPath(String classPath, String mainClass) {
        return List.of("-cp", classPath, mainClass);
    }

    /** The class path of this JVM as a child should get it (surefire runs tests from a manifest-only jar). */
    public static String testClassPath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }

    /** Waits for /actuator/health to answer UP; fails with the child's log if it dies or times out. Returns seconds. */
    public double awaitHealthy(Duration timeout) {
        long started = System.nanoTime();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        awaitUntil("healthy", timeout, () -> {
            try {
                HttpResponse<String> health = http.send(HttpRequest.newBuilder(url("/actuator/health"))
                        .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
                return health.statusCode() == 200
                        && "UP".equals(JSON.readTree(health.body()).path("status").asString());
            } catch (IOException notYet) {
                return false; // not listening yet
            }
        });
        return (System.nanoTime() - started) / 1e9;
    }

    /** Waits until the child's log contains {@code text} (e.g. a broker's ready line). */
    public void awaitLogLine(String text, Duration timeout) {
        awaitUntil("'" + text + "' in its log", timeout, () -> Files.readString(log).contains(text));
    }

    private void awaitUntil(String what, Duration timeout, java.util.concurrent.Callable<Boolean> condition) {
        try {
            await(what).atMost(timeout).pollInterval(POLL).until(() -> {
                if (!process.isAlive()) {
                    throw new AssertionError("Child JVM died before " + what + "; log: " + log + "\n" + tail());
                }
                return condition.call();
            });
        } catch (ConditionTimeoutException e) {
            throw new AssertionError("Child JVM not " + what + " within " + timeout + "; log: " + log + "\n" + tail(), e);
        }
    }

    /** SIGKILL: no shutdown hook, no clean close of anything. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    /** SIGTERM, then waits for the JVM to end (SIGKILL after {@code grace}). */
    public void stop(Duration grace) throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor();
            }
        }
    }

    public HttpResponse<String> post(String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(url(path))
                .POST(HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> get(String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(url(path))
                .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private URI url(String path) {
        return URI.create("http://localhost:" + httpPort + path);
    }

    /** The last 60 lines of the child's log, for a failure message. */
    public String tail() {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 60), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    public static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("localhost", 0));
            return socket.getLocalPort();
        }
    }
}
