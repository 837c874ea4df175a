package org.openkifu.infra.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** The relay's direct writing of an envelope, and its reading of the acting user from the stored metadata. */
class EventEnvelopeTest {

    record Counted(String counterId, int value) {
    }

    private static final Serializer STORE = JacksonSerializer.defaultSerializer();
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void theWrittenEnvelopeIsTheEnvelopeOfTheRecord() {
        for (MetaData metaData : List.of(MetaData.emptyInstance(), MetaData.with(EventEnvelope.ACTING_USER, "alice"))) {
            var event = new GenericDomainEventMessage<>("Counter", "c-1", 4, new Counted("c-1", 5), metaData,
                    "event-1", Instant.parse("2026-11-27T08:00:00.125Z"));
            for (OptionalLong index : List.of(OptionalLong.of(77), OptionalLong.empty())) {
                ObjectNode payload = JSON.createObjectNode().put("counterId", "c-1").put("value", 5);
                byte[] written = EventEnvelope.write(event, index, "Counted", 2,
                        EventEnvelope.actingUser(event, STORE.serialize(metaData, String.class).getData()),
                        generator -> {
                            generator.writeTree(payload);
                            return true;
                        });
                EventEnvelope expected = EventEnvelope.of(event, index, "Counted", 2, payload);
                assertThat(EventEnvelope.parse(written)).isEqualTo(expected);
                assertThat(JSON.readTree(written)).isEqualTo(JSON.readTree(expected.toJson()));
            }
        }
    }

    @Test
    void aPayloadThatCannotBeWrittenGivesNoEnvelope() {
        var event = new GenericDomainEventMessage<>("Counter", "c-1", 0, new Counted("c-1", 1));
        assertThat(EventEnvelope.write(event, OptionalLong.empty(), "Counted", 1, null, generator -> {
            generator.writeStartObject(); // half written, then given up: nothing of it may be used
            return false;
        })).isNull();
    }

    @Test
    void theActingUserIsReadFromTheStoredMetaData() {
        var event = new GenericDomainEventMessage<>("Counter", "c-1", 0, new Counted("c-1", 1),
                MetaData.with(EventEnvelope.ACTING_USER, 42));
        assertThat(EventEnvelope.actingUser(event, stored(MetaData.with("traceId", "t").and("nested",
                Map.of("actingUser", "not this one")).and(EventEnvelope.ACTING_USER, "bob")))).isEqualTo("bob");
        assertThat(EventEnvelope.actingUser(event, stored(MetaData.with("traceId", "t")))).isNull();
        assertThat(EventEnvelope.actingUser(event, "{\"actingUser\":null}")).isNull();
        assertThat(EventEnvelope.actingUser(event, "{\"actingUser\":42}"))
                .as("not a string: the message's own metadata decides").isEqualTo("42");
        assertThat(EventEnvelope.actingUser(event, "{broken")).isEqualTo("42");
    }

    private static String stored(MetaData metaData) {
        return STORE.serialize(metaData, String.class).getData();
    }
}
