package org.openkifu.infra.eventstore;

import java.util.ArrayList;
import java.util.List;
import org.axonframework.eventhandling.DomainEventData;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.EventUtils;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.bson.Document;

/**
 * Maps between Axon events and the stored documents. One commit document holds every event of one
 * {@code appendEvents} call (one unit of work), so a commit is a single-document, atomic insert.
 *
 * <pre>
 * events:    { _id: firstPosition, positions: [p..], streamKeys: ["aggregateId/seq", ..], reservedAt: millis,
 *              events: [ {position, aggregateIdentifier, sequenceNumber, type, eventIdentifier, timestamp,
 *                         payloadType, payloadRevision, payload, metaData}, ..] }
 * snapshots: { _id: aggregateIdentifier, sequenceNumber, type, eventIdentifier, timestamp, payloadType,
 *              payloadRevision, payload, metaData }
 * counters:  { _id: "globalPosition", value: lastReservedPosition }
 * </pre>
 *
 * Payload and metadata are the serializer's output as a string (Jackson: JSON text). A string round-trips byte
 * for byte, cannot clash with MongoDB's rules for field names ({@code $}, {@code .}), and is what upcasters read.
 */
final class CommitDocuments {

    static final String ID = "_id";
    static final String POSITIONS = "positions";
    static final String STREAM_KEYS = "streamKeys";
    static final String RESERVED_AT = "reservedAt";
    static final String EVENTS = "events";
    static final String POSITION = "position";
    static final String AGGREGATE_IDENTIFIER = "aggregateIdentifier";
    static final String SEQUENCE_NUMBER = "sequenceNumber";
    static final String TYPE = "type";
    static final String EVENT_IDENTIFIER = "eventIdentifier";
    static final String TIMESTAMP = "timestamp";
    static final String PAYLOAD_TYPE = "payloadType";
    static final String PAYLOAD_REVISION = "payloadRevision";
    static final String PAYLOAD = "payload";
    static final String META_DATA = "metaData";

    private CommitDocuments() {
    }

    /** Key of one event in its aggregate's stream; unique across the collection, so a second writer fails. */
    static String streamKey(String aggregateIdentifier, long sequenceNumber) {
        // The sequence number is the part after the last '/', so the key is unambiguous whatever the id holds.
        return aggregateIdentifier + "/" + sequenceNumber;
    }

    /** The events serialised, in commit order; done before positions are reserved to keep that window short. */
    static List<Document> serialize(List<? extends EventMessage<?>> events, Serializer serializer) {
        List<Document> eventDocuments = new ArrayList<>(events.size());
        for (EventMessage<?> message : events) {
            // Events published outside an aggregate are stored like Axon's JDBC store does: as the only event
            // (sequence 0) of a stream named after the event id.
            eventDocuments.add(eventFields(EventUtils.asDomainEventMessage(message), serializer));
        }
        return eventDocuments;
    }

    /** The commit document of serialised events given their positions; the events get their position added. */
    static Document commit(List<Document> eventDocuments, long firstPosition, long reservedAtMillis) {
        List<Long> positions = new ArrayList<>(eventDocuments.size());
        List<String> streamKeys = new ArrayList<>(eventDocuments.size());
        long position = firstPosition;
        for (Document event : eventDocuments) {
            event.append(POSITION, position);
            positions.add(position);
            streamKeys.add(streamKey(event.getString(AGGREGATE_IDENTIFIER), event.getLong(SEQUENCE_NUMBER)));
            position++;
        }
        return new Document(ID, firstPosition)
                .append(POSITIONS, positions)
                .append(STREAM_KEYS, streamKeys)
                .append(RESERVED_AT, reservedAtMillis)
                .append(EVENTS, eventDocuments);
    }

    static Document snapshot(DomainEventMessage<?> snapshot, Serializer serializer) {
        return eventFields(snapshot, serializer).append(ID, snapshot.getAggregateIdentifier());
    }

    private static Document eventFields(DomainEventMessage<?> event, Serializer serializer) {
        SerializedObject<String> payload = event.serializePayload(serializer, String.class);
        SerializedObject<String> metaData = event.serializeMetaData(serializer, String.class);
        return new Document(AGGREGATE_IDENTIFIER, event.getAggregateIdentifier())
                .append(SEQUENCE_NUMBER, event.getSequenceNumber())
                .append(TYPE, event.getType())
                .append(EVENT_IDENTIFIER, event.getIdentifier())
                .append(TIMESTAMP, event.getTimestamp().toString())
                .append(PAYLOAD_TYPE, payload.getType().getName())
                .append(PAYLOAD_REVISION, payload.getType().getRevision())
                .append(PAYLOAD, payload.getData())
                .append(META_DATA, metaData.getData());
    }

    /** The stored events of a commit document, in position order. */
    static List<Document> events(Document commit) {
        return commit.getList(EVENTS, Document.class);
    }

    static DomainEventData<String> eventData(Document event) {
        return new StoredEventData(event.getString(TYPE), event.getString(AGGREGATE_IDENTIFIER),
                event.getLong(SEQUENCE_NUMBER), event.getString(EVENT_IDENTIFIER), event.getString(TIMESTAMP),
                event.getString(PAYLOAD_TYPE), event.getString(PAYLOAD_REVISION), event.getString(PAYLOAD),
                event.getString(META_DATA));
    }
}
