package org.openkifu.infra.eventstore;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Paces the reads of the shared tail reader at the head of the global stream: after a read that found fewer events
 * than the caller's {@code behindFrom} (the engine's half batch: the reader is at the head), the next read starts no
 * earlier than {@code interval} after it began.
 *
 * <p>Why: Axon's embedded event store has one reader at the head for all processors, and it reads again as soon as
 * a read found something. Under steady light load every commit was then read alone, and every processor ran a unit
 * of work, a projection write and a token write for one event, each write a commit of the store: one player moving
 * alone cost 9.4 ms of CPU a move against 3.8 ms with eight players, whose commits came in batches
 * (docs/benchmarks.md, "Tail reads paced"). Paced, the commits of one interval travel as one batch, at the price of at
 * most one interval more in every projection's lag; a reader that was idle for an interval reads at once, so a lone
 * move is not delayed. A reader behind (a fuller batch) is never paced.
 */
final class HeadReads {

    /** Waits; the interface lets tests count the waits instead of sleeping. */
    interface Sleeper {
        void sleep(long nanos) throws InterruptedException;
    }

    private final long intervalNanos;
    private final LongSupplier nanoTime;
    private final Sleeper sleeper;
    /** When the next read may start (nanoTime); no later than now when the last read was behind. */
    private final AtomicLong nextReadAt;
    private final AtomicLong paced = new AtomicLong();

    HeadReads(Duration interval) {
        this(interval, System::nanoTime, nanos -> TimeUnit.NANOSECONDS.sleep(nanos));
    }

    HeadReads(Duration interval, LongSupplier nanoTime, Sleeper sleeper) {
        if (interval.isNegative()) {
            throw new IllegalArgumentException("the interval between reads at the head must not be negative: "
                    + interval);
        }
        this.intervalNanos = interval.toNanos();
        this.nanoTime = nanoTime;
        this.sleeper = sleeper;
        this.nextReadAt = new AtomicLong(nanoTime.getAsLong());
    }

    /**
     * Runs {@code read}, after waiting out the rest of the interval if the last read was at the head.
     *
     * @param behindFrom a read returning this many or more means the reader is behind: the next one is not paced
     */
    <T> List<T> read(Supplier<List<T>> read, int behindFrom) {
        if (intervalNanos == 0) {
            return read.get();
        }
        long wait = nextReadAt.get() - nanoTime.getAsLong();
        if (wait > 0) {
            paced.incrementAndGet();
            try {
                sleeper.sleep(wait);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // shutting down: read now, the caller sees the interrupt
            }
        }
        long start = nanoTime.getAsLong();
        List<T> found = read.get();
        nextReadAt.set(found.size() >= behindFrom ? start : start + intervalNanos);
        return found;
    }

    /** Reads that waited so far. */
    long paced() {
        return paced.get();
    }
}
