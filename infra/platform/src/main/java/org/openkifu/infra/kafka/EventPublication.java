package org.openkifu.infra.kafka;

import java.util.List;
import java.util.OptionalLong;

import org.axonframework.eventhandling.DomainEventMessage;

/**
 * A context's published language: what goes on Kafka for one stored event. The relay asks every publication about
 * every event of the store, in the store's order, and sends what they answer before it moves its token on. The
 * context decides the topics, the keys, the stable type names and what stays hidden; the platform only delivers.
 */
public interface EventPublication {

    /** The topics this publication writes; created at start-up if missing. */
    List<String> topics();

    /**
     * What to publish for {@code event}; empty when it is none of this publication's business.
     *
     * @param globalIndex the event's position in the store's global stream, when known
     * @throws Exception when the event cannot be translated: the relay sets it aside as a dead letter, so a bug in
     *                   one translation never stops the stream
     */
    List<OutgoingMessage> messagesFor(DomainEventMessage<?> event, OptionalLong globalIndex) throws Exception;

    /**
     * As {@link #messagesFor(DomainEventMessage, OptionalLong)}, with the payload also in its stored form. A
     * publication that can publish from the stored JSON overrides this and reads neither {@code event.getPayload()}
     * nor anything that deserialises it: the relay then never turns the stored payload into Java and back (the
     * relay reads every event of the store, so this is most of its work). Decide with
     * {@code event.getPayloadType()}, which reads only the stored type name.
     */
    default List<OutgoingMessage> messagesFor(DomainEventMessage<?> event, OptionalLong globalIndex,
            StoredPayload stored) throws Exception {
        return messagesFor(event, globalIndex);
    }

    /** The event's payload and metadata as the event store keeps them (the payload upcast to its current version). */
    interface StoredPayload {

        /** The payload's JSON. */
        String json();

        /** The metadata's JSON (an object of the metadata's entries). */
        String metaDataJson();

        /** Given forms (tests, harnesses). */
        static StoredPayload of(String json, String metaDataJson) {
            return new StoredPayload() {
                @Override
                public String json() {
                    return json;
                }

                @Override
                public String metaDataJson() {
                    return metaDataJson;
                }
            };
        }
    }

    /**
     * One Kafka record of a published language.
     *
     * @param messageId stable across re-deliveries (consumers deduplicate on it), also a record header
     * @param type      the stable type name, also a record header
     */
    record OutgoingMessage(String topic, String key, String messageId, String type, byte[] value) {
    }
}
