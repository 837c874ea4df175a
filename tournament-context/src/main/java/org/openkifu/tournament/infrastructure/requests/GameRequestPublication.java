package org.openkifu.tournament.infrastructure.requests;

import java.util.List;
import java.util.OptionalLong;

import org.axonframework.eventhandling.DomainEventMessage;
import org.openkifu.infra.contract.CreateGameRequest;
import org.openkifu.infra.kafka.EventPublication;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameRequested;
import org.openkifu.tournament.infrastructure.TournamentTopics;

/**
 * The tournament's outbox for games: every stored {@code GameRequested} (a pairing's game, a deciding game) and
 * {@code MatchGameRequested} (a standalone two-game match) becomes one {@code CreateGame} request on
 * {@value TournamentTopics#GAME_REQUESTS}, keyed by its request id. The platform's relay publishes it from the event
 * store and moves its token on only after the broker acknowledged it, so a request decided just before a crash is
 * sent after the restart: never lost, perhaps sent twice, and the game context creates one game per request id.
 * The message id is the stored event's id, stable across re-deliveries.
 */
public class GameRequestPublication implements EventPublication {

    @Override
    public List<String> topics() {
        return List.of(TournamentTopics.GAME_REQUESTS);
    }

    @Override
    public List<OutgoingMessage> messagesFor(DomainEventMessage<?> event, OptionalLong globalIndex) {
        Class<?> payloadType = event.getPayloadType();
        if (payloadType != GameRequested.class && payloadType != MatchGameRequested.class) {
            return List.of(); // the relay does not read other contexts' events into Java for us
        }
        CreateGameRequest request;
        String requestId;
        if (event.getPayload() instanceof GameRequested e) {
            request = CreateGameRequests.of(e);
            requestId = e.requestId();
        } else if (event.getPayload() instanceof MatchGameRequested e) {
            request = CreateGameRequests.of(e);
            requestId = e.requestId();
        } else {
            return List.of();
        }
        return List.of(new OutgoingMessage(TournamentTopics.GAME_REQUESTS, requestId, event.getIdentifier(),
                CreateGameRequest.TYPE, request.toBytes()));
    }
}
