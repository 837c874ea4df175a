package org.openkifu.infra.mongo;

import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.backend.ValueComparator;
import java.nio.ByteBuffer;
import org.h2.mvstore.WriteBuffer;
import org.h2.mvstore.type.BasicDataType;
import org.h2.mvstore.type.ObjectDataType;

/**
 * Key type of the unique-index maps. Stock mongo-java-server opens them with H2's generic {@link ObjectDataType},
 * which compares keys it does not know (its {@link KeyValue}) by Java-serialising both on every comparison: a
 * profile of reading 100k events showed the index lookups spending their time there. This type stores keys the
 * same way but compares them in memory, value by value, in MongoDB's order ({@link ValueComparator}).
 */
final class IndexKeyType extends BasicDataType<KeyValue> {

    private static final ValueComparator ORDER = ValueComparator.asc();
    private final ObjectDataType storage = new ObjectDataType();

    @Override
    public int compare(KeyValue a, KeyValue b) {
        int common = Math.min(a.size(), b.size());
        for (int i = 0; i < common; i++) {
            int byValue = ORDER.compare(a.get(i), b.get(i));
            if (byValue != 0) {
                return byValue;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    @Override
    public int getMemory(KeyValue key) {
        return storage.getMemory(key);
    }

    @Override
    public void write(WriteBuffer buffer, KeyValue key) {
        storage.write(buffer, key);
    }

    @Override
    public KeyValue read(ByteBuffer buffer) {
        return (KeyValue) storage.read(buffer);
    }

    @Override
    public KeyValue[] createStorage(int size) {
        return new KeyValue[size];
    }
}
