package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.backend.Missing;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.bson.ObjectId;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.WriteBuffer;
import org.h2.mvstore.type.ObjectDataType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Documents and index keys stored as BSON read back equal, and what earlier versions wrote is still read. */
class BsonValueTypeTest {

    @TempDir
    Path directory;

    static Document sample() {
        return new Document("_id", 42L).append("s", "text é").append("i", 7).append("d", 2.5).append("b", true)
                .append("n", null).append("at", Instant.ofEpochMilli(1_700_000_000_123L))
                .append("oid", new ObjectId()).append("list", List.of(1L, "two", new Document("three", 3)))
                .append("nested", new Document("a", new Document("b", List.of())));
    }

    private static Object roundTrip(BsonValueType type, Object value) {
        WriteBuffer buffer = new WriteBuffer();
        type.write(buffer, value);
        ByteBuffer bytes = buffer.getBuffer().flip();
        Object read = type.read(bytes);
        assertThat(bytes.remaining()).as("reads exactly what was written").isZero();
        return read;
    }

    @Test
    void documentsObjectIdsAndPlainValuesRoundTrip() {
        BsonValueType type = new BsonValueType();
        Document document = sample();
        assertThat(roundTrip(type, document)).isEqualTo(document);
        ObjectId id = new ObjectId();
        assertThat(roundTrip(type, id)).isEqualTo(id);
        assertThat(roundTrip(type, 12L)).isEqualTo(12L);
        assertThat(roundTrip(type, "game-1")).isEqualTo("game-1");
    }

    @Test
    void theReusedEncodingBufferCarriesNothingFromOneDocumentToTheNext() {
        BsonValueType type = new BsonValueType();
        Document large = new Document("_id", "big").append("comment", "x".repeat(1_500_000)); // over the kept size
        Document small = new Document("_id", "small").append("n", 1);
        for (Document d : List.of(sample(), large, small, large, sample(), small)) {
            assertThat(roundTrip(type, d)).isEqualTo(d);
        }
    }

    @Test
    void valuesWrittenByTheStockTypeAreStillRead() {
        ObjectDataType stock = new ObjectDataType();
        WriteBuffer buffer = new WriteBuffer();
        Document document = sample();
        stock.write(buffer, document);
        stock.write(buffer, new ObjectId("5e0f00000000000000000001"));
        ByteBuffer bytes = buffer.getBuffer().flip();
        BsonValueType type = new BsonValueType();
        assertThat(type.read(bytes)).isEqualTo(document);
        assertThat(type.read(bytes)).isEqualTo(new ObjectId("5e0f00000000000000000001"));
    }

    @Test
    void indexKeysRoundTripAndOldKeysAreRead() {
        IndexKeyType type = new IndexKeyType();
        KeyValue key = new KeyValue("game-1/17", 3L, new ObjectId());
        WriteBuffer buffer = new WriteBuffer();
        type.write(buffer, key);
        new ObjectDataType().write(buffer, key);
        ByteBuffer bytes = buffer.getBuffer().flip();
        assertThat(type.read(bytes)).isEqualTo(key);
        assertThat(type.read(bytes)).as("a key Java-serialised by an earlier version").isEqualTo(key);
    }

    @Test
    void aMapWrittenWithTheStockTypesOpensWithTheNewOnes() {
        String file = directory.resolve("old.mv.db").toString();
        MVStore old = new MVStore.Builder().fileName(file).open();
        MVMap<Object, Object> data = old.openMap("databases.db.c");
        ObjectId oid = new ObjectId();
        data.put(1L, sample());
        data.put(oid, new Document("_id", oid).append("x", 1));
        old.close();

        MVStore reopened = new MVStore.Builder().fileName(file).open();
        MVMap<Object, Object> map = reopened.openMap("databases.db.c",
                new MVMap.Builder<Object, Object>().keyType(new BsonValueType()).valueType(new BsonValueType()));
        assertThat(map.get(1L)).isEqualTo(sample().append("oid", ((Document) map.get(1L)).get("oid")));
        assertThat(map.get(oid)).isEqualTo(new Document("_id", oid).append("x", 1));
        map.put(2L, new Document("_id", 2L));
        reopened.commit();
        assertThat(map.keyList()).containsExactly(1L, 2L, oid);
        reopened.close();
    }

