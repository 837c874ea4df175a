package org.openkifu.tournament.infrastructure.reads;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
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
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the tournament context's read models ({@link TournamentReadStore}: summaries, rounds, standings, brackets,
 * two-game matches) in step with the event store, in its own tracking processor {@value #PROCESSING_GROUP}. Every
 * document is a pure function of its aggregate's events up to the event just handled ({@link TournamentDocuments},
 * {@link MatchDocuments}, which use the domain's read models), so the projection is idempotent by construction:
 * handling an event again writes the same documents, and an event at or below the version already reflected is
 * skipped. A rebuild ({@code POST /api/projections/tournament-views/rebuild}) empties the collections and replays
 * the log; it must give the same documents.
 *
 * <p>A bounded cache keeps each recently seen aggregate's events and the sequence number they reach, so the events
 * of a live tournament (and a rebuild) are folded incrementally instead of read back for every event; on first
 * sight of an aggregate after a restart (or an eviction, or a gap) its stored history is read, possibly ahead of the
 * event at hand, whose later events are then skipped. Documents whose JSON did not change are not written again.
 */
@ProcessingGroup(TournamentViewsProjection.PROCESSING_GROUP)
public class TournamentViewsProjection {

    public static final String PROCESSING_GROUP = "tournament-views";

    private static final Logger LOG = LoggerFactory.getLogger(TournamentViewsProjection.class);

    private record Known(List<Object> events, long sequence, Map<String, String> written) {
    }

    private final TournamentReadStore store;
    private final EventStore eventStore;
    private final ProjectionProgress progress;
    private final Map<String, Known> cache;

    public TournamentViewsProjection(TournamentReadStore store, EventStore eventStore, ProjectionProgress progress,
            int cachedAggregates) {
        this.store = store;
        this.eventStore = eventStore;
        this.progress = progress;
        this.cache = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Known> eldest) {
                return size() > cachedAggregates;
            }
        });
    }

    @EventHandler
    public void on(TournamentEvent event, @SequenceNumber long sequence, EventMessage<?> message) {
        progress.handled(message);
        Known known = advance(event.tournamentId(), event, sequence, TournamentEvent.class);
        if (known != null) {
            later(event.tournamentId(), known, this::tournamentDocuments);
        }
    }

    @EventHandler
    public void on(TwoGameMatchEvent event, @SequenceNumber long sequence, EventMessage<?> message) {
        progress.handled(message);
        Known known = advance(event.matchId(), event, sequence, TwoGameMatchEvent.class);
        if (known != null) {
            later(event.matchId(), known, this::matchDocuments);
        }
    }

    private Map<String, String> tournamentDocuments(String id, Known known) {
        List<TournamentEvent> events = known.events().stream().map(TournamentEvent.class::cast).toList();
        Map<String, String> docs = new LinkedHashMap<>();
        docs.put(TournamentReadStore.SUMMARIES + " " + id,
                TournamentReadStore.json(TournamentDocuments.summary(events, known.sequence())));
        for (TournamentDocuments.Round r : TournamentDocuments.rounds(events)) {
            docs.put(TournamentReadStore.ROUNDS + " " + TournamentReadStore.roundId(id, r.round()), TournamentReadStore.json(r));
        }
        TournamentDocuments.standings(events)
                .ifPresent(s -> docs.put(TournamentReadStore.STANDINGS + " " + id, TournamentReadStore.json(s)));
        TournamentDocuments.bracket(events)
                .ifPresent(b -> docs.put(TournamentReadStore.BRACKETS + " " + id, TournamentReadStore.json(b)));
        return docs;
    }

    private Map<String, String> matchDocuments(String id, Known known) {
        List<TwoGameMatchEvent> events = known.events().stream().map(TwoGameMatchEvent.class::cast).toList();
        return Map.of(TournamentReadStore.MATCHES + " " + id,
                TournamentReadStore.json(MatchDocuments.match(events, known.sequence())));
    }

    /**
     * Writes the aggregate's documents after each of its events, so readers follow within moments. A command's
     * events (a round's pairing and each of its game requests) are handled one by one, so a reader may briefly see a
     * round whose boards still miss a game; every document is complete once the command's last event is handled.
     */
    private void later(String id, Known known, java.util.function.BiFunction<String, Known, Map<String, String>> docs) {
        write(id, known, docs.apply(id, known));
    }

    @ResetHandler
    public void reset() {
        cache.clear();
        LOG.info("{}: reset, {} documents deleted; rebuilding from the start of the event log", PROCESSING_GROUP,
                store.deleteAll());
    }

    /** The aggregate's events up to this one (or further), or null when this event is already reflected. */
    private Known advance(String id, Object event, long sequence, Class<?> type) {
        Known known = cache.get(id);
        if (known != null && sequence <= known.sequence()) {
            return null;
        }
        if (known != null && sequence == known.sequence() + 1) {
            List<Object> events = new ArrayList<>(known.events());
            events.add(event);
            return new Known(events, sequence, known.written());
        }
        if (known == null && sequence == 0) {
            return new Known(List.of(event), 0, new HashMap<>());
        }
        List<? extends DomainEventMessage<?>> stored = eventStore.readEvents(id, 0L).asStream()
                .filter(e -> type.isInstance(e.getPayload())).toList();
        return new Known(stored.stream().<Object>map(DomainEventMessage::getPayload).toList(),
                stored.get(stored.size() - 1).getSequenceNumber(), new HashMap<>());
    }

    /** Writes the documents that changed; cached only after every write succeeded (a failure is handled again). */
    private void write(String id, Known known, Map<String, String> docs) {
        Map<String, String> written = new HashMap<>(known.written());
        for (Map.Entry<String, String> d : docs.entrySet()) {
            if (d.getValue().equals(written.get(d.getKey()))) {
                continue;
            }
            int space = d.getKey().indexOf(' ');
            store.save(d.getKey().substring(0, space), d.getKey().substring(space + 1), d.getValue());
            written.put(d.getKey(), d.getValue());
        }
        cache.put(id, new Known(known.events(), known.sequence(), written));
    }
}
