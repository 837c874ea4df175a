package org.openkifu.ladder.application;

import java.util.List;
import java.util.Optional;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.LadderEvolver;
import org.openkifu.ladder.domain.LadderState;
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.domain.player.PlayerEvolver;
import org.openkifu.ladder.domain.player.PlayerState;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent;
import org.openkifu.ladder.domain.waitingroom.MatchPoolState;
import org.openkifu.ladder.domain.waitingroom.MatchPools;
import org.openkifu.ladder.domain.waitingroom.OfferEvent;
import org.openkifu.ladder.domain.waitingroom.OfferState;
import org.openkifu.ladder.domain.waitingroom.Offers;

/**
 * The ladder context's aggregates as their stored events make them, folded with the domain's own evolvers: always
 * committed state (read-your-writes for the request that just changed it), and the source of the standings at a past
 * instant. Lists across aggregates come from the projections instead.
 */
public class LadderHistory {

    private final EventStore eventStore;

    public LadderHistory(EventStore eventStore) {
        this.eventStore = eventStore;
    }

    /** Whether the stream exists (one cheap look-up, before a command that would fail noisily on a missing aggregate). */
    public boolean exists(String streamId) {
        return eventStore.lastSequenceNumberFor(streamId).isPresent();
    }

    /** The sequence number of the ladder's newest event, or -1 when there is no such ladder. */
    public long lastSequenceOfLadder(String ladderId) {
        return eventStore.lastSequenceNumberFor(StreamIds.ladder(ladderId)).orElse(-1L);
    }

    /** Every event of the ladder, oldest first (empty: no such ladder). */
    public List<LadderEvent> ladderEvents(String ladderId) {
        return events(StreamIds.ladder(ladderId), LadderEvent.class);
    }

    public Optional<LadderState> ladder(String ladderId) {
        return Optional.ofNullable(LadderEvolver.fold(ladderEvents(ladderId)));
    }

    /** Every event of the player's record, oldest first (empty: no record). */
    public List<PlayerEvent> playerEvents(String userId) {
        return events(StreamIds.player(userId), PlayerEvent.class);
    }

    public Optional<PlayerState> player(String userId) {
        return Optional.ofNullable(PlayerEvolver.fold(events(StreamIds.player(userId), PlayerEvent.class)));
    }

    public Optional<OfferState> offer(String offerId) {
        return Optional.ofNullable(Offers.fold(events(StreamIds.offer(offerId), OfferEvent.class)));
    }

    public Optional<MatchPoolState> pool(String poolId) {
        return Optional.ofNullable(MatchPools.fold(events(StreamIds.pool(poolId), MatchPoolEvent.class)));
    }

    private <E> List<E> events(String streamId, Class<E> type) {
        return eventStore.readEvents(streamId, 0L).asStream()
                .map(DomainEventMessage::getPayload)
                .filter(type::isInstance)
                .map(type::cast)
                .toList();
    }
}
