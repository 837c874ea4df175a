package org.openkifu.infra.mongo;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Map;

import de.bwaldvogel.mongo.wire.BsonConstants;
import de.bwaldvogel.mongo.wire.MongoWireMessageEncoder;
import de.bwaldvogel.mongo.wire.MongoWireReplyEncoder;
import de.bwaldvogel.mongo.wire.OpCode;
import de.bwaldvogel.mongo.wire.bson.BsonEncoder;
import de.bwaldvogel.mongo.wire.message.MessageHeader;
import de.bwaldvogel.mongo.wire.message.MongoMessage;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.MessageToByteEncoder;

/**
 * Writes OP_MSG replies as mongo-java-server's {@link MongoWireMessageEncoder} does, except that a
 * {@link StoredDocument} anywhere in the reply is written as its bytes.
 *
 * <p>mongo-java-server builds each connection's pipeline inside {@code MongoServer.bind} with no way to choose its
 * handlers, so {@link DurableH2Backend} puts this encoder in the stock one's place on a connection's first command
 * ({@link #installOn}), with {@link StoredBytesReplyEncoder} for the legacy OP_REPLY.
 */
final class StoredBytesMessageEncoder extends MessageToByteEncoder<MongoMessage> {

    private static final String NAME = "openkifu-stored-bytes-encoder";
    private static final String REPLY_NAME = "openkifu-stored-bytes-reply-encoder";

    /**
     * Puts this encoder and {@link StoredBytesReplyEncoder} in place of the stock ones on the connection, once; false
     * when the connection has not both stock encoders to replace (then replies must not hold {@link StoredDocument}s).
     */
    static boolean installOn(Channel channel) {
        if (channel == null) {
            return false;
        }
        ChannelPipeline pipeline = channel.pipeline();
        if (pipeline.get(NAME) != null) {
            return true;
        }
        if (pipeline.get(MongoWireMessageEncoder.class) == null || pipeline.get(MongoWireReplyEncoder.class) == null) {
            return false;
        }
        pipeline.replace(MongoWireReplyEncoder.class, REPLY_NAME, new StoredBytesReplyEncoder());
        pipeline.replace(MongoWireMessageEncoder.class, NAME, new StoredBytesMessageEncoder());
        return true;
    }

    @Override
    protected void encode(ChannelHandlerContext ctx, MongoMessage message, ByteBuf out) {
        int start = startMessage(message.getHeader(), OpCode.OP_MSG, out);
        out.writeIntLE(message.getFlags());
        out.writeByte(MongoMessage.SECTION_KIND_BODY);
        try {
            encodeDocument(message.getDocument(), out);
        } catch (RuntimeException e) {
            ctx.channel().close(); // as the stock encoder: a half-written reply must not reach the client
            throw e;
        }
        out.setIntLE(start, out.writerIndex() - start);
    }

    /** Writes a message header whose length is set once the message is written ({@code setIntLE(start, ...)}). */
    static int startMessage(MessageHeader header, OpCode opCode, ByteBuf out) {
        int start = out.writerIndex();
        out.writeIntLE(0);
        out.writeIntLE(header.getRequestID());
        out.writeIntLE(header.getResponseTo());
        out.writeIntLE(opCode.getId());
        return start;
    }

    static void encodeDocument(Map<String, ?> document, ByteBuf out) {
        int start = out.writerIndex();
        out.writeIntLE(0);
        for (Map.Entry<String, ?> field : document.entrySet()) {
            encodeField(field.getKey(), field.getValue(), out);
        }
        out.writeByte(BsonConstants.TERMINATING_BYTE);
        out.setIntLE(start, out.writerIndex() - start);
    }

    private static void encodeField(String key, Object value, ByteBuf out) {
        if (value instanceof StoredDocument stored) {
            writeName(BsonConstants.TYPE_EMBEDDED_DOCUMENT, key, out);
            out.writeBytes(stored.bson());
        } else if (value instanceof Map<?, ?> map) {
            writeName(BsonConstants.TYPE_EMBEDDED_DOCUMENT, key, out);
            @SuppressWarnings("unchecked")
            Map<String, ?> fields = (Map<String, ?>) map;
            encodeDocument(fields, out);
        } else if (value instanceof Collection<?> elements) {
            writeName(BsonConstants.TYPE_ARRAY, key, out);
            int start = out.writerIndex();
            out.writeIntLE(0);
            int index = 0;
            for (Object element : elements) {
                encodeField(Integer.toString(index++), element, out);
            }
            out.writeByte(BsonConstants.TERMINATING_BYTE);
            out.setIntLE(start, out.writerIndex() - start);
        } else {
            byte type = BsonEncoder.determineType(value);
            writeName(type, key, out);
            BsonEncoder.encodeValue(type, value, out);
        }
    }

    private static void writeName(byte type, String key, ByteBuf out) {
        out.writeByte(type);
        out.writeBytes(key.getBytes(StandardCharsets.UTF_8));
        out.writeByte(BsonConstants.STRING_TERMINATION);
    }
}
