package org.openkifu.infra.schedule;

import java.time.Duration;
import java.util.Date;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.bson.Document;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Spreads every tracking processor's segments over the live nodes. Axon's tracking processors only claim segments
 * nobody holds (or whose claim timed out), so the first node to start would keep them all. Each node announces
 * itself with a store lease of its own ({@value #NODE_PREFIX}&lt;node id&gt;, renewed with the others, expiring when
 * the node dies); every {@code period} a node that holds more than its share of a processor's segments
 * (segments / live nodes, rounded up) releases one for a while, and another node's idle thread claims it. A node
 * that died is no longer counted after the lease expiry, and its claims are taken over after the claim timeout by
 * the survivors (each node has a thread per segment, so one node can carry all of them).
 */
public final class SegmentBalancer implements AutoCloseable {

    public static final String NODE_PREFIX = "node:";
    private static final Logger LOG = LoggerFactory.getLogger(SegmentBalancer.class);

    private final EventProcessingConfiguration processing;
    private final TokenStore tokenStore;
    private final MongoCollection<Document> leases;
    private final StoreLeases.Lease presence;
    private final Duration releaseFor;
    private final ScheduledExecutorService worker;

    public SegmentBalancer(EventProcessingConfiguration processing, TokenStore tokenStore, MongoDatabase database,
            StoreLeases nodeLeases, Duration period, Duration releaseFor) {
        this.processing = processing;
        this.tokenStore = tokenStore;
        this.leases = database.getCollection(StoreLeases.COLLECTION);
        this.presence = nodeLeases.lease(NODE_PREFIX + nodeLeases.nodeId());
        this.releaseFor = releaseFor;
        this.worker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "segment-balancer");
            t.setDaemon(true);
            return t;
        });
        presence.held();
        worker.scheduleWithFixedDelay(this::balanceQuietly, period.toMillis(), period.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    private void balanceQuietly() {
        try {
            balance();
        } catch (RuntimeException e) {
            LOG.warn("Segment balancing skipped this time: {}", e.toString());
        }
    }

    /** Live nodes: those whose presence lease has not expired (this one counted even if its renewal is late). */
    long liveNodes() {
        presence.held();
        long live = leases.countDocuments(Filters.and(Filters.regex("_id", "^" + NODE_PREFIX),
                Filters.gt("expiresAt", new Date())));
        return Math.max(1, live);
    }

    void balance() {
        long live = liveNodes();
        processing.eventProcessors().values().forEach(processor -> {
            if (!(processor instanceof TrackingEventProcessor tracking) || !tracking.isRunning()) {
                return;
            }
            int segments = tokenStore.fetchSegments(tracking.getName()).length;
            Map<Integer, EventTrackerStatus> mine = tracking.processingStatus();
            long share = (segments + live - 1) / live;
            if (segments > 1 && mine.size() > share) {
                int release = mine.keySet().stream().mapToInt(Integer::intValue).max().getAsInt();
                LOG.info("{}: holding {} of {} segments with {} live nodes, releasing segment {} for {}",
                        tracking.getName(), mine.size(), segments, live, release, releaseFor);
                tracking.releaseSegment(release, releaseFor.toMillis(), TimeUnit.MILLISECONDS);
            }
        });
    }

    @Override
    public void close() {
        worker.shutdownNow();
        presence.release();
    }
}
