package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;

import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.bson.ObjectId;
import de.bwaldvogel.mongo.wire.bson.BsonDecoder;
import de.bwaldvogel.mongo.wire.bson.BsonEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import org.junit.jupiter.api.Test;

/** A query reply taken from stored bytes is what the command read, written byte for byte as the stock encoder would. */
class DetachedRepliesTest {

    @Test
    void aStoredDocumentIsRepliedAsItsBytesAndALaterChangeInPlaceDoesNotReachTheReply() {
        Document stored = sample(1);
        EncodedDocuments.remember(stored, encode(stored));
        Document unremembered = sample(2);
        Document reply = cursorReply(List.of(stored, unremembered));

        Document detached = new DetachedReplies().detach(reply, true);
        List<?> batch = (List<?>) ((Document) detached.get("cursor")).get("firstBatch");
        assertThat(batch.get(0)).isInstanceOf(StoredDocument.class);
        assertThat(batch.get(1)).isInstanceOf(Document.class).isNotSameAs(unremembered);

        stored.put("n", 99); // a later command changing the stored objects in place, before the reply is written
        unremembered.put("n", 99);
        Document written = decode(encodeWithStoredBytes(detached));
        assertThat(written).isEqualTo(cursorReply(List.of(sample(1), sample(2))));
    }

    @Test
    void theEncoderWritesTheSameBytesAsTheStockOneForOrdinaryReplies() {
        Document reply = cursorReply(List.of(sample(1), sample(2))).append("list", List.of(1, "two", List.of(3L)));
        assertThat(encodeWithStoredBytes(reply)).isEqualTo(encode(reply));
    }

    @Test
    void withoutTheEncoderOnTheConnectionEveryDocumentIsCopied() {
        Document stored = sample(3);
        EncodedDocuments.remember(stored, encode(stored));
        Document detached = new DetachedReplies().detach(cursorReply(List.of(stored)), false);
        Object first = ((List<?>) ((Document) detached.get("cursor")).get("firstBatch")).get(0);
        assertThat(first).isInstanceOf(Document.class).isNotSameAs(stored).isEqualTo(sample(3));
    }

    @Test
    void aReplyWithoutACursorIsCopiedDeeply() {
        Document value = sample(4);
        Document reply = new Document("value", value).append("ok", 1.0);
        Document detached = new DetachedReplies().detach(reply, true);
        value.put("n", 99);
        assertThat(detached).isEqualTo(new Document("value", sample(4)).append("ok", 1.0));
    }

    private static Document sample(int id) {
        return new Document("_id", id).append("n", id).append("name", "黒 " + id).append("at", Instant.ofEpochMilli(id))
                .append("oid", new ObjectId("0123456789abcdef0123456" + id)).append("moves", List.of(
                        new Document("x", 3).append("y", 3), new Document("pass", true)))
                .append("nothing", null).append("weight", 0.5 + id);
    }

    private static Document cursorReply(List<Document> batch) {
        return new Document("cursor", new Document("firstBatch", batch).append("id", 0L).append("ns", "db.c"))
                .append("ok", 1.0);
    }

    /** The stock encoder's BSON of {@code document} (also {@link StoredBytesEncodersTest}'s reference). */
    static byte[] encode(Document document) {
        ByteBuf out = Unpooled.buffer();
        BsonEncoder.encodeDocument(document, out);
        return bytes(out);
    }

    private static byte[] encodeWithStoredBytes(Document document) {
        ByteBuf out = Unpooled.buffer();
        StoredBytesMessageEncoder.encodeDocument(document, out);
        return bytes(out);
    }

    static byte[] bytes(ByteBuf out) {
        byte[] bytes = new byte[out.readableBytes()];
        out.readBytes(bytes);
        return bytes;
    }

    private static Document decode(byte[] bson) {
        return BsonDecoder.decodeBson(Unpooled.wrappedBuffer(bson));
    }
}
