package org.openkifu.game.web;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.application.GameService;
import org.openkifu.game.infrastructure.reads.GameEventHub;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.MediaType;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * The open {@code /api/games/{id}/stream} connections: each gets the game's history after the client's last
 * event id, then the live events from {@link GameEventHub}, in sequence order without gaps or repeats.
 *
 * <p>How "without gaps" holds: a client subscribes to the hub before it reads the history, then reads the store
 * once more after sending it; a live event that is not the next sequence number makes it read the store from the
 * next missing one. So events committed between the history read and the subscription, or delivered by the hub
 * out of order, are still sent once each, in order. Sends to one client are serialised on that client.
 *
 * <p>Heartbeats (an SSE comment) go out every {@code heartbeat}; a failed write (the client went away) closes the
 * connection and drops its subscription. After {@code timeout} the server ends the stream; an EventSource then
 * reconnects by itself with {@code Last-Event-ID} and resumes.
 */
public class GameEventStreams implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(GameEventStreams.class);
    private static final long RECONNECT_MILLIS = 2000;

    private final GameService games;
    private final EventStore eventStore;
    private final GameEventHub hub;
    private final Duration timeout;
    private final Set<Client> clients = ConcurrentHashMap.newKeySet();
    private final ExecutorService senders;
    private final ScheduledExecutorService heartbeats;

    public GameEventStreams(GameService games, EventStore eventStore, GameEventHub hub, Duration timeout,
            Duration heartbeat) {
        this.games = games;
        this.eventStore = eventStore;
        this.hub = hub;
        this.timeout = timeout;
        AtomicInteger threads = new AtomicInteger();
        this.senders = Executors.newFixedThreadPool(2, r -> daemon(r, "game-stream-" + threads.incrementAndGet()));
        this.heartbeats = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "game-stream-heartbeat"));
        heartbeats.scheduleWithFixedDelay(this::heartbeat, heartbeat.toMillis(), heartbeat.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    /**
     * @param after the last sequence number the client has; -1 for the whole history
     * @throws org.openkifu.game.domain.GameRuleViolation GAME_NOT_FOUND before anything is streamed
     */
    public SseEmitter open(String gameId, long after) {
        List<DomainEventMessage<?>> history = games.history(gameId);
        boolean guessed = history.stream().anyMatch(e -> e.getPayload() instanceof GameEvent.NigiriGuessed);
        SseEmitter emitter = new SseEmitter(timeout.toMillis());
        Client client = new Client(gameId, emitter, after, guessed);
        clients.add(client);
        emitter.onCompletion(client::close);
        emitter.onTimeout(() -> {
            client.close();
            emitter.complete();
        });
        emitter.onError(error -> client.close());
        client.unsubscribe = hub.subscribe(gameId, event -> senders.execute(() -> client.deliver(event)));
        if (client.closed.get()) {
            client.unsubscribe.run(); // closed before the subscription was stored
        }
        client.start(history);
        return emitter;
    }

    /** Connections open now (they close on disconnect, timeout, or a failed write). */
    public int openStreams() {
        return clients.size();
    }

    private void heartbeat() {
        for (Client client : clients) {
            client.heartbeat();
        }
    }

    @Override
    public void close() {
        heartbeats.shutdownNow();
        senders.shutdownNow();
        for (Client client : clients) {
            client.close();
            client.emitter.complete();
        }
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    private final class Client {

        final String gameId;
        final SseEmitter emitter;
        final AtomicBoolean closed = new AtomicBoolean();
        volatile Runnable unsubscribe = () -> { };
        long lastSent;
        boolean guessed;

        Client(String gameId, SseEmitter emitter, long after, boolean guessed) {
            this.gameId = gameId;
            this.emitter = emitter;
            this.lastSent = after;
            this.guessed = guessed;
        }

        synchronized void start(List<DomainEventMessage<?>> history) {
            try {
                emitter.send(SseEmitter.event().comment("game " + gameId + " after " + lastSent)
                        .reconnectTime(RECONNECT_MILLIS));
                for (DomainEventMessage<?> event : history) {
                    sendIfNext(event);
                }
                catchUp();
            } catch (IOException | IllegalStateException e) {
                // IllegalStateException: the emitter completed meanwhile (timeout, disconnect)
                failed(e);
            }
        }

        synchronized void deliver(DomainEventMessage<?> event) {
            if (closed.get() || event.getSequenceNumber() <= lastSent) {
                return;
            }
            try {
                if (event.getSequenceNumber() == lastSent + 1) {
                    sendIfNext(event);
                } else {
                    catchUp();
                }
            } catch (IOException | IllegalStateException e) {
                // IllegalStateException: the emitter completed meanwhile (timeout, disconnect)
                failed(e);
            }
        }

        synchronized void heartbeat() {
            if (closed.get()) {
                return;
            }
            try {
                emitter.send(SseEmitter.event().comment("heartbeat"));
            } catch (IOException | IllegalStateException e) {
                failed(e);
            }
        }

        /** Everything the store has after {@code lastSent}. */
        private void catchUp() throws IOException {
            List<? extends DomainEventMessage<?>> stored =
                    eventStore.readEvents(gameId, lastSent + 1).asStream().toList();
            for (DomainEventMessage<?> event : stored) {
                sendIfNext(event);
            }
        }

        private void sendIfNext(DomainEventMessage<?> event) throws IOException {
            long sequence = event.getSequenceNumber();
            if (sequence <= lastSent || !(event.getPayload() instanceof GameEvent)) {
                return;
            }
            guessed |= event.getPayload() instanceof GameEvent.NigiriGuessed;
            GameViews.EventView view = GameViews.event(event, guessed);
            emitter.send(SseEmitter.event().id(Long.toString(sequence)).name(view.type())
                    .data(view, MediaType.APPLICATION_JSON));
            lastSent = sequence;
        }

        private void failed(Exception e) {
            LOG.debug("game stream of {} closed: {}", gameId, e.toString());
            close();
            try {
                emitter.completeWithError(e);
            } catch (RuntimeException alreadyDone) {
                // the emitter was completed already
            }
        }

        void close() {
            if (closed.compareAndSet(false, true)) {
                unsubscribe.run();
                clients.remove(this);
            }
        }
    }
}
