package org.openkifu.infra.schedule;

import java.time.Duration;
import java.util.Date;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.Updates;
import org.bson.Document;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Leases in the store (collection {@value #COLLECTION}, one document per lease: {@code _id} = its name, {@code owner}
 * = the holding node's id, {@code version} = the fencing number, {@code expiresAt}) so that exactly one node at a
 * time runs a timer. A node takes a lease whose {@code expiresAt} has passed (by its own clock) and increments the
 * version; it renews it (owner and version unchanged) every {@code renew} interval on one background thread; it
 * releases it when it stops, so another node takes over at once rather than after the expiry.
 *
 * <p>Fencing: a holder counts a lease as held only until the expiry measured from <em>before</em> its last successful
 * take or renewal was sent ({@link Lease#held()}), so a holder that stalled (GC pause, lost connection) stops acting
 * before another node can take the lease; a renewal matches owner <em>and</em> version, so a holder that lost the
 * lease (the version moved on) cannot renew it back. The nodes' clocks must agree to well within the expiry
 * (NTP): the store compares {@code expiresAt} with the taking node's clock. docs/operations.md, "Several nodes".
 */
public final class StoreLeases implements AutoCloseable {

    public static final String COLLECTION = "leases";
    private static final Logger LOG = LoggerFactory.getLogger(StoreLeases.class);

    private final MongoCollection<Document> leases;
    private final String nodeId;
    private final Duration ttl;
    private final Map<String, Lease> byName = new ConcurrentHashMap<>();
    private final ScheduledExecutorService renewer;

    public StoreLeases(MongoDatabase database, String nodeId, Duration ttl, Duration renew) {
        if (ttl.isNegative() || ttl.isZero() || renew.isNegative() || renew.isZero() || renew.compareTo(ttl) >= 0) {
            throw new IllegalArgumentException("openkifu.leases: renew (" + renew + ") must be positive and below the"
                    + " expiry (" + ttl + ")");
        }
        this.leases = database.getCollection(COLLECTION);
        this.nodeId = nodeId;
        this.ttl = ttl;
        this.renewer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "lease-renewal");
            t.setDaemon(true);
            return t;
        });
        renewer.scheduleWithFixedDelay(this::renewAll, renew.toMillis(), renew.toMillis(), TimeUnit.MILLISECONDS);
    }

    public String nodeId() {
        return nodeId;
    }

    public Duration ttl() {
        return ttl;
    }

    /** The lease of that name for this node (not taken yet: {@link Lease#held()} tries). */
    public Lease lease(String name) {
        return byName.computeIfAbsent(name, Lease::new);
    }

    private void renewAll() {
        for (Lease lease : byName.values()) {
            try {
                lease.renew();
            } catch (RuntimeException e) {
                LOG.warn("Lease {}: renewal failed, held until its expiry at most: {}", lease.name, e.toString());
            }
        }
    }

    /** Stops renewing without releasing anything: how a killed node looks to the others (tests). */
    void halt() {
        renewer.shutdownNow();
    }

    @Override
    public void close() {
        renewer.shutdownNow();
        byName.values().forEach(Lease::release);
    }

    /** One named lease as seen by this node. */
    public final class Lease {

        private final String name;
        /** Guarded by this: the version this node holds, 0 when none. */
        private long version;
        /** Guarded by this: System.nanoTime() after which this node no longer counts the lease as held. */
        private long validUntilNanos;

        private Lease(String name) {
            this.name = name;
        }

        public String name() {
            return name;
        }

        /**
         * The fencing version this node holds, after taking the lease if it is free or expired; 0 when another node
         * holds it. A caller checks it before each action; a store error counts as not held.
         */
        public synchronized long held() {
            if (version != 0 && System.nanoTime() < validUntilNanos) {
                return version;
            }
            version = 0;
            try {
                take();
            } catch (RuntimeException e) {
                LOG.warn("Lease {}: cannot be taken now: {}", name, e.toString());
            }
            return version;
        }

        /** The version held without asking the store (0: not held, or its expiry passed without a renewal). */
        public synchronized long heldLocally() {
            return version != 0 && System.nanoTime() < validUntilNanos ? version : 0;
        }

        private void take() {
            ensureExists();
            long sent = System.nanoTime();
            Date now = new Date();
            Document taken = leases.findOneAndUpdate(
                    Filters.and(Filters.eq("_id", name), Filters.lt("expiresAt", now)),
                    Updates.combine(Updates.set("owner", nodeId), Updates.inc("version", 1L),
                            Updates.set("expiresAt", new Date(now.getTime() + ttl.toMillis()))),
                    new FindOneAndUpdateOptions().returnDocument(ReturnDocument.AFTER));
            if (taken != null && nodeId.equals(taken.getString("owner"))) {
                version = taken.getLong("version");
                validUntilNanos = sent + ttl.toNanos();
                LOG.info("Lease {} taken by node {} (version {})", name, nodeId, version);
            }
        }

        private void ensureExists() {
            try {
                leases.insertOne(new Document("_id", name).append("owner", "").append("version", 0L)
                        .append("expiresAt", new Date(0)));
            } catch (MongoWriteException e) {
                if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                    throw e;
                }
            }
        }

        synchronized void renew() {
            if (version == 0) {
                return;
            }
            long sent = System.nanoTime();
            Date now = new Date();
            Document renewed = leases.findOneAndUpdate(
                    Filters.and(Filters.eq("_id", name), Filters.eq("owner", nodeId), Filters.eq("version", version)),
                    Updates.set("expiresAt", new Date(now.getTime() + ttl.toMillis())),
                    new FindOneAndUpdateOptions().returnDocument(ReturnDocument.AFTER));
            if (renewed == null) {
                LOG.warn("Lease {}: lost by node {} (version {} taken over)", name, nodeId, version);
                version = 0;
            } else {
                validUntilNanos = sent + ttl.toNanos();
            }
        }

        /** Gives the lease up (if still held) so another node can take it at once. */
        public synchronized void release() {
            if (version == 0) {
                return;
            }
            long released = version;
            version = 0;
            try {
                leases.updateOne(Filters.and(Filters.eq("_id", name), Filters.eq("owner", nodeId),
                        Filters.eq("version", released)), Updates.set("expiresAt", new Date(0)));
            } catch (RuntimeException e) {
                LOG.warn("Lease {}: release failed, it expires by itself: {}", name, e.toString());
            }
        }
    }
}