    private static byte[] written(java.util.function.Consumer<WriteBuffer> write) {
        WriteBuffer buffer = new WriteBuffer();
        write.accept(buffer);
        ByteBuffer bytes = buffer.getBuffer().flip();
        byte[] out = new byte[bytes.remaining()];
        bytes.get(out);
        return out;
    }

    @Test
    void indexKeysAreWrittenAsTheSameBytesAsTheEarlierDocumentEncoding() {
        IndexKeyType type = new IndexKeyType();
        for (KeyValue key : List.of(new KeyValue("game-1/17", 3L, new ObjectId()), new KeyValue(12L),
                new KeyValue("é", 2.5, true, Instant.ofEpochMilli(5), 7), new KeyValue((Object) null),
                new KeyValue(new Document("a", 1), List.of(1, "x")),
                new KeyValue(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))) { // element names "10", "11" past one digit
            byte[] direct = written(buffer -> type.write(buffer, key));
            byte[] viaDocument = written(buffer -> BsonValueType.writeDocument(buffer,
                    new Document("k", key.stream().toList())));
            assertThat(direct).as(key.toString()).isEqualTo(viaDocument);
        }
    }

    @Test
    void aPageOfKeysIsWrittenAsTheSameBytesAsItsKeysOneByOne() {
        IndexKeyType type = new IndexKeyType();
        KeyValue[] page = {new KeyValue("game-1", 1L), new KeyValue(Missing.getInstance()),
                new KeyValue("game-2", 2L), new KeyValue("x".repeat(70_000), 3L), new KeyValue(4L)};
        byte[] oneByOne = written(buffer -> {
            for (KeyValue key : page) {
                type.write(buffer, key);
            }
        });
        byte[] asPage = written(buffer -> type.write(buffer, page, page.length));
        assertThat(asPage).isEqualTo(oneByOne);
        ByteBuffer bytes = ByteBuffer.wrap(asPage);
        for (KeyValue key : page) {
            KeyValue read = type.read(bytes);
            if (key.get(0) instanceof Missing) {
                // Java-serialised, so read back as another instance (Missing has no equals of its own)
                assertThat(read.size()).isEqualTo(1);
                assertThat(read.get(0)).isInstanceOf(Missing.class);
            } else {
                assertThat(read).isEqualTo(key);
            }
        }
        assertThat(bytes.hasRemaining()).isFalse();
        assertThat(written(buffer -> type.write(buffer, page, 2)))
                .as("only the page's first len keys").isEqualTo(written(buffer -> {
                    type.write(buffer, page[0]);
                    type.write(buffer, page[1]);
                }));
    }

    @Test
    void aStoredDocumentKeepsItsBytesAndARewriteCopiesThem() {
        BsonValueType type = new BsonValueType();
        Document document = sample();
        byte[] first = written(buffer -> type.write(buffer, document));
        assertThat(first[0]).isEqualTo(BsonValueType.BSON_DOCUMENT);
        assertThat(EncodedDocuments.of(document)).isEqualTo(java.util.Arrays.copyOfRange(first, 1, first.length));

        Document read = (Document) type.read(ByteBuffer.wrap(first));
        assertThat(read).isEqualTo(document);
        assertThat(written(buffer -> type.write(buffer, read))).as("rewritten after a read").isEqualTo(first);

        // Proof that a rewrite copies the kept bytes rather than encoding the document: swap in other bytes.
        byte[] other = written(buffer -> BsonValueType.writeDocument(buffer, new Document("_id", 1)));
        EncodedDocuments.remember(read, java.util.Arrays.copyOfRange(other, 1, other.length));
        assertThat(written(buffer -> type.write(buffer, read))).isEqualTo(other);
        assertThat(EncodedDocuments.of(new Document(document))).as("kept by identity, not by content").isNull();
    }
}
