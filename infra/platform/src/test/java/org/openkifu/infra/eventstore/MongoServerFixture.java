package org.openkifu.infra.eventstore;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openkifu.infra.mongo.EmbeddedMongoServer;

/**
 * An embedded server on a free port over a fresh temporary directory, and a real driver client to it. Either opened
 * at once ({@code new MongoServerFixture()}, closed by the test) or, as an extension
 * ({@code @RegisterExtension final MongoServerFixture mongo = MongoServerFixture.perTest();}), opened before each test
 * (before the class's own {@code @BeforeEach} methods) and closed after it.
 */
public final class MongoServerFixture implements AutoCloseable, BeforeEachCallback, AfterEachCallback {

    Path directory;
    EmbeddedMongoServer server;
    MongoClient client;

    public MongoServerFixture() throws IOException {
        open();
    }

    private MongoServerFixture(Void perTest) {
    }

    /** A fresh server for each test of the class that registers it. */
    public static MongoServerFixture perTest() {
        return new MongoServerFixture((Void) null);
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        open();
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        close();
    }

    private void open() throws IOException {
        directory = Files.createTempDirectory("openkifu-mongo");
        start();
    }

    void start() {
        server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
        client = MongoClients.create(server.connectionString());
    }

    void stop() {
        client.close();
        server.close();
    }

    /** Closes and reopens the server on the same directory (a clean restart). */
    public void restart() {
        stop();
        start();
    }

    public MongoDatabase database() {
        return client.getDatabase("openkifu");
    }

    @Override
    public void close() throws IOException {
        stop();
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }
}
