package org.openkifu.game.application;

import java.util.List;

import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.invitation.InvitationCommand;
import org.openkifu.game.domain.invitation.InvitationEvent;
import org.openkifu.game.domain.invitation.InvitationState;
import org.openkifu.game.domain.invitation.Invitations;

/**
 * Sends invitation commands and reads an invitation from its events. Accepting stores the acceptance first and
 * then sends the game's creation: if the process stops in between, accepting again is a no-op for the invitation
 * and sends the (idempotent) creation again, so the game always ends up existing exactly once.
 */
public class InvitationService {

    private final CommandGateway commands;
    private final EventStore eventStore;

    public InvitationService(CommandGateway commands, EventStore eventStore) {
        this.commands = commands;
        this.eventStore = eventStore;
    }

    public void send(InvitationCommand command) {
        commands.sendAndWait(command);
    }

    /** Accepts and starts the game; returns the game id. */
    public String accept(String invitationId, String user) {
        state(invitationId);
        commands.sendAndWait(new InvitationCommand.Accept(invitationId, user));
        InvitationState accepted = state(invitationId);
        commands.sendAndWait(Invitations.createGame(accepted, user));
        return accepted.gameId();
    }

    /** The invitation as its events left it, or INVITATION_NOT_FOUND. */
    public InvitationState state(String invitationId) {
        List<InvitationEvent> events = eventStore.readEvents(invitationId, 0L).asStream()
                .map(e -> e.getPayload())
                .filter(InvitationEvent.class::isInstance)
                .map(InvitationEvent.class::cast)
                .toList();
        if (events.isEmpty()) {
            throw new GameRuleViolation(Invitations.INVITATION_NOT_FOUND, "there is no invitation " + invitationId);
        }
        return Invitations.fold(events);
    }
}
