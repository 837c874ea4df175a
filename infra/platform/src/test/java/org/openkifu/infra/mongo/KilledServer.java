package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/** An embedded server in a child JVM ({@link EmbeddedMongoChildProcess}) that a test writes to and then kills. */
final class KilledServer {

    private KilledServer() {
    }

    /**
     * Runs {@code writes} against a server on {@code directory} in a child process, then kills it at once: no clean
     * close, no hooks. {@code jvmOptions} go to the child's JVM.
     */
    static void killedAfter(Path directory, Consumer<MongoClient> writes, String... jvmOptions) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        command.addAll(List.of(jvmOptions));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), EmbeddedMongoChildProcess.class.getName(),
                directory.toString()));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            int port = awaitPort(child);
            try (MongoClient client = MongoClients.create("mongodb://127.0.0.1:" + port)) {
                writes.accept(client);
                child.destroyForcibly();
                assertThat(child.waitFor(10, TimeUnit.SECONDS)).isTrue();
            }
        } finally {
            child.destroyForcibly();
        }
    }

    private static int awaitPort(Process child) throws IOException {
        BufferedReader output = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = output.readLine()) != null) {
            if (line.startsWith("PORT ")) {
                int port = Integer.parseInt(line.substring(5).trim());
                Thread drain = new Thread(() -> output.lines().forEach(ignored -> { }), "child-output");
                drain.setDaemon(true);
                drain.start();
                return port;
            }
        }
        throw new IllegalStateException("embedded server child exited before listening");
    }
}
