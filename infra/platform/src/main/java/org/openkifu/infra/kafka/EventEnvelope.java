package org.openkifu.infra.kafka;

import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.util.OptionalLong;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.axonframework.eventhandling.DomainEventMessage;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
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
        return new EventEnvelope(event.getIdentifier(), type, version, event.getType(), event.getAggregateIdentifier(),
                event.getSequenceNumber(), globalIndex.isPresent() ? globalIndex.getAsLong() : null,
                event.getTimestamp().toString(), actingUserOf(event), payload);
    }

    /** Writes the payload into the envelope being written; false when it cannot (nothing of it is used then). */
    @FunctionalInterface
    public interface PayloadWriter {
        boolean write(JsonGenerator generator);
    }

    /**
     * The JSON of the envelope {@link #of} would make, written directly: the relay's path, where the payload is
     * copied from its stored form by {@code payload} and never becomes a tree or a Java object.
     *
     * @return the envelope's bytes, or null when {@code payload} could not write the payload
     */
    public static byte[] write(DomainEventMessage<?> event, OptionalLong globalIndex, String type, int version,
            String actingUser, PayloadWriter payload) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(512);
        try (JsonGenerator generator = JSON.createGenerator(out)) {
            generator.writeStartObject();
            generator.writeStringProperty("eventId", event.getIdentifier());
            generator.writeStringProperty("type", type);
            generator.writeNumberProperty("version", version);
            generator.writeStringProperty("aggregateType", event.getType());
            generator.writeStringProperty("aggregateId", event.getAggregateIdentifier());
            generator.writeNumberProperty("sequenceNumber", event.getSequenceNumber());
            if (globalIndex.isPresent()) {
                generator.writeNumberProperty("globalIndex", globalIndex.getAsLong());
            }
            generator.writeStringProperty("timestamp", event.getTimestamp().toString());
            if (actingUser != null) {
                generator.writeStringProperty("actingUser", actingUser);
            }
            generator.writeName("payload");
            if (!payload.write(generator)) {
                return null;
            }
            generator.writeEndObject();
        }
        return out.toByteArray();
    }

    /**
     * The acting user from the stored metadata's JSON, read without building the metadata map; falls back to the
     * message's metadata when the stored value is not a plain string.
     */
    public static String actingUser(DomainEventMessage<?> event, String storedMetaData) {
        try (JsonParser parser = JSON.createParser(storedMetaData)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return actingUserOf(event);
            }
            while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                if (ACTING_USER.equals(name)) {
                    return value == JsonToken.VALUE_STRING ? parser.getString()
                            : value == JsonToken.VALUE_NULL ? null : actingUserOf(event);
                }
                parser.skipChildren();
            }
            return null;
        } catch (JacksonException e) {
            return actingUserOf(event);
        }
    }

    private static String actingUserOf(DomainEventMessage<?> event) {
        Object actingUser = event.getMetaData().get(ACTING_USER);
        return actingUser == null ? null : actingUser.toString();
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
