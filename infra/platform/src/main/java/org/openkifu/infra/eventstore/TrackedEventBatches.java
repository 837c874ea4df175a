package org.openkifu.infra.eventstore;

import java.util.Iterator;
import java.util.List;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackingToken;

/** A lazy stream over the global stream: fetches the next batch after the last event handed out, ends when caught up. */
final class TrackedEventBatches<T> extends Spliterators.AbstractSpliterator<TrackedEventData<T>> {

    private final Function<TrackingToken, List<TrackedEventData<T>>> fetch;
    private TrackingToken lastToken;
    private Iterator<TrackedEventData<T>> batch;

    private TrackedEventBatches(TrackingToken start, Function<TrackingToken, List<TrackedEventData<T>>> fetch) {
        super(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL);
        this.lastToken = start;
        this.fetch = fetch;
    }

    static <T> Stream<TrackedEventData<T>> stream(TrackingToken start,
                                                 Function<TrackingToken, List<TrackedEventData<T>>> fetch) {
        return StreamSupport.stream(new TrackedEventBatches<>(start, fetch), false);
    }

    @Override
    public boolean tryAdvance(Consumer<? super TrackedEventData<T>> action) {
        if (batch == null || !batch.hasNext()) {
            List<TrackedEventData<T>> next = fetch.apply(lastToken);
            if (next.isEmpty()) {
                return false;
            }
            batch = next.iterator();
        }
        TrackedEventData<T> event = batch.next();
        lastToken = event.trackingToken();
        action.accept(event);
        return true;
    }
}
