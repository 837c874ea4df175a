package org.openkifu.infra.eventstore;

import java.util.Iterator;
import java.util.List;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackingToken;

/**
 * A lazy stream over the global stream: fetches the next batch after the last event handed out, ends when caught up.
 *
 * <p>A reader far behind (a rebuild, a processor catching up) fetches the next batch on another thread while its
 * processor handles the current one: otherwise the store answering and the processor handling take turns, and one
 * of two cores waits (the library rebuild's profile, docs/library.md, "Rebuild speed"). Only a batch of at least
 * {@code prefetchFrom} events starts a fetch ahead, so a reader that follows live writes asks the store no more often
 * than before. A batch fetched ahead is the answer the store would give a faster processor: an event written into
 * that window afterwards is a gap of the token and is read on a later fetch, as always.
 */
final class TrackedEventBatches<T> extends Spliterators.AbstractSpliterator<TrackedEventData<T>> {

    private static final AtomicInteger THREADS = new AtomicInteger();
    private static final ExecutorService AHEAD = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "event-store-read-ahead-" + THREADS.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    });

    private final Function<TrackingToken, List<TrackedEventData<T>>> fetch;
    private final int prefetchFrom;
    private TrackingToken lastToken;
    private Iterator<TrackedEventData<T>> batch;
    private TrackingToken aheadFrom;
    private CompletableFuture<List<TrackedEventData<T>>> ahead;

    private TrackedEventBatches(TrackingToken start, Function<TrackingToken, List<TrackedEventData<T>>> fetch,
                                int prefetchFrom) {
        super(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL);
        this.lastToken = start;
        this.fetch = fetch;
        this.prefetchFrom = prefetchFrom;
    }

    /** Without reading ahead. */
    static <T> Stream<TrackedEventData<T>> stream(TrackingToken start,
                                                 Function<TrackingToken, List<TrackedEventData<T>>> fetch) {
        return stream(start, fetch, Integer.MAX_VALUE);
    }

    /** Reading the next batch ahead after each batch of at least {@code prefetchFrom} events. */
    static <T> Stream<TrackedEventData<T>> stream(TrackingToken start,
                                                 Function<TrackingToken, List<TrackedEventData<T>>> fetch,
                                                 int prefetchFrom) {
        TrackedEventBatches<T> batches = new TrackedEventBatches<>(start, fetch, prefetchFrom);
        return StreamSupport.stream(batches, false).onClose(batches::dropAhead);
    }

    @Override
    public boolean tryAdvance(Consumer<? super TrackedEventData<T>> action) {
        if (batch == null || !batch.hasNext()) {
            List<TrackedEventData<T>> next = nextBatch();
            if (next.isEmpty()) {
                return false;
            }
            if (next.size() >= prefetchFrom) {
                TrackingToken from = next.get(next.size() - 1).trackingToken();
                aheadFrom = from;
                ahead = CompletableFuture.supplyAsync(() -> fetch.apply(from), AHEAD);
            }
            batch = next.iterator();
        }
        TrackedEventData<T> event = batch.next();
        lastToken = event.trackingToken();
        action.accept(event);
        return true;
    }

    private List<TrackedEventData<T>> nextBatch() {
        CompletableFuture<List<TrackedEventData<T>>> fetched = ahead;
        boolean usable = fetched != null && aheadFrom == lastToken;
        ahead = null;
        aheadFrom = null;
        if (!usable) {
            return fetch.apply(lastToken);
        }
        try {
            return fetched.join();
        } catch (CompletionException e) {
            // The same failure a fetch on this thread would have thrown: the processor retries as it does then.
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    private void dropAhead() {
        if (ahead != null) {
            ahead.cancel(false);
            ahead = null;
            aheadFrom = null;
        }
    }
}
