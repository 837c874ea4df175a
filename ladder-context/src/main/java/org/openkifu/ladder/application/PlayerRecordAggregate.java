package org.openkifu.ladder.application;

import java.time.Clock;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import org.openkifu.ladder.domain.player.PlayerCommand;
import org.openkifu.ladder.domain.player.PlayerDecider;
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.domain.player.PlayerEvolver;
import org.openkifu.ladder.domain.player.PlayerState;

/**
 * The Axon shell around one player's record (rank, promotion points, rating), identified by the user id. A record
 * begins with whatever first happens to the player, so every handler creates it if missing.
 */
@Aggregate(type = PlayerRecordAggregate.TYPE, commandTargetResolver = "ladderCommandTargetResolver")
public class PlayerRecordAggregate {

    public static final String TYPE = "PlayerRecord";

    @AggregateIdentifier
    private String userId;
    private PlayerState state;

    protected PlayerRecordAggregate() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public void handle(PlayerCommand.SetRank command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public void handle(PlayerCommand.RecordGame command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public void handle(PlayerCommand.CorrectGame command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public void handle(PlayerCommand.ReviseOpponentRatings command, Clock clock) {
        decide(command, clock);
    }

    @EventSourcingHandler
    void on(PlayerEvent event) {
        userId = StreamIds.player(event.userId());
        state = PlayerEvolver.evolve(state, event);
    }

    private void decide(PlayerCommand command, Clock clock) {
        PlayerDecider.decide(command, state, clock.instant()).forEach(AggregateLifecycle::apply);
    }

    public PlayerState state() {
        return state;
    }
}
