package org.openkifu.game.infrastructure.deadline;

import java.time.Instant;
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
 */
@ProcessingGroup(GameDeadlineProjection.PROCESSING_GROUP)
public class GameDeadlineProjection {

    public static final String PROCESSING_GROUP = "game-deadlines";

    private record Folded(GameState state, long sequence) {
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
        Folded known = games.get(gameId);
        if (known != null && sequence <= known.sequence()) {
            return; // already reflected (a redelivery, or the history was folded ahead)
        }
        Folded next;
        if (known != null && sequence == known.sequence() + 1) {
            next = new Folded(GameEvolver.evolve(known.state(), event), sequence);
        } else if (known == null && sequence == 0) {
            next = new Folded(GameEvolver.evolve(null, event), 0);
        } else {
            next = foldStored(gameId);
        }
        write(gameId, next);
        if (known == null || !known.state().awaited().equals(next.state().awaited())) {
            arrivals.sync(next.state()); // only when whom the game waits for changed: creation, arrivals, the start
        }
        // Cached only after the writes succeeded: a failed write leaves the event to be handled again.
        games.put(gameId, next);
    }

    @ResetHandler
    public void reset() {
        games.clear();
        deadlines.clear();
        arrivals.clear();
    }

    private void write(String gameId, Folded folded) {
        GameState state = folded.state();
        Instant deadline = state.nextDeadline();
        if (deadline == null) {
            deadlines.remove(gameId);
            return;
        }
        // before the start, the deadline is the start deadline (the game is cancelled then) and no side's clock runs
        String side = state.started() ? state.clock().running().name() : "START";
        deadlines.put(gameId, deadline, side, folded.sequence());
        deadlineWritten.accept(deadline);
    }

    private Folded foldStored(String gameId) {
        List<? extends DomainEventMessage<?>> stored = eventStore.readEvents(gameId, 0L).asStream()
                .filter(e -> e.getPayload() instanceof GameEvent)
                .toList();
        List<GameEvent> events = stored.stream().map(e -> (GameEvent) e.getPayload()).toList();
        return new Folded(GameEvolver.fold(events), stored.get(stored.size() - 1).getSequenceNumber());
    }
}
