package org.openkifu.tournament.infrastructure.results;

import java.util.List;
import java.util.Optional;

import org.openkifu.infra.contract.ContractHandler;
import org.openkifu.infra.contract.ContractMessage;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.domain.FinishedGame;
import org.openkifu.tournament.domain.TournamentCommand;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The process manager's ears: the contract consumer {@value #NAME} on {@code openkifu.game-results} turns each
 * {@code GameFinished} / {@code GameResultCorrected} of a tournament's or a two-game match's game into the command
 * that records it. What follows a result (a deciding game, the end of the round, the next round with
 * {@code autoStartRounds}, the end of the tournament) is the aggregate's decision, stored with the result; the
 * requests it makes leave through the relay ({@code GameRequestPublication}).
 *
 * <p>Delivery is at least once: the platform drops message ids it has seen ({@code Dedupe.MESSAGE_ID}), and a result
 * the aggregate already has changes nothing anyway (the decider answers no events). A refusal by the aggregate
 * (a game it did not ask for, players that do not match) is logged and skipped: sending it again would be refused
 * again, and stopping the consumer would hold back every other tournament's results. Anything else (store or
 * broker trouble) throws, and the batch comes again.
 */
public class GameResultsHandler implements ContractHandler {

    public static final String NAME = "tournament-game-results";
    /** The acting user of the commands this consumer sends (the game context's word, not a person's). */
    public static final String ACTING_USER = "system:game-results";

    private static final Logger LOG = LoggerFactory.getLogger(GameResultsHandler.class);

    private final TournamentCommands tournaments;

    public GameResultsHandler(TournamentCommands tournaments) {
        this.tournaments = tournaments;
    }

    @Override
    public void handle(List<ContractMessage> batch) {
        for (ContractMessage m : batch) {
            Optional<FinishedGames.Translated> translated;
            try {
                translated = FinishedGames.translate(m.json());
            } catch (TournamentViolation | IllegalArgumentException | java.time.DateTimeException e) {
                LOG.warn("{}: message {} ({}) is not a game result this version reads: {}", NAME, m.messageId(),
                        m.type(), e.getMessage());
                continue;
            }
            translated.ifPresent(t -> record(t, m.messageId()));
        }
    }

    private void record(FinishedGames.Translated t, String messageId) {
        FinishedGame game = t.game();
        String owner = t.owner().id();
        LOG.info("{}: {} of game {} ({}) for {}", NAME, t.correction() ? "correction" : "result", game.gameId(),
                game.originReference(), owner);
        try {
            if (t.owner().tournament()) {
                tournaments.send(t.correction()
                        ? new TournamentCommand.CorrectGameResult(owner, ACTING_USER, game)
                        : new TournamentCommand.RecordGameResult(owner, ACTING_USER, game));
            } else {
                tournaments.send(t.correction()
                        ? new TwoGameMatchCommand.CorrectMatchGameResult(owner, ACTING_USER, game)
                        : new TwoGameMatchCommand.RecordMatchGameResult(owner, ACTING_USER, game));
            }
        } catch (TournamentViolation v) {
            LOG.warn("{}: the result of game {} (request {}, message {}) was refused: {} {}", NAME, game.gameId(),
                    game.originReference(), messageId, v.code(), v.getMessage());
        }
    }
}
