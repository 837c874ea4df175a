package org.openkifu.infra.mongo;

import java.nio.ByteBuffer;
import java.util.List;

import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.backend.Missing;
import de.bwaldvogel.mongo.backend.ValueComparator;
import de.bwaldvogel.mongo.bson.Document;
import org.h2.mvstore.WriteBuffer;
import org.h2.mvstore.type.BasicDataType;
import org.h2.mvstore.type.ObjectDataType;

/**
 * Key type of the index maps. Stock mongo-java-server opens them with H2's generic {@link ObjectDataType}, which
 * compares keys it does not know (its {@link KeyValue}) by Java-serialising both on every comparison: a profile of
 * reading 100k events showed the index lookups spending their time there. This type compares them in memory, value
 * by value, in MongoDB's order ({@link ValueComparator}), and stores them as BSON ({@code {k: [values]}}, see
 * {@link BsonValueType}) rather than with Java serialisation. Keys written by earlier versions (Java-serialised by
 * {@link ObjectDataType}) are still read; a key holding a value BSON cannot carry ({@link Missing}) is written
 * that way too.
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
        int size = 48;
        for (Object value : key) {
            size += 8 + BsonValueType.estimate(value);
        }
        return size;
    }

    @Override
    public void write(WriteBuffer buffer, KeyValue key) {
        if (key.stream().anyMatch(value -> value instanceof Missing)) {
            storage.write(buffer, key);
            return;
        }
        BsonValueType.writeDocument(buffer, new Document("k", key.stream().toList()));
    }

    @Override
    public KeyValue read(ByteBuffer buffer) {
        if (buffer.get(buffer.position()) == BsonValueType.BSON_DOCUMENT) {
            buffer.get();
            return new KeyValue((List<?>) BsonValueType.readDocument(buffer).get("k"));
        }
        return (KeyValue) storage.read(buffer);
    }

    @Override
    public KeyValue[] createStorage(int size) {
        return new KeyValue[size];
    }
}
