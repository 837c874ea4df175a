package org.openkifu.ladder.infrastructure.results;

import java.util.List;

import org.openkifu.infra.contract.ContractHandler;
import org.openkifu.infra.contract.ContractMessage;
import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.domain.FinishedGame;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.RequestIds;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;

/**
 * The contract consumer {@value #NAME} of {@code openkifu.game-results} (deduplicated by message id): each
 * {@code GameFinished} / {@code GameResultCorrected} becomes the ladder's own {@link FinishedGame} and is recorded on
 * the challenge's ladder (for a {@code LADDER_CHALLENGE} game) and in both players' records. Every command is
 * idempotent too, so a message handled twice (after a crash between the commands and the offset commit) changes
 * nothing. A refusal of the domain is final and logged; any other failure throws, and the batch comes again.
 */
public class GameResultsHandler implements ContractHandler {

    public static final String NAME = "ladder-game-results";

    private static final Logger LOG = LoggerFactory.getLogger(GameResultsHandler.class);

    private final LadderCommands commands;
    private final PlayerRecording players;

    public GameResultsHandler(LadderCommands commands, PlayerRecording players) {
        this.commands = commands;
        this.players = players;
    }

    @Override
    public void handle(List<ContractMessage> batch) {
        for (ContractMessage message : batch) {
            handle(message.json(), message.type());
        }
    }

    void handle(JsonNode json, String headerType) {
        String type = headerType != null ? headerType : FinishedGames.typeOf(json);
        boolean correction = FinishedGames.CORRECTED.equals(type);
        if (!correction && !FinishedGames.FINISHED.equals(type)) {
            return; // a message type of a later version: not this consumer's business
        }
        FinishedGame game;
        try {
            game = FinishedGames.parse(json);
        } catch (IllegalArgumentException e) {
            LOG.info("{}: {}", NAME, e.getMessage());
            return;
        }
        String ladderId = RequestIds.ladderIdOf(game.originReference());
        if (game.originKind() == FinishedGame.OriginKind.LADDER_CHALLENGE && ladderId != null) {
            refusalsLogged(() -> commands.send(correction
                    ? new LadderCommand.CorrectGameResult(ladderId, LadderCommands.SYSTEM, game)
                    : new LadderCommand.RecordGameResult(ladderId, LadderCommands.SYSTEM, game)), game);
        }
        refusalsLogged(() -> players.record(game, correction), game);
    }

    private static void refusalsLogged(Runnable action, FinishedGame game) {
        try {
            action.run();
        } catch (LadderRuleViolation e) {
            LOG.warn("{}: game {} not recorded: {} {}", NAME, game.gameId(), e.code(), e.getMessage());
        }
    }
}
