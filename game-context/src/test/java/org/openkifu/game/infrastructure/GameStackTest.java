package org.openkifu.game.infrastructure;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.openkifu.infra.testapp.TestApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * One Spring context (embedded Kafka and MongoDB, the game context, a movable clock) shared by the game-context
 * integration tests that extend this class: same configuration, so Spring's test context cache starts it once.
 * Tests that move the {@code AdjustableClock} forward do it for every test of the context; games made by other tests
 * must not depend on the clock standing still.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
abstract class GameStackTest {

    static final Duration POLL = Duration.ofMillis(200);
    private static final Path DATA_DIR = createDataDir();

    @DynamicPropertySource
    static void gameStack(DynamicPropertyRegistry registry) {
        registry.add("openkifu.data-dir", DATA_DIR::toString);
        registry.add("openkifu.game.deadline-poll", POLL::toString);
    }

    private static Path createDataDir() {
        try {
            return Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-game-stack");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
