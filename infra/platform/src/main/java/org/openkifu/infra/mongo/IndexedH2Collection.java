package org.openkifu.infra.mongo;

import java.util.List;

import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.CollectionOptions;
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
 */
final class IndexedH2Collection extends H2Collection {

    IndexedH2Collection(MongoDatabase database, String collectionName, CollectionOptions options,
            MVMap<Object, Document> dataMap, MVMap<String, Object> metaMap, CursorRegistry cursorRegistry) {
        super(database, collectionName, options, dataMap, metaMap, cursorRegistry);
    }

    @Override
    protected QueryResult queryDocuments(Document query, Document orderBy, int numberToSkip, int limit, int batchSize,
            Document fieldSelector) {
        List<Index<Object>> indexes = getIndexes();
        List<Object> fewest = null;
        for (Index<Object> index : indexes) {
            if (index.isUnique() && index.canHandle(query)) {
                return super.queryDocuments(query, orderBy, numberToSkip, limit, batchSize, fieldSelector);
            }
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
            return super.queryDocuments(query, orderBy, numberToSkip, limit, batchSize, fieldSelector);
        }
        return matchDocuments(query, fewest, orderBy, numberToSkip, limit, batchSize, fieldSelector);
    }
}
