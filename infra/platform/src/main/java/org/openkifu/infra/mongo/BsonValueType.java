package org.openkifu.infra.mongo;

import java.nio.ByteBuffer;
import java.util.Collection;
import java.util.Map;

import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.bson.ObjectId;
import de.bwaldvogel.mongo.wire.bson.BsonDecoder;
import de.bwaldvogel.mongo.wire.bson.BsonEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import org.h2.mvstore.WriteBuffer;
import org.h2.mvstore.type.BasicDataType;
import org.h2.mvstore.type.ObjectDataType;

/**
 * Key and value type of the collections' document maps (and value type of the index maps): a document is stored
 * as BSON, an {@link ObjectId} as its 12 bytes, everything else as H2's {@link ObjectDataType} stores it; keys
 * compare exactly as {@link ObjectDataType} compares them (an ObjectId by its {@code compareTo}), so the order of
 * existing maps is unchanged.
 *
 * <p>Stock mongo-java-server opens these maps with {@link ObjectDataType}, which stores a document with Java
 * serialisation. Every commit writes the whole leaf page again, so each write paid for the serialisation of all
 * the documents on its page: a commit document of one move took about 175 µs to serialise and 55 µs to read back,
 * as BSON 5 µs and 1.4 µs (measured on the 2-core machine, docs/benchmarks.md). The BSON codec is
 * mongo-java-server's own wire codec, so whatever a client can send round-trips unchanged.
 *
 * <p>Files written before keep working: a BSON document starts with a tag byte no {@link ObjectDataType} value
 * starts with (its tags are all below 0x80), and anything else is read by {@link ObjectDataType}. New writes are
 * BSON, so old pages turn into the new format as they are rewritten.
 */
final class BsonValueType extends BasicDataType<Object> {

    /** Marks a BSON document; ObjectDataType's own type tags are all below 0x80. */
    static final byte BSON_DOCUMENT = (byte) 0xF0;
    /** Marks an ObjectId (12 bytes follow), which ObjectDataType would store with Java serialisation. */
    static final byte OBJECT_ID = (byte) 0xF1;

    /**
     * One encoding buffer per thread, reused: a commit writes every document of each changed page again, and a new
     * buffer per document (grown from 256 bytes) was a visible share of the server's CPU under load.
     */
    private static final ThreadLocal<ByteBuf> ENCODING = ThreadLocal.withInitial(() -> Unpooled.buffer(4096));
    private static final int KEPT_BUFFER_BYTES = 1 << 20;

    private final ObjectDataType other = new ObjectDataType();

    @Override
    public int getMemory(Object value) {
        return value instanceof Document || value instanceof ObjectId ? estimate(value) : other.getMemory(value);
    }

    @Override
    public void write(WriteBuffer buffer, Object value) {
        if (value instanceof Document document) {
            writeStored(buffer, document);
        } else if (value instanceof ObjectId id) {
            buffer.put(OBJECT_ID).put(id.toByteArray());
        } else {
            other.write(buffer, value);
        }
    }

    @Override
    public Object read(ByteBuffer buffer) {
        byte tag = buffer.get(buffer.position());
        if (tag == BSON_DOCUMENT) {
            buffer.get();
            return readStored(buffer);
        }
        if (tag == OBJECT_ID) {
            buffer.get();
            byte[] id = new byte[12];
            buffer.get(id);
            return new ObjectId(id);
        }
        return other.read(buffer);
    }

    @Override
    public int compare(Object a, Object b) {
        return other.compare(a, b);
    }

    @Override
    public Object[] createStorage(int size) {
        return new Object[size];
    }

    /** A stored document: its kept bytes copied, or encoded once and kept ({@link EncodedDocuments}). */
    private static void writeStored(WriteBuffer buffer, Document document) {
        byte[] bson = EncodedDocuments.of(document);
        if (bson == null) {
            ByteBuf encoded = encode(document);
            bson = new byte[encoded.readableBytes()];
            encoded.getBytes(encoded.readerIndex(), bson);
            EncodedDocuments.remember(document, bson);
        }
        buffer.put(BSON_DOCUMENT).put(bson);
    }

    /** Reads a stored document and keeps its bytes with it, so rewriting its page later copies them. */
    private static Document readStored(ByteBuffer buffer) {
        int length = Integer.reverseBytes(buffer.getInt(buffer.position()));
        byte[] bson = new byte[length];
        buffer.get(bson);
        Document document = BsonDecoder.decodeBson(Unpooled.wrappedBuffer(bson));
        EncodedDocuments.remember(document, bson);
        return document;
    }

    private static ByteBuf encode(Map<String, ?> document) {
        ByteBuf encoded = ENCODING.get().clear();
        BsonEncoder.encodeDocument(document, encoded);
        if (encoded.capacity() > KEPT_BUFFER_BYTES) {
            ENCODING.remove(); // a rare large document: do not keep its buffer for good (this one stays valid)
        }
        return encoded;
    }

    /** The length of the document's BSON encoding (to measure a reply's batch, {@link ReplyBatches}). */
    static int encodedSize(Map<String, ?> document) {
        return encode(document).readableBytes();
    }

    static void writeDocument(WriteBuffer buffer, Map<String, ?> document) {
        ByteBuf encoded = ENCODING.get().clear();
        BsonEncoder.encodeDocument(document, encoded);
        buffer.put(BSON_DOCUMENT);
        buffer.put(encoded.array(), encoded.arrayOffset() + encoded.readerIndex(), encoded.readableBytes());
        if (encoded.capacity() > KEPT_BUFFER_BYTES) {
            ENCODING.remove(); // a rare large document: do not keep its buffer for good
        }
    }

    /** Reads one BSON document (its length is its first four bytes) and moves the buffer past it. */
    static Document readDocument(ByteBuffer buffer) {
        int length = Integer.reverseBytes(buffer.getInt(buffer.position()));
        ByteBuffer slice = buffer.slice().limit(length);
        Document document = BsonDecoder.decodeBson(Unpooled.wrappedBuffer(slice));
        buffer.position(buffer.position() + length);
        return document;
    }

    /**
     * Heap use of a document for MVStore's cache accounting, without encoding it: object overheads plus two bytes
     * per character.
     */
    static int estimate(Object value) {
        if (value instanceof String s) {
            return 48 + 2 * s.length();
        }
        if (value instanceof Map<?, ?> map) {
            int size = 64;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                size += 32 + estimate(e.getKey()) + estimate(e.getValue());
            }
            return size;
        }
        if (value instanceof Collection<?> list) {
            int size = 48;
            for (Object element : list) {
                size += 8 + estimate(element);
            }
            return size;
        }
        return 24;
    }
}
