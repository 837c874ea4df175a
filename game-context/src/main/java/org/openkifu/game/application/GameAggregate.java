package org.openkifu.game.application;

import java.time.Clock;
import java.util.List;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.domain.GameState;

/**
 * The Axon shell around the pure game: each command handler asks {@link GameDecider} and applies what
 * it decided; the one event-sourcing handler folds with {@link GameEvolver}. The current time comes
 * from an injected {@link Clock} resource (a Spring bean in the application, a test clock in tests).
 * Commands carry no Axon annotations: {@link GameCommandTargetResolver} routes them by game id.
 *
 * <p>The type name {@code Game} is stored with every event (and is what the Kafka relay selects), so it must not
 * follow the class name. The three bean names are the application's ({@code GameConfiguration}); with the cache, a
 * game that was played recently is not read from the store again (a command the game refuses rolls back its unit
 * of work, which evicts the game, so the next command reads what is stored).
 *
 * <p>The handlers of play, pass and resign return the {@link GameState} they left: the answer to the request is
 * built from it instead of from a second read of the history (the state keeps the nigiri draw an answer shows).
 *
 * <p>Snapshots taken before the state kept the draw have three fields of this class that are gone; they are
 * ignored when such a snapshot is read (its state has no draw, so the answer reads the history once).
 */
@JsonIgnoreProperties({"nigiriChosen", "nigiriGuessed", "nigiriKnown"})
@Aggregate(type = GameAggregate.TYPE, snapshotTriggerDefinition = "gameSnapshotTrigger",
        commandTargetResolver = "gameCommandTargetResolver", cache = "gameCache")
public class GameAggregate {

    /** The aggregate type written with each event. */
    public static final String TYPE = "Game";

    @AggregateIdentifier
    private String gameId;
    private GameState state;

    protected GameAggregate() {
        // Axon creates the aggregate empty and sources it (or, for CreateGame, applies the first events)
    }

    /** Create-if-missing so a redelivered creation request reaches the decider and is a no-op. */
    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public void handle(GameCommand.CreateGame command, Clock clock) {
        decide(command, clock);
    }

    /**
     * Create-if-missing: importing the same file again reaches the decider, which answers with no events.
     *
     * @return true when this command created the game, false for a repeated import
     */
    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public boolean handle(GameCommand.ImportGame command, Clock clock) {
        List<GameEvent> events = GameDecider.decide(command, state, clock.instant());
        events.forEach(AggregateLifecycle::apply);
        return !events.isEmpty();
    }

    @CommandHandler
    public void handle(GameCommand.ChooseNigiriParity command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(GameCommand.GuessNigiri command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(GameCommand.PlaceHandicapStones command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public GameState handle(GameCommand.PlayStone command, Clock clock) {
        decide(command, clock);
        return state;
    }

    @CommandHandler
    public GameState handle(GameCommand.Pass command, Clock clock) {
        decide(command, clock);
        return state;
    }

    @CommandHandler
    public GameState handle(GameCommand.Resign command, Clock clock) {
        decide(command, clock);
        return state;
    }

    @CommandHandler
    public void handle(GameCommand.RequestTakeBack command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(GameCommand.AcceptTakeBack command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(GameCommand.DeclineTakeBack command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(GameCommand.MarkDeadStones command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(GameCommand.AcceptScore command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(GameCommand.ResumePlay command, Clock clock) {
        decide(command, clock);
    }

    /** Answers with the game's state after the flag: the deadline scheduler forgets the deadline of an ended game. */
    @CommandHandler
    public GameState handle(GameCommand.FlagTimeout command, Clock clock) {
        decide(command, clock);
        return state;
    }

    @CommandHandler
    public void handle(GameCommand.ArriveAtGame command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(GameCommand.AbandonGame command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(GameCommand.CorrectResult command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(GameCommand.CancelGame command, Clock clock) {
        decide(command, clock);
    }

    @EventSourcingHandler
    public void on(GameEvent event) {
        gameId = event.gameId();
        state = GameEvolver.evolve(state, event);
    }

    private void decide(GameCommand command, Clock clock) {
        List<GameEvent> events = GameDecider.decide(command, state, clock.instant());
        events.forEach(AggregateLifecycle::apply);
    }

    /** The current state, for snapshots and tests; the aggregate never hands it out to change. */
    public GameState state() {
        return state;
    }
}
