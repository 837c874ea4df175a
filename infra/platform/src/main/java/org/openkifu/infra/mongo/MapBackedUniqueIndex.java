package org.openkifu.infra.mongo;

import de.bwaldvogel.mongo.backend.AbstractUniqueIndex;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.backend.Missing;
import java.util.List;
import java.util.Map;
import org.h2.mvstore.MVMap;

/** A unique index kept in an MVStore map keyed with {@link IndexKeyType}; same behaviour as the stock H2 index. */
final class MapBackedUniqueIndex extends AbstractUniqueIndex<Object> {

    private final MVMap<KeyValue, Object> map;

    MapBackedUniqueIndex(MVMap<KeyValue, Object> map, String name, List<IndexKey> keys, boolean sparse) {
        super(name, keys, sparse);
        this.map = map;
    }

    @Override
    protected Object removeDocument(KeyValue key) {
        return map.remove(key);
    }

    @Override
    protected boolean putKeyPosition(KeyValue key, Object position) {
        return map.putIfAbsent(key, Missing.ofNullable(position)) == null;
    }

    @Override
    protected Iterable<Map.Entry<KeyValue, Object>> getIterable() {
        return map.entrySet();
    }

    @Override
    protected Object getPosition(KeyValue key) {
        return map.get(key);
    }

    @Override
    public long getCount() {
        return map.sizeAsLong();
    }

    @Override
    public boolean isEmpty() {
        return map.isEmpty();
    }

    @Override
    public long getDataSize() {
        return getCount();
    }
}
