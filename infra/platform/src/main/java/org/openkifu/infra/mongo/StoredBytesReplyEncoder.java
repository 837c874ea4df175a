package org.openkifu.infra.mongo;

import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.MongoWireReplyEncoder;
import de.bwaldvogel.mongo.wire.OpCode;
import de.bwaldvogel.mongo.wire.message.MongoReply;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToByteEncoder;

/**
 * Writes legacy OP_REPLY answers as mongo-java-server's {@link MongoWireReplyEncoder} does, except that a
 * {@link StoredDocument} in a reply is written as its bytes. Modern drivers send only their first handshake as a
 * legacy OP_QUERY, but a command sent that way goes through the same {@link DurableH2Backend#handleCommand}, so its
 * reply may hold stored documents too ({@link StoredBytesMessageEncoder#installOn} puts both encoders in place).
 */
final class StoredBytesReplyEncoder extends MessageToByteEncoder<MongoReply> {

    @Override
    protected void encode(ChannelHandlerContext ctx, MongoReply reply, ByteBuf out) {
        int start = StoredBytesMessageEncoder.startMessage(reply.getHeader(), OpCode.OP_REPLY, out);
        out.writeIntLE(reply.getFlags());
        out.writeLongLE(reply.getCursorId());
        out.writeIntLE(reply.getStartingFrom());
        out.writeIntLE(reply.getDocuments().size());
        try {
            for (Document document : reply.getDocuments()) {
                StoredBytesMessageEncoder.encodeDocument(document, out);
            }
        } catch (RuntimeException e) {
            ctx.channel().close(); // as the stock encoder: a half-written reply must not reach the client
            throw e;
        }
        out.setIntLE(start, out.writerIndex() - start);
    }
}
