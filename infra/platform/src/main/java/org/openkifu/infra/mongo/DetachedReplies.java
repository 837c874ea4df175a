package org.openkifu.infra.mongo;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;

import de.bwaldvogel.mongo.bson.Document;

/**
 * Makes a command's reply independent of the stored documents it refers to, before the command releases its lock
 * ({@link DurableH2Backend} says why it must be).
 *
 * <p>A query's documents are the largest part of most replies, and each one the server read from its store already
 * has its BSON bytes kept ({@link EncodedDocuments}). Those documents go into the reply as their bytes
 * ({@link StoredDocument}), which the connection's encoder writes as they are: copying each document deeply and
 * encoding the copy again was two thirds of the server's CPU when a projection was rebuilt from the event log
 * (docs/benchmarks.md). A document without kept bytes (inserted or changed since its page was last written, or made
 * for this reply by a projection or an aggregation) and everything else in the reply is copied deeply as before.
 *
 * <p>One per server ({@link DurableH2Backend}), which reports its counts in {@code serverStatus}.
 */
final class DetachedReplies {

    private static final String CURSOR = "cursor";
    private static final List<String> BATCHES = List.of("firstBatch", "nextBatch");

    private final LongAdder fromStoredBytes = new LongAdder();
    private final LongAdder copied = new LongAdder();

    /** Query documents replied with their stored bytes so far. */
    long fromStoredBytes() {
        return fromStoredBytes.sum();
    }

    /** Query documents replied as deep copies so far (no stored bytes kept for them). */
    long copied() {
        return copied.sum();
    }

    /**
     * @param storedBytes whether the connection writes {@link StoredDocument}s ({@link StoredBytesMessageEncoder});
     *                    without it every document is copied
     */
    Document detach(Document reply, boolean storedBytes) {
        if (storedBytes && reply.get(CURSOR) instanceof Document cursor) {
            return replacing(reply, CURSOR, detachCursor(cursor));
        }
        return reply.cloneDeeply();
    }

    private Document detachCursor(Document cursor) {
        for (String batch : BATCHES) {
            if (cursor.get(batch) instanceof List<?> documents) {
                return replacing(cursor, batch, detachBatch(documents));
            }
        }
        return cursor.cloneDeeply();
    }

    private List<Object> detachBatch(List<?> documents) {
        List<Object> detached = new ArrayList<>(documents.size());
        for (Object element : documents) {
            byte[] bson = element instanceof Document document ? EncodedDocuments.of(document) : null;
            if (bson != null) {
                detached.add(new StoredDocument(bson));
                fromStoredBytes.increment();
            } else {
                copied.increment();
                detached.add(element instanceof Document document ? document.cloneDeeply() : element);
            }
        }
        return detached;
    }

    /** A deep copy of {@code document} in which the field {@code key} is {@code value}, in its place. */
    private static Document replacing(Document document, String key, Object value) {
        Document others = new Document(document);
        others.remove(key);
        Document copied = others.cloneDeeply();
        Document result = new Document();
        for (String field : document.keySet()) {
            result.put(field, field.equals(key) ? value : copied.get(field));
        }
        return result;
    }
}
