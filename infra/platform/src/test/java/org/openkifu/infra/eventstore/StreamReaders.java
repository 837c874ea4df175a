package org.openkifu.infra.eventstore;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.axonframework.common.transaction.NoTransactionManager;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.EventMessageHandler;
import org.axonframework.eventhandling.SimpleEventHandlerInvoker;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.axonframework.eventhandling.TrackingEventProcessorConfiguration;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.extensions.mongo.DefaultMongoTemplate;
import org.axonframework.extensions.mongo.eventsourcing.tokenstore.MongoTokenStore;
import org.axonframework.messaging.StreamableMessageSource;

/**
 * The two readers the concurrency tests of the store watch with: a tracking processor (tokens in the store, as the
 * product's processors) and a loop polling the engine's own stream from the last token it saw. Each counts how often
 * it saw every event, so a test can ask for every written event seen exactly once.
 */
final class StreamReaders {

    private StreamReaders() {
    }

    /** Counts per event identifier. */
    static Map<String, AtomicInteger> counts() {
        return new ConcurrentHashMap<>();
    }

    static void count(Map<String, AtomicInteger> seen, String id) {
        seen.computeIfAbsent(id, k -> new AtomicInteger()).incrementAndGet();
    }

    /** A started single-threaded processor from the tail, batches of 10, counting into {@code seen}. */
    static TrackingEventProcessor processor(String name, StreamableMessageSource<TrackedEventMessage<?>> source,
                                            MongoServerFixture mongo, Map<String, AtomicInteger> seen) {
        return processor(name, source, mongo, seen, event -> { });
    }

    /** As above, {@code before} told each event before it is counted (a test's hold or record). */
    static TrackingEventProcessor processor(String name, StreamableMessageSource<TrackedEventMessage<?>> source,
                                            MongoServerFixture mongo, Map<String, AtomicInteger> seen,
                                            Consumer<EventMessage<?>> before) {
        EventMessageHandler handler = new EventMessageHandler() {
            @Override
            public Object handle(EventMessage<?> event) {
                before.accept(event);
                count(seen, event.getIdentifier());
                return null;
            }
        };
        TrackingEventProcessor processor = TrackingEventProcessor.builder().name(name)
                .eventHandlerInvoker(SimpleEventHandlerInvoker.builder().eventHandlers(handler).build())
                .messageSource(source)
                .tokenStore(MongoTokenStore.builder()
                        .mongoTemplate(DefaultMongoTemplate.builder().mongoDatabase(mongo.database()).build())
                        .serializer(TestEvents.serializer()).build())
                .transactionManager(NoTransactionManager.INSTANCE)
                .trackingEventProcessorConfiguration(TrackingEventProcessorConfiguration.forSingleThreadedProcessing()
                        .andBatchSize(10).andEventAvailabilityTimeout(50, TimeUnit.MILLISECONDS)
                        .andInitialTrackingToken(s -> s.createTailToken()))
                .build();
        processor.start();
        return processor;
    }

    /** A started loop over the engine's stream; {@link PollingReader#close()} stops it. */
    static PollingReader polling(EventStorageEngine engine) {
        return new PollingReader(engine);
    }

    static final class PollingReader implements AutoCloseable {
        final Map<String, AtomicInteger> seen = counts();
        private final AtomicBoolean stop = new AtomicBoolean();
        private final Thread loop;

        private PollingReader(EventStorageEngine engine) {
            loop = new Thread(() -> {
                TrackingToken token = null;
                while (!stop.get()) {
                    for (TrackedEventMessage<?> e : engine.readEvents(token, false).toList()) {
                        count(seen, e.getIdentifier());
                        token = e.trackingToken();
                    }
                    try {
                        Thread.sleep(Duration.ofMillis(5)); // a poll interval, as a processor's fetch delay
                    } catch (InterruptedException interrupted) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            });
            loop.start();
        }

        @Override
        public void close() throws InterruptedException {
            stop.set(true);
            loop.join();
        }
    }
}
