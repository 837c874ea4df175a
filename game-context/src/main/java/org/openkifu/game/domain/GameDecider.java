package org.openkifu.game.domain;

import java.time.Instant;
import java.util.List;
import org.openkifu.game.domain.GameCommand.AbandonGame;
import org.openkifu.game.domain.GameCommand.AcceptScore;
import org.openkifu.game.domain.GameCommand.AcceptTakeBack;
import org.openkifu.game.domain.GameCommand.ArriveAtGame;
import org.openkifu.game.domain.GameCommand.CancelGame;
import org.openkifu.game.domain.GameCommand.ChooseNigiriParity;
import org.openkifu.game.domain.GameCommand.CorrectResult;
import org.openkifu.game.domain.GameCommand.CreateGame;
import org.openkifu.game.domain.GameCommand.DeclineTakeBack;
import org.openkifu.game.domain.GameCommand.FlagTimeout;
import org.openkifu.game.domain.GameCommand.GuessNigiri;
import org.openkifu.game.domain.GameCommand.ImportGame;
import org.openkifu.game.domain.GameCommand.MarkDeadStones;
import org.openkifu.game.domain.GameCommand.Pass;
import org.openkifu.game.domain.GameCommand.PlaceHandicapStones;
import org.openkifu.game.domain.GameCommand.PlayStone;
import org.openkifu.game.domain.GameCommand.PlayerCommand;
import org.openkifu.game.domain.GameCommand.RequestTakeBack;
import org.openkifu.game.domain.GameCommand.Resign;
import org.openkifu.game.domain.GameCommand.ResumePlay;

/**
 * {@code decide(command, state, now) -> events}: pure. Either the facts the command causes, or a
 * {@link GameRuleViolation} with a stable code; never a partial change. An empty list means the
 * command was understood and changes nothing (a duplicate creation, a timeout that did not happen).
 * {@code state} is null before the game exists; {@code now} comes from the caller's clock.
 *
 * <p>This class only routes, as the ladder's and the tournament's deciders do: creation is {@link GameCreation},
 * the nigiri, free handicap and arrival {@link GameStart}, moves and take-backs {@link Play}, the marking phase
 * {@link MarkingPhase}, abandonment, cancellation and corrections {@link EndRequests}, imports {@link SgfImport};
 * every result is built by {@link Endings}. {@link GameCommand} is sealed and each command has its branch
 * ({@code HierarchyCoverageTest} decides every permitted command type).
 */
public final class GameDecider {

    private GameDecider() {
    }

    public static List<GameEvent> decide(GameCommand command, GameState state, Instant now) {
        if (command == null || now == null) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "a command and the current time are required");
        }
        if (command.gameId() == null || command.gameId().isBlank()) {
            throw Guards.reject(GameRuleViolation.INVALID_COMMAND, "the game id is required");
        }
        if (command instanceof PlayerCommand c) {
            return byPlayer(c, state, now);
        }
        if (command instanceof CreateGame c) {
            return GameCreation.create(c, state, now);
        }
        if (command instanceof ImportGame c) {
            return SgfImport.decide(c, state, now);
        }
        if (command instanceof FlagTimeout) {
            Guards.exists(state);
            return Guards.timeoutIfFlagged(state, now);
        }
        if (command instanceof ArriveAtGame c) {
            return GameStart.arrive(c, state, now);
        }
        if (command instanceof AbandonGame c) {
            return EndRequests.abandon(c, state, now);
        }
        if (command instanceof CancelGame c) {
            return EndRequests.cancel(c, state, now);
        }
        if (command instanceof CorrectResult c) {
            return EndRequests.correct(c, state, now);
        }
        throw unknown(command);
    }

    /**
     * A player's command in their own game: the point of a move given as text is read first (against this game's
     * board, as the API always refused a bad point before anything else), then who may act, then the clocks.
     */
    private static List<GameEvent> byPlayer(PlayerCommand command, GameState state, Instant now) {
        Guards.exists(state);
        PlayerCommand located = command instanceof PlayStone c ? Play.located(c, state) : command;
        Guards.player(state, located.actingUserId());
        List<GameEvent> timeout = Guards.timeoutIfFlagged(state, now);
        if (!timeout.isEmpty()) {
            return timeout;
        }
        if (located instanceof PlayStone c) {
            return Play.play(c, state, now);
        }
        if (located instanceof Pass c) {
            return Play.pass(c, state, now);
        }
        if (located instanceof Resign c) {
            return Play.resign(c, state, now);
        }
        if (located instanceof RequestTakeBack c) {
            return Play.requestTakeBack(c, state, now);
        }
        if (located instanceof AcceptTakeBack c) {
            return Play.acceptTakeBack(c, state, now);
        }
        if (located instanceof DeclineTakeBack c) {
            return Play.declineTakeBack(c, state, now);
        }
        if (located instanceof MarkDeadStones c) {
            return MarkingPhase.mark(c, state, now);
        }
        if (located instanceof AcceptScore c) {
            return MarkingPhase.accept(c, state, now);
        }
        if (located instanceof ResumePlay c) {
            return MarkingPhase.resume(c, state, now);
        }
        if (located instanceof ChooseNigiriParity c) {
            return GameStart.chooseParity(c, state, now);
        }
        if (located instanceof GuessNigiri c) {
            return GameStart.guess(c, state, now);
        }
        if (located instanceof PlaceHandicapStones c) {
            return GameStart.placeHandicap(c, state, now);
        }
        throw unknown(located);
    }

    private static GameRuleViolation unknown(GameCommand command) {
        return Guards.reject(GameRuleViolation.INVALID_COMMAND, "unknown command " + command.getClass().getSimpleName());
    }
}
