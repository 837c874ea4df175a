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
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.domain.player.PlayerEvolver;
import org.openkifu.ladder.domain.player.PlayerState;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps {@link PlayerStore} (records and their histories) from the player records' events, in the tracking processor
 * {@value #NAME}, rebuildable from the event log. Folded with the domain's {@link PlayerEvolver} as the aggregate
 * does, cached per player with the sequence it reflects (see {@link StandingsProjection} for why that is idempotent).
 * A correction re-derives the record, so every history line is written again.
 */
@ProcessingGroup(PlayerProjection.NAME)
public class PlayerProjection {

    public static final String NAME = "ladder-players";

    private static final Logger LOG = LoggerFactory.getLogger(PlayerProjection.class);

    private record Folded(PlayerState state, String startRank, long sequence) {
    }

    private final PlayerStore store;
    private final EventStore eventStore;
    private final ProjectionProgress progress;
    private final Map<String, Folded> records = Collections.synchronizedMap(new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Folded> eldest) {
            return size() > 10_000;
        }
    });

    public PlayerProjection(PlayerStore store, EventStore eventStore, ProjectionProgress progress) {
        this.store = store;
        this.eventStore = eventStore;
        this.progress = progress;
    }

    @EventHandler
    public void on(PlayerEvent event, @SequenceNumber long sequence, EventMessage<?> message) {
        progress.handled(message);
        Folded known = records.get(event.userId());
        if (known != null && sequence <= known.sequence()) {
            return;
        }
        Folded next;
        Collection<String> games;
        if ((known != null && sequence == known.sequence() + 1) || (known == null && sequence == 0)) {
            PlayerState state = PlayerEvolver.evolve(known == null ? null : known.state(), event);
            String start = known == null ? null : known.startRank();
            if (start == null && event instanceof PlayerEvent.RankSet r) {
                start = r.rank().toString();
            }
            next = new Folded(state, start, sequence);
            games = event instanceof PlayerEvent.GameRecorded g ? List.of(g.gameId())
                    : event instanceof PlayerEvent.GameResultCorrected ? state.games().keySet() : List.of();
        } else {
            next = foldStored(event.userId());
            games = next.state().games().keySet();
        }
        store.writeHistory(next.state(), games);
        store.write(next.state(), next.startRank(), next.sequence());
        records.put(event.userId(), next);
    }

    private Folded foldStored(String userId) {
        List<? extends DomainEventMessage<?>> stored = eventStore.readEvents(StreamIds.player(userId), 0L)
                .asStream().filter(e -> e.getPayload() instanceof PlayerEvent).toList();
        List<PlayerEvent> events = stored.stream().map(e -> (PlayerEvent) e.getPayload()).toList();
        String start = events.stream().filter(PlayerEvent.RankSet.class::isInstance)
                .map(e -> ((PlayerEvent.RankSet) e).rank().toString()).findFirst().orElse(null);
        return new Folded(PlayerEvolver.fold(events), start, stored.get(stored.size() - 1).getSequenceNumber());
    }

    @ResetHandler
    public void reset() {
        records.clear();
        long deleted = store.deleteAll();
        LOG.info("{}: reset, {} player records deleted; rebuilding from the start of the event log", NAME, deleted);
    }
}
