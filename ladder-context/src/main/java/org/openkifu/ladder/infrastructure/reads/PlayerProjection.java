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

    /** A record as the aggregate folds it, and the rank it started with (the first rank set). */
    private record Record(PlayerState state, String startRank) {
    }

    private final PlayerStore store;
    private final ProjectionProgress progress;
    private final FoldCache<PlayerEvent, Record> records;

    public PlayerProjection(PlayerStore store, EventStore eventStore, ProjectionProgress progress) {
        this.store = store;
        this.progress = progress;
        this.records = new FoldCache<>(10_000, PlayerProjection::evolve, userId -> FoldCache.fromStore(eventStore,
                StreamIds.player(userId), PlayerEvent.class, PlayerProjection::fold));
    }

    @EventHandler
    public void on(PlayerEvent event, @SequenceNumber long sequence, EventMessage<?> message) {
        progress.handled(message);
        FoldCache.Folded<Record> next = records.next(event.userId(), event, sequence);
        if (next == null) {
            return;
        }
        PlayerState state = next.state().state();
        Collection<String> games = next.refolded() || event instanceof PlayerEvent.GameResultCorrected
                || event instanceof PlayerEvent.OpponentRatingsRevised
                ? state.games().keySet()
                : event instanceof PlayerEvent.GameRecorded g ? List.of(g.gameId()) : List.of();
        store.writeHistory(state, games);
        store.write(state, next.state().startRank(), next.sequence());
        records.remember(event.userId(), next);
    }

    private static Record evolve(Record known, PlayerEvent event) {
        String start = known == null ? null : known.startRank();
        if (start == null && event instanceof PlayerEvent.RankSet r) {
            start = r.rank().toString();
        }
        return new Record(PlayerEvolver.evolve(known == null ? null : known.state(), event), start);
    }

    private static Record fold(List<PlayerEvent> events) {
        String start = events.stream().filter(PlayerEvent.RankSet.class::isInstance)
                .map(e -> ((PlayerEvent.RankSet) e).rank().toString()).findFirst().orElse(null);
        return new Record(PlayerEvolver.fold(events), start);
    }

    @ResetHandler
    public void reset() {
        records.clear();
        long deleted = store.deleteAll();
        LOG.info("{}: reset, {} player records deleted; rebuilding from the start of the event log", NAME, deleted);
    }
}
