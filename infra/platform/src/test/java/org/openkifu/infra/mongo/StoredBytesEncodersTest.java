package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.MongoWireMessageEncoder;
import de.bwaldvogel.mongo.wire.MongoWireReplyEncoder;
import de.bwaldvogel.mongo.wire.message.MessageHeader;
import de.bwaldvogel.mongo.wire.message.MongoMessage;
import de.bwaldvogel.mongo.wire.message.MongoReply;
import io.netty.buffer.ByteBuf;
import io.netty.channel.embedded.EmbeddedChannel;
import org.junit.jupiter.api.Test;

/**
 * On a connection whose stock encoders were replaced, a reply holding {@link StoredDocument}s is written byte for
 * byte as the stock encoders write the same reply holding the documents, for OP_MSG and for the legacy OP_REPLY.
 */
class StoredBytesEncodersTest {

    private static final MessageHeader HEADER = new MessageHeader(7, 3);

    @Test
    void installingReplacesBothStockEncodersOnce() {
        EmbeddedChannel channel = stockChannel();
        assertThat(StoredBytesMessageEncoder.installOn(channel)).isTrue();
        assertThat(StoredBytesMessageEncoder.installOn(channel)).isTrue();
        assertThat(channel.pipeline().get(MongoWireMessageEncoder.class)).isNull();
        assertThat(channel.pipeline().get(MongoWireReplyEncoder.class)).isNull();
        assertThat(channel.pipeline().get(StoredBytesMessageEncoder.class)).isNotNull();
        assertThat(channel.pipeline().get(StoredBytesReplyEncoder.class)).isNotNull();
        assertThat(StoredBytesMessageEncoder.installOn(new EmbeddedChannel()))
                .as("no stock encoders: nothing to replace, replies must be plain documents").isFalse();
        assertThat(StoredBytesMessageEncoder.installOn(null)).isFalse();
    }

    @Test
    void anOpMsgReplyIsWrittenAsTheStockEncoderWritesIt() {
        Document stored = document(1);
        EmbeddedChannel stock = stockChannel();
        stock.writeOutbound(new MongoMessage(stock, HEADER, cursorReply(stored)));
        EmbeddedChannel ours = stockChannel();
        StoredBytesMessageEncoder.installOn(ours);
        ours.writeOutbound(new MongoMessage(ours, HEADER, cursorReply(new StoredDocument(DetachedRepliesTest.encode(stored)))));
        assertThat(written(ours)).isEqualTo(written(stock));
    }

    @Test
    void aLegacyOpReplyIsWrittenAsTheStockEncoderWritesIt() {
        Document stored = document(2);
        EmbeddedChannel stock = stockChannel();
        stock.writeOutbound(new MongoReply(HEADER, List.of(cursorReply(stored), document(3)), 0));
        EmbeddedChannel ours = stockChannel();
        StoredBytesMessageEncoder.installOn(ours);
        ours.writeOutbound(new MongoReply(HEADER, List.of(cursorReply(new StoredDocument(DetachedRepliesTest.encode(stored))), document(3)), 0));
        assertThat(written(ours)).isEqualTo(written(stock));
    }

    private static EmbeddedChannel stockChannel() {
        return new EmbeddedChannel(new MongoWireReplyEncoder(), new MongoWireMessageEncoder());
    }

    private static Document document(int id) {
        return new Document("_id", (long) id).append("events", List.of(new Document("type", "StonePlaced")
                .append("payload", "{\"x\":3,\"y\":" + id + "}")));
    }

    private static Document cursorReply(Object element) {
        return new Document("cursor", new Document("firstBatch", List.of(element)).append("id", 0L)
                .append("ns", "db.events")).append("ok", 1.0);
    }

    private static byte[] written(EmbeddedChannel channel) {
        ByteBuf out = channel.readOutbound();
        return DetachedRepliesTest.bytes(out);
    }
}
