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
 * every result is built by {@link Endings}. {@link GameCommand} is sealed and the switches below name every
 * permitted type without a default, so a new command without a branch does not compile.
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
        return switch (command) {
            case PlayerCommand c -> byPlayer(c, state, now);
            case CreateGame c -> GameCreation.create(c, state, now);
            case ImportGame c -> SgfImport.decide(c, state, now);
            case FlagTimeout _ -> {
                Guards.exists(state);
                yield Guards.timeoutIfFlagged(state, now);
            }
            case ArriveAtGame c -> GameStart.arrive(c, state, now);
            case AbandonGame c -> EndRequests.abandon(c, state, now);
            case CancelGame c -> EndRequests.cancel(c, state, now);
            case CorrectResult c -> EndRequests.correct(c, state, now);
        };
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
        return switch (located) {
            case PlayStone c -> Play.play(c, state, now);
            case Pass c -> Play.pass(c, state, now);
            case Resign c -> Play.resign(c, state, now);
            case RequestTakeBack c -> Play.requestTakeBack(c, state, now);
            case AcceptTakeBack c -> Play.acceptTakeBack(c, state, now);
            case DeclineTakeBack c -> Play.declineTakeBack(c, state, now);
            case MarkDeadStones c -> MarkingPhase.mark(c, state, now);
            case AcceptScore c -> MarkingPhase.accept(c, state, now);
            case ResumePlay c -> MarkingPhase.resume(c, state, now);
            case ChooseNigiriParity c -> GameStart.chooseParity(c, state, now);
            case GuessNigiri c -> GameStart.guess(c, state, now);
            case PlaceHandicapStones c -> GameStart.placeHandicap(c, state, now);
        };
    }
}
