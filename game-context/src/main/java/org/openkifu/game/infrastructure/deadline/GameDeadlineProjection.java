package org.openkifu.game.infrastructure.deadline;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.domain.GameState;

/**
 * Keeps {@link GameDeadlines} equal to {@link GameState#nextDeadline()} of every game: after each game event the
 * game's deadline is set (the start deadline until the game started, then the side to move's flag), moved, or
 * removed (game over, marking, untimed). Keeps {@link GameArrivals} equal to {@link GameState#awaited()} too.
 *
 * <p>Runs in its own tracking processor ({@value #PROCESSING_GROUP}, token in the Mongo token store), so a deadline
 * is written for every committed event exactly as the events were stored, also for events committed while the
 * process was down.
 *
 * <p>The state is folded incrementally: a bounded cache holds each recently seen game's state and the sequence
 * number it reflects. An event that continues the cached state is evolved onto it; an event already reflected is
 * skipped; anything else (first sight of a game after a restart or an eviction, a gap) folds the game's whole
 * stored history, which may already be ahead of the event being handled (later events are then skipped). Writes
 * are idempotent replacements, so a batch that rolls back and is redelivered leaves the same document.
 *
 * <p>Writes are per batch, not per event: the batch's games are folded in memory and written in one bulk write when
 * its last event is handled (before the processor stores its token), one document per game. A game that had no
 * deadline and still has none costs no write at all (an imported game, a game in its marking phase): before, an
 * import of a 300-move game deleted its missing document 300 times, each a flushed write. The cache learns the
 * batch's states only after the write, so a batch that rolls back is folded again from what is stored.
 *
 * <p>Why not the platform's {@link org.openkifu.infra.projection.FoldCache} (the recipe of the ladder's and the
 * tournament's views): that cache is remembered after each event's write, while this projection writes once per
 * batch, so a game's next event must continue from the batch's pending, unwritten state (kept in the unit of work and
 * forgotten with a rolled-back batch), not from the cache; and what it writes depends on how a state was reached
 * (evolved from a state written without a deadline, folded from the first event, or refolded from the store:
 * {@code documentMayExist}, {@code fresh}), which the cache does not record. The refold rules are the same.
 */
@ProcessingGroup(GameDeadlineProjection.PROCESSING_GROUP)
public class GameDeadlineProjection {

    public static final String PROCESSING_GROUP = "game-deadlines";

    private static final String PENDING = GameDeadlineProjection.class.getName() + ".pending";

    /**
     * @param documentMayExist whether game_deadlines may hold a document for the game that this state does not
     *                         account for: false when the state continues one that was written without a deadline,
     *                         or starts at the game's first event
     * @param fresh            folded from the game's first event in this batch: nothing is stored for it yet
     */
    private record Folded(GameState state, long sequence, boolean documentMayExist, boolean fresh) {
        boolean hasDeadline() {
            return state.nextDeadline() != null;
        }
    }

    private final GameDeadlines deadlines;
    private final GameArrivals arrivals;
    private final EventStore eventStore;
    private final Consumer<Instant> deadlineWritten;
    private final Map<String, Folded> games;

    /**
     * @param deadlineWritten told each new deadline after it is stored (the in-process scheduler wakes for it)
     * @param cachedGames     how many games' states to keep in memory
     */
    public GameDeadlineProjection(GameDeadlines deadlines, GameArrivals arrivals, EventStore eventStore,
            Consumer<Instant> deadlineWritten, int cachedGames) {
        this.deadlines = deadlines;
        this.arrivals = arrivals;
        this.eventStore = eventStore;
        this.deadlineWritten = deadlineWritten;
        this.games = Collections.synchronizedMap(new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Folded> eldest) {
                return size() > cachedGames;
            }
        });
    }

    @EventHandler
    public void on(GameEvent event, @SequenceNumber long sequence) {
        String gameId = event.gameId();
        Map<String, Folded> pending = pending();
        Folded known = pending.containsKey(gameId) ? pending.get(gameId) : games.get(gameId);
        if (known != null && sequence <= known.sequence()) {
            flushIfLast(pending);
            return; // already reflected (a redelivery, or the history was folded ahead)
        }
        Folded next;
        if (known != null && sequence == known.sequence() + 1) {
            // a document may exist if the state it continues had a deadline (written or about to be)
            next = new Folded(GameEvolver.evolve(known.state(), event), sequence,
                    known.documentMayExist() || known.hasDeadline(), known.fresh());
        } else if (known == null && sequence == 0) {
            next = new Folded(GameEvolver.evolve(null, event), 0, false, true);
        } else {
            next = foldStored(gameId);
        }
        pending.put(gameId, next);
        flushIfLast(pending);
    }

    @ResetHandler
    public void reset() {
        games.clear();
        deadlines.clear();
        arrivals.clear();
    }

    private void flushIfLast(Map<String, Folded> pending) {
        if (!isLastOfBatch() || pending.isEmpty()) {
            return;
        }
        Map<String, GameDeadlines.Deadline> writes = new LinkedHashMap<>();
        Map<String, Folded> written = new LinkedHashMap<>();
        pending.forEach((gameId, folded) -> {
            GameState state = folded.state();
            if (folded.hasDeadline()) {
                // before the start, the deadline is the start deadline (the game is cancelled then) and no side's
                // clock runs
                String side = state.started() ? state.clock().running().name() : "START";
                writes.put(gameId, new GameDeadlines.Deadline(state.nextDeadline(), side, folded.sequence()));
            } else if (folded.documentMayExist()) {
                writes.put(gameId, GameDeadlines.Deadline.none(folded.sequence()));
            }
            // what is stored now matches this state: the next event continues from "no document" or this deadline
            written.put(gameId, new Folded(state, folded.sequence(), false, false));
        });
        deadlines.apply(writes);
        // only where whom the game waits for changed (creation, arrivals, the start); a game seen from its first
        // event that waits for nobody by the batch's end has nothing stored to remove
        List<GameState> arrivalChanges = new ArrayList<>();
        pending.forEach((gameId, folded) -> {
            Folded before = games.get(gameId);
            List<String> awaited = folded.state().awaited();
            if (before == null ? !(folded.fresh() && awaited.isEmpty()) : !before.state().awaited().equals(awaited)) {
                arrivalChanges.add(folded.state());
            }
        });
        arrivals.syncAll(arrivalChanges);
        pending.clear();
        // Cached only after the writes succeeded: a failed write leaves the batch to be handled again.
        games.putAll(written);
        writes.values().stream().filter(d -> !d.isNone()).forEach(d -> deadlineWritten.accept(d.deadline()));
    }

    private Folded foldStored(String gameId) {
        List<? extends DomainEventMessage<?>> stored = eventStore.readEvents(gameId, 0L).asStream()
                .filter(e -> e.getPayload() instanceof GameEvent)
                .toList();
        List<GameEvent> events = stored.stream().map(e -> (GameEvent) e.getPayload()).toList();
        return new Folded(GameEvolver.fold(events), stored.get(stored.size() - 1).getSequenceNumber(), true, false);
    }

    /** The batch's folded games not yet written, on the processor's unit of work (a rolled-back batch forgets them). */
    private static Map<String, Folded> pending() {
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
