package org.openkifu.infra.mongo;

import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.EmptyIndex;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.bson.Document;
import java.util.List;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

/**
 * mongo-java-server's H2 database with unique indexes whose keys compare in memory ({@link IndexKeyType}),
 * documents stored as BSON ({@link BsonValueType}) and non-unique single-field indexes that queries use
 * ({@link SecondaryIndex}, chosen by {@link IndexedH2Collection}). Map names are the stock ones; the index key order differs from
 * the stock backend's, so a data file written by stock mongo-java-server must not be opened with this one (and vice
 * versa).
 */
final class FastIndexH2Database extends H2Database {

    /** H2Database opens the existing indexes from its constructor, before a subclass field can be set. */
    private static final ThreadLocal<MVStore> OPENING = new ThreadLocal<>();

    private final MVStore store;

    private FastIndexH2Database(String databaseName, MVStore store, CursorRegistry cursorRegistry) {
        super(databaseName, store, cursorRegistry);
        this.store = store;
    }

    static FastIndexH2Database open(String databaseName, MVStore store, CursorRegistry cursorRegistry) {
        OPENING.set(store);
        try {
            return new FastIndexH2Database(databaseName, store, cursorRegistry);
        } finally {
            OPENING.remove();
        }
    }

    private MVStore mvStore() {
        return store != null ? store : OPENING.get();
    }

    /** As {@link H2Database}'s (same map names), with documents and ObjectIds stored as BSON. */
    @Override
    protected MongoCollection<Object> openOrCreateCollection(String collectionName, CollectionOptions options) {
        String namespace = getFullCollectionNamespace(collectionName);
        MVMap<Object, Document> data = mvStore().openMap("databases." + namespace,
                new MVMap.Builder<Object, Document>().keyType(new BsonValueType()).valueType(new BsonValueType()));
        MVMap<String, Object> meta = mvStore().openMap("meta." + namespace);
        return new IndexedH2Collection(this, collectionName, options, data, meta, cursorRegistry);
    }

    /**
     * A real index for a non-unique single-field index definition ({@link SecondaryIndex}); stock mongo-java-server
     * accepts it and ignores it. A compound definition is accepted and not kept, as by the stock server but without
     * its warning at every start: the application declares compound indexes for a real MongoDB's sorts (the game
     * list's order), which this server does in memory, so keeping them would cost every write and serve no query.
     */
    @Override
    protected Index<Object> openOrCreateSecondaryIndex(String collectionName, String indexName, List<IndexKey> keys,
                                                       boolean sparse) {
        if (keys.size() != 1) {
            return new EmptyIndex<>(indexName, keys);
        }
        MVMap<KeyValue, Object> map = mvStore().openMap(getFullCollectionNamespace(collectionName) + "._index_" + indexName,
                new MVMap.Builder<KeyValue, Object>().keyType(new IndexKeyType()).valueType(new BsonValueType()));
        return new SecondaryIndex(map, indexName, keys, sparse);
    }

    @Override
    protected Index<Object> openOrCreateUniqueIndex(String collectionName, String indexName, List<IndexKey> keys,
                                                    boolean sparse) {
        String mapName = getFullCollectionNamespace(collectionName) + "._index_" + indexName;
        MVMap<KeyValue, Object> map = mvStore().openMap(mapName,
                new MVMap.Builder<KeyValue, Object>().keyType(new IndexKeyType()).valueType(new BsonValueType()));
        return new MapBackedUniqueIndex(map, indexName, keys, sparse);
    }
}
