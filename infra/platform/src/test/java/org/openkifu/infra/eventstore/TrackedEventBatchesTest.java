package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.axonframework.eventhandling.GenericDomainEventEntry;
import org.axonframework.eventhandling.GlobalSequenceTrackingToken;
import org.axonframework.eventhandling.TrackedDomainEventData;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackingToken;
import org.junit.jupiter.api.Test;

/** The lazy global stream, with and without reading the next batch ahead on another thread. */
class TrackedEventBatchesTest {

    /** A log of {@code size} events served in batches of {@code batch}, remembering who asked for what. */
    private static final class Log implements Function<TrackingToken, List<TrackedEventData<String>>> {
        final int size;
        final int batch;
        final List<Long> askedFrom = Collections.synchronizedList(new ArrayList<>());
        final List<String> askedOn = Collections.synchronizedList(new ArrayList<>());
        volatile long failFrom = -1;

        Log(int size, int batch) {
            this.size = size;
            this.batch = batch;
        }

        @Override
        public List<TrackedEventData<String>> apply(TrackingToken token) {
            long from = token == null ? 0 : ((GlobalSequenceTrackingToken) token).getGlobalIndex();
            askedFrom.add(from);
            askedOn.add(Thread.currentThread().getName());
            if (from == failFrom) {
                throw new IllegalStateException("store away at " + from);
            }
            List<TrackedEventData<String>> events = new ArrayList<>();
            for (long i = from + 1; i <= Math.min(size, from + batch); i++) {
                events.add(new TrackedDomainEventData<>(new GlobalSequenceTrackingToken(i),
                        new GenericDomainEventEntry<>("Game", "g", i, "e" + i, Instant.EPOCH, "t", null, "p" + i, "{}")));
            }
            return events;
        }
    }

    private static List<String> payloads(Stream<TrackedEventData<String>> stream) {
        try (stream) {
            return stream.map(e -> (String) e.getPayload().getData()).toList();
        }
    }

    @Test
    void readingAheadHandsOutEveryEventOnceInOrderAndAsksForEachBatchOnce() {
        Log log = new Log(10, 3);
        List<String> seen = payloads(TrackedEventBatches.stream(null, log, 3));

        assertThat(seen).containsExactly("p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10");
        // full batches (3 events) read the next one ahead; the last one (1 event) does not, so the final
        // "caught up" fetch is asked by the consumer itself
        assertThat(log.askedFrom).containsExactly(0L, 3L, 6L, 9L, 10L);
        assertThat(log.askedOn.get(0)).isEqualTo(Thread.currentThread().getName());
        assertThat(log.askedOn.subList(1, 4)).allMatch(name -> name.startsWith("event-store-read-ahead-"));
        assertThat(log.askedOn.get(4)).isEqualTo(Thread.currentThread().getName());
    }

    @Test
    void aReaderThatFollowsLiveWritesDoesNotReadAhead() {
        Log log = new Log(4, 3);
        assertThat(payloads(TrackedEventBatches.stream(null, log, 4))).hasSize(4);
        assertThat(log.askedOn).allMatch(name -> name.equals(Thread.currentThread().getName()));
        assertThat(log.askedFrom).containsExactly(0L, 3L, 4L);
    }

    @Test
    void aFailedFetchAheadFailsTheConsumerAsAFetchOfItsOwnWould() {
        Log log = new Log(10, 3);
        log.failFrom = 3;
        List<String> handled = new ArrayList<>();
        Stream<TrackedEventData<String>> stream = TrackedEventBatches.stream(null, log, 3);

        assertThatThrownBy(() -> stream.forEach(e -> handled.add((String) e.getPayload().getData())))
                .isInstanceOf(IllegalStateException.class).hasMessage("store away at 3");
        assertThat(handled).containsExactly("p1", "p2", "p3");
        stream.close();
    }

    @Test
    void withoutReadingAheadEveryFetchIsTheConsumersOwn() {
        Log log = new Log(7, 3);
        assertThat(payloads(TrackedEventBatches.stream(new GlobalSequenceTrackingToken(1), log))).hasSize(6);
        assertThat(log.askedFrom).containsExactly(1L, 4L, 7L);
        assertThat(log.askedOn).allMatch(name -> name.equals(Thread.currentThread().getName()));
    }

    @Test
    void batchesAheadAreReadInOrderMadeReadyInOrderAndNoMoreThanTwoAhead() throws Exception {
        Log log = new Log(30, 3);
        List<Long> prepared = Collections.synchronizedList(new ArrayList<>());
        List<String> preparedOn = Collections.synchronizedList(new ArrayList<>());
        Function<List<TrackedEventData<String>>, TrackedEventBatches.Batch<String>> prepare = read -> {
            if (read.isEmpty()) {
                return new TrackedEventBatches.Batch<>(List.of(), 0, null);
            }
            prepared.add(((GlobalSequenceTrackingToken) read.get(0).trackingToken()).getGlobalIndex());
            preparedOn.add(Thread.currentThread().getName());
            return new TrackedEventBatches.Batch<>(read.stream().map(e -> "m" + e.getPayload().getData()).toList(),
                    read.size(), read.get(read.size() - 1).trackingToken());
        };
        try (Stream<String> stream = TrackedEventBatches.batches(null, log, prepare, 3)) {
            Iterator<String> messages = stream.iterator();
            assertThat(messages.next()).isEqualTo("mp1");
            // the consumer holds batch 1: batches 2 and 3 are read and made ready, and nothing after them
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (prepared.size() < 3 && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            assertThat(prepared).containsExactly(1L, 4L, 7L);
            assertThat(log.askedFrom).containsExactly(0L, 3L, 6L);
            assertThat(preparedOn.subList(1, 3)).allMatch(name -> name.startsWith("event-store-read-ahead-"));

            List<String> rest = new ArrayList<>();
            messages.forEachRemaining(rest::add);
            assertThat(rest).hasSize(29).startsWith("mp2").endsWith("mp30");
        }
        assertThat(prepared).containsExactly(1L, 4L, 7L, 10L, 13L, 16L, 19L, 22L, 25L, 28L);
        assertThat(log.askedFrom).containsExactly(0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L, 24L, 27L, 30L);
    }
}
