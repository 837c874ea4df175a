package org.openkifu.infra.projection;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoBulkWriteException;
import com.mongodb.bulk.BulkWriteError;
import com.mongodb.bulk.BulkWriteResult;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.DeleteOneModel;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.ReplaceOneModel;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.WriteModel;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A read model's rows never written over newer versions of themselves: a writer that lost its claim (a node paused
 * past its segment claim or its Kafka session, then woken) cannot put an older row over the one its successor wrote.
 *
 * <p>Each row is one document per aggregate whose {@code versionField} holds the sequence number of the last event it
 * reflects. A replace matches only a stored row of the same or a lower version (or of none: written before versions were), with upsert, so a stored row with a
 * higher version makes the upsert try an insert with the same {@code _id}: the duplicate key error that MongoDB (and
 * the embedded server) answers is how the store says "already newer". The same version is written again (it holds the
 * same content, folded from the same events): the library's follower needs the row's fresh change number then. The writes go in one ordered bulk write, in the
 * caller's order (the library's change numbers rely on it); after a refused row the rest of the batch is written on
 * (MongoDB stops an ordered bulk write at its first error and the rest is sent again; the embedded server goes on).
 * A duplicate key for any other reason (a unique index of the collection) is thrown, not taken for a stale row: the
 * refused row's stored version is read back to tell the two apart, which costs a read only when a row is refused.
 * A delete removes the row only while its version is not higher.
 */
public final class VersionedWrites {

    /** One row to write: the whole document, or {@code null} to delete the aggregate's row. */
    public record Row(Object id, long version, Document document) {
        public Row {
            Objects.requireNonNull(id, "id");
        }
    }

    private static final Logger LOG = LoggerFactory.getLogger(VersionedWrites.class);
    private static final ReplaceOptions UPSERT = new ReplaceOptions().upsert(true);

    private final MongoCollection<Document> collection;
    private final String versionField;

    public VersionedWrites(MongoCollection<Document> collection, String versionField) {
        this.collection = collection;
        this.versionField = versionField;
    }

    /**
     * Writes the rows in order; returns how many were left alone because the store already held a newer version of
     * them.
     */
    public int write(List<Row> rows) {
        int skipped = writeInOrder(rows);
        if (skipped > 0) {
            LOG.info("{}: {} of {} rows left alone, the store holds newer versions of them (written by a node that "
                    + "took this projection over?)", collection.getNamespace().getCollectionName(), skipped,
                    rows.size());
        }
        return skipped;
    }

    private int writeInOrder(List<Row> rows) {
        int skipped = 0;
        int from = 0;
        while (from < rows.size()) {
            List<Row> rest = rows.subList(from, rows.size());
            try {
                collection.bulkWrite(models(rest));
                return skipped;
            } catch (MongoBulkWriteException e) {
                List<BulkWriteError> errors = e.getWriteErrors();
                errors.forEach(error -> requireStale(e, error, rest));
                skipped += errors.size();
                int last = errors.get(errors.size() - 1).getIndex();
                boolean replacesAfter = rest.subList(last + 1, rest.size()).stream()
                        .anyMatch(row -> row.document() != null);
                if (replacesAfter && wentOnAfterErrors(e, rest)) {
                    return skipped;
                }
                from += last + 1; // deletes alone after it are sent again: a delete twice is a delete once
            }
        }
        return skipped;
    }

    /**
     * Whether the server wrote the rows after a refused one. MongoDB stops an ordered bulk write at its first error;
     * the embedded server goes on. Every replace that was not refused either matched or inserted a row, so the two
     * are told apart by counting them (when a replace follows the refused row).
     */
    private static boolean wentOnAfterErrors(MongoBulkWriteException e, List<Row> rows) {
        long replaces = rows.stream().filter(row -> row.document() != null).count();
        BulkWriteResult written = e.getWriteResult();
        return written.getMatchedCount() + written.getUpserts().size() + e.getWriteErrors().size() >= replaces;
    }

    private List<WriteModel<Document>> models(List<Row> rows) {
        List<WriteModel<Document>> models = new ArrayList<>(rows.size());
        for (Row row : rows) {
            // "not greater" rather than "at most": a row stored before its projection wrote versions (an upgrade)
            // has none, and counts as older than any
            Bson notNewer = Filters.and(Filters.eq("_id", row.id()),
                    Filters.not(Filters.gt(versionField, row.version())));
            models.add(row.document() == null ? new DeleteOneModel<>(notNewer)
                    : new ReplaceOneModel<>(notNewer, row.document(), UPSERT));
        }
        return models;
    }

    /** Returns if the store refused the row for being stale; rethrows any other failure. */
    private void requireStale(MongoBulkWriteException e, BulkWriteError error, List<Row> rows) {
        if (e.getWriteConcernError() != null || ErrorCategory.fromErrorCode(error.getCode())
                != ErrorCategory.DUPLICATE_KEY) {
            throw e;
        }
        Row row = rows.get(error.getIndex());
        Document stored = collection.find(Filters.eq("_id", row.id())).projection(Projections.include(versionField))
                .first();
        if (row.document() == null || stored == null || !(stored.get(versionField) instanceof Number version)
                || version.longValue() <= row.version()) {
            throw e;
        }
    }
}
