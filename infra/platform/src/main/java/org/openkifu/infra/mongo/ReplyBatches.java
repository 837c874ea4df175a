package org.openkifu.infra.mongo;

import java.util.List;
import java.util.function.Supplier;

import de.bwaldvogel.mongo.backend.AbstractCursor;
import de.bwaldvogel.mongo.bson.Document;

/**
 * Cuts a query's documents into batches of at most {@value #MAX_BATCH_BYTES} bytes, as MongoDB does, with the rest
 * left in a cursor for {@code getMore}.
 *
 * <p>Why: mongo-java-server puts every matching document into the first batch when the client gives no batch size
 * (the Java driver gives none for a plain {@code find()}), and refuses a {@code getMore} without one.
 * The driver refuses any reply over 48 MB, so a plain {@code find()} over a large collection failed outright: the
 * library's catalog, loaded at start with {@code find()} over {@code library_games}, got a 127 MB reply at 100,000
 * games ({@code MongoInternalException: The reply message length 127099705 is greater than the maximum message
 * length 48000000}, docs/benchmarks.md). MongoDB itself answers a batch of at most 16 MiB whatever the batch size,
 * and a {@code getMore} without a batch size with up to 16 MiB, which is what the driver relies on.
 *
 * <p>A document's size is its kept BSON bytes ({@link EncodedDocuments}) when the store has them, otherwise it is
 * encoded once to be measured. A batch holds at least one document (a single document is at most 16 MiB).
 */
final class ReplyBatches {

    /** MongoDB's largest batch: 16 MiB. */
    static final int MAX_BATCH_BYTES = 16 * 1024 * 1024;

    /** Set while a client's {@code find} is answered: only then are its documents cut into batches. */
    private static final ThreadLocal<Boolean> CLIENT_FIND = new ThreadLocal<>();

    private ReplyBatches() {
    }

    /**
     * Answers a client's {@code find} with its documents cut into batches. Only a client's query may be cut: the
     * server's own commands query the same way and use every document the query returns (a {@code deleteMany}
     * or {@code updateMany} cut at 16 MiB deleted or updated only the first batch: the library's reset deleted 13,342
     * of 100,000 games).
     */
    static <T> T forClient(Supplier<T> find) {
        CLIENT_FIND.set(Boolean.TRUE);
        try {
            return find.get();
        } finally {
            CLIENT_FIND.remove();
        }
    }

    /** Whether the query being answered is a client's {@code find}. */
    static boolean answeringClient() {
        return CLIENT_FIND.get() != null;
    }

    /**
     * How many of the documents, from the first, go into one batch: at most {@code maxCount} (none when 0 or less)
     * and at most {@code maxBytes} of BSON, but at least one when there is one.
     */
    static int count(List<Document> documents, int maxCount, int maxBytes) {
        int limit = maxCount > 0 ? Math.min(maxCount, documents.size()) : documents.size();
        if (limit <= 1) {
            return limit; // nothing to measure: most replies (a read by id) are one document or none
        }
        long bytes = 0;
        for (int i = 0; i < limit; i++) {
            bytes += size(documents.get(i));
            if (bytes > maxBytes && i > 0) {
                return i;
            }
        }
        return limit;
    }

    private static int size(Document document) {
        byte[] kept = EncodedDocuments.of(document);
        return kept != null ? kept.length : BsonValueType.encodedSize(document);
    }

    /** The documents a query left for {@code getMore}, handed out at most 16 MiB at a time. */
    static final class Cursor extends AbstractCursor {
        private final int maxBytes;
        private List<Document> remaining;

        Cursor(long id, List<Document> remaining, int maxBytes) {
            super(id);
            this.remaining = remaining;
            this.maxBytes = maxBytes;
        }

        @Override
        public synchronized boolean isEmpty() {
            return remaining.isEmpty();
        }

        /** @param numberToReturn the client's batch size; 0 or less when it gave none (all that fit in 16 MiB) */
        @Override
        public synchronized List<Document> takeDocuments(int numberToReturn) {
            int count = count(remaining, numberToReturn, maxBytes);
            List<Document> batch = remaining.subList(0, count);
            remaining = remaining.subList(count, remaining.size());
            return batch;
        }
    }
}
