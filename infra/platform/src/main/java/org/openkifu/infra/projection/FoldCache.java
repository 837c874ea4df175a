package org.openkifu.infra.projection;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;

/**
 * For projections that fold an aggregate's events exactly as the aggregate does: each stream's state with the
 * sequence number it reflects, for the most recently seen streams. The next event evolves the cached state; anything
 * else (a cold cache after a restart or an eviction, a gap) folds the stream's stored events, which may already be
 * ahead of the event handled (later events are then skipped). An event at or below the cached sequence changes
 * nothing, so a redelivered or replayed event is harmless.
 *
 * <p>The one recipe of every projection that keeps an aggregate's own state (docs/architecture.md, "Projections"):
 * the ladder's standings and players, the tournament's views. Thread-safe for the single tracking thread that uses
 * it plus readers; the least recently used stream is evicted beyond {@code capacity} and simply refolded when it
 * comes back.
 *
 * @param <E> the aggregate's event type
 * @param <S> what the projection keeps per stream
 */
public final class FoldCache<E, S> {

    /** @param refolded folded from the stored stream, not from the cached state and this one event */
    public record Folded<S>(S state, long sequence, boolean refolded) {
    }

    private final BiFunction<S, E, S> evolve;
    private final Function<String, Folded<S>> refold;
    private final Map<String, Folded<S>> streams;

    /**
     * @param evolve the state after one more event ({@code null} state before the stream's first event)
     * @param refold the state of a stream from its stored events (see {@link #fromStore})
     */
    public FoldCache(int capacity, BiFunction<S, E, S> evolve, Function<String, Folded<S>> refold) {
        this.evolve = evolve;
        this.refold = refold;
        this.streams = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Folded<S>> eldest) {
                return size() > capacity;
            }
        });
    }

    /** The state after {@code event}, or null when what is cached already reflects it. */
    public Folded<S> next(String id, E event, long sequence) {
        Folded<S> known = streams.get(id);
        if (known != null && sequence <= known.sequence()) {
            return null;
        }
        if (known != null && sequence == known.sequence() + 1 || known == null && sequence == 0) {
            return new Folded<>(evolve.apply(known == null ? null : known.state(), event), sequence, false);
        }
        return refold.apply(id);
    }

    /** Called once the state is written: a failed write leaves the event to be handled again. */
    public void remember(String id, Folded<S> folded) {
        streams.put(id, folded);
    }

    public void clear() {
        streams.clear();
    }

    /** Reads the stream's stored events of {@code type} and folds them. */
    public static <E, S> Folded<S> fromStore(EventStore eventStore, String streamId, Class<E> type, Function<List<E>, S> fold) {
        List<? extends DomainEventMessage<?>> stored = eventStore.readEvents(streamId, 0L).asStream()
                .filter(e -> type.isInstance(e.getPayload())).toList();
        List<E> events = stored.stream().map(e -> type.cast(e.getPayload())).toList();
        return new Folded<>(fold.apply(events), stored.get(stored.size() - 1).getSequenceNumber(), true);
    }
}
