package org.openkifu.infra.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.infra.kafka.EventEnvelope;
import org.openkifu.infra.kafka.KafkaTopics;
import org.openkifu.infra.testapp.CounterPublication;
import org.openkifu.infra.testapp.ExitCheckMain;
import org.openkifu.infra.testapp.TestApplication;

/** The application as a real process: killed with SIGKILL right after an acknowledged command, and shut down. */
class ChildProcessTest {

    private static final Duration START_TIMEOUT = Duration.ofSeconds(180);

    @TempDir
    Path work;

    @Test
    void anAcknowledgedCommandSurvivesSigkillAndReachesKafkaAfterTheRestart() throws Exception {
        Path dataDir = Files.createDirectories(work.resolve("data"));
        Path log = work.resolve("child.log");
        String id = "killed-" + UUID.randomUUID();

        ChildJvm first = startApp(dataDir, log, ChildJvm.freePort());
        first.awaitHealthy(START_TIMEOUT);
        assertThat(first.post("/counters/" + id).statusCode()).isEqualTo(200);
        first.process.destroyForcibly(); // SIGKILL on Linux: no shutdown hook, no flush, no goodbye
        assertThat(first.process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(first.process.exitValue()).isEqualTo(137);

        int kafkaPort = ChildJvm.freePort();
        ChildJvm second = startApp(dataDir, log, kafkaPort);
        try {
            second.awaitHealthy(START_TIMEOUT);
            assertThat(second.get("/counters/" + id + "/events").body()).isEqualTo("[\"CounterCreated\"]");

            // The relay may have died before or after its send: either way the event is on the topic now.
            List<ConsumerRecord<String, byte[]>> records = TopicReader.readUntil("localhost:" + kafkaPort,
                    CounterPublication.TOPIC, all -> all.stream().anyMatch(r -> id.equals(r.key())),
                    Duration.ofSeconds(90));
            assertThat(records).filteredOn(r -> id.equals(r.key()))
                    .extracting(r -> EventEnvelope.parse(r.value()).sequenceNumber())
                    .isNotEmpty()
                    .allMatch(sequence -> sequence == 0L);
        } finally {
            second.process.destroy(); // SIGTERM: the graceful path must end the JVM too
            assertThat(second.process.waitFor(60, TimeUnit.SECONDS)).as("exit after SIGTERM").isTrue();
        }
        assertThat(second.process.exitValue()).isEqualTo(143);
        assertThat(second.tail()).doesNotContain("EXIT-CHECK");
    }

    @Test
    void theJvmEndsOnItsOwnOnceTheContextIsClosed() throws Exception {
        Path log = work.resolve("exit.log");
        ChildJvm child = ChildJvm.start(ExitCheckMain.class, log, ChildJvm.freePort(), commonArgs(
                Files.createDirectories(work.resolve("exit-data")), 0));
        boolean exited = child.process.waitFor(180, TimeUnit.SECONDS);
        if (!exited) {
            child.process.destroyForcibly();
        }
        assertThat(exited).as("JVM exited by itself; log:\n%s", child.tail()).isTrue();
        assertThat(child.process.exitValue()).as(child.tail()).isZero();
        assertThat(Files.readString(log)).contains(ExitCheckMain.CLOSED);
    }

    private static ChildJvm startApp(Path dataDir, Path log, int kafkaPort) throws Exception {
        return ChildJvm.start(TestApplication.class, log, ChildJvm.freePort(), commonArgs(dataDir, kafkaPort));
    }

    private static String[] commonArgs(Path dataDir, int kafkaPort) {
        return new String[] {
                "--spring.profiles.active=test",
                "--openkifu.data-dir=" + dataDir,
                "--openkifu.kafka.embedded.port=" + kafkaPort,
                "--openkifu.mongo.embedded.fsync=true"};
    }
}
