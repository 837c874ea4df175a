package org.openkifu.tournament.application;

import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.axonframework.modelling.command.VersionedAggregateIdentifier;
import org.openkifu.tournament.domain.TournamentCommand;

/** Routes tournament commands by {@link TournamentCommand#tournamentId()}, so the domain's records need no Axon annotation. */
public class TournamentCommandTargetResolver implements CommandTargetResolver {

    @Override
    public VersionedAggregateIdentifier resolveTarget(CommandMessage<?> command) {
        if (command.getPayload() instanceof TournamentCommand c) {
            return new VersionedAggregateIdentifier(c.tournamentId(), null);
        }
        throw new IllegalArgumentException("not a tournament command: " + command.getPayloadType().getName());
    }
}
