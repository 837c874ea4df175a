package org.openkifu.game.application;

import java.time.Clock;
import java.util.List;

import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import org.openkifu.game.domain.invitation.InvitationCommand;
import org.openkifu.game.domain.invitation.InvitationEvent;
import org.openkifu.game.domain.invitation.InvitationState;
import org.openkifu.game.domain.invitation.Invitations;

/**
 * The Axon shell around {@link Invitations}: every handler asks the pure decider with the injected clock's time
 * and applies what it decided. Routed by invitation id ({@link InvitationCommandTargetResolver}). Accepting does
 * not create the game itself: the caller sends the {@code CreateGame} of {@link Invitations#createGame} after the
 * acceptance is stored (infra's InvitationService), and an acceptance repeated by the invitee is a no-op so that
 * step can be retried.
 */
@Aggregate(type = InvitationAggregate.TYPE, commandTargetResolver = "invitationCommandTargetResolver")
public class InvitationAggregate {

    public static final String TYPE = "Invitation";

    @AggregateIdentifier
    private String invitationId;
    private InvitationState state;

    protected InvitationAggregate() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public void handle(InvitationCommand.Invite command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(InvitationCommand.Accept command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(InvitationCommand.Decline command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(InvitationCommand.Withdraw command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(InvitationCommand.Expire command, Clock clock) {
        decide(command, clock);
    }

    @EventSourcingHandler
    void on(InvitationEvent event) {
        invitationId = event.invitationId();
        state = Invitations.evolve(state, event);
    }

    private void decide(InvitationCommand command, Clock clock) {
        List<InvitationEvent> events = Invitations.decide(command, state, clock.instant());
        events.forEach(AggregateLifecycle::apply);
    }
}
