package org.openkifu.game.infrastructure.library;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.library.events.LibraryEvents;
import org.openkifu.game.library.facts.LibraryGame;
import org.openkifu.infra.projection.ProjectionProgress;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The library's projection of the event log (docs/library.md, "Projection and storage"): a tracking processor of its
 * own ({@value #PROCESSING_GROUP}), so the write path never waits for it, that folds each game's events into its
 * {@link LibraryGame}, stores the batch's changed games in {@code library_games} with one bulk write at the batch's
 * end, and then hands them to the {@link LibraryCatalog} (facts for every game, the board index for finished ones).
 * A live game's moves are stored at most once per {@code openkifu.library.live-write-interval} ({@link
 * LiveWriteSchedule}); {@link #storeOverdue} stores those a quiet log leaves waiting.
 *
 * <p>Idempotent: a game remembers the sequence number of its last event, and older events change nothing. Live games
 * stay folded in memory; a finished one is dropped after it is stored (its facts and record are in the catalog), and
 * a game met without its fold (after a restart, or a correction of a finished game) is folded again from its stored
 * history, which may reach beyond the event at hand (its later events are then skipped). If the bulk write fails,
 * the batch's games are forgotten and folded again when the batch comes back.
 */
@ProcessingGroup(LibraryProjection.PROCESSING_GROUP)
public class LibraryProjection {

    public static final String PROCESSING_GROUP = "library";

    private static final Logger LOG = LoggerFactory.getLogger(LibraryProjection.class);
    private static final String PENDING = LibraryProjection.class.getName() + ".pending";

    private final LibraryStore store;
    private final LibraryCatalog catalog;
    private final EventStore eventStore;
    private final ProjectionProgress progress;
    private final Map<String, LibraryGame> live = new ConcurrentHashMap<>();
    private final LiveWriteSchedule schedule;
    private final Clock clock;
    // The processor's thread and the periodic store of waiting games both read and change the folds.
    private final ReentrantLock lock = new ReentrantLock();

    /** Every change stored at the end of its batch. */
    public LibraryProjection(LibraryStore store, LibraryCatalog catalog, EventStore eventStore,
                             ProjectionProgress progress) {
        this(store, catalog, eventStore, progress, Duration.ZERO, Clock.systemUTC());
    }

    /** @param liveWriteInterval how often at most a live game's changes are stored (zero: every batch) */
    public LibraryProjection(LibraryStore store, LibraryCatalog catalog, EventStore eventStore,
                             ProjectionProgress progress, Duration liveWriteInterval, Clock clock) {
        this.store = store;
        this.catalog = catalog;
        this.eventStore = eventStore;
        this.progress = progress;
        this.schedule = new LiveWriteSchedule(liveWriteInterval);
        this.clock = clock;
    }

    @EventHandler
    public void on(GameEvent event, @SequenceNumber long sequence, EventMessage<?> message) {
        progress.handled(message);
        lock.lock();
        try {
            Map<String, LibraryGame> pending = pending();
            String id = event.gameId();
            LibraryGame game = pending.containsKey(id) ? pending.get(id) : live.get(id);
            if (game == null) {
                pending.put(id, sequence == 0 ? LibraryEvents.start(event, 0) : foldStored(id));
            } else if (LibraryEvents.apply(game, event, sequence)) {
                pending.put(id, game);
            }
            flushIfLast(pending);
        } finally {
            lock.unlock();
        }
    }

    @ResetHandler
    public void reset() {
        lock.lock();
        try {
            live.clear();
            schedule.clear();
        } finally {
            lock.unlock();
        }
        long rows = store.deleteAll();
        int games = catalog.clear();
        progress.restart();
        LOG.info("{}: reset, {} stored games deleted and {} forgotten in memory; rebuilding from the start of the "
                + "event log", PROCESSING_GROUP, rows, games);
    }

    /** How often at most a live game's changes are stored (zero: at every batch). */
    public Duration liveWriteInterval() {
        return schedule.interval();
    }

    /**
     * Stores the live games whose changes have waited their interval (run periodically: a game whose play stopped,
     * or a rebuild's last batches, would otherwise wait for the next event); the number stored.
     */
    public int storeOverdue() {
        lock.lock();
        try {
            Instant now = clock.instant();
            List<LibraryGame> due = schedule.overdue(now);
            if (!due.isEmpty()) {
                save(due);
                schedule.stored(due, now);
            }
            return due.size();
        } finally {
            lock.unlock();
        }
    }

    private void flushIfLast(Map<String, LibraryGame> pending) {
        if (!isLastOfBatch() || pending.isEmpty()) {
            return;
        }
        Instant now = clock.instant();
        LiveWriteSchedule.Plan plan = schedule.plan(pending, now);
        try {
            save(plan.store());
        } catch (RuntimeException e) {
            pending.keySet().forEach(live::remove);
            schedule.forget(pending.keySet());
            pending.clear();
            throw e;
        }
        schedule.carriedOut(plan, now);
        pending.forEach((id, game) -> {
            if (game.ended()) {
                live.remove(id);
            } else {
                live.put(id, game);
            }
        });
        pending.clear();
    }

    /** One bulk write, then the catalog: facts of every game, the board index of the finished ones. */
    private void save(Collection<LibraryGame> games) {
        if (games.isEmpty()) {
            return;
        }
        List<LibraryStore.Entry> entries = new ArrayList<>(games.size());
        games.forEach(g -> entries.add(new LibraryStore.Entry(g.facts(), g.record())));
        store.saveAll(entries);
        catalog.update(entries);
    }

    private LibraryGame foldStored(String gameId) {
        List<GameEvent> events = new ArrayList<>();
        List<Long> sequences = new ArrayList<>();
        eventStore.readEvents(gameId, 0L).asStream().filter(e -> e.getPayload() instanceof GameEvent)
                .forEach((DomainEventMessage<?> e) -> {
                    events.add((GameEvent) e.getPayload());
                    sequences.add(e.getSequenceNumber());
                });
        return LibraryEvents.fold(events, sequences);
    }

    /** The batch's changed games not yet stored, on the processor's unit of work. */
    private static Map<String, LibraryGame> pending() {
        if (!CurrentUnitOfWork.isStarted()) {
            return new LinkedHashMap<>();
        }
        return CurrentUnitOfWork.get().root().getOrComputeResource(PENDING, key -> new LinkedHashMap<>());
    }

    private static boolean isLastOfBatch() {
        if (!CurrentUnitOfWork.isStarted()) {
            return true;
        }
        UnitOfWork<?> unitOfWork = CurrentUnitOfWork.get().root();
        return !(unitOfWork instanceof BatchingUnitOfWork<?> batch) || batch.isLastMessage();
    }
}
