package org.openkifu.infra.mongo;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;

import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.Cursor;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.backend.h2.H2Collection;
import de.bwaldvogel.mongo.bson.Document;
import org.h2.mvstore.MVMap;

/**
 * mongo-java-server's H2 collection, choosing among {@link SecondaryIndex}es: a query a unique index can answer
 * goes the stock way; otherwise, of the secondary indexes that can answer it, the one naming the fewest documents
 * is used (mongo-java-server would take the first that can). Only when none can does the query scan.
 *
 * <p>A query on one indexed field by equality or {@code $in} is answered by the index alone: every document the
 * index names matches, so it is not matched against the query again. mongo-java-server re-checked each document
 * against the whole {@code $in} list (with value normalisation on every comparison): reading the event stream by
 * {@code _id $in [250 positions]} spent 60 % of the server's time there (docs/benchmarks.md). A document named by
 * several values of a multikey index is returned once, as MongoDB does (the stock server returned it once per value).
 */
final class IndexedH2Collection extends H2Collection {

    /** The same map H2Collection holds privately: for {@link #getDataSize}. */
    private final MVMap<Object, Document> documents;

    IndexedH2Collection(MongoDatabase database, String collectionName, CollectionOptions options,
            MVMap<Object, Document> dataMap, MVMap<String, Object> metaMap, CursorRegistry cursorRegistry) {
        super(database, collectionName, options, dataMap, metaMap, cursorRegistry);
        this.documents = dataMap;
    }

    /** Queries (and updates, deletes) no index could narrow, in this JVM: each read every document of its collection. */
    static final LongAdder SCANS = new LongAdder();

    /** The query being answered by an exact index lookup (by identity), for {@link #documentMatchesQuery}. */
    private final ThreadLocal<Document> exactLookup = new ThreadLocal<>();

    @Override
    protected QueryResult queryDocuments(Document query, Document orderBy, int numberToSkip, int limit, int batchSize,
            Document fieldSelector) {
        List<Index<Object>> indexes = getIndexes();
        List<Object> fewest = null;
        for (Index<Object> index : indexes) {
            if (index.isUnique() && index.canHandle(query)) {
                if (!isExactLookup(query, index)) {
                    return super.queryDocuments(query, orderBy, numberToSkip, limit, batchSize, fieldSelector);
                }
                Set<Object> positions = new LinkedHashSet<>();
                index.getPositions(query).forEach(positions::add);
                positions.remove(null);
                return answerExactly(query, new ArrayList<>(positions), orderBy, numberToSkip, limit, batchSize,
                        fieldSelector);
            }
        }
        List<Object> byUniqueField = narrowedByUniqueField(query, indexes);
        if (byUniqueField != null) {
            return matchDocuments(query, byUniqueField, orderBy, numberToSkip, limit, batchSize, fieldSelector);
        }
        for (Index<Object> index : indexes) {
            if (index instanceof SecondaryIndex secondary && secondary.canHandle(query)) {
                List<Object> positions = secondary.positions(query);
                if (fewest == null || positions.size() < fewest.size()) {
                    fewest = positions;
                }
            }
        }
        if (fewest == null) {
            SCANS.increment();
            return super.queryDocuments(query, orderBy, numberToSkip, limit, batchSize, fieldSelector);
        }
        return isExactLookup(query, null)
                ? answerExactly(query, fewest, orderBy, numberToSkip, limit, batchSize, fieldSelector)
                : matchDocuments(query, fewest, orderBy, numberToSkip, limit, batchSize, fieldSelector);
    }

    /**
     * The documents a unique single-field index names for the query's condition on that field, when the query has
     * further conditions (a versioned replace's {@code {_id: id, version: {$lt: v}}}): mongo-java-server's unique
     * index handles only a query on exactly its own fields, so such a query scanned the whole collection. The named
     * documents are then matched against the whole query. {@code null} when no such index applies.
     */
    private static List<Object> narrowedByUniqueField(Document query, List<Index<Object>> indexes) {
        if (!query.containsKey("$and") && !namesAUniqueField(query, indexes)) {
            return null; // the usual case (a secondary index's query): nothing to split up
        }
        List<Document> conditions = conditions(query);
        for (Index<Object> index : indexes) {
            if (!index.isUnique() || index.getKeys().size() != 1) {
                continue;
            }
            String field = index.getKeys().get(0).getKey();
            Document own = conditions.stream().filter(c -> c.containsKey(field)).findFirst().orElse(null);
            if (own == null) {
                continue;
            }
            if (isExactLookup(own, index) && index.canHandle(own)) {
                Set<Object> positions = new LinkedHashSet<>();
                index.getPositions(own).forEach(positions::add);
                positions.remove(null);
                return new ArrayList<>(positions);
            }
        }
        return null;
    }

