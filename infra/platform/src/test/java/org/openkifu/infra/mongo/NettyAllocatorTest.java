package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded server's connections use Netty's pooled allocator, whose chunks stay allocated, not Netty 4.2's
 * adaptive one, whose freed chunks each cost a handshake with every thread on Java 25 (see
 * {@link EmbeddedMongoServer}). Checked in a JVM of its own: the allocator is chosen once per JVM, when Netty is
 * first used, and another test of this JVM may have used Netty first.
 */
class NettyAllocatorTest {

    @TempDir
    Path directory;

    @Test
    void theServerChoosesThePooledAllocator() throws Exception {
        assertThat(allocatorOfAChild()).isEqualTo("PooledByteBufAllocator");
    }

    @Test
    void anExplicitSettingWins() throws Exception {
        assertThat(allocatorOfAChild("-Dio.netty.allocator.type=adaptive")).isEqualTo("AdaptiveByteBufAllocator");
    }

    private String allocatorOfAChild(String... options) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(List.of(options));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), EmbeddedMongoChildProcess.class.getName(),
                Files.createTempDirectory(directory, "child").toString()));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        Thread watchdog = new Thread(() -> { // a child that never listens ends the read below
            try {
                if (!child.waitFor(60, TimeUnit.SECONDS)) {
                    child.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "child-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        try (BufferedReader output = new BufferedReader(
                new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            String allocator = null;
            String line;
            while ((line = output.readLine()) != null) {
                if (line.startsWith("ALLOCATOR ")) {
                    allocator = line.substring("ALLOCATOR ".length()).trim();
                } else if (line.startsWith("PORT ")) {
                    return allocator;
                }
            }
            throw new IllegalStateException("the child exited before listening");
        } finally {
            child.destroyForcibly();
        }
    }
}
