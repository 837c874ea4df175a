package org.openkifu.game.application;

import java.util.List;

import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameState;

/**
 * Sends game commands and reads a game's history straight from the event store (no projection yet). Reads start
 * at sequence 0, so they see every event, never a snapshot in their place.
 *
 * <p>Play, pass and resign answer from the state the command left ({@link #sendForState}): no read of the history before or
 * after the command (the game itself is in the aggregate cache). A move's point travels as text and is read by the
 * decider against the game's board, so nothing of the game is read here to build the command.
 */
public class GameService {

    private final CommandGateway commands;
    private final EventStore eventStore;

    public GameService(CommandGateway commands, EventStore eventStore) {
        this.commands = commands;
        this.eventStore = eventStore;
    }

    /**
     * Sends a command whose handler answers with the state it left (play, pass, resign); GAME_NOT_FOUND when the
     * game does not exist. The state is the command's own, read from no store.
     */
    public GameState sendForState(GameCommand command) {
        Object result = commands.sendAndWait(command);
        if (!(result instanceof GameState state)) {
            throw new IllegalStateException(command.getClass().getSimpleName() + " does not answer with the game's state");
        }
        if (state.nigiri() == null) {
            // restored from a snapshot older than the state's nigiri draw: the history has it
            return state(command.gameId());
        }
        return state;
    }

    /** Sends and waits; a refused command surfaces as the handler's exception (a GameRuleViolation). */
    public void send(GameCommand command) {
        commands.sendAndWait(command);
    }

    /**
     * Imports an SGF record (docs/api.md, "SGF import"): true when this call created the game, false when the same
     * user had imported the same file before (the command then changes nothing). Axon runs one command per game at
     * a time, so of two identical imports racing exactly one answers true.
     */
    public boolean importGame(GameCommand.ImportGame command) {
        return Boolean.TRUE.equals(commands.sendAndWait(command));
    }

    /**
     * Sends a command to a game that must exist (GAME_NOT_FOUND otherwise, checked without folding its history) and
     * returns the game's events after it, for the caller's answer.
     */
    public List<GameEvent> sendToGame(GameCommand command) {
        requireGame(command.gameId());
        return sendAndRead(command);
    }

    /** Sends a command built from state the caller has already read, then returns the game's events after it. */
    public List<GameEvent> sendAndRead(GameCommand command) {
        send(command);
        return events(command.gameId());
    }

    /** The game's events in order, or GAME_NOT_FOUND. */
    public List<DomainEventMessage<?>> history(String gameId) {
        List<DomainEventMessage<?>> events = eventStore.readEvents(gameId, 0L).asStream()
                .filter(e -> e.getPayload() instanceof GameEvent)
                .<DomainEventMessage<?>>map(e -> e)
                .toList();
        if (events.isEmpty()) {
            throw new GameRuleViolation(GameRuleViolation.GAME_NOT_FOUND, "there is no game " + gameId);
        }
        return events;
    }

    public List<GameEvent> events(String gameId) {
        return history(gameId).stream().map(e -> (GameEvent) e.getPayload()).toList();
    }

    public GameState state(String gameId) {
        return GameEvolver.fold(events(gameId));
    }

    /**
     * GAME_NOT_FOUND unless the game has events. For commands that need nothing of the game's state
     * before they are sent: it reads the stream's last sequence number instead of folding the history.
     */
    public void requireGame(String gameId) {
        if (eventStore.lastSequenceNumberFor(gameId).isEmpty()) {
            throw new GameRuleViolation(GameRuleViolation.GAME_NOT_FOUND, "there is no game " + gameId);
        }
    }
}
