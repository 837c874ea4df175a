package org.openkifu.app.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The soak test of issue 19 in the build's long profile only ({@code -Psoak}, run by {@code scripts/soak-test.sh}):
 * tagged {@code soak}, which the default test run excludes (infra/app/pom.xml). The profile runs it after
 * {@code package}, so it starts the packaged jar. Options come as {@code -Dsoak.minutes=10} etc. ({@link AbuseSoak}).
 */
@Tag("soak")
class AbuseSoakTest {

    @Test
    void abuseFamiliesCauseNo5xxNoStoppedProcessorBoundedMemoryAndOthersKeepTheirLatency() throws Exception {
        Map<String, String> options = new HashMap<>();
        System.getProperties().forEach((k, v) -> {
            if (k.toString().startsWith("soak.")) {
                options.put(k.toString().substring("soak.".length()), v.toString());
            }
        });
        // surefire runs in infra/app: the jar is target/openkifu.jar there
        options.putIfAbsent("jar", Path.of("target", "openkifu.jar").toAbsolutePath().toString());
        AbuseSoak.Result result = new AbuseSoak(options).run();
        assertThat(result.failures()).as(result.report()).isEmpty();
    }
}
