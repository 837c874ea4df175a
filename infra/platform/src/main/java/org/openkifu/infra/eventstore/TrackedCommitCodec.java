package org.openkifu.infra.eventstore;

import java.util.ArrayList;
import java.util.List;
import org.axonframework.eventhandling.DomainEventData;
import org.bson.BsonInvalidOperationException;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

/**
 * Decodes a commit document ({@link CommitDocuments}) straight into what the global reader hands on, for the reader
 * only: its first position, when its positions were reserved, and each event's stored fields as
 * {@link DomainEventData}. The commit's {@code positions} and {@code streamKeys} arrays (a key string and a number per
 * event, only there for the indexes) are skipped unread, and no {@code Document} (a hash map per event) is built.
 *
 * <p>Why: a rebuild's processor thread spent about a fifth of its time in the driver building {@code Document}s of
 * whole commits, half of it for fields the reader never looks at (docs/library.md, "Rebuild speed"). The values are
 * those of {@link CommitDocuments#eventData} on the same document (tested: {@code TrackedCommitCodecTest}); a missing
 * string field is null, as {@code Document.getString} gives it. Decoding only: the reader never writes with it.
 */
final class TrackedCommitCodec implements Codec<TrackedCommitCodec.TrackedCommit> {

    /** One event of a commit: its global position and its stored fields. */
    record StoredEvent(long position, long reservedAt, DomainEventData<String> data) {
    }

    /** A commit as the reader needs it: {@code _id} (its first position), reservedAt, its events in stored order. */
    record TrackedCommit(long id, long reservedAt, List<StoredEvent> events) {
    }

    @Override
    public TrackedCommit decode(BsonReader reader, DecoderContext decoderContext) {
        Long id = null;
        long reservedAt = 0;
        List<Fields> events = List.of();
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            switch (reader.readName()) {
                case CommitDocuments.ID -> id = readLong(reader, CommitDocuments.ID);
                case CommitDocuments.RESERVED_AT -> reservedAt = readLong(reader, CommitDocuments.RESERVED_AT);
                case CommitDocuments.EVENTS -> events = readEvents(reader);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        if (id == null) {
            throw new BsonInvalidOperationException("a commit document without " + CommitDocuments.ID);
        }
        List<StoredEvent> stored = new ArrayList<>(events.size());
        for (Fields f : events) {
            stored.add(new StoredEvent(f.position, reservedAt, new StoredEventData(f.type,
                    f.aggregateIdentifier, f.sequenceNumber, f.eventIdentifier, f.timestamp, f.payloadType,
                    f.payloadRevision, f.payload, f.metaData)));
        }
        return new TrackedCommit(id, reservedAt, stored);
    }

    private static List<Fields> readEvents(BsonReader reader) {
        List<Fields> events = new ArrayList<>();
        reader.readStartArray();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            events.add(readEvent(reader));
        }
        reader.readEndArray();
        return events;
    }

    private static Fields readEvent(BsonReader reader) {
        Fields f = new Fields();
        Long position = null;
        Long sequenceNumber = null;
        reader.readStartDocument();
        while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
            String name = reader.readName();
            switch (name) {
                case CommitDocuments.POSITION -> position = readLong(reader, name);
                case CommitDocuments.SEQUENCE_NUMBER -> sequenceNumber = readLong(reader, name);
                case CommitDocuments.AGGREGATE_IDENTIFIER -> f.aggregateIdentifier = readString(reader, name);
                case CommitDocuments.TYPE -> f.type = readString(reader, name);
                case CommitDocuments.EVENT_IDENTIFIER -> f.eventIdentifier = readString(reader, name);
                case CommitDocuments.TIMESTAMP -> f.timestamp = readString(reader, name);
                case CommitDocuments.PAYLOAD_TYPE -> f.payloadType = readString(reader, name);
                case CommitDocuments.PAYLOAD_REVISION -> f.payloadRevision = readString(reader, name);
                case CommitDocuments.PAYLOAD -> f.payload = readString(reader, name);
                case CommitDocuments.META_DATA -> f.metaData = readString(reader, name);
                default -> reader.skipValue();
            }
        }
        reader.readEndDocument();
        // CommitDocuments.eventData unboxes these too: an event without them cannot be handed on
        if (position == null || sequenceNumber == null) {
            throw new BsonInvalidOperationException("a stored event without " + CommitDocuments.POSITION + " or "
                    + CommitDocuments.SEQUENCE_NUMBER);
        }
        f.position = position;
        f.sequenceNumber = sequenceNumber;
        return f;
    }

    /** Numbers are written as 64-bit; a 32-bit one (a document written by hand) is read as its value. */
    private static long readLong(BsonReader reader, String name) {
        return switch (reader.getCurrentBsonType()) {
            case INT64 -> reader.readInt64();
            case INT32 -> reader.readInt32();
            default -> throw new BsonInvalidOperationException(name + " is " + reader.getCurrentBsonType()
                    + ", not a number");
        };
    }

    private static String readString(BsonReader reader, String name) {
        return switch (reader.getCurrentBsonType()) {
            case STRING -> reader.readString();
            case NULL -> {
                reader.readNull();
                yield null;
            }
            default -> throw new BsonInvalidOperationException(name + " is " + reader.getCurrentBsonType()
                    + ", not a string");
        };
    }

    @Override
    public void encode(BsonWriter writer, TrackedCommit value, EncoderContext encoderContext) {
        throw new UnsupportedOperationException("commits are written as Documents (CommitDocuments.commit)");
    }

    @Override
    public Class<TrackedCommit> getEncoderClass() {
        return TrackedCommit.class;
    }

    /** An event's fields while its document is read (their order in the document is not relied on). */
    private static final class Fields {
        long position;
        long sequenceNumber;
        String aggregateIdentifier;
        String type;
        String eventIdentifier;
        String timestamp;
        String payloadType;
        String payloadRevision;
        String payload;
        String metaData;
    }
}
