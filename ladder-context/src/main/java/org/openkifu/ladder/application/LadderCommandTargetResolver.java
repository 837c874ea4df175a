package org.openkifu.ladder.application;

import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.axonframework.modelling.command.VersionedAggregateIdentifier;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.player.PlayerCommand;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand;
import org.openkifu.ladder.domain.waitingroom.OfferCommand;

/**
 * Routes the ladder context's commands to their aggregate (ladder id, user id, offer id, pool id, each with its
 * {@link StreamIds} prefix), so the command
 * records need no {@code @TargetAggregateIdentifier} and the domain stays free of Axon. One resolver for the four
 * aggregates: register it as the bean {@code ladderCommandTargetResolver}.
 */
public class LadderCommandTargetResolver implements CommandTargetResolver {

    @Override
    public VersionedAggregateIdentifier resolveTarget(CommandMessage<?> command) {
        Object payload = command.getPayload();
        String id;
        if (payload instanceof LadderCommand c) {
            id = StreamIds.ladder(c.ladderId());
        } else if (payload instanceof PlayerCommand c) {
            id = StreamIds.player(c.userId());
        } else if (payload instanceof OfferCommand c) {
            id = StreamIds.offer(c.offerId());
        } else if (payload instanceof MatchPoolCommand c) {
            id = StreamIds.pool(c.poolId());
        } else {
            throw new IllegalArgumentException("not a ladder-context command: " + command.getPayloadType().getName());
        }
        return new VersionedAggregateIdentifier(id, null);
    }
}
