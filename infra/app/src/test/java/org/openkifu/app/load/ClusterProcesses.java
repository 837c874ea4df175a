package org.openkifu.app.load;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.openkifu.infra.mongo.EmbeddedMongoChildProcess;
import org.openkifu.infra.platform.ChildJvm;

/**
 * The cluster test's processes: the MongoDB wire server and the Kafka broker each in a JVM of its own, three
 * application nodes on them (node-1 and node-2 with every context, node-3 with only ladder and tournament), and
 * HAProxy in front (docs/operations.md, "Load balancer", has the configuration and why it is shaped so).
 */
final class ClusterProcesses implements AutoCloseable {

    /** Paths only the game context serves go to the full nodes; everything else to all three. */
    static final List<String> EVERY_NODE_PATHS = List.of("/api/ladders", "/api/ladder-settings", "/api/tournaments",
            "/api/matches", "/api/accounts", "/api/tokens", "/actuator/health");

    final Path data;
    final ChildJvm mongo;
    final int mongoPort;
    final AppProcess broker;
    final List<AppProcess> nodes = new ArrayList<>();
    final List<String> nodeIds = List.of("node-1", "node-2", "node-3");
    final int proxyPort;
    private final Process haproxy;

    /**
     * @param launch the application ({@code -jar ...} or {@code -cp ... main})
     * @param jvm    each node's JVM options (heap 256-384 MB: five JVMs share the machine)
     * @param extra  more settings for every node (e.g. segments)
     */
    ClusterProcesses(Path data, List<String> launch, List<String> jvm, List<String> extra, String haproxyBinary)
            throws Exception {
        this.data = data;
        String haproxyPath = haproxy(haproxyBinary);
        mongo = ChildJvm.start(List.of("-Xmx384m"), ChildJvm.classPath(ChildJvm.testClassPath(),
                        EmbeddedMongoChildProcess.class.getName()),
                List.of(Files.createDirectories(data.resolve("mongo")).toString()), data.resolve("mongo.log"), 0);
        mongo.awaitLogLine("PORT ", Duration.ofMinutes(2));
        mongoPort = Integer.parseInt(Files.readAllLines(mongo.log).stream().filter(l -> l.startsWith("PORT "))
                .findFirst().orElseThrow().substring(5).trim());
        broker = new AppProcess(AppProcess.classPath(AppProcess.testClassPath(), KafkaBrokerMain.class.getName()),
                List.of("-Xmx320m"), List.of(), data.resolve("broker"));
        broker.startBroker();
        for (String id : nodeIds) {
            List<String> args = new ArrayList<>(List.of("--openkifu.mongo.uri=mongodb://127.0.0.1:" + mongoPort,
                    "--openkifu.kafka.bootstrap-servers=" + broker.kafkaBootstrap(), "--openkifu.node-id=" + id,
                    "--openkifu.projections.rebuildable=game-list,game-deadlines",
                    // short expiries so a kill is taken over within seconds (production: 10 s each)
                    "--openkifu.leases.ttl=4s", "--openkifu.leases.renew=1s",
                    "--openkifu.eventhandling.claim-timeout=4s"));
            if (id.equals("node-3")) {
                args.add("--openkifu.contexts=ladder,tournament");
            }
            args.addAll(extra);
            nodes.add(new AppProcess(launch, jvm, args, data.resolve(id)));
        }
        for (AppProcess node : nodes) {
            node.start();
        }
        for (AppProcess node : nodes) {
            node.awaitHealthy(Duration.ofMinutes(4));
        }
        try (ServerSocket socket = new ServerSocket(0)) {
            proxyPort = socket.getLocalPort();
        }
        Path config = data.resolve("haproxy.cfg");
        Files.writeString(config, config());
        haproxy = new ProcessBuilder(haproxyPath, "-db", "-f", config.toString()).redirectErrorStream(true)
                .redirectOutput(data.resolve("haproxy.log").toFile()).start();
        awaitProxy();
    }

    /** The binary given, else haproxy on the PATH or in /usr/sbin; a clear failure when there is none. */
    static String haproxy(String given) {
        List<String> candidates = new ArrayList<>();
        if (given != null) {
            candidates.add(given);
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            candidates.add(dir + "/haproxy");
        }
        candidates.add("/usr/sbin/haproxy");
        return candidates.stream().filter(p -> Files.isExecutable(Path.of(p))).findFirst()
                .orElseThrow(() -> new IllegalStateException("HAProxy is not installed: the cluster test needs it "
                        + "(apt-get install -y haproxy; .ci/run and scripts/cluster-test.sh install it)"));
    }

    /**
     * Round robin for the API (bearer tokens: no state on a node). Only a browser session is pinned: the session
     * lives in the node that signed it in, so HAProxy prefixes that node's name to JSESSIONID and routes by it;
     * requests without the cookie (the API, live streams) are not pinned.
     */
    String config() {
        StringBuilder c = new StringBuilder("""
                global
                    maxconn 2000
                defaults
                    mode http
                    timeout connect 2s
                    timeout client 90s
                    timeout server 90s
                    timeout check 5s
                    retries 3
                    option redispatch
                    default-server inter 1s fall 2 rise 2
                frontend openkifu
                    bind 127.0.0.1:%d
                    acl every_node path_beg %s
                    use_backend every_node if every_node
                    default_backend full_nodes
                """.formatted(proxyPort, String.join(" ", EVERY_NODE_PATHS)));
        for (String backend : List.of("full_nodes", "every_node")) {
            c.append("backend ").append(backend).append("""

                        balance roundrobin
                        option httpchk GET /actuator/health
                        http-check expect status 200
                        cookie JSESSIONID prefix nocache
                    """);
            for (int i = 0; i < nodes.size(); i++) {
                if (backend.equals("full_nodes") && nodeIds.get(i).equals("node-3")) {
                    continue;
                }
                c.append("    server ").append(nodeIds.get(i)).append(" 127.0.0.1:").append(nodes.get(i).httpPort)
                        .append(" check cookie ").append(nodeIds.get(i)).append('\n');
            }
        }
        return c.toString();
    }

    private void awaitProxy() throws Exception {
        HarnessApi api = new HarnessApi(proxyUrl(), 1);
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (true) {
            if (!haproxy.isAlive()) {
                throw new IllegalStateException("haproxy ended: " + Files.readString(data.resolve("haproxy.log")));
            }
            try {
                if (api.get("/actuator/health", null).ok()) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("haproxy did not answer within 30 s");
            }
            Thread.sleep(100);
        }
    }

    String proxyUrl() {
        return "http://127.0.0.1:" + proxyPort;
    }

    String mongoUri() {
        return "mongodb://127.0.0.1:" + mongoPort;
    }

    AppProcess node(String id) {
        return nodes.get(nodeIds.indexOf(id));
    }

    @Override
    public void close() throws Exception {
        haproxy.destroy();
        for (AppProcess node : nodes) {
            node.stop();
        }
        broker.kill();
        mongo.kill();
    }
}
