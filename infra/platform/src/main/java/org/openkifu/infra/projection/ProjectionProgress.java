package org.openkifu.infra.projection;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Counts the events a projection's handler saw since this process started it or since its last rebuild, and
 * logs every {@code logEvery} events how far it is: count, rate, global position and the stream's head, e.g.
 * {@code game-list: 20000 events since 10:01:02Z (812/s), at position 20113 of 41200}.
 */
public class ProjectionProgress {

    private static final Logger LOG = LoggerFactory.getLogger(ProjectionProgress.class);

    private final String name;
    private final long logEvery;
    private final LongSupplier head;
    private final Clock clock;
    private final AtomicLong handled = new AtomicLong();
    private final AtomicLong lastPosition = new AtomicLong(-1);
    private volatile Instant since;

    /** @param head the global position of the newest stored event (for "at position P of H") */
    public ProjectionProgress(String name, long logEvery, LongSupplier head, Clock clock) {
        this.name = name;
        this.logEvery = logEvery;
        this.head = head;
        this.clock = clock;
        this.since = clock.instant();
    }

    /** Called by the handler once per event it receives (whatever it does with it). */
    public void handled(EventMessage<?> event) {
        if (event instanceof TrackedEventMessage<?> tracked && tracked.trackingToken() != null) {
            tracked.trackingToken().position().ifPresent(lastPosition::set);
        }
        long n = handled.incrementAndGet();
        if (n % logEvery == 0) {
            Snapshot s = snapshot();
            LOG.info("{}: {} events since {} ({}/s), at position {} of {}", name, n, s.since(),
                    Math.round(s.ratePerSecond()), s.position().isPresent() ? s.position().getAsLong() : "?",
                    s.head());
        }
    }

    /** A rebuild starts counting again. */
    public void restart() {
        handled.set(0);
        lastPosition.set(-1);
        since = clock.instant();
    }

    public Snapshot snapshot() {
        long n = handled.get();
        Instant start = since;
        double seconds = Math.max(0.001, Duration.between(start, clock.instant()).toMillis() / 1000.0);
        long position = lastPosition.get();
        return new Snapshot(name, n, start, n / seconds,
                position < 0 ? OptionalLong.empty() : OptionalLong.of(position), head.getAsLong());
    }

    public String name() {
        return name;
    }

    /** @param ratePerSecond events handled per second since {@code since} */
    public record Snapshot(String name, long handled, Instant since, double ratePerSecond, OptionalLong position,
                           long head) {
    }
}
