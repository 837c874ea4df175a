package org.openkifu.infra.eventstore;

import java.util.ArrayDeque;
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
 * A lazy stream over the global stream: reads the next batch after the last event read, ends when caught up.
 *
 * <p>A reader far behind (a rebuild, a processor catching up) reads the next batches on other threads while its
 * processor handles the current one: otherwise the store answering and the processor handling take turns, and one
 * of two cores waits (the library rebuild's profile, docs/library.md, "Rebuild speed"). Each batch is read, then made
 * ready ({@code prepare}: for Axon's processors, the messages built and the payloads they use deserialised,
 * {@link MessagesAhead}); reading batch k+2 overlaps making batch k+1 ready and handling batch k, so the three
 * run on different threads and no more than {@value #DEPTH} batches wait ahead of the one handed out. Reads follow
 * each other, and so do the prepares, in the stream's order.
 *
 * <p>Only a batch of at least {@code prefetchFrom} events starts a read ahead, so a reader that follows live writes
 * asks the store no more often than before. A batch read ahead is the answer the store would give a faster processor:
 * an event written into that window afterwards is a gap of the token and is read on a later fetch, as always.
 *
 * <p>What a batch hands out may differ from what was read (an upcaster may drop or split events, {@link Batch}): the
 * stream ends only when a read returns nothing, and the next read starts after the last event read.
 */
final class TrackedEventBatches<D extends TrackedEventData<?>, E> extends Spliterators.AbstractSpliterator<E> {

    static final int DEPTH = 2;

    private static final AtomicInteger THREADS = new AtomicInteger();
    private static final ExecutorService AHEAD = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "event-store-read-ahead-" + THREADS.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    });

    /** One read made ready: what it hands out, how many stored events it read, and the token of the last one read. */
    record Batch<E>(List<E> items, int read, TrackingToken last) {

        static <D extends TrackedEventData<?>> Batch<D> of(List<D> read) {
            return new Batch<>(read, read.size(), read.isEmpty() ? null : read.get(read.size() - 1).trackingToken());
        }
    }

    /** A batch ahead: its read, and the batch made ready from it; both null when the batch before was short. */
    private record Ahead<D, E>(CompletableFuture<List<D>> read, CompletableFuture<Batch<E>> batch) {
    }

    private final Function<TrackingToken, List<D>> read;
    private final Function<List<D>, Batch<E>> prepare;
    private final int prefetchFrom;
    private final ArrayDeque<Ahead<D, E>> ahead = new ArrayDeque<>();
    private TrackingToken lastToken;
    private Iterator<E> batch;

    private TrackedEventBatches(TrackingToken start, Function<TrackingToken, List<D>> read,
                                Function<List<D>, Batch<E>> prepare, int prefetchFrom) {
        super(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL);
        this.lastToken = start;
        this.read = read;
        this.prepare = prepare;
        this.prefetchFrom = prefetchFrom;
    }

    /** Without reading ahead. */
    static <D extends TrackedEventData<?>> Stream<D> stream(TrackingToken start,
                                                           Function<TrackingToken, List<D>> read) {
        return stream(start, read, Integer.MAX_VALUE);
    }

    /** Reading the next batches ahead after each batch of at least {@code prefetchFrom} events. */
    static <D extends TrackedEventData<?>> Stream<D> stream(TrackingToken start,
                                                           Function<TrackingToken, List<D>> read, int prefetchFrom) {
        return batches(start, read, Batch::of, prefetchFrom);
    }

    /**
     * Reading ahead as {@link #stream(TrackingToken, Function, int)}; each batch read is made ready by
     * {@code prepare}, on another thread for a batch read ahead. Prepares are called one after the other, in order.
     */
    static <D extends TrackedEventData<?>, E> Stream<E> batches(TrackingToken start,
                                                               Function<TrackingToken, List<D>> read,
                                                               Function<List<D>, Batch<E>> prepare,
                                                               int prefetchFrom) {
        TrackedEventBatches<D, E> batches = new TrackedEventBatches<>(start, read, prepare, prefetchFrom);
        return StreamSupport.stream(batches, false).onClose(batches::dropAhead);
    }

    @Override
    public boolean tryAdvance(Consumer<? super E> action) {
        while (batch == null || !batch.hasNext()) {
            Batch<E> next = null;
            CompletableFuture<List<D>> nextRead = null;
            Ahead<D, E> waiting = ahead.pollFirst();
            if (waiting != null) {
                next = join(waiting.batch());
                nextRead = waiting.read();
            }
            if (next == null) {
                // nothing read ahead (the batch before was short, or this is the first): read here
                dropAhead();
                List<D> events = read.apply(lastToken);
                next = prepare.apply(events);
                nextRead = CompletableFuture.completedFuture(events);
            }
            if (next.read() == 0) {
                return false;
            }
            lastToken = next.last();
            if (next.read() >= prefetchFrom) {
                readAhead(nextRead, CompletableFuture.completedFuture(next));
            }
            batch = next.items().iterator();
        }
        action.accept(batch.next());
        return true;
    }

    /** Keeps {@value #DEPTH} batches read (or being read) ahead, each after the one before it. */
    private void readAhead(CompletableFuture<List<D>> currentRead, CompletableFuture<Batch<E>> current) {
        while (ahead.size() < DEPTH) {
            Ahead<D, E> last = ahead.peekLast();
            CompletableFuture<List<D>> before = last == null ? currentRead : last.read();
            CompletableFuture<Batch<E>> beforeBatch = last == null ? current : last.batch();
            CompletableFuture<List<D>> events = before.thenApplyAsync(read -> read != null
                    && read.size() >= prefetchFrom ? this.read.apply(read.get(read.size() - 1).trackingToken()) : null,
                    AHEAD);
            CompletableFuture<Batch<E>> ready = beforeBatch.thenCombineAsync(events,
                    (previous, read) -> read == null ? null : prepare.apply(read), AHEAD);
            ahead.addLast(new Ahead<>(events, ready));
        }
    }

    private static <T> T join(CompletableFuture<T> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            // The same failure a read on this thread would have thrown: the processor retries as it does then.
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
        for (Ahead<D, E> waiting : ahead) {
            waiting.read().cancel(false);
            waiting.batch().cancel(false);
        }
        ahead.clear();
    }
}
