package org.openkifu.infra.projection;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.eventsourcing.eventstore.inmemory.InMemoryEventStorageEngine;
import org.junit.jupiter.api.Test;

/**
 * The projection recipe: a stream's state evolves by one event when the cache holds its predecessor, and is refolded
 * from the store otherwise. The state here is the concatenation of a stream's event texts, so each expectation is
 * written out by hand.
 */
class FoldCacheTest {

    /** Stored streams, read by the refold: stream id to its events in order. */
    private final java.util.Map<String, List<String>> stored = new java.util.HashMap<>();
    private final List<String> refolds = new ArrayList<>();

    private FoldCache<String, String> cache(int capacity) {
        return new FoldCache<>(capacity, (state, event) -> state == null ? event : state + event, id -> {
            refolds.add(id);
            List<String> events = stored.get(id);
            return new FoldCache.Folded<>(String.join("", events), events.size() - 1, true);
        });
    }

    /** Stores the event and hands it to the cache as the tracking processor would, remembering what it returned. */
    private FoldCache.Folded<String> handle(FoldCache<String, String> cache, String id, String event) {
        stored.computeIfAbsent(id, k -> new ArrayList<>()).add(event);
        return handleStored(cache, id, event, stored.get(id).size() - 1);
    }

    private static FoldCache.Folded<String> handleStored(FoldCache<String, String> cache, String id, String event,
                                                         long sequence) {
        FoldCache.Folded<String> next = cache.next(id, event, sequence);
        if (next != null) {
            cache.remember(id, next);
        }
        return next;
    }

    @Test
    void eventsInOrderEvolveTheCachedStateWithoutReadingTheStore() {
        FoldCache<String, String> cache = cache(10);
        assertThat(handle(cache, "a", "x")).isEqualTo(new FoldCache.Folded<>("x", 0, false));
        assertThat(handle(cache, "a", "y")).isEqualTo(new FoldCache.Folded<>("xy", 1, false));
        assertThat(handle(cache, "b", "p")).isEqualTo(new FoldCache.Folded<>("p", 0, false));
        assertThat(handle(cache, "a", "z")).isEqualTo(new FoldCache.Folded<>("xyz", 2, false));
        assertThat(refolds).isEmpty();
    }

    @Test
    void aColdCacheRefoldsTheStoredStreamWhichMayBeAheadOfTheEvent() {
        stored.put("a", new ArrayList<>(List.of("x", "y", "z")));
        FoldCache<String, String> cache = cache(10);

        assertThat(handleStored(cache, "a", "y", 1)).isEqualTo(new FoldCache.Folded<>("xyz", 2, true));
        assertThat(handleStored(cache, "a", "z", 2)).as("already reflected by the refold").isNull();
        assertThat(refolds).containsExactly("a");
    }

    @Test
    void aGapRefolds() {
        FoldCache<String, String> cache = cache(10);
        handle(cache, "a", "x");
        stored.get("a").add("lost"); // stored, never handed to this cache
        assertThat(handle(cache, "a", "y")).isEqualTo(new FoldCache.Folded<>("xlosty", 2, true));
        assertThat(refolds).containsExactly("a");
    }

    @Test
    void aRedeliveredEventChangesNothing() {
        FoldCache<String, String> cache = cache(10);
        handle(cache, "a", "x");
        handle(cache, "a", "y");
        assertThat(handleStored(cache, "a", "x", 0)).isNull();
        assertThat(handleStored(cache, "a", "y", 1)).isNull();
        assertThat(handle(cache, "a", "z").state()).isEqualTo("xyz");
        assertThat(refolds).isEmpty();
    }

    @Test
    void anUnrememberedStateIsComputedAgainAsAFailedWriteLeavesIt() {
        FoldCache<String, String> cache = cache(10);
        handle(cache, "a", "x");
        stored.get("a").add("y");
        assertThat(cache.next("a", "y", 1)).isEqualTo(new FoldCache.Folded<>("xy", 1, false));
        // not remembered: the write failed and the processor hands the event again
        assertThat(cache.next("a", "y", 1)).isEqualTo(new FoldCache.Folded<>("xy", 1, false));
    }

    @Test
    void theLeastRecentlyUsedStreamIsEvictedAndRefoldedWhenItComesBack() {
        FoldCache<String, String> cache = cache(2);
        handle(cache, "a", "x");
        handle(cache, "b", "p");
        handle(cache, "a", "y"); // b is now the least recently used
        handle(cache, "c", "m"); // evicts b
        assertThat(refolds).isEmpty();
        assertThat(handle(cache, "b", "q")).isEqualTo(new FoldCache.Folded<>("pq", 1, true));
        assertThat(handle(cache, "a", "z")).as("a was evicted by b's return")
                .isEqualTo(new FoldCache.Folded<>("xyz", 2, true));
        assertThat(refolds).containsExactly("b", "a");
    }

    @Test
    void clearForgetsEveryStream() {
        FoldCache<String, String> cache = cache(10);
        handle(cache, "a", "x");
        cache.clear();
        assertThat(handle(cache, "a", "y")).isEqualTo(new FoldCache.Folded<>("xy", 1, true));
    }

    @Test
    void fromStoreFoldsTheStreamsEventsOfTheTypeWithTheLastStoredSequence() {
        EmbeddedEventStore store = EmbeddedEventStore.builder().storageEngine(new InMemoryEventStorageEngine()).build();
        try {
            store.publish(new GenericDomainEventMessage<>("T", "s-1", 0, "x"),
                    new GenericDomainEventMessage<>("T", "s-1", 1, 42),
                    new GenericDomainEventMessage<>("T", "s-1", 2, "y"),
                    new GenericDomainEventMessage<>("T", "s-2", 0, "other stream"));
            FoldCache.Folded<String> folded = FoldCache.fromStore(store, "s-1", String.class,
                    events -> String.join("+", events));
            assertThat(folded).isEqualTo(new FoldCache.Folded<>("x+y", 2, true));
        } finally {
            store.shutDown();
        }
    }
}
