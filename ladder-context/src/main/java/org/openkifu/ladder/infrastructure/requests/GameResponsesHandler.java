package org.openkifu.ladder.infrastructure.requests;

import java.time.Clock;
import java.util.List;

import org.openkifu.infra.contract.ContractHandler;
import org.openkifu.infra.contract.ContractMessage;
import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.RequestIds;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;

/**
 * The contract consumer {@value #NAME} of {@code openkifu.game-responses}: links each of the ladder context's game
 * requests to the game the game context created (or records why it refused), in {@link GameRequestLinks}, and tells
 * the challenge's ladder ({@code LinkChallengeGame} / {@code RecordGameRefusal}). Answers to other contexts' requests
 * are skipped. Idempotent by itself (the same answer again links the same game and the ladder adds no event), so it
 * keeps no message ids: the game context's answers carry none.
 */
public class GameResponsesHandler implements ContractHandler {

    public static final String NAME = "ladder-game-responses";

    private static final Logger LOG = LoggerFactory.getLogger(GameResponsesHandler.class);

    private final GameRequestLinks links;
    private final LadderCommands commands;
    private final Clock clock;

    public GameResponsesHandler(GameRequestLinks links, LadderCommands commands, Clock clock) {
        this.links = links;
        this.commands = commands;
        this.clock = clock;
    }

    /** The request ids this context sends: a challenge's, an offer's or a match's (RequestIds). */
    static boolean ours(String requestId) {
        return requestId != null && (RequestIds.ladderIdOf(requestId) != null || requestId.startsWith("offer/")
                || requestId.startsWith("match/"));
    }

    @Override
    public void handle(List<ContractMessage> batch) {
        for (ContractMessage message : batch) {
            JsonNode json = message.json();
            String requestId = text(json, "requestId");
            if (requestId == null) {
                requestId = message.key();
            }
            String type = message.type() != null ? message.type() : text(json, "type");
            if ("CancelRefused".equals(type) && ours(text(json, "gameRequestId"))) {
                // e.g. GAME_HAS_MOVES: the game goes on; the challenge is closed, so its result moves nobody
                LOG.info("The game context did not cancel the game of {}: {} {}", text(json, "gameRequestId"),
                        text(json, "code"), text(json, "message"));
                continue;
            }
            if (!ours(requestId)) {
                continue;
            }
            if ("GameCreated".equals(type)) {
                String gameId = text(json, "gameId");
                links.created(requestId, gameId, clock.instant());
                tellLadder(requestId, (ladderId, challengeId) ->
                        new LadderCommand.LinkChallengeGame(ladderId, challengeId, LadderCommands.SYSTEM, gameId));
            } else if ("GameRefused".equals(type)) {
                String code = text(json, "code");
                String text = text(json, "message");
                LOG.warn("The game context refused game request {}: {} {}", requestId, code, text);
                links.refused(requestId, code, text, clock.instant());
                tellLadder(requestId, (ladderId, challengeId) ->
                        new LadderCommand.RecordGameRefusal(ladderId, challengeId, LadderCommands.SYSTEM, code, text));
            }
        }
    }

    private void tellLadder(String requestId, java.util.function.BiFunction<String, String, LadderCommand> command) {
        String ladderId = RequestIds.ladderIdOf(requestId);
        String challengeId = RequestIds.challengeIdOf(requestId);
        if (ladderId == null) {
            return;
        }
        try {
            commands.send(command.apply(ladderId, challengeId));
        } catch (LadderRuleViolation e) {
            // decided for good (e.g. a refusal for a challenge whose game exists): retrying cannot change it
            LOG.warn("Answer to {} not applied to the ladder: {} {}", requestId, e.code(), e.getMessage());
        }
    }

    @Override
    public void reset() {
        long deleted = links.deleteAll();
        LOG.info("{}: reset, {} links deleted; rebuilding from the start of the topic", NAME, deleted);
    }

    private static String text(JsonNode json, String field) {
        JsonNode node = json == null ? null : json.get(field);
        return node == null || node.isNull() ? null : node.asString();
    }
}
