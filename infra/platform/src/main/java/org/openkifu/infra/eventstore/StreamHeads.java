package org.openkifu.infra.eventstore;

import static com.mongodb.client.model.Filters.eq;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Projections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.bson.Document;

/**
 * Where each aggregate's stream ends in the global order, as far as this node has seen: the sequence number and
 * global position of its last event stored or read here. A commit must take positions above the previous event of
 * each of its streams, so that reading the global stream in position order gives every aggregate's events in their
 * own order (docs/event-store.md, "One aggregate's events stay in order across nodes").
 *
 * <p>Why it is needed: each node takes positions from a block of its own. Node A may still hold positions 9-15 while
 * node B, with a later block, stored a game's event 0 at 24; if the game's event 1 then lands on node A, a block
 * position (9) would put it before event 0 for every reader that reads both at once (seen in the cluster test: a
 * move published before its game's creation). So {@link #floorOf} names the position the commit must pass, and
 * {@link PositionBlocks} takes a fresh block when its current one is below it.
 *
 * <p>A node that appends an aggregate's event has seen the event before it: it stored it, or it read the stream to
 * decide (otherwise the unique stream key would have refused the append). Only when that reading went through a
 * snapshot, or this map forgot the stream, is the previous event's commit looked up: one read by the unique
 * stream key.
 */
final class StreamHeads {

    private final MongoCollection<Document> events;
    private final Map<String, long[]> heads;
    private final AtomicLong lookups = new AtomicLong();

    StreamHeads(MongoCollection<Document> events, int capacity) {
        this.events = events;
        this.heads = new LinkedHashMap<>(1024, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, long[]> eldest) {
                return size() > capacity;
            }
        };
    }

    /**
     * The highest global position of the events that come before a commit's events in their streams; -1 when
     * every stream of the commit starts with it.
     *
     * @param commitEvents the commit's serialised events, in commit order
     */
    long floorOf(List<Document> commitEvents) {
        Map<String, Long> firstSequences = new LinkedHashMap<>();
        for (Document event : commitEvents) {
            firstSequences.putIfAbsent(event.getString(CommitDocuments.AGGREGATE_IDENTIFIER),
                    event.get(CommitDocuments.SEQUENCE_NUMBER, Number.class).longValue());
        }
        long floor = -1;
        for (Map.Entry<String, Long> stream : firstSequences.entrySet()) {
            if (stream.getValue() > 0) {
                floor = Math.max(floor, positionOf(stream.getKey(), stream.getValue() - 1));
            }
        }
        return floor;
    }

    /** A commit was stored: its events carry their positions. */
    void stored(List<Document> commitEvents) {
        for (Document event : commitEvents) {
            seen(event);
        }
    }

    /** The last event read of a stream (a stored event document, with its position). */
    void seen(Document event) {
        String aggregate = event.getString(CommitDocuments.AGGREGATE_IDENTIFIER);
        long sequence = event.get(CommitDocuments.SEQUENCE_NUMBER, Number.class).longValue();
        long position = event.get(CommitDocuments.POSITION, Number.class).longValue();
        synchronized (heads) {
            long[] head = heads.get(aggregate);
            if (head == null || head[0] <= sequence) {
                heads.put(aggregate, new long[] {sequence, position});
            }
        }
    }

    /** Reads of the store for a previous event's position so far. */
    long lookups() {
        return lookups.get();
    }

    private long positionOf(String aggregate, long sequence) {
        synchronized (heads) {
            long[] head = heads.get(aggregate);
            if (head != null && head[0] == sequence) {
                return head[1];
            }
        }
        // Not seen here (read through a snapshot, or forgotten): its commit's highest position is a safe floor.
        lookups.incrementAndGet();
        Document commit = events.find(eq(CommitDocuments.STREAM_KEYS, CommitDocuments.streamKey(aggregate, sequence)))
                .projection(Projections.include(CommitDocuments.POSITIONS)).first();
        if (commit == null) {
            return -1;
        }
        long highest = -1;
        for (Object position : commit.getList(CommitDocuments.POSITIONS, Object.class)) {
            highest = Math.max(highest, ((Number) position).longValue());
        }
        return highest;
    }
}
