package org.openkifu.ladder.infrastructure.reads;

import java.util.Collection;
import java.util.List;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.infra.projection.FoldCache;
import org.openkifu.infra.projection.ProjectionProgress;
import org.openkifu.ladder.application.StreamIds;
import org.openkifu.ladder.domain.Challenge;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.LadderEvolver;
import org.openkifu.ladder.domain.LadderState;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps {@link StandingsStore} (standings, challenges) from the ladders' events, in the tracking processor
 * {@value #NAME}: rebuildable from the event log ({@code POST /api/projections/ladder-standings/rebuild}).
 *
 * <p>The standings are the domain's own fold ({@link LadderEvolver}), never a second implementation of the rules: a
 * correction re-folds the ladder here exactly as in the aggregate, cached per ladder in a {@link FoldCache}.
 * Idempotent: an event at or below the cached sequence changes nothing, and every write is the state as of a stored
 * prefix of the ladder's events, so a retried or replayed event writes the same documents again.
 */
@ProcessingGroup(StandingsProjection.NAME)
public class StandingsProjection {

    public static final String NAME = "ladder-standings";

    private static final Logger LOG = LoggerFactory.getLogger(StandingsProjection.class);

    private final StandingsStore store;
    private final ProjectionProgress progress;
    private final FoldCache<LadderEvent, LadderState> ladders;

    public StandingsProjection(StandingsStore store, EventStore eventStore, ProjectionProgress progress) {
        this.store = store;
        this.progress = progress;
        this.ladders = new FoldCache<>(1_000, LadderEvolver::evolve, ladderId -> FoldCache.fromStore(eventStore,
                StreamIds.ladder(ladderId), LadderEvent.class, LadderEvolver::fold));
    }

    @EventHandler
    public void on(LadderEvent event, @SequenceNumber long sequence, EventMessage<?> message) {
        progress.handled(message);
        FoldCache.Folded<LadderState> next = ladders.next(event.ladderId(), event, sequence);
        if (next == null) {
            return;
        }
        // a player leaving cancels each open challenge with an event of its own
        Collection<Challenge> changed = next.refolded() ? next.state().challenges().values()
                : event instanceof LadderEvent.ChallengeEvent c ? List.of(next.state().challenge(c.challengeId()))
                : List.of();
        for (Challenge c : changed) {
            store.writeChallenge(next.state(), c, next.sequence());
        }
        store.write(next.state(), next.sequence());
        ladders.remember(event.ladderId(), next);
    }

    @ResetHandler
    public void reset() {
        ladders.clear();
        long deleted = store.deleteAll();
        LOG.info("{}: reset, {} ladders deleted; rebuilding from the start of the event log", NAME, deleted);
    }
}
