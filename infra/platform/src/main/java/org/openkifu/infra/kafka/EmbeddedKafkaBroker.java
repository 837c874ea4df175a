package org.openkifu.infra.kafka;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import kafka.tools.StorageTool;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A real single-node Apache Kafka broker in KRaft mode (broker and controller in one node), running inside this JVM.
 *
 * <p>In-process rather than a child JVM: it starts in about half a second and dies with the application, which is what
 * a development default should do. Its log is on disk under {@code dataDir}, so a restart (even after SIGKILL, which
 * Kafka treats as an unclean shutdown and recovers from) finds every record again.
 *
 * <p>The storage is formatted with Kafka's own {@link StorageTool} on first start (a random cluster id); later starts
 * find {@code meta.properties} and keep it.
 */
public final class EmbeddedKafkaBroker implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedKafkaBroker.class);
    private static final int NODE_ID = 1;

    private KafkaRaftServer server;
    private final Path dataDir;
    private final int port;
    private final int controllerPort;
    private boolean closed;

    private EmbeddedKafkaBroker(Path dataDir, int port, int controllerPort) {
        this.dataDir = dataDir;
        this.port = port;
        this.controllerPort = controllerPort;
    }

    /**
     * Formats {@code dataDir} if needed and starts the broker.
     *
     * @param port           client (PLAINTEXT) port; 0 picks a free one
     * @param controllerPort KRaft controller port; 0 picks a free one
     */
    public static EmbeddedKafkaBroker start(Path dataDir, int port, int controllerPort) {
        EmbeddedKafkaBroker broker = prepare(dataDir, port, controllerPort);
        broker.start();
        return broker;
    }

    /** Chooses the ports (so {@link #bootstrapServers()} is known) without starting anything yet. */
    public static EmbeddedKafkaBroker prepare(Path dataDir, int port, int controllerPort) {
        int brokerPort = port == 0 ? freePort() : port;
        int quorumPort = controllerPort == 0 ? freePort(brokerPort) : controllerPort;
        return new EmbeddedKafkaBroker(dataDir, brokerPort, quorumPort);
    }

    /** Formats the storage on first use and starts the broker; returns once it accepts clients. */
    public synchronized void start() {
        if (server != null || closed) {
            throw new IllegalStateException("The embedded Kafka broker can be started once");
        }
        long started = System.nanoTime();
        try {
            Files.createDirectories(dataDir);
            Properties props = serverProperties(dataDir, port, controllerPort);
            format(dataDir, props);
            KafkaRaftServer raftServer = new KafkaRaftServer(KafkaConfig.fromProps(props, false), Time.SYSTEM);
            raftServer.startup();
            server = raftServer;
            log.info("Embedded Kafka broker (KRaft) listening on localhost:{}, data in {} (started in {} ms)",
                    port, dataDir.toAbsolutePath(), (System.nanoTime() - started) / 1_000_000);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot prepare Kafka data directory " + dataDir, e);
        }
    }

    static final long DEDUPE_BUFFER_BYTES = 8L * 1024 * 1024;

    static Properties serverProperties(Path dataDir, int port, int controllerPort) {
        Properties p = new Properties();
        p.setProperty("process.roles", "broker,controller");
        p.setProperty("node.id", String.valueOf(NODE_ID));
        p.setProperty("controller.quorum.voters", NODE_ID + "@localhost:" + controllerPort);
        p.setProperty("listeners", "PLAINTEXT://localhost:" + port + ",CONTROLLER://localhost:" + controllerPort);
        p.setProperty("advertised.listeners", "PLAINTEXT://localhost:" + port);
        p.setProperty("controller.listener.names", "CONTROLLER");
        p.setProperty("inter.broker.listener.name", "PLAINTEXT");
        p.setProperty("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
        p.setProperty("log.dirs", dataDir.toAbsolutePath().toString());
        // One node: every internal topic has exactly one replica.
        p.setProperty("offsets.topic.replication.factor", "1");
        p.setProperty("offsets.topic.num.partitions", "5");
        p.setProperty("transaction.state.log.replication.factor", "1");
        p.setProperty("transaction.state.log.min.isr", "1");
        p.setProperty("share.coordinator.state.topic.replication.factor", "1");
        p.setProperty("share.coordinator.state.topic.min.isr", "1");
        p.setProperty("default.replication.factor", "1");
        p.setProperty("min.insync.replicas", "1");
        // Topics are created explicitly (TopicInitializer); a typo must not create a topic silently.
        p.setProperty("auto.create.topics.enable", "false");
        // A consumer group of one should not wait 3 s for more members before its first assignment.
        p.setProperty("group.initial.rebalance.delay.ms", "0");
        // Keep the development broker light: fewer threads, no 7-day default for old segments surprises.
        p.setProperty("num.network.threads", "2");
        p.setProperty("num.io.threads", "2");
        p.setProperty("num.recovery.threads.per.data.dir", "1");
        p.setProperty("log.retention.hours", "-1");
        p.setProperty("controlled.shutdown.enable", "true");
        // The log cleaner allocates its dedupe buffer on the heap at start, whole: Kafka's default is 128 MB, a
        // quarter of the recommended -Xmx512m for the whole application (found in a heap dump, docs/benchmarks.md,
        // "The 128 MB buffer"). The compacted topics here are the broker's own small ones; 8 MB holds about 350,000
        // keys per cleaning pass, and a larger log is cleaned in several passes.
        p.setProperty("log.cleaner.dedupe.buffer.size", String.valueOf(DEDUPE_BUFFER_BYTES));
        return p;
    }

    private static void format(Path dataDir, Properties props) throws IOException {
        Path config = dataDir.resolve("server.properties");
        try (OutputStream out = Files.newOutputStream(config)) {
            props.store(out, "Written by OpenKifu for the embedded broker; regenerated at every start");
        }
        if (Files.exists(dataDir.resolve("meta.properties"))) {
            return; // formatted before: keep the cluster id and everything in the log
        }
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        int exit;
        try (PrintStream print = new PrintStream(output, true, StandardCharsets.UTF_8)) {
            exit = StorageTool.execute(new String[] {
                    "format", "--cluster-id", Uuid.randomUuid().toString(),
                    "--config", config.toString()}, print);
        }
        String text = output.toString(StandardCharsets.UTF_8).trim();
        if (exit != 0) {
            throw new IllegalStateException("Formatting Kafka storage in " + dataDir + " failed: " + text);
        }
        log.debug("Kafka storage format: {}", text);
    }

    public String bootstrapServers() {
        return "localhost:" + port;
    }

    public int port() {
        return port;
    }

    public int controllerPort() {
        return controllerPort;
    }

    public Path dataDir() {
        return dataDir;
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (server == null) {
            return;
        }
        long started = System.nanoTime();
        server.shutdown();
        server.awaitShutdown();
        log.info("Embedded Kafka broker stopped in {} ms", (System.nanoTime() - started) / 1_000_000);
    }

    private static int freePort(int... avoid) {
        for (int attempt = 0; attempt < 10; attempt++) {
            try (ServerSocket socket = new ServerSocket()) {
                socket.setReuseAddress(true);
                socket.bind(new InetSocketAddress("localhost", 0));
                int candidate = socket.getLocalPort();
                if (avoid.length == 0 || candidate != avoid[0]) {
                    return candidate;
                }
            } catch (IOException e) {
                throw new UncheckedIOException("No free port for the embedded Kafka broker", e);
            }
        }
        throw new IllegalStateException("No free port for the embedded Kafka broker");
    }
}
