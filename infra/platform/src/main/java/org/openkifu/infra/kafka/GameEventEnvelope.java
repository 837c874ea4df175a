package org.openkifu.infra.kafka;

import java.time.Instant;
import java.util.Map;
import java.util.OptionalLong;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the relay writes to {@value KafkaTopics#GAME_EVENTS} for one domain event: the event's identity and position
 * plus its payload in the same JSON form the event store holds (Axon's Jackson serializer, so {@code payloadType}
 * and {@code revision} mean the same as in the store and upcasters apply).
 *
 * @param globalIndex position in the event store's global stream, or null when the token has none
 * @param timestamp   ISO-8601 instant the event was created
 * @param payload     the payload as JSON (written by Axon's Jackson serializer, read here with Jackson 3)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GameEventEnvelope(
        String eventId,
        String aggregateId,
        String aggregateType,
        long sequenceNumber,
        Long globalIndex,
        String payloadType,
        String revision,
        String timestamp,
        Map<String, Object> metaData,
        JsonNode payload) {

    // Readers must tolerate fields added to the envelope later.
    private static final JsonMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    public static GameEventEnvelope of(DomainEventMessage<?> event, OptionalLong globalIndex, Serializer serializer) {
        SerializedObject<String> payload = serializer.serialize(event.getPayload(), String.class);
        try {
            return new GameEventEnvelope(
                    event.getIdentifier(),
                    event.getAggregateIdentifier(),
                    event.getType(),
                    event.getSequenceNumber(),
                    globalIndex.isPresent() ? globalIndex.getAsLong() : null,
                    payload.getType().getName(),
                    payload.getType().getRevision(),
                    event.getTimestamp().toString(),
                    new java.util.LinkedHashMap<>(event.getMetaData()),
                    JSON.readTree(payload.getData()));
        } catch (JacksonException e) {
            throw new IllegalArgumentException("Payload of event " + event.getIdentifier() + " is not JSON", e);
        }
    }

    public static GameEventEnvelope parse(byte[] json) {
        try {
            return JSON.readValue(json, GameEventEnvelope.class);
        } catch (JacksonException e) {
            throw new IllegalArgumentException("Not a game event envelope: " + e.getMessage(), e);
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

    /** The payload as a Java type (records need no annotations: Jackson 2.12+ reads them). */
    public <T> T payloadAs(Class<T> type) {
        try {
            return JSON.treeToValue(payload, type);
        } catch (JacksonException e) {
            throw new IllegalArgumentException("Payload of event " + eventId + " is not a " + type.getName(), e);
        }
    }
}
