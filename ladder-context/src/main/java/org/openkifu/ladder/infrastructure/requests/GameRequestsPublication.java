package org.openkifu.ladder.infrastructure.requests;

import java.util.List;
import java.util.OptionalLong;

import org.axonframework.eventhandling.DomainEventMessage;
import org.openkifu.infra.kafka.EventPublication;
import org.openkifu.ladder.infrastructure.LadderTopics;

/**
 * Asks the game context for games from the ladder context's own stored events: the relay publishes a
 * {@code CreateGame} on {@value LadderTopics#GAME_REQUESTS} for every {@code ChallengeIssued}, {@code OfferAccepted}
 * and {@code MatchMade}, keyed and identified by the request id, and a {@code CancelGame} for every
 * {@code ChallengeDeclined} and {@code ChallengeCancelled}, keyed by its game's request id (so it follows the
 * {@code CreateGame} on the same partition). The relay moves its token only after the broker
 * acknowledged the message, so a request is sent at least once and never lost across a crash or a restart: the
 * event that decided the game is its outbox.
 */
public class GameRequestsPublication implements EventPublication {

    @Override
    public List<String> topics() {
        return List.of(LadderTopics.GAME_REQUESTS);
    }

    @Override
    public List<OutgoingMessage> messagesFor(DomainEventMessage<?> event, OptionalLong globalIndex) {
        if (!GameRequestMessages.REQUESTING.contains(event.getPayloadType())) {
            return List.of(); // the relay does not read other contexts' events into Java for us
        }
        GameRequestMessages.Request request = GameRequestMessages.of(event.getPayload());
        if (request == null) {
            return List.of();
        }
        return List.of(new OutgoingMessage(LadderTopics.GAME_REQUESTS, request.key(), request.requestId(),
                request.type(), request.json()));
    }
}
