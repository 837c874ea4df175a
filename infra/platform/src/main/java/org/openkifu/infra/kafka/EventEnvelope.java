package org.openkifu.infra.kafka;

import java.time.Instant;
import java.util.OptionalLong;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.axonframework.eventhandling.DomainEventMessage;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The platform's convention for publishing an aggregate's events: identity and position from the store, a stable
 * type name and schema version chosen by the publishing context, and the payload as that context publishes it
 * (never the stored Java form: no class names, no hidden fields).
 *
 * @param eventId        unique and stable: consumers deduplicate on it (or on aggregate id + sequence number)
 * @param type           the stable, language-neutral type name ({@code StonePlaced})
 * @param version        the payload's schema version
 * @param sequenceNumber position in the aggregate's stream, from 0
 * @param globalIndex    position in the event store's global stream, or null when unknown
 * @param timestamp      ISO-8601 instant the event was stored
 * @param actingUser     the user whose request caused the event ({@code system} for timers), or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record EventEnvelope(
        String eventId,
        String type,
        int version,
        String aggregateType,
        String aggregateId,
        long sequenceNumber,
        Long globalIndex,
        String timestamp,
        String actingUser,
        JsonNode payload) {

    /** The metadata key the platform's audit puts the acting user under. */
    public static final String ACTING_USER = "actingUser";

    // Readers must tolerate fields added to the envelope later.
    private static final JsonMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    public static EventEnvelope of(DomainEventMessage<?> event, OptionalLong globalIndex, String type, int version,
            JsonNode payload) {
        Object actingUser = event.getMetaData().get(ACTING_USER);
        return new EventEnvelope(event.getIdentifier(), type, version, event.getType(), event.getAggregateIdentifier(),
                event.getSequenceNumber(), globalIndex.isPresent() ? globalIndex.getAsLong() : null,
                event.getTimestamp().toString(), actingUser == null ? null : actingUser.toString(), payload);
    }

    public static EventEnvelope parse(byte[] json) {
        try {
            return JSON.readValue(json, EventEnvelope.class);
        } catch (JacksonException e) {
            throw new IllegalArgumentException("Not an event envelope: " + e.getOriginalMessage(), e);
        }
    }

    public byte[] toJson() {
        try {
            return JSON.writeValueAsBytes(this);
        } catch (JacksonException e) {
            throw new IllegalStateException("Cannot write the envelope of event " + eventId, e);
        }
    }

    public Instant instant() {
        return Instant.parse(timestamp);
    }

    /** The payload as a Java type (records need no annotations). */
    public <T> T payloadAs(Class<T> type) {
        try {
            return JSON.treeToValue(payload, type);
        } catch (JacksonException e) {
            throw new IllegalArgumentException("Payload of event " + eventId + " is not a " + type.getSimpleName(), e);
        }
    }

    /** The record for {@code topic}, keyed by aggregate id so one aggregate's events stay in order. */
    public EventPublication.OutgoingMessage toMessage(String topic) {
        return new EventPublication.OutgoingMessage(topic, aggregateId, eventId, type, toJson());
    }
}
