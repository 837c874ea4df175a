package org.openkifu.app.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openkifu.app.load.ClusterTrials;
import org.openkifu.infra.platform.ChildJvm;

/**
 * The cluster test's short form in the build (the long one: {@code scripts/cluster-test.sh}): MongoDB and Kafka in
 * processes of their own, three nodes behind HAProxy (node-3 with only ladder and tournament), ladder and tournament
 * games played through the proxy, one full node killed with SIGKILL and restarted, then the broker restarted; every
 * acknowledged move stored once, every game's end recorded once by each context, the lease fencing intact, the
 * projections equal to a clean rebuild, and the dead node's leases and segments taken over. Needs the haproxy
 * binary ({@code .ci/run} installs it); without it the test fails and says so rather than being skipped.
 */
class ClusterShortTest {

    @Test
    void threeNodesOneKillOneBrokerRestartNothingLostAndEveryEndRecordedOnce() throws Exception {
        long started = System.nanoTime();
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "cluster-test");
        ClusterTrials.Result result = ClusterTrials.run(data, ChildJvm.classPath(ChildJvm.testClassPath(),
                "org.openkifu.app.OpenKifuApplication"), ClusterTrials.Options.shortForm());
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        result.takeovers().forEach(System.out::println);
        System.out.println(result.line() + "; wall time " + took.toSeconds() + " s");
        assertThat(result.problems()).as(result.line()).isEmpty();
        assertThat(result.acknowledged()).as("moves were played").isPositive();
        assertThat(List.of(result.lost(), result.twice(), result.projectionMismatches(), result.topicMismatches()))
                .containsOnly(0L);
        assertThat(result.gamesFinished()).as("3 ladder and 3 tournament games").isEqualTo(6);
        assertThat(result.takeovers()).as("the killed node's leases and segments taken over").hasSize(1);
        assertThat(took).as("the short form's budget").isLessThan(Duration.ofMinutes(5));
    }
}
