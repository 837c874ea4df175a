package org.openkifu.infra.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.infra.kafka.EmbeddedKafkaBroker;
import org.openkifu.infra.mongo.EmbeddedMongoServer;
import org.openkifu.infra.testapp.TestApplication;
import org.openkifu.infra.testapp.TestTimer;

/**
 * Two application nodes in their own JVMs on one MongoDB and one Kafka (both hosted by the test's JVM, so they
 * outlive either node): one node runs the timer under its lease; the holder is killed with SIGKILL and the other
 * takes the lease over within its expiry, with the lease version fencing the two periods apart (no pass of the old
 * holder after the new one began); a processor's two segments are split over the two nodes, and the dead node's
 * claim moves to the survivor after the claim timeout.
 */
class TwoNodesTest {

    private static final Duration START_TIMEOUT = Duration.ofSeconds(240);
    private static final Duration LEASE_TTL = Duration.ofSeconds(3);
    private static final Duration CLAIM_TIMEOUT = Duration.ofSeconds(3);

    @TempDir
    Path work;

    private final List<ChildJvm> nodes = new ArrayList<>();
    private EmbeddedMongoServer mongo;
    private EmbeddedKafkaBroker kafka;
    private MongoClient client;

    @AfterEach
    void stopAll() {
        nodes.forEach(node -> node.process.destroyForcibly());
        if (client != null) {
            client.close();
        }
        if (mongo != null) {
            mongo.close();
        }
        if (kafka != null) {
            kafka.close();
        }
    }

    @Test
    void theDeadHoldersTimerAndClaimsAreTakenOverAndNoTimerPassOverlaps() throws Exception {
        mongo = EmbeddedMongoServer.start(Files.createDirectories(work.resolve("mongo")), "127.0.0.1", 0);
        kafka = EmbeddedKafkaBroker.start(Files.createDirectories(work.resolve("kafka")), 0, 0);
        client = MongoClients.create(mongo.connectionString());
        MongoDatabase store = client.getDatabase("openkifu");

        ChildJvm a = startNode("node-a");
        a.awaitHealthy(START_TIMEOUT);
        ChildJvm b = startNode("node-b");
        b.awaitHealthy(START_TIMEOUT);

        await("the timer fires", Duration.ofSeconds(60), () -> fires(store).size() >= 3);
        // one snapshot: the timer keeps firing between two reads of the collection
        List<Document> firedSoFar = fires(store);
        String holder = firedSoFar.get(firedSoFar.size() - 1).getString("node");
        String survivor = holder.equals("node-a") ? "node-b" : "node-a";
        ChildJvm holderJvm = holder.equals("node-a") ? a : b;
        // the first node claimed both segments at its start; the balancer hands one to the second node
        await("the counter projection's two segments split over both nodes", Duration.ofSeconds(60),
                () -> Set.of("node-a", "node-b").equals(Set.copyOf(claimOwners(store).values())));

        holderJvm.process.destroyForcibly();
        assertThat(holderJvm.process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        long killed = System.nanoTime();

        await("the survivor fires", LEASE_TTL.plusSeconds(20), () -> fires(store).stream()
                .anyMatch(f -> survivor.equals(f.getString("node"))));
        Duration takeover = Duration.ofNanos(System.nanoTime() - killed);
        await("the survivor claims every segment", CLAIM_TIMEOUT.plusSeconds(30),
                () -> Set.of(survivor).equals(Set.copyOf(claimOwners(store).values())));
        Duration claimsTakeover = Duration.ofNanos(System.nanoTime() - killed);
        System.out.printf("lease taken over after %d ms, claims after %d ms%n", takeover.toMillis(),
                claimsTakeover.toMillis());

        assertFencedPeriods(fires(store));
        assertThat(fires(store)).extracting(f -> f.getString("node")).containsOnly(holder, survivor)
                .endsWith(survivor);
    }

    /** In store order: the version never goes back, one version is one node's, and a node change is a new version. */
    private static void assertFencedPeriods(List<Document> fires) {
        Map<Long, String> nodeOfVersion = new HashMap<>();
        long lastVersion = 0;
        String lastNode = null;
        for (Document fire : fires) {
            long version = fire.getLong("version");
            String node = fire.getString("node");
            assertThat(version).as("fire %s", fire).isPositive().isGreaterThanOrEqualTo(lastVersion);
            assertThat(nodeOfVersion.computeIfAbsent(version, v -> node)).as("fire %s", fire).isEqualTo(node);
            if (lastNode != null && !lastNode.equals(node)) {
                assertThat(version).as("a new holder runs under a new version: %s", fire).isGreaterThan(lastVersion);
            }
            lastVersion = version;
            lastNode = node;
        }
    }

    private static List<Document> fires(MongoDatabase store) {
        return store.getCollection(TestTimer.FIRES).find().sort(Sorts.ascending("_id")).into(new ArrayList<>());
    }

    /** Segment -> owner of the counter projection's claims (Axon's MongoTokenStore documents). */
    private static Map<Integer, String> claimOwners(MongoDatabase store) {
        Map<Integer, String> owners = new HashMap<>();
        for (Document token : store.getCollection("trackingtokens")
                .find(Filters.eq("processorName", "counter-projection"))) {
            if (token.getString("owner") != null) {
                owners.put(token.getInteger("segment"), token.getString("owner"));
            }
        }
        return owners;
    }

    private ChildJvm startNode(String id) throws Exception {
        ChildJvm node = ChildJvm.start(TestApplication.class, work.resolve(id + ".log"), ChildJvm.freePort(),
                "--spring.profiles.active=test",
                "--openkifu.data-dir=" + Files.createDirectories(work.resolve(id)),
                "--openkifu.mongo.uri=" + mongo.connectionString(),
                "--openkifu.kafka.bootstrap-servers=" + kafka.bootstrapServers(),
                "--openkifu.node-id=" + id,
                "--openkifu.leases.ttl=" + LEASE_TTL.toMillis() + "ms",
                "--openkifu.leases.renew=1s",
                "--openkifu.eventhandling.claim-timeout=" + CLAIM_TIMEOUT.toMillis() + "ms",
                "--axon.eventhandling.processors.counter-projection.thread-count=2",
                "--axon.eventhandling.processors.counter-projection.initial-segment-count=2",
                "--openkifu.test.timer.enabled=true");
        nodes.add(node);
        return node;
    }

    private static void await(String what, Duration timeout, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("%s within %s", what, timeout).isLessThan(deadline);
            Thread.sleep(100); // polling an outside process's store writes
        }
    }
}
