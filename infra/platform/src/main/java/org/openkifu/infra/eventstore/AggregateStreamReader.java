package org.openkifu.infra.eventstore;

import static com.mongodb.client.model.Filters.in;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Projections;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import org.axonframework.eventhandling.DomainEventData;
import org.bson.Document;

/**
 * Reads one aggregate's events by sequence number.
 *
 * <p>An aggregate's sequence numbers are contiguous, so its events are found by asking the unique
 * {@code streamKeys} index for the next {@code batchSize} keys ("id/seq") with {@code $in}; a batch that comes
 * back short is the end of the stream. mongo-java-server cannot use the compound (aggregate, sequence) index a
 * MongoDB store would normally query, but it answers {@code $in} on a single-field unique index by lookups.
 */
final class AggregateStreamReader {

    private final MongoCollection<Document> events;
    private final int batchSize;
    private final StreamHeads heads;

    AggregateStreamReader(MongoCollection<Document> events, int batchSize, StreamHeads heads) {
        this.events = events;
        this.batchSize = batchSize;
        this.heads = heads;
    }

    List<DomainEventData<String>> read(String aggregateIdentifier, long firstSequenceNumber) {
        List<DomainEventData<String>> result = new ArrayList<>();
        long next = Math.max(0, firstSequenceNumber);
        while (true) {
            TreeMap<Long, Document> batch = fetch(aggregateIdentifier, next);
            for (Document event : batch.values()) {
                result.add(CommitDocuments.eventData(event));
            }
            if (batch.isEmpty() || batch.lastKey() < next + batchSize - 1) {
                if (!batch.isEmpty()) {
                    heads.seen(batch.lastEntry().getValue()); // what a command deciding on this stream has seen
                }
                return result;
            }
            next = batch.lastKey() + 1;
        }
    }

    private TreeMap<Long, Document> fetch(String aggregateIdentifier, long from) {
        List<String> keys = new ArrayList<>(batchSize);
        for (long sequence = from; sequence < from + batchSize; sequence++) {
            keys.add(CommitDocuments.streamKey(aggregateIdentifier, sequence));
        }
        // mongo-java-server returns a commit once per matching key of the multikey streamKeys index: a commit of
        // hundreds of events (an SGF import) asked for with 250 keys came back 250 times (a 49 MB reply, over the
        // driver's limit). So: the matching commits' ids first (small documents), then each commit once by _id.
        Set<Object> ids = new LinkedHashSet<>();
        for (Document id : events.find(in(CommitDocuments.STREAM_KEYS, keys)).projection(Projections.include(CommitDocuments.ID))) {
            ids.add(id.get(CommitDocuments.ID));
        }
        TreeMap<Long, Document> bySequence = new TreeMap<>();
        if (ids.isEmpty()) {
            return bySequence;
        }
        for (Document commit : events.find(in(CommitDocuments.ID, ids))) {
            for (Document event : CommitDocuments.events(commit)) {
                long sequence = event.getLong(CommitDocuments.SEQUENCE_NUMBER);
                // A commit may hold other aggregates' events, and events of this one beyond the batch.
                if (aggregateIdentifier.equals(event.getString(CommitDocuments.AGGREGATE_IDENTIFIER))
                        && sequence >= from) {
                    bySequence.put(sequence, event);
                }
            }
        }
        return bySequence;
    }
}
