package org.openkifu.game.application;

import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.axonframework.modelling.command.VersionedAggregateIdentifier;
import org.openkifu.game.domain.GameCommand;

/**
 * Routes game commands to their aggregate by {@link GameCommand#gameId()}, so the command records
 * need no {@code @TargetAggregateIdentifier} (the domain stays free of Axon). Register it for the
 * Game aggregate (a {@code CommandTargetResolver} bean in Spring, or the fixture's resolver).
 */
public class GameCommandTargetResolver implements CommandTargetResolver {

    @Override
    public VersionedAggregateIdentifier resolveTarget(CommandMessage<?> command) {
        if (command.getPayload() instanceof GameCommand game) {
            return new VersionedAggregateIdentifier(game.gameId(), null);
        }
        throw new IllegalArgumentException("not a game command: " + command.getPayloadType().getName());
    }
}
