package org.openkifu.tournament.infrastructure.requests;

import java.time.Clock;
import java.util.List;
import java.util.Optional;

import org.openkifu.infra.contract.ContractHandler;
import org.openkifu.infra.contract.ContractMessage;
import org.openkifu.tournament.infrastructure.RequestIds;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;

/**
 * Reads the game context's answers on {@code openkifu.game-responses} (contract consumer {@value #NAME}) and keeps
 * those to the tournament context's own requests (request ids {@code tournament/...} and {@code two-game-match/...};
 * the ladder's answers share the topic) in {@link GameRequestStatuses}. Idempotent by itself: an answer replaces the
 * request's document with an equal one.
 */
public class GameResponsesHandler implements ContractHandler {

    public static final String NAME = "tournament-game-responses";

    private static final Logger LOG = LoggerFactory.getLogger(GameResponsesHandler.class);

    private final GameRequestStatuses statuses;
    private final Clock clock;

    public GameResponsesHandler(GameRequestStatuses statuses, Clock clock) {
        this.statuses = statuses;
        this.clock = clock;
    }

    @Override
    public void handle(List<ContractMessage> batch) {
        for (ContractMessage m : batch) {
            JsonNode answer = m.json();
            String requestId = text(answer, "requestId").orElse(m.key());
            Optional<String> owner = RequestIds.ownerOf(requestId).map(RequestIds.Owner::id);
            if (owner.isEmpty()) {
                continue; // another context's request
            }
            String type = text(answer, "type").orElse(m.type());
            if ("GameCreated".equals(type)) {
                statuses.save(new GameRequestStatuses.Status(requestId, owner.get(), "CREATED",
                        text(answer, "gameId").orElse(null), null, null, clock.instant()));
            } else if ("GameRefused".equals(type)) {
                String code = text(answer, "code").orElse("UNKNOWN");
                LOG.warn("The game context refused game request {}: {} {}", requestId, code,
                        text(answer, "message").orElse(""));
                statuses.save(new GameRequestStatuses.Status(requestId, owner.get(), "REFUSED", null, code,
                        text(answer, "message").orElse(null), clock.instant()));
            }
        }
    }

    @Override
    public void reset() {
        LOG.info("{}: reset, {} answers deleted; rebuilding from the start of the topic", NAME, statuses.deleteAll());
    }

    private static Optional<String> text(JsonNode node, String field) {
        JsonNode v = node == null ? null : node.get(field);
        return v == null || v.isNull() ? Optional.empty() : Optional.of(v.asString());
    }
}
