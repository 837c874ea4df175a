package org.openkifu.infra.mongo;

import io.netty.buffer.ByteBufAllocator;
import java.nio.file.Path;

/**
 * Runs an embedded server in its own JVM so a test can kill it like a crash (SIGKILL, no shutdown hooks).
 * Prints {@code ALLOCATOR <class>} (the Netty allocator its connections use), then {@code PORT <n>} once it listens,
 * then waits to be killed.
 */
public final class EmbeddedMongoChildProcess {

    private EmbeddedMongoChildProcess() {
    }

    public static void main(String[] args) throws InterruptedException {
        EmbeddedMongoServer server = EmbeddedMongoServer.start(Path.of(args[0]), "127.0.0.1", 0);
        System.out.println("ALLOCATOR " + ByteBufAllocator.DEFAULT.getClass().getSimpleName());
        System.out.println("PORT " + server.port());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
