package org.openkifu.ladder.infrastructure.reads;

import static org.openkifu.ladder.infrastructure.reads.Documents.date;
import static org.openkifu.ladder.infrastructure.reads.Documents.rank;

import com.mongodb.client.model.Updates;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.openkifu.infra.projection.ProjectionProgress;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent;
import org.openkifu.ladder.domain.waitingroom.OfferEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps {@link WaitingRoomStore} (offers, auto-match requests) from the waiting room's events, in the tracking
 * processor {@value #NAME}, rebuildable from the event log. Each event sets fields to what it says, on documents that
 * have not seen it (their {@code version} is below the event's sequence number).
 */
@ProcessingGroup(WaitingRoomProjection.NAME)
public class WaitingRoomProjection {

    public static final String NAME = "ladder-waiting-room";

    private static final Logger LOG = LoggerFactory.getLogger(WaitingRoomProjection.class);

    private final WaitingRoomStore store;
    private final ProjectionProgress progress;

    public WaitingRoomProjection(WaitingRoomStore store, ProjectionProgress progress) {
        this.store = store;
        this.progress = progress;
    }

    @EventHandler
    public void on(OfferEvent event, @SequenceNumber long sequence, EventMessage<?> message) {
        progress.handled(message);
        String id = event.offerId();
        if (event instanceof OfferEvent.OfferPosted e) {
            store.insert(true, id, sequence, WaitingRoomStore.game(rank(e.rank()), e.size(), e.preset(), e.timeControl(), e.rated(),
                    rank(e.lowestRank()), rank(e.highestRank()), e.expiresAt())
                    .append("postedBy", e.postedBy()).append("postedAt", date(e.at())).append("status", "OPEN"));
        } else if (event instanceof OfferEvent.OfferAccepted e) {
            store.update(true, id, sequence, Updates.combine(Updates.set("status", "ACCEPTED"),
                    Updates.set("acceptedBy", e.acceptedBy()), Updates.set("requestId", e.requestId())));
        } else if (event instanceof OfferEvent.OfferWithdrawn) {
            store.update(true, id, sequence, Updates.set("status", "WITHDRAWN"));
        } else if (event instanceof OfferEvent.OfferExpired) {
            store.update(true, id, sequence, Updates.set("status", "EXPIRED"));
        }
    }

    @EventHandler
    public void on(MatchPoolEvent event, @SequenceNumber long sequence, EventMessage<?> message) {
        progress.handled(message);
        if (event instanceof MatchPoolEvent.MatchRequested e) {
            // a request's document starts at the pool's sequence number: the pool's later events are newer
            store.insert(false, key(e.poolId(), e.requestId()), sequence, WaitingRoomStore.game(rank(e.rank()),
                    e.size(), e.preset(), e.timeControl(), e.rated(), rank(e.lowestRank()), rank(e.highestRank()),
                    e.expiresAt()).append("poolId", e.poolId()).append("requestId", e.requestId())
                    .append("userId", e.userId()).append("requestedAt", date(e.at())).append("status", "WAITING"));
        } else if (event instanceof MatchPoolEvent.MatchMade e) {
            matched(e.poolId(), e.waitingRequestId(), e.newcomerUserId(), e.gameRequestId(), sequence);
            matched(e.poolId(), e.newcomerRequestId(), e.waitingUserId(), e.gameRequestId(), sequence);
        } else if (event instanceof MatchPoolEvent.MatchRequestCancelled e) {
            store.update(false, key(e.poolId(), e.requestId()), sequence, Updates.set("status", "CANCELLED"));
        } else if (event instanceof MatchPoolEvent.MatchRequestExpired e) {
            store.update(false, key(e.poolId(), e.requestId()), sequence, Updates.set("status", "EXPIRED"));
        }
    }

    private void matched(String poolId, String requestId, String partner, String gameRequestId, long sequence) {
        store.update(false, key(poolId, requestId), sequence, Updates.combine(Updates.set("status", "MATCHED"),
                Updates.set("partnerUserId", partner), Updates.set("gameRequestId", gameRequestId)));
    }

    private static String key(String poolId, String requestId) {
        return poolId + "/" + requestId;
    }

    @ResetHandler
    public void reset() {
        long deleted = store.deleteAll();
        LOG.info("{}: reset, {} offers and requests deleted; rebuilding from the start of the event log", NAME, deleted);
    }
}
