package org.openkifu.tournament.infrastructure.reads;

import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiFunction;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.infra.projection.FoldCache;
import org.openkifu.infra.projection.ProjectionProgress;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentEvolver;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent;
import org.openkifu.tournament.domain.match.TwoGameMatchEvolver;
import org.openkifu.tournament.domain.match.TwoGameMatchState;
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
 * <p>Each aggregate's state is kept in a {@link FoldCache} (the platform's projection recipe, as the ladder's
 * standings): the next event evolves it once with the domain's own evolver, and a cold cache (a restart, an eviction)
 * or a gap refolds the stored stream, possibly ahead of the event at hand, whose later events are then skipped. Every
 * document of the aggregate is then computed from that one state. Documents whose JSON did not change are not written
 * again: the JSON last written is kept with the state.
 */
@ProcessingGroup(TournamentViewsProjection.PROCESSING_GROUP)
public class TournamentViewsProjection {

    public static final String PROCESSING_GROUP = "tournament-views";

    private static final Logger LOG = LoggerFactory.getLogger(TournamentViewsProjection.class);

    /** What is kept per aggregate: its state, its first event's instant, the documents' JSON last written. */
    private record Known<T>(T state, Instant firstAt, Map<String, String> written) {
        static <T, E> Known<T> evolve(Known<T> known, E event, Instant at, BiFunction<T, E, T> evolver) {
            return known == null ? new Known<>(evolver.apply(null, event), at, Map.of())
                    : new Known<>(evolver.apply(known.state(), event), known.firstAt(), known.written());
        }
    }

    private final TournamentReadStore store;
    private final ProjectionProgress progress;
    private final FoldCache<TournamentEvent, Known<TournamentState>> tournaments;
    private final FoldCache<TwoGameMatchEvent, Known<TwoGameMatchState>> matches;

    public TournamentViewsProjection(TournamentReadStore store, EventStore eventStore, ProjectionProgress progress,
            int cachedAggregates) {
        this.store = store;
        this.progress = progress;
        this.tournaments = new FoldCache<>(cachedAggregates,
                (known, e) -> Known.evolve(known, e, e.at(), TournamentEvolver::evolve),
                id -> FoldCache.fromStore(eventStore, id, TournamentEvent.class,
                        events -> new Known<>(TournamentEvolver.fold(events), events.get(0).at(), Map.of())));
        this.matches = new FoldCache<>(cachedAggregates,
                (known, e) -> Known.evolve(known, e, e.at(), TwoGameMatchEvolver::evolve),
                id -> FoldCache.fromStore(eventStore, id, TwoGameMatchEvent.class,
                        events -> new Known<>(TwoGameMatchEvolver.fold(events), events.get(0).at(), Map.of())));
    }

    @EventHandler
    public void on(TournamentEvent event, @SequenceNumber long sequence, EventMessage<?> message) {
        progress.handled(message);
        FoldCache.Folded<Known<TournamentState>> next = tournaments.next(event.tournamentId(), event, sequence);
        if (next != null) {
            tournaments.remember(event.tournamentId(), written(next, tournamentDocuments(event.tournamentId(), next)));
        }
    }

    @EventHandler
    public void on(TwoGameMatchEvent event, @SequenceNumber long sequence, EventMessage<?> message) {
        progress.handled(message);
        FoldCache.Folded<Known<TwoGameMatchState>> next = matches.next(event.matchId(), event, sequence);
        if (next != null) {
            matches.remember(event.matchId(), written(next, matchDocuments(event.matchId(), next)));
        }
    }

    /**
     * The aggregate's documents after each of its events, so readers follow within moments. A command's events (a
     * round's pairing and each of its game requests) are handled one by one, so a reader may briefly see a round whose
     * boards still miss a game; every document is complete once the command's last event is handled.
     */
    private static Map<String, String> tournamentDocuments(String id, FoldCache.Folded<Known<TournamentState>> f) {
        TournamentState state = f.state().state();
        Map<String, String> docs = new LinkedHashMap<>();
        docs.put(TournamentReadStore.SUMMARIES + " " + id, TournamentReadStore.json(
                TournamentDocuments.summary(state, f.state().firstAt(), f.sequence())));
        for (TournamentDocuments.Round r : TournamentDocuments.rounds(state)) {
            docs.put(TournamentReadStore.ROUNDS + " " + TournamentReadStore.roundId(id, r.round()), TournamentReadStore.json(r));
        }
        TournamentDocuments.standings(state)
                .ifPresent(s -> docs.put(TournamentReadStore.STANDINGS + " " + id, TournamentReadStore.json(s)));
        TournamentDocuments.bracket(state)
                .ifPresent(b -> docs.put(TournamentReadStore.BRACKETS + " " + id, TournamentReadStore.json(b)));
        return docs;
    }

    private static Map<String, String> matchDocuments(String id, FoldCache.Folded<Known<TwoGameMatchState>> f) {
        return Map.of(TournamentReadStore.MATCHES + " " + id, TournamentReadStore.json(
                MatchDocuments.match(f.state().state(), f.state().firstAt(), f.sequence())));
    }

    @ResetHandler
    public void reset() {
        tournaments.clear();
        matches.clear();
        LOG.info("{}: reset, {} documents deleted; rebuilding from the start of the event log", PROCESSING_GROUP,
                store.deleteAll());
    }

    /**
     * Writes the documents that changed and returns what to remember: called before {@link FoldCache#remember}, so
     * a failed write leaves the event to be handled again.
     */
    private <T> FoldCache.Folded<Known<T>> written(FoldCache.Folded<Known<T>> next, Map<String, String> docs) {
        Map<String, String> written = new HashMap<>(next.state().written());
        for (Map.Entry<String, String> d : docs.entrySet()) {
            if (d.getValue().equals(written.get(d.getKey()))) {
                continue;
            }
            int space = d.getKey().indexOf(' ');
            store.save(d.getKey().substring(0, space), d.getKey().substring(space + 1), d.getValue(), next.sequence());
            written.put(d.getKey(), d.getValue());
        }
        Known<T> known = next.state();
        return new FoldCache.Folded<>(new Known<>(known.state(), known.firstAt(), Map.copyOf(written)),
                next.sequence(), next.refolded());
    }
}
