package org.openkifu.infra.mongo;

import java.nio.ByteBuffer;
import java.util.List;

import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.wire.bson.BsonEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
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
    /** Keys are small; one buffer per thread, as for documents. */
    private static final ThreadLocal<ByteBuf> ENCODING = ThreadLocal.withInitial(() -> Unpooled.buffer(256));
    /** A page is a few KB of keys; a buffer grown beyond this by one page of huge keys is not kept. */
    private static final int MAX_KEPT_BUFFER = 64 * 1024;
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
        ByteBuf encoded = ENCODING.get().clear();
        append(key, encoded, buffer);
        finish(encoded, buffer);
    }

    /**
     * A page's keys, all encoded into one buffer and handed to MVStore's buffer at once: one thread-local lookup and
     * one copy per page, not two small puts per key (every commit rewrites each changed index page with all its keys,
     * and the puts' per-call checks showed in the profile).
     */
    @Override
    public void write(WriteBuffer buffer, Object storage, int len) {
        ByteBuf encoded = ENCODING.get().clear();
        KeyValue[] keys = cast(storage);
        for (int i = 0; i < len; i++) {
            append(keys[i], encoded, buffer);
        }
        finish(encoded, buffer);
    }

    /** Encodes {@code key} after what {@code encoded} holds; a key BSON cannot carry goes Java-serialised, in order. */
    private void append(KeyValue key, ByteBuf encoded, WriteBuffer buffer) {
        if (holdsMissing(key)) {
            flush(encoded, buffer);
            storage.write(buffer, key);
        } else {
            encoded.writeByte(BsonValueType.BSON_DOCUMENT);
            encode(key, encoded);
        }
    }

    private static void finish(ByteBuf encoded, WriteBuffer buffer) {
        flush(encoded, buffer);
        if (encoded.capacity() > MAX_KEPT_BUFFER) {
            ENCODING.remove(); // unusually large keys: do not keep their buffer for the thread's lifetime
        }
    }

    private static boolean holdsMissing(KeyValue key) {
        for (Object value : key) {
            if (value instanceof Missing) {
                return true;
            }
        }
        return false;
    }

    private static void flush(ByteBuf encoded, WriteBuffer buffer) {
        if (encoded.isReadable()) {
            buffer.put(encoded.array(), encoded.arrayOffset() + encoded.readerIndex(), encoded.readableBytes());
            encoded.clear();
        }
    }

    /**
     * {@code {k: [values]}} in BSON, written directly: the same bytes as {@code BsonEncoder.encodeDocument(new
     * Document("k", values))} (tested), without the Document, the list and the stream per key that took most of the
     * time of rewriting an index page (every commit rewrites each changed page with all its keys; issue 22 profile).
     */
    static void encode(KeyValue key, ByteBuf out) {
        int start = out.writerIndex();
        out.writeIntLE(0).writeByte(0x04).writeByte('k').writeByte(0);
        int array = out.writerIndex();
        out.writeIntLE(0);
        for (int i = 0; i < key.size(); i++) {
            Object value = key.get(i);
            byte type = BsonEncoder.determineType(value);
            out.writeByte(type);
            if (i < 10) {
                out.writeByte('0' + i); // the array index as the element's name; a key has one or two values
            } else {
                out.writeCharSequence(Integer.toString(i), StandardCharsets.US_ASCII);
            }
            out.writeByte(0);
            BsonEncoder.encodeValue(type, value, out);
        }
        out.writeByte(0);
        out.setIntLE(array, out.writerIndex() - array);
        out.writeByte(0);
        out.setIntLE(start, out.writerIndex() - start);
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
