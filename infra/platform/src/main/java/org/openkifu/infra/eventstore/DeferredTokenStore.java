package org.openkifu.infra.eventstore;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

import org.axonframework.eventhandling.ReplayToken;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.axonframework.eventhandling.tokenstore.UnableToClaimTokenException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A token store that writes each processor segment's token at most once per {@code delay}: a tracking processor
 * stores its token after every batch, and under light load a batch is one event, so every event cost each of the
 * application's processors a flushed write (four of a move's eight group commits, docs/benchmarks.md). The newest
 * token of a segment waits in memory and is written by the next store call after the delay, or by a background
 * flush within the delay.
 *
 * <p>What a crash costs: the tokens written up to {@code delay} before it, so a processor sees those events again
 * after the restart. Every processor here handles events at least once already (the projections ignore what they
 * applied, the Kafka relay's consumers deduplicate; docs/operations.md); the crash test checks the outcome.
 *
 * <p>Written at once, never deferred: a replay token (a reset is not lost to a crash), and anything a claim or its
 * release depends on: a fetch, a release, a deletion or initialisation first writes the segment's waiting token. A
 * background write that finds the claim taken by another node is reported to the processor at its next store
 * call ({@link UnableToClaimTokenException}), as a direct write would have been.
 *
 * <p>Claim renewals are deferred the same way: a tracking processor whose batches hold more than one event renews its
 * claim before each batch ({@link #extendClaim}), so under light load each of those processors (the Kafka relay,
 * {@code game-deadlines}, the library) still wrote to the store after every move (2.4 token-store updates a move with
 * one player, docs/benchmarks.md). A renewal within {@code delay} of this node's last write of the segment's claim
 * (a token stored, flushed, fetched or a renewal) changes nothing another node can see in time to matter: a claim is
 * taken over only after the claim timeout without renewal, and the delay must be at most a quarter of it
 * ({@code EventStoreConfiguration} refuses to start otherwise). A lost claim the background flush found is reported
 * by the next renewal as by the next store.
 */
public final class DeferredTokenStore implements TokenStore, AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(DeferredTokenStore.class);

    private record Key(String processor, int segment) {
    }

    private static final class Slot {
        TrackingToken waiting;
        long writtenAt;
        /** When this node last wrote the claim (any write of the segment, a renewal too); valid once renewed. */
        long renewedAt;
        boolean renewed;
        RuntimeException failure;

        void wrote(long now) {
            renewedAt = now;
            renewed = true;
        }

        /** A token written to the store: the claim with it. */
        void stored(long now) {
            writtenAt = now;
            wrote(now);
        }

        /** The failure the background flush found, thrown once (what waited is dropped with it). */
        void throwFailure() {
            if (failure != null) {
                RuntimeException lost = failure;
                failure = null;
                waiting = null;
                throw lost;
            }
        }
    }

    private final TokenStore delegate;
    private final long delayNanos;
    private final Map<Key, Slot> slots = new ConcurrentHashMap<>();
    private final ScheduledExecutorService flusher;
    private final LongSupplier nanoClock;

    public DeferredTokenStore(TokenStore delegate, Duration delay) {
        this(delegate, delay, System::nanoTime);
    }

    /** With the clock that decides "within the delay" given: a test's, so that the decision does not race it. */
    DeferredTokenStore(TokenStore delegate, Duration delay, LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
        this.delegate = delegate;
        this.delayNanos = delay.toNanos();
        this.flusher = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "token-store-flush");
            t.setDaemon(true);
            return t;
        });
        if (delayNanos > 0) {
            long millis = Math.max(1, delay.toMillis());
            flusher.scheduleWithFixedDelay(this::flushAll, millis, millis, TimeUnit.MILLISECONDS);
        }
    }

    private Slot slot(String processor, int segment) {
        return slots.computeIfAbsent(new Key(processor, segment), k -> new Slot());
    }

    @Override
    public void storeToken(TrackingToken token, String processorName, int segment) {
        Slot slot = slot(processorName, segment);
        synchronized (slot) {
            slot.throwFailure();
            long now = nanoClock.getAsLong();
            if (delayNanos <= 0 || token instanceof ReplayToken || now - slot.writtenAt >= delayNanos) {
                slot.waiting = null;
                delegate.storeToken(token, processorName, segment);
                slot.stored(now);
            } else {
                slot.waiting = token;
            }
        }
    }

    /** Writes the segment's waiting token, if any; failures go to the caller. */
    private void flush(String processorName, int segment) {
        Slot slot = slots.get(new Key(processorName, segment));
        if (slot == null) {
            return;
        }
        synchronized (slot) {
            if (slot.waiting != null) {
                TrackingToken token = slot.waiting;
                slot.waiting = null;
                delegate.storeToken(token, processorName, segment);
                slot.stored(nanoClock.getAsLong());
            }
        }
    }

    private void flushProcessor(String processorName) {
        slots.keySet().stream().filter(k -> k.processor().equals(processorName))
                .forEach(k -> flush(k.processor(), k.segment()));
    }

    /** The background flush: every waiting token; a claim lost meanwhile is kept for the processor's next store. */
    void flushAll() {
        for (Map.Entry<Key, Slot> e : slots.entrySet()) {
            Slot slot = e.getValue();
            synchronized (slot) {
                TrackingToken token = slot.waiting;
                if (token == null) {
                    continue;
                }
                try {
                    delegate.storeToken(token, e.getKey().processor(), e.getKey().segment());
                    slot.waiting = null;
                    slot.stored(nanoClock.getAsLong());
                } catch (UnableToClaimTokenException lost) {
                    slot.waiting = null;
                    slot.failure = lost;
                } catch (RuntimeException failed) {
                    log.warn("Storing the token of {}/{} failed, will retry: {}", e.getKey().processor(),
                            e.getKey().segment(), failed.toString());
                }
            }
        }
    }

    @Override
    public TrackingToken fetchToken(String processorName, int segment) {
        flush(processorName, segment);
        TrackingToken token = delegate.fetchToken(processorName, segment);
        claimed(processorName, segment);
        return token;
    }

    @Override
    public TrackingToken fetchToken(String processorName, Segment segment) {
        flush(processorName, segment.getSegmentId());
        TrackingToken token = delegate.fetchToken(processorName, segment);
        claimed(processorName, segment.getSegmentId());
        return token;
    }

    /** A fetch claims the segment (or renews this node's claim). */
    private void claimed(String processorName, int segment) {
        Slot slot = slot(processorName, segment);
        synchronized (slot) {
            slot.wrote(nanoClock.getAsLong());
        }
    }

    @Override
    public void extendClaim(String processorName, int segment) {
        Slot slot = slot(processorName, segment);
        synchronized (slot) {
            slot.throwFailure();
            long now = nanoClock.getAsLong();
            if (delayNanos > 0 && slot.renewed && now - slot.renewedAt < delayNanos) {
                return; // renewed within the delay, far inside the claim timeout
            }
            delegate.extendClaim(processorName, segment);
            slot.wrote(now);
        }
    }

    @Override
    public void releaseClaim(String processorName, int segment) {
        try {
            flush(processorName, segment);
        } finally {
            Slot slot = slots.get(new Key(processorName, segment));
            if (slot != null) {
                synchronized (slot) {
                    slot.renewed = false; // released: the next renewal must reach the store (and fail there)
                }
            }
            delegate.releaseClaim(processorName, segment);
        }
    }

    @Override
    public void initializeTokenSegments(String processorName, int segmentCount) {
        flushProcessor(processorName);
        delegate.initializeTokenSegments(processorName, segmentCount);
    }

    @Override
    public void initializeTokenSegments(String processorName, int segmentCount, TrackingToken initialToken) {
        flushProcessor(processorName);
        delegate.initializeTokenSegments(processorName, segmentCount, initialToken);
    }

    @Override
    public void initializeSegment(TrackingToken token, String processorName, int segment) {
        flush(processorName, segment);
        delegate.initializeSegment(token, processorName, segment);
    }

    @Override
    public void deleteToken(String processorName, int segment) {
        Slot slot = slots.remove(new Key(processorName, segment));
        if (slot != null) {
            synchronized (slot) {
                slot.waiting = null;
            }
        }
        delegate.deleteToken(processorName, segment);
    }

    @Override
    public boolean requiresExplicitSegmentInitialization() {
        return delegate.requiresExplicitSegmentInitialization();
    }

    @Override
    public int[] fetchSegments(String processorName) {
        flushProcessor(processorName);
        return delegate.fetchSegments(processorName);
    }

    @Override
    public List<Segment> fetchAvailableSegments(String processorName) {
        return delegate.fetchAvailableSegments(processorName);
    }

    @Override
    public Optional<String> retrieveStorageIdentifier() {
        return delegate.retrieveStorageIdentifier();
    }

    /** Writes every waiting token and stops the background flush. */
    @Override
    public void close() {
        flusher.shutdownNow();
        flushAll();
    }
}
