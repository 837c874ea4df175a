package org.openkifu.infra.testapp;

import java.util.List;
import java.util.OptionalLong;

import org.axonframework.eventhandling.DomainEventMessage;
import org.openkifu.infra.kafka.EventEnvelope;
import org.openkifu.infra.kafka.EventPublication;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * The test Counter's published language: each event in the platform's envelope on {@value #TOPIC}, typed by its
 * record's simple name. Also publishes a deliberately oversized message for a counter whose id starts with
 * {@value #OVERSIZED_PREFIX}, so the tests can see the relay set it aside and go on.
 */
@Component
public class CounterPublication implements EventPublication {

    public static final String TOPIC = "openkifu.test-counter-events";
    public static final String OVERSIZED_PREFIX = "oversized-";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Override
    public List<String> topics() {
        return List.of(TOPIC);
    }

    @Override
    public List<OutgoingMessage> messagesFor(DomainEventMessage<?> event, OptionalLong globalIndex) {
        if (!Counter.TYPE.equals(event.getType())) {
            return List.of();
        }
        EventEnvelope envelope = EventEnvelope.of(event, globalIndex, event.getPayloadType().getSimpleName(), 1,
                JSON.valueToTree(event.getPayload()));
        OutgoingMessage message = envelope.toMessage(TOPIC);
        if (event.getAggregateIdentifier().startsWith(OVERSIZED_PREFIX) && event.getSequenceNumber() == 1) {
            message = new OutgoingMessage(TOPIC, message.key(), message.messageId(), message.type(), new byte[2_000_000]);
        }
        return List.of(message);
    }
}
