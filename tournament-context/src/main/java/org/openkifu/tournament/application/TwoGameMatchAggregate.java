package org.openkifu.tournament.application;

import java.time.Clock;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand;
import org.openkifu.tournament.domain.match.TwoGameMatchDecider;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent;
import org.openkifu.tournament.domain.match.TwoGameMatchEvolver;
import org.openkifu.tournament.domain.match.TwoGameMatchState;

/** The Axon shell around a standalone two-game match ({@link TwoGameMatchDecider}, {@link TwoGameMatchEvolver}). */
@Aggregate(type = TwoGameMatchAggregate.TYPE, commandTargetResolver = "twoGameMatchCommandTargetResolver")
public class TwoGameMatchAggregate {

    public static final String TYPE = "TwoGameMatch";

    @AggregateIdentifier
    private String matchId;
    private TwoGameMatchState state;

    protected TwoGameMatchAggregate() {
        // Axon creates the aggregate empty and sources it
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public void handle(TwoGameMatchCommand.InviteToTwoGameMatch command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TwoGameMatchCommand.AcceptTwoGameMatch command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TwoGameMatchCommand.DeclineTwoGameMatch command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TwoGameMatchCommand.RecordMatchGameResult command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TwoGameMatchCommand.CorrectMatchGameResult command, Clock clock) {
        decide(command, clock);
    }

    @EventSourcingHandler
    public void on(TwoGameMatchEvent event) {
        matchId = event.matchId();
        state = TwoGameMatchEvolver.evolve(state, event);
    }

    private void decide(TwoGameMatchCommand command, Clock clock) {
        TwoGameMatchDecider.decide(command, state, clock.instant()).forEach(AggregateLifecycle::apply);
    }

    public TwoGameMatchState state() {
        return state;
    }
}
