package org.openkifu.infra.mongo;

import de.bwaldvogel.mongo.MongoServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A MongoDB wire-protocol server (mongo-java-server, H2 MVStore backend) for running without a MongoDB
 * installation. Clients talk to it over TCP with the ordinary MongoDB driver, exactly as in production.
 *
 * <p>All data lives in one MVStore file, {@value #DATA_FILE_NAME}, inside the data directory. Every command that
 * changes data is committed to that file before its reply is sent (see {@link DurableH2Backend}), so an
 * acknowledged write survives the process being killed.
 *
 * <pre>{@code
 * try (EmbeddedMongoServer mongo = EmbeddedMongoServer.start(Path.of("data/mongo"), "127.0.0.1", 0)) {
 *     MongoClient client = MongoClients.create(mongo.connectionString());
 * }
 * }</pre>
 */
public final class EmbeddedMongoServer implements AutoCloseable {

    public static final String DATA_FILE_NAME = "openkifu.mv.db";
    public static final Path DEFAULT_DATA_DIRECTORY = Path.of("data", "mongo");
    /** The store's page cache when none is given (docs/benchmarks.md, "The page cache", measures other sizes). */
    public static final int DEFAULT_CACHE_MEGABYTES = 16;
    /**
     * Threads serving client connections when none is given. A command holds its thread until its write is on the
     * disk, and every connection sharing that thread waits behind it (docs/benchmarks.md, "Connection threads"):
     * enough threads that each of the application's connections has its own.
     */
    public static final int DEFAULT_CONNECTION_THREADS = 64;

    private static final Logger log = LoggerFactory.getLogger(EmbeddedMongoServer.class);

    static {
        // Netty checks a buffer's reference count on every byte written to it, and the server writes every stored
        // document byte by byte (BSON, also when a commit rewrites a page): under load these checks alone were about
        // 6 % of the application's CPU (docs/benchmarks.md, "Platform under load"). They only guard against use after
        // release; bounds checks stay on. Set before Netty's buffers are first used; an explicit setting wins.
        if (System.getProperty("io.netty.buffer.checkAccessible") == null) {
            System.setProperty("io.netty.buffer.checkAccessible", "false");
        }
        // Netty 4.2's default allocator ("adaptive") hands a chunk's direct memory back once it is not needed, and on
        // Java 25 that memory is a shared arena of the foreign memory API, whose close is a handshake with every
        // thread of the JVM (each stops while the VM thread walks its stack). A bulk import's large commit documents
        // freed chunks often enough for these handshakes to take 7 % of the JVM's CPU on the VM thread alone
        // (docs/benchmarks.md, "Netty's pooled allocator"). The pooled allocator keeps its chunks. The server is the
        // only user of Netty in the application; an explicit setting wins.
        if (System.getProperty("io.netty.allocator.type") == null) {
            System.setProperty("io.netty.allocator.type", "pooled");
        }
    }

    /** Rewrite chunks while less than this share (in percent) of the file is live data. */
    private static final int COMPACT_BELOW_FILL_RATE = 50;

    private final MongoServer server;
    private final ScheduledExecutorService housekeeping;
    private final MVStore store;
    private final DurableH2Backend backend;
    private final Path dataFile;
    private final InetSocketAddress address;
    private boolean closed;

    private EmbeddedMongoServer(MongoServer server, MVStore store, DurableH2Backend backend, Path dataFile,
            InetSocketAddress address) {
        this.server = server;
        this.store = store;
        this.backend = backend;
        this.dataFile = dataFile;
        this.address = address;
        this.housekeeping = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "embedded-mongo-housekeeping");
            t.setDaemon(true);
            return t;
        });
        housekeeping.scheduleWithFixedDelay(this::compact, 10, 10, TimeUnit.SECONDS);
        housekeeping.scheduleWithFixedDelay(this::flushUnjournaled, UNJOURNALED_FLUSH_MILLIS,
                UNJOURNALED_FLUSH_MILLIS, TimeUnit.MILLISECONDS);
    }

    /**
     * Unjournaled writes ({@code j: false}) are on disk at most this long after they were acknowledged when no
     * journaled write commits them sooner: MongoDB's own journal commit interval.
     */
    static final long UNJOURNALED_FLUSH_MILLIS = 100;

    private void flushUnjournaled() {
        try {
            backend.flushUnjournaled();
        } catch (RuntimeException e) {
            if (!store.isClosed()) {
                log.warn("Embedded MongoDB: committing unjournaled writes to {} failed: {}", dataFile, e.toString());
            }
        }
    }

    /**
     * Rewrites the live pages of chunks that are mostly garbage (a commit per write group leaves many of them), at
     * most 4 MB a pass, the job MVStore's own background thread would do. Runs like a write command: alone, and
     * durable before the next pass.
     */
    private void compact() {
        try {
            if (!store.isClosed() && store.getFillRate() < COMPACT_BELOW_FILL_RATE) {
                backend.exclusively(() -> store.compact(COMPACT_BELOW_FILL_RATE, 4 << 20));
            }
        } catch (RuntimeException e) {
            if (!store.isClosed()) {
                log.warn("Embedded MongoDB: compacting {} failed: {}", dataFile, e.toString());
            }
        }
    }

    /** Starts on {@code host:port} (port 0 picks a free port), storing data in {@code dataDirectory}; fsync on. */
    public static EmbeddedMongoServer start(Path dataDirectory, String host, int port) {
        return start(dataDirectory, host, port, true);
    }

    /**
     * @param fsync force every write to the storage device before acknowledging it (survives power loss);
     *              without it an acknowledged write still survives the process dying, as the OS holds it
     */
    public static EmbeddedMongoServer start(Path dataDirectory, String host, int port, boolean fsync) {
        return start(dataDirectory, host, port, fsync, DEFAULT_CACHE_MEGABYTES);
    }

    /** @param cacheMegabytes size of the store's page cache: pages read or written stay decoded in memory */
    public static EmbeddedMongoServer start(Path dataDirectory, String host, int port, boolean fsync,
            int cacheMegabytes) {
        return start(dataDirectory, host, port, fsync, cacheMegabytes, DEFAULT_CONNECTION_THREADS);
    }

    /**
     * @param cacheMegabytes    as above
     * @param connectionThreads threads serving the client connections (each connection is served by one of them)
     */
    public static EmbeddedMongoServer start(Path dataDirectory, String host, int port, boolean fsync,
            int cacheMegabytes, int connectionThreads) {
        if (cacheMegabytes < 1) {
            throw new IllegalArgumentException("The page cache needs at least 1 MB, was " + cacheMegabytes);
        }
        if (connectionThreads < 1) {
            throw new IllegalArgumentException("The server needs at least 1 connection thread, was "
                    + connectionThreads);
        }
        Path directory = dataDirectory.toAbsolutePath().normalize();
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the MongoDB data directory " + directory, e);
        }
        Path dataFile = directory.resolve(DATA_FILE_NAME);
        // The page cache holds decoded pages and every commit replaces the ones it wrote: a large cache keeps them
        // long enough to be promoted, and the collector's pauses doubled at 64 MB against 16 (docs/benchmarks.md,
        // "The page cache"). A short retention lets the space of replaced chunks be reused soon instead of after
        // MVStore's default 45 s (with which the file grew to 300 MB for 15 MB of events).
        // No background commits: every commit is cut by DurableH2Backend while no command is half-applied (see there);
        // the space of chunks that are mostly garbage is reclaimed by the housekeeping below instead.
        MVStore store = new MVStore.Builder().fileName(dataFile.toString()).cacheSize(cacheMegabytes)
                .pageSplitSize(4 * 1024).autoCommitDisabled().open();
        store.setRetentionTime(1_000);
        MongoServer server;
        InetSocketAddress address;
        DurableH2Backend backend;
        try {
            backend = new DurableH2Backend(store, fsync);
            server = new MongoServer(backend);
            // one thread accepts connections; each accepted one is served by one of connectionThreads threads
            server.bind(new InetSocketAddress(host, port), 1, connectionThreads);
            address = server.getLocalAddress();
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
        log.info("Embedded MongoDB server listening on {}:{}, data in {} (fsync {}, page cache {} MB, {} connection"
                + " threads)", address.getHostString(), address.getPort(), dataFile, fsync ? "on" : "off",
                cacheMegabytes, connectionThreads);
        return new EmbeddedMongoServer(server, store, backend, dataFile, address);
    }

    /** {@code mongodb://host:port}, for {@code MongoClients.create(...)}. */
    public String connectionString() {
        return "mongodb://" + address.getHostString() + ":" + address.getPort();
    }

    public InetSocketAddress address() {
        return address;
    }

    public int port() {
        return address.getPort();
    }

    /** For tests in this package: the backend every command goes through. */
    DurableH2Backend backend() {
        return backend;
    }

    /** The single file holding every database of this server. */
    public Path dataFile() {
        return dataFile;
    }

    /** Stops accepting clients, closes open connections and writes the store to disk. Idempotent. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        // Not shutdownNow: an interrupt inside a commit closes the store's FileChannel (NIO closes an interrupted
        // channel), and the store then cannot write its clean-shutdown mark. The running pass finishes instead.
        housekeeping.shutdown();
        try {
            if (!housekeeping.awaitTermination(30, TimeUnit.SECONDS)) {
                log.warn("Embedded MongoDB: housekeeping still running after 30 s, closing anyway");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        // MongoServer.shutdownNow closes the backend too, which commits and closes the MVStore.
        server.shutdownNow();
        if (!store.isClosed()) {
            store.close();
        }
        log.info("Embedded MongoDB server on port {} stopped, data in {}", address.getPort(), dataFile);
    }
}