    /** Whether the query has a condition on the field of a unique single-field index (a loop: run for every query). */
    private static boolean namesAUniqueField(Document query, List<Index<Object>> indexes) {
        for (Index<Object> index : indexes) {
            if (index.isUnique() && index.getKeys().size() == 1 && query.containsKey(index.getKeys().get(0).getKey())) {
                return true;
            }
        }
        return false;
    }

    /** The query's conditions on one field each (all must hold): its fields, and those of its {@code $and}s. */
    private static List<Document> conditions(Document query) {
        List<Document> conditions = new ArrayList<>();
        if (query.size() == 1 && query.get("$and") instanceof List<?> members) {
            for (Object member : members) {
                if (member instanceof Document d) {
                    conditions.addAll(conditions(d));
                }
            }
            return conditions;
        }
        for (String field : query.keySet()) {
            if (!field.startsWith("$")) { // an $or beside fields is one more condition all must meet: left to the match
                conditions.add(new Document(field, query.get(field)));
            }
        }
        return conditions;
    }

    private QueryResult answerExactly(Document query, List<Object> positions, Document orderBy, int numberToSkip,
            int limit, int batchSize, Document fieldSelector) {
        exactLookup.set(query);
        try {
            return matchDocuments(query, positions, orderBy, numberToSkip, limit, batchSize, fieldSelector);
        } finally {
            exactLookup.remove();
        }
    }

    /**
     * A client's {@code find}: at most 16 MiB a batch, the rest in a cursor, as MongoDB answers ({@link ReplyBatches}
     * says why).
     */
    @Override
    protected QueryResult createQueryResult(List<Document> matchedDocuments, int batchSize) {
        if (!ReplyBatches.answeringClient()) {
            return super.createQueryResult(matchedDocuments, batchSize); // the server's own use: every document
        }
        int first = ReplyBatches.count(matchedDocuments, batchSize, ReplyBatches.MAX_BATCH_BYTES);
        if (first >= matchedDocuments.size()) {
            return new QueryResult(matchedDocuments);
        }
        return new QueryResult(matchedDocuments.subList(0, first),
                createCursor(matchedDocuments.subList(first, matchedDocuments.size())));
    }

    @Override
    protected Cursor createCursor(List<Document> remainingDocuments) {
        Cursor cursor = new ReplyBatches.Cursor(cursorRegistry.generateCursorId(), remainingDocuments,
                ReplyBatches.MAX_BATCH_BYTES);
        cursorRegistry.add(cursor);
        return cursor;
    }

    /** The stored object was changed in place by the update: its kept bytes are stale ({@link EncodedDocuments}). */
    @Override
    protected void handleUpdate(Object position, Document oldDocument, Document newDocument) {
        EncodedDocuments.forget(newDocument);
        super.handleUpdate(position, oldDocument, newDocument);
    }

    /**
     * The collection's size is not kept up to date on every write: mongo-java-server encoded each inserted document
     * once more, and each updated document twice (before and after), only to add the difference to a counter in the
     * collection's meta map, whose page every commit then wrote again (issue 22: updates were a third of the
     * embedded server's allocation, docs/benchmarks.md, "The page cache"). {@code collStats} and {@code validate}
     * measure it instead, when asked: an administrator's rare command pays for it, not every move.
     */
    @Override
    protected boolean tracksDataSize() {
        return false;
    }

    /** The BSON size of every document, measured now (kept bytes where the document has them); at most 2 GiB - 1. */
    @Override
    protected int getDataSize() {
        if (documents == null) {
            return 0; // H2Collection's constructor asks, for a debug line: opening a collection must not scan it
        }
        long bytes = 0;
        for (Document document : documents.values()) {
            byte[] kept = EncodedDocuments.of(document);
            bytes += kept != null ? kept.length : BsonValueType.encodedSize(document);
        }
        return (int) Math.min(bytes, Integer.MAX_VALUE);
    }

    @Override
    protected boolean documentMatchesQuery(Document document, Document query) {
        return query == exactLookup.get() || super.documentMatchesQuery(document, query);
    }

    /**
     * One field, by equality to a plain value or {@code $in} plain values, and (for a unique index) the index's own
     * single field: then the index names exactly the matching documents.
     */
    private static boolean isExactLookup(Document query, Index<Object> unique) {
        if (query.size() != 1) {
            return false;
        }
        String field = query.keySet().iterator().next();
        if (unique != null && (unique.getKeys().size() != 1 || !unique.getKeys().get(0).getKey().equals(field))) {
            return false;
        }
        Object condition = query.get(field);
        if (condition instanceof Document operators) {
            return operators.size() == 1 && operators.get("$in") instanceof Collection<?> values
                    && values.stream().allMatch(IndexedH2Collection::plain);
        }
        return plain(condition);
    }

    /** A value whose equality MongoDB and the index order agree on: no null, array, document or pattern. */
    private static boolean plain(Object value) {
        return value instanceof String || value instanceof Number || value instanceof Boolean
                || value instanceof java.time.Instant || value instanceof de.bwaldvogel.mongo.bson.ObjectId;
    }
}
