package org.openkifu.ladder.application;

import java.time.Clock;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent;
import org.openkifu.ladder.domain.waitingroom.MatchPoolState;
import org.openkifu.ladder.domain.waitingroom.MatchPools;

/**
 * The Axon shell around one auto-match pool. One aggregate per settings means every match is decided against all the
 * requests it could pair with, under Axon's one-command-at-a-time lock, so no request is matched twice.
 */
@Aggregate(type = MatchPoolAggregate.TYPE, commandTargetResolver = "ladderCommandTargetResolver")
public class MatchPoolAggregate {

    public static final String TYPE = "MatchPool";

    @AggregateIdentifier
    private String poolId;
    private MatchPoolState state;

    protected MatchPoolAggregate() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public void handle(MatchPoolCommand.RequestMatch command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(MatchPoolCommand.CancelMatchRequest command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(MatchPoolCommand.ExpireMatchRequests command, Clock clock) {
        decide(command, clock);
    }

    @EventSourcingHandler
    void on(MatchPoolEvent event) {
        poolId = StreamIds.pool(event.poolId());
        state = MatchPools.evolve(state, event);
    }

    private void decide(MatchPoolCommand command, Clock clock) {
        MatchPools.decide(command, state, clock.instant()).forEach(AggregateLifecycle::apply);
    }

    public MatchPoolState state() {
        return state;
    }
}
