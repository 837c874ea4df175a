package org.openkifu.infra.eventstore;

import static com.mongodb.client.model.Filters.and;
import static com.mongodb.client.model.Filters.eq;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.bson.Document;
import org.bson.conversions.Bson;

/**
 * Global positions for one engine instance (a node), taken from blocks reserved in the shared counter: one
 * {@code findAndModify} serves many commits instead of one per commit (docs/event-store.md, "Global order").
 *
 * <p>A block is used for at most {@code leaseMillis} after it was reserved; a commit's {@code reservedAt} is its
 * block's reservation time, so the readers' gap timeout still counts from a moment no later than the one its writer
 * took its positions. The block size adapts: it doubles when a block is used up within its lease and starts again at
 * one when the lease ran out, so a busy node reserves rarely and a quiet one leaves few unused positions (each
 * an expiring gap for the readers that pass over it).
 *
 * <p>The counter document also holds, per node, the lowest position the node may still insert ({@code from}: its
 * oldest commit in flight, or its current block's first position), updated with every block in the same atomic
 * update. {@link #lowestPositionInFlight} reads it, so a head token never passes over a position a node still fills.
 * Reservations are compare-and-set on the counter's value, so that update knows the block's first position.
 */
final class PositionBlocks {

    static final String COUNTER_ID = "globalPosition";
    static final String VALUE = "value";
    static final String NODES = "nodes";
    static final String FROM = "from";
    static final String RESERVED_AT = "reservedAt";

    /** Positions taken for one commit; {@code reservedAt} is the block's reservation time. */
    record Reservation(long first, long last, long reservedAt) {
    }

    private final MongoCollection<Document> counters;
    private final Clock clock;
    private final int maxBlockSize;
    private final long leaseMillis;
    private final long gapTimeoutMillis;
    private final String node = UUID.randomUUID().toString();

    // Guarded by this.
    private long next;
    private long last = -1;
    private long blockReservedAt;
    private int blockSize = 1;
    private Document counter;
    /** First position of each commit taken but not yet inserted (or given up), with its reservation time. */
    private final TreeMap<Long, Long> inFlight = new TreeMap<>();

    PositionBlocks(MongoCollection<Document> counters, Clock clock, int maxBlockSize, long leaseMillis,
                   long gapTimeoutMillis) {
        this.counters = counters;
        this.clock = clock;
        this.maxBlockSize = maxBlockSize;
        this.leaseMillis = leaseMillis;
        this.gapTimeoutMillis = gapTimeoutMillis;
        // The counter must exist for the compare-and-set; $inc by 0 creates it and changes nothing otherwise. Two
        // nodes starting at once on an empty store may both try to insert it: the loser's duplicate key is fine.
        try {
            counters.updateOne(eq(CommitDocuments.ID, COUNTER_ID), Updates.inc(VALUE, 0L),
                    new UpdateOptions().upsert(true));
        } catch (MongoWriteException e) {
            if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                throw e;
            }
        }
    }

    /**
     * {@code count} consecutive positions above {@code floor}; call {@link #done} with its first position once
     * inserted or given up.
     *
     * @param floor the highest position the commit must pass (its streams' previous events, {@link StreamHeads});
     *              a block below it is left for a new one, which starts above every position reserved so far
     */
    synchronized Reservation take(int count, long floor) {
        long now = clock.millis();
        boolean leaseOver = now - blockReservedAt >= leaseMillis;
        boolean below = next <= floor;
        if (last - next + 1 < count || leaseOver || below) {
            // Grow when a block ran out within its lease; when the lease ran out the node is not busy: start small
            // again, so a quiet node leaves few unused positions behind. A block left for being below a floor says
            // nothing about how busy the node is.
            if (leaseOver) {
                blockSize = 1;
            } else if (!below) {
                blockSize = Math.min(maxBlockSize, blockSize * 2);
            }
            reserve(Math.max(blockSize, count), now);
        }
        Reservation reservation = new Reservation(next, next + count - 1, blockReservedAt);
        next += count;
        inFlight.put(reservation.first(), reservation.reservedAt());
        return reservation;
    }

    synchronized void done(Reservation reservation) {
        inFlight.remove(reservation.first());
    }

    private void reserve(int size, long now) {
        while (true) {
            if (counter == null) {
                counter = counters.find(eq(CommitDocuments.ID, COUNTER_ID)).first();
            }
            long value = counter.get(VALUE, Number.class).longValue();
            long first = value + 1;
            Document updated = counters.findOneAndUpdate(
                    and(eq(CommitDocuments.ID, COUNTER_ID), eq(VALUE, value)),
                    Updates.combine(claim(value + size, lowestInFlight(first, now), now)),
                    new FindOneAndUpdateOptions().returnDocument(ReturnDocument.AFTER));
            if (updated == null) {
                counter = null; // another node moved the counter: read it again
                continue;
            }
            counter = updated;
            next = first;
            last = value + size;
            blockSize = size;
            blockReservedAt = now;
            return;
        }
    }

    private List<Bson> claim(long newValue, long from, long now) {
        List<Bson> updates = new ArrayList<>();
        updates.add(Updates.set(VALUE, newValue));
        updates.add(Updates.set(NODES + "." + node, new Document(FROM, from).append(RESERVED_AT, now)));
        Document nodes = counter.get(NODES, Document.class);
        if (nodes != null) {
            for (Map.Entry<String, Object> entry : nodes.entrySet()) {
                if (!entry.getKey().equals(node) && entry.getValue() instanceof Document other
                        && now - other.get(RESERVED_AT, Number.class).longValue() > 2 * gapTimeoutMillis) {
                    updates.add(Updates.unset(NODES + "." + entry.getKey())); // a node long gone (restarted, removed)
                }
            }
        }
        return updates;
    }

    /**
     * The lowest position this node may still insert once the new block is taken: its oldest commit in flight, or
     * the new block's first. A commit reserved more than the gap timeout ago gave up before inserting (its writer
     * checks half that), so it no longer counts.
     */
    private long lowestInFlight(long newBlockFirst, long now) {
        inFlight.values().removeIf(reservedAt -> now - reservedAt > gapTimeoutMillis);
        return inFlight.isEmpty() ? newBlockFirst : Math.min(inFlight.firstKey(), newBlockFirst);
    }

    /**
     * The lowest position any node may still insert, by the counter document {@code counter}: the smallest
     * {@code from} of the nodes that reserved within {@code liveMillis}, or {@code Long.MAX_VALUE} if none did.
     */
    static long lowestPositionInFlight(Document counter, long now, long liveMillis) {
        long lowest = Long.MAX_VALUE;
        Document nodes = counter == null ? null : counter.get(NODES, Document.class);
        if (nodes != null) {
            for (Object value : nodes.values()) {
                if (value instanceof Document entry
                        && now - entry.get(RESERVED_AT, Number.class).longValue() <= liveMillis) {
                    lowest = Math.min(lowest, entry.get(FROM, Number.class).longValue());
                }
            }
        }
        return lowest;
    }
}
