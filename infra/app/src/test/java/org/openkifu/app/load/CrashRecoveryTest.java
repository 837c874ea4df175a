package org.openkifu.app.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The crash test's short form in the build (the full one: {@code scripts/crash-test.sh}, 20 trials): the assembled
 * application in a child JVM is killed with SIGKILL twice under load and restarted on the same data, then a second
 * installation has its Kafka broker killed and restarted under load. Every acknowledged move must be stored exactly
 * once, and the projections and the topic must equal a clean rebuild.
 */
class CrashRecoveryTest {

    @Test
    void acknowledgedMovesSurviveKillsAndProjectionsAndTopicConverge() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "crash-test");
        CrashTrials trials = new CrashTrials(AppProcess.classPath(AppProcess.testClassPath(),
                "org.openkifu.app.OpenKifuApplication"), Arrays.asList(CrashTrials.DEFAULT_JVM.split(" ")), data,
                20_261_123L);
        CrashTrials.Result result = trials.run(2, 1);
        System.out.println(result.line());
        assertThat(result.problems()).as(result.line()).isEmpty();
        assertThat(result.acknowledged()).as("moves were played").isPositive();
        assertThat(result.found()).isEqualTo(result.acknowledged());
        assertThat(result.mismatches()).isZero();
        assertThat(List.of(result.trials(), result.brokerRestarts())).containsExactly(2, 1);
    }
}
