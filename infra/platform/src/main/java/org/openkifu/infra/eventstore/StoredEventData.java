package org.openkifu.infra.eventstore;

import java.time.Instant;
import org.axonframework.eventhandling.DomainEventData;
import org.axonframework.serialization.SerializedMetaData;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.SimpleSerializedObject;

/**
 * One stored event's fields as Axon reads them: what Axon's {@code GenericDomainEventEntry} gives for the same
 * fields, except that the timestamp text is read by {@link StoredInstants} (fixed positions) instead of a
 * {@code DateTimeFormatter} each time it is asked for.
 */
record StoredEventData(String type, String aggregateIdentifier, long sequenceNumber, String eventIdentifier,
        String timestamp, String payloadType, String payloadRevision, String payload, String metaData)
        implements DomainEventData<String> {

    @Override
    public String getType() {
        return type;
    }

    @Override
    public String getAggregateIdentifier() {
        return aggregateIdentifier;
    }

    @Override
    public long getSequenceNumber() {
        return sequenceNumber;
    }

    @Override
    public String getEventIdentifier() {
        return eventIdentifier;
    }

    @Override
    public Instant getTimestamp() {
        return StoredInstants.parse(timestamp);
    }

    @Override
    public SerializedObject<String> getMetaData() {
        return new SerializedMetaData<>(metaData, String.class);
    }

    @Override
    public SerializedObject<String> getPayload() {
        return new SimpleSerializedObject<>(payload, String.class, payloadType, payloadRevision);
    }
}
