package org.openkifu.game.infrastructure.publication;

import java.util.List;
import java.util.OptionalLong;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.game.application.GameAggregate;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.infrastructure.GameTopics;
import org.openkifu.infra.kafka.EventPublication;
import tools.jackson.databind.json.JsonMapper;

/**
 * One {@code GameFinished} per {@code GameEnded} and one {@code GameResultCorrected} per {@code ResultCorrected} on
 * {@value GameTopics#GAME_RESULTS}, keyed by game id. The message id is the stored event's id, so a batch the relay
 * retries publishes the same message again and consumers drop it; exactly one message per ending is decided here, by
 * the event store. The game's state as of the event is folded from its stream (once per ending, not per move).
 */
public class GameResultsPublication implements EventPublication {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final EventStore eventStore;

    public GameResultsPublication(EventStore eventStore) {
        this.eventStore = eventStore;
    }

    @Override
    public List<String> topics() {
        return List.of(GameTopics.GAME_RESULTS);
    }

    @Override
    public List<OutgoingMessage> messagesFor(DomainEventMessage<?> event, OptionalLong globalIndex) {
        Class<?> payloadType = event.getPayloadType();
        if (!GameAggregate.TYPE.equals(event.getType()) || (payloadType != GameEvent.GameEnded.class
                && payloadType != GameEvent.ResultCorrected.class)) {
            return List.of(); // decided on the stored type name: the relay does not read other events into Java
        }
        Object message;
        String type;
        if (event.getPayload() instanceof GameEvent.GameEnded ended) {
            message = GameResultMessages.finished(event.getIdentifier(), stateAt(event), ended.at());
            type = "GameFinished";
        } else if (event.getPayload() instanceof GameEvent.ResultCorrected c) {
            List<GameEvent> events = eventsTo(event);
            message = GameResultMessages.corrected(event.getIdentifier(), GameEvolver.fold(events), c.previous(),
                    c.corrected(), c.correctedBy(), c.note(), c.at(), endedAt(events));
            type = "GameResultCorrected";
        } else {
            return List.of();
        }
        return List.of(new OutgoingMessage(GameTopics.GAME_RESULTS, event.getAggregateIdentifier(),
                event.getIdentifier(), type, JSON.writeValueAsBytes(message)));
    }

    /** The game as it was once {@code event} was applied (later events of the stream are left out). */
    private GameState stateAt(DomainEventMessage<?> event) {
        return GameEvolver.fold(eventsTo(event));
    }

    /** When the game ended: its (last) {@code GameEnded} before the correction; null if it never did. */
    static java.time.Instant endedAt(List<GameEvent> events) {
        java.time.Instant ended = null;
        for (GameEvent e : events) {
            if (e instanceof GameEvent.GameEnded g) {
                ended = g.at();
            }
        }
        return ended;
    }

    private List<GameEvent> eventsTo(DomainEventMessage<?> event) {
        return eventStore.readEvents(event.getAggregateIdentifier(), 0L).asStream()
                .filter(e -> e.getSequenceNumber() <= event.getSequenceNumber())
                .map(e -> e.getPayload())
                .filter(GameEvent.class::isInstance)
                .map(GameEvent.class::cast)
                .toList();
    }
}
