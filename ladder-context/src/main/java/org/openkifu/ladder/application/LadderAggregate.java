package org.openkifu.ladder.application;

import java.time.Clock;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.LadderDecider;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.LadderEvolver;
import org.openkifu.ladder.domain.LadderState;

/**
 * The Axon shell around the pure ladder: every handler asks {@link LadderDecider} with the injected clock's time and
 * applies what it decided; the one event-sourcing handler folds with {@link LadderEvolver}. Commands carry no Axon
 * annotations: {@link LadderCommandTargetResolver} routes them. The type name is stored with every event, so it is
 * fixed here and does not follow the class name.
 */
@Aggregate(type = LadderAggregate.TYPE, commandTargetResolver = "ladderCommandTargetResolver")
public class LadderAggregate {

    public static final String TYPE = "Ladder";

    @AggregateIdentifier
    private String ladderId;
    private LadderState state;

    protected LadderAggregate() {
    }

    /** Create-if-missing so a repeated creation reaches the decider, which answers with no events. */
    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public void handle(LadderCommand.CreateLadder command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.ChangeSettings command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.PauseLadder command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.ResumeLadder command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.ArchiveLadder command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.Join command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.Leave command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.StartVacation command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.EndVacation command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.IssueChallenge command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.LinkChallengeGame command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.RecordGameRefusal command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.DeclineChallenge command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.RecordGameResult command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.CorrectGameResult command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(LadderCommand.RemoveInactive command, Clock clock) {
        decide(command, clock);
    }

    @EventSourcingHandler
    void on(LadderEvent event) {
        ladderId = StreamIds.ladder(event.ladderId());
        state = LadderEvolver.evolve(state, event);
    }

    private void decide(LadderCommand command, Clock clock) {
        LadderDecider.decide(command, state, clock.instant()).forEach(AggregateLifecycle::apply);
    }

    /** The current state, for tests; the aggregate never hands it out to change. */
    public LadderState state() {
        return state;
    }
}
