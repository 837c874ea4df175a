package org.openkifu.ladder.application;

import java.time.Clock;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import org.openkifu.ladder.domain.waitingroom.OfferCommand;
import org.openkifu.ladder.domain.waitingroom.OfferEvent;
import org.openkifu.ladder.domain.waitingroom.OfferState;
import org.openkifu.ladder.domain.waitingroom.Offers;

/** The Axon shell around one open offer of the waiting room. */
@Aggregate(type = OfferAggregate.TYPE, commandTargetResolver = "ladderCommandTargetResolver")
public class OfferAggregate {

    public static final String TYPE = "Offer";

    @AggregateIdentifier
    private String offerId;
    private OfferState state;

    protected OfferAggregate() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public void handle(OfferCommand.PostOffer command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(OfferCommand.AcceptOffer command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(OfferCommand.WithdrawOffer command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(OfferCommand.ExpireOffer command, Clock clock) {
        decide(command, clock);
    }

    @EventSourcingHandler
    void on(OfferEvent event) {
        offerId = StreamIds.offer(event.offerId());
        state = Offers.evolve(state, event);
    }

    private void decide(OfferCommand command, Clock clock) {
        Offers.decide(command, state, clock.instant()).forEach(AggregateLifecycle::apply);
    }

    public OfferState state() {
        return state;
    }
}
