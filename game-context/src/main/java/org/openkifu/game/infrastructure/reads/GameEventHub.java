package org.openkifu.game.infrastructure.reads;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.game.domain.GameEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Live game events for the streaming endpoint: one thread per process follows the event store's global stream
 * (from its head at the first subscription) and hands each game event to the subscribers of that game.
 *
 * <p>Why the global stream and not an event bus subscription: the stream sees commits of every node writing to
 * the same store (with the gap-aware token, also commits that land out of order), where a bus subscription only
 * sees this process's own. Axon's embedded event store shares one reader among all open streams and wakes it on
 * local commits, so this costs one store query per second when idle, however many clients listen.
 *
 * <p>Listeners run on the hub's thread and must not block (hand the event to another thread).
 */
public class GameEventHub implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(GameEventHub.class);

    private final EventStore eventStore;
    private final Map<String, Set<Consumer<DomainEventMessage<?>>>> listeners = new ConcurrentHashMap<>();
    private Thread reader;
    private volatile boolean closed;

    public GameEventHub(EventStore eventStore) {
        this.eventStore = eventStore;
    }

    /** Events of {@code gameId} stored from now on (and perhaps a few just before); returns the unsubscribe. */
    public Runnable subscribe(String gameId, Consumer<DomainEventMessage<?>> listener) {
        listeners.computeIfAbsent(gameId, id -> new CopyOnWriteArraySet<>()).add(listener);
        ensureReading();
        return () -> listeners.computeIfPresent(gameId, (id, set) -> {
            set.remove(listener);
            return set.isEmpty() ? null : set;
        });
    }

    public int subscriberCount() {
        return listeners.values().stream().mapToInt(Set::size).sum();
    }

    private synchronized void ensureReading() {
        if (reader != null || closed) {
            return;
        }
        TrackingToken head = eventStore.createHeadToken();
        reader = new Thread(() -> follow(head), "game-event-hub");
        reader.setDaemon(true);
        reader.start();
    }

    private void follow(TrackingToken start) {
        TrackingToken token = start;
        while (!closed) {
            try (BlockingStream<TrackedEventMessage<?>> stream = eventStore.openStream(token)) {
                while (!closed) {
                    if (stream.hasNextAvailable(500, TimeUnit.MILLISECONDS)) {
                        TrackedEventMessage<?> event = stream.nextAvailable();
                        token = event.trackingToken();
                        dispatch(event);
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (RuntimeException e) {
                if (closed) {
                    return;
                }
                // subscribers fill any gap from the store themselves, so reopening where we were is enough
                LOG.warn("game event hub: reading the event stream failed, reopening in 1 s", e);
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private void dispatch(TrackedEventMessage<?> event) {
        if (!(event instanceof DomainEventMessage<?> domain) || !(domain.getPayload() instanceof GameEvent)) {
            return;
        }
        Set<Consumer<DomainEventMessage<?>>> subscribers = listeners.get(domain.getAggregateIdentifier());
        if (subscribers == null) {
            return;
        }
        for (Consumer<DomainEventMessage<?>> listener : subscribers) {
            try {
                listener.accept(domain);
            } catch (RuntimeException e) {
                LOG.warn("game event hub: a listener of {} failed", domain.getAggregateIdentifier(), e);
            }
        }
    }

    @Override
    public void close() {
        Thread t;
        synchronized (this) {
            closed = true;
            t = reader;
        }
        if (t != null) {
            t.interrupt();
            try {
                t.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        listeners.clear();
    }
}
