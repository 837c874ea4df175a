package org.openkifu.tournament.application;

import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.axonframework.modelling.command.VersionedAggregateIdentifier;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand;

/** Routes two-game match commands by {@link TwoGameMatchCommand#matchId()}. */
public class TwoGameMatchCommandTargetResolver implements CommandTargetResolver {

    @Override
    public VersionedAggregateIdentifier resolveTarget(CommandMessage<?> command) {
        if (command.getPayload() instanceof TwoGameMatchCommand c) {
            return new VersionedAggregateIdentifier(c.matchId(), null);
        }
        throw new IllegalArgumentException("not a two-game match command: " + command.getPayloadType().getName());
    }
}
