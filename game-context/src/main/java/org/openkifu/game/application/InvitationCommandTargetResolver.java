package org.openkifu.game.application;

import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.axonframework.modelling.command.VersionedAggregateIdentifier;
import org.openkifu.game.domain.invitation.InvitationCommand;

/** Routes invitation commands by {@link InvitationCommand#invitationId()} (the records carry no Axon annotation). */
public class InvitationCommandTargetResolver implements CommandTargetResolver {

    @Override
    public VersionedAggregateIdentifier resolveTarget(CommandMessage<?> command) {
        if (command.getPayload() instanceof InvitationCommand invitation) {
            return new VersionedAggregateIdentifier(invitation.invitationId(), null);
        }
        throw new IllegalArgumentException("not an invitation command: " + command.getPayloadType().getName());
    }
}
