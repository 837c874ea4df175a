package org.openkifu.ladder.infrastructure.reads;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.eventsourcing.eventstore.EventStore;
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
 * correction re-folds the ladder here exactly as in the aggregate. Each ladder's state is cached with the sequence
 * number it reflects; the next event evolves it, anything else (a cold cache, a gap) folds the ladder's stored events.
 * Idempotent: an event at or below the cached sequence changes nothing, and every write is the state as of a stored
 * prefix of the ladder's events, so a retried or replayed event writes the same documents again.
 */
@ProcessingGroup(StandingsProjection.NAME)
public class StandingsProjection {

    public static final String NAME = "ladder-standings";

    private static final Logger LOG = LoggerFactory.getLogger(StandingsProjection.class);

    private record Folded(LadderState state, long sequence) {
    }

    private final StandingsStore store;
    private final EventStore eventStore;
    private final ProjectionProgress progress;
    private final Map<String, Folded> ladders = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Folded> eldest) {
            return size() > 1_000;
        }
    });

    public StandingsProjection(StandingsStore store, EventStore eventStore, ProjectionProgress progress) {
        this.store = store;
        this.eventStore = eventStore;
        this.progress = progress;
    }

    @EventHandler
    public void on(LadderEvent event, @SequenceNumber long sequence, EventMessage<?> message) {
        progress.handled(message);
        Folded known = ladders.get(event.ladderId());
        if (known != null && sequence <= known.sequence()) {
            return;
        }
        Folded next;
        Collection<Challenge> changed;
        if (known != null && sequence == known.sequence() + 1) {
            next = new Folded(LadderEvolver.evolve(known.state(), event), sequence);
            changed = challengesOf(event, next.state());
        } else if (known == null && sequence == 0) {
            next = new Folded(LadderEvolver.evolve(null, event), 0);
            changed = List.of();
        } else {
            next = foldStored(event.ladderId());
            changed = next.state().challenges().values();
        }
        for (Challenge c : changed) {
            store.writeChallenge(next.state(), c, next.sequence());
        }
        store.write(next.state(), next.sequence());
        ladders.put(event.ladderId(), next); // only once written: a failed write leaves the event to be handled again
    }

    /** The challenge an event is about, if any (a player leaving cancels each open one with an event of its own). */
    private static Collection<Challenge> challengesOf(LadderEvent event, LadderState state) {
        String id = null;
        if (event instanceof LadderEvent.ChallengeIssued e) {
            id = e.challengeId();
        } else if (event instanceof LadderEvent.ChallengeGameCreated e) {
            id = e.challengeId();
        } else if (event instanceof LadderEvent.ChallengeGameRefused e) {
            id = e.challengeId();
        } else if (event instanceof LadderEvent.ChallengeDeclined e) {
            id = e.challengeId();
        } else if (event instanceof LadderEvent.ChallengeCancelled e) {
            id = e.challengeId();
        } else if (event instanceof LadderEvent.ChallengeResultRecorded e) {
            id = e.challengeId();
        } else if (event instanceof LadderEvent.ChallengeResultCorrected e) {
            id = e.challengeId();
        }
        return id == null ? List.of() : List.of(state.challenge(id));
    }

    private Folded foldStored(String ladderId) {
        List<? extends DomainEventMessage<?>> stored = eventStore.readEvents(StreamIds.ladder(ladderId), 0L)
                .asStream().filter(e -> e.getPayload() instanceof LadderEvent).toList();
        List<LadderEvent> events = stored.stream().map(e -> (LadderEvent) e.getPayload()).toList();
        return new Folded(LadderEvolver.fold(events), stored.get(stored.size() - 1).getSequenceNumber());
    }

    @ResetHandler
    public void reset() {
        ladders.clear();
        long deleted = store.deleteAll();
        LOG.info("{}: reset, {} ladders deleted; rebuilding from the start of the event log", NAME, deleted);
    }
}
