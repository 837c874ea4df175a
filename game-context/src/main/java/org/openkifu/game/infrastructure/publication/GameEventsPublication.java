package org.openkifu.game.infrastructure.publication;

import java.util.List;
import java.util.OptionalLong;

import org.axonframework.eventhandling.DomainEventMessage;
import org.openkifu.game.application.GameAggregate;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.infrastructure.GameTopics;
import org.openkifu.infra.kafka.EventEnvelope;
import org.openkifu.infra.kafka.EventPublication;

/**
 * Every event of every game on {@value GameTopics#GAME_EVENTS}, keyed by game id, in the platform's envelope with the
 * published type names and payloads of {@link PublishedGameEvents}.
 */
public class GameEventsPublication implements EventPublication {

    @Override
    public List<String> topics() {
        return List.of(GameTopics.GAME_EVENTS);
    }

    @Override
    public List<OutgoingMessage> messagesFor(DomainEventMessage<?> event, OptionalLong globalIndex) {
        if (!GameAggregate.TYPE.equals(event.getType()) || !(event.getPayload() instanceof GameEvent game)) {
            return List.of();
        }
        return List.of(envelope(event, globalIndex, game).toMessage(GameTopics.GAME_EVENTS));
    }

    /**
     * Copied from the stored JSON ({@link StoredGamePayloads}), so the relay never reads the payload into its record;
     * as above when the stored form cannot be followed.
     */
    @Override
    public List<OutgoingMessage> messagesFor(DomainEventMessage<?> event, OptionalLong globalIndex,
            StoredPayload stored) {
        if (!GameAggregate.TYPE.equals(event.getType()) || !GameEvent.class.isAssignableFrom(event.getPayloadType())) {
            return List.of();
        }
        Class<? extends GameEvent> type = event.getPayloadType().asSubclass(GameEvent.class);
        String typeName = PublishedGameEvents.typeOf(type);
        byte[] envelope = EventEnvelope.write(event, globalIndex, typeName, GameEvent.schemaVersionOf(type),
                EventEnvelope.actingUser(event, stored.metaDataJson()),
                generator -> StoredGamePayloads.write(type, stored.json(), generator));
        if (envelope == null) {
            return messagesFor(event, globalIndex);
        }
        return List.of(new OutgoingMessage(GameTopics.GAME_EVENTS, event.getAggregateIdentifier(),
                event.getIdentifier(), typeName, envelope));
    }

    static EventEnvelope envelope(DomainEventMessage<?> event, OptionalLong globalIndex, GameEvent game) {
        return EventEnvelope.of(event, globalIndex, PublishedGameEvents.typeOf(game),
                PublishedGameEvents.versionOf(game), PublishedGameEvents.payloadOf(game, false));
    }
}
