package org.openkifu.infra.eventstore;

import static com.mongodb.client.model.Filters.eq;
import static com.mongodb.client.model.Filters.gte;
import static com.mongodb.client.model.Filters.in;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.TrackingToken;
import org.bson.Document;

/**
 * Where in the global stream a new tracking token starts: at the head (with the positions still in flight as gaps)
 * or at the first commit reserved at or after an instant. Read from the shared position counter and the commits'
 * positions, so any node answers alike (docs/event-store.md).
 */
final class GlobalStreamTokens {

    private final MongoCollection<Document> events;
    private final MongoCollection<Document> counters;
    private final Clock clock;
    private final long gapTimeoutMillis;
    private final int maxGapOffset;
    private final int batchSize;

    GlobalStreamTokens(MongoCollection<Document> events, MongoCollection<Document> counters, Clock clock,
            long gapTimeoutMillis, int maxGapOffset, int batchSize) {
        this.events = events;
        this.counters = counters;
        this.clock = clock;
        this.gapTimeoutMillis = gapTimeoutMillis;
        this.maxGapOffset = maxGapOffset;
        this.batchSize = batchSize;
    }

    /** The highest global position any node has reserved so far (0: none). */
    long lastReservedPosition() {
        return valueOf(counter());
    }

    private Document counter() {
        return counters.find(eq(CommitDocuments.ID, PositionBlocks.COUNTER_ID)).first();
    }

    private static long valueOf(Document counter) {
        return counter == null ? 0 : counter.get(PositionBlocks.VALUE, Number.class).longValue();
    }

    /**
     * At the last stored event. Commits in flight while the token is made are still delivered: positions before
     * it that have no event yet become gaps, and those after it are simply ahead of the token. Null: nothing stored.
     */
    TrackingToken head() {
        Document counter = counter();
        long head = valueOf(counter);
        if (head == 0) {
            return null;
        }
        // Back to the lowest position a node may still insert (a node's block can be far behind another's), so
        // it becomes a gap, not a position the token has passed; bounded like the gaps a token keeps.
        long inFlight = PositionBlocks.lowestPositionInFlight(counter, clock.millis(), gapTimeoutMillis);
        long from = Math.max(1, Math.max(head - maxGapOffset, Math.min(head - batchSize + 1, inFlight)));
        List<Long> window = new ArrayList<>();
        for (long position = from; position <= head; position++) {
            window.add(position);
        }
        TreeSet<Long> stored = new TreeSet<>();
        for (Document commit : events.find(in(CommitDocuments.POSITIONS, window))
                .projection(Projections.include(CommitDocuments.POSITIONS))) {
            stored.addAll(commit.getList(CommitDocuments.POSITIONS, Long.class));
        }
        long index = stored.isEmpty() ? from - 1 : stored.last();
        List<Long> gaps = new ArrayList<>();
        for (long position = from; position < index; position++) {
            if (!stored.contains(position)) {
                gaps.add(position);
            }
        }
        return index == 0 ? null : GapAwareTrackingToken.newInstance(index, gaps);
    }

    /**
     * Before the first commit reserved at or after {@code dateTime}. Compares reservation times (the writer's
     * clock when it took its positions), which follow the global order. Scans on mongo-java-server: meant for
     * the rare "replay from a date", not for a hot path.
     */
    TrackingToken at(Instant dateTime) {
        Document first = events.find(gte(CommitDocuments.RESERVED_AT, dateTime.toEpochMilli()))
                .projection(Projections.include(CommitDocuments.ID))
                .sort(Sorts.ascending(CommitDocuments.ID)).limit(1).first();
        if (first == null) {
            return head();
        }
        long position = first.get(CommitDocuments.ID, Number.class).longValue();
        return position <= 1 ? null : GapAwareTrackingToken.newInstance(position - 1, List.of());
    }
}
