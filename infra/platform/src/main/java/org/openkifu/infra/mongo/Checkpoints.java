package org.openkifu.infra.mongo;

import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Commits the MVStore behind the {@link WriteAheadLog} and cuts the log: a new generation starts (as the group
 * commit's leader, under the exclusive lock, so the cut falls between commands), the store is committed and forced,
 * and the generations the commit covers are deleted. One checkpoint at a time.
 */
final class Checkpoints {

    private static final Logger log = LoggerFactory.getLogger(Checkpoints.class);

    /** Rewrite chunks while less than this share (in percent) of the file is live data. */
    static final int COMPACT_BELOW_FILL_RATE = 50;
    /** The most a checkpoint's compaction rewrites. */
    private static final int COMPACT_BYTES = 4 << 20;

    private final MVStore store;
    private final WriteAheadLog journal;
    private final GroupCommit durability;
    private final boolean fsync;
    private final LongAdder count = new LongAdder();
    private final LongAdder nanos = new LongAdder();

    Checkpoints(MVStore store, WriteAheadLog journal, GroupCommit durability, boolean fsync) {
        this.store = store;
        this.journal = journal;
        this.durability = durability;
        this.fsync = fsync;
    }

    /**
     * The store committed beside new writes: they are in the new generation, and applying them again at recovery
     * sets what the store may hold already. With {@code compact}, chunks that are mostly garbage are rewritten
     * (at most 4 MB; beside writes too, as MVStore's own background thread does it, and not logged:
     * {@link JournaledMap}).
     */
    synchronized void run(boolean compact) {
        long started = System.nanoTime();
        long[] generation = new long[1];
        durability.flushNow(() -> generation[0] = journal.rotate(store.getCurrentVersion()), null);
        store.commit();
        if (compact && store.getFillRate() < COMPACT_BELOW_FILL_RATE) {
            store.compact(COMPACT_BELOW_FILL_RATE, COMPACT_BYTES);
        }
        sync();
        finish(generation[0], started);
    }

    /**
     * Runs {@code change} (a command that creates or removes maps: the log holds changes of maps, not maps coming
     * and going) as the group commit's leader under the exclusive lock, followed by a new generation; the store is
     * committed and forced before anyone is released, so no change made after it is acknowledged before it is on
     * the device. {@code version} gives the change its version (under the lock).
     */
    synchronized void runWith(Runnable change, LongSupplier version) {
        long started = System.nanoTime();
        long[] generation = new long[1];
        durability.flushNow(() -> {
            try {
                change.run();
            } finally {
                version.getAsLong();
                generation[0] = journal.rotate(store.getCurrentVersion());
            }
        }, () -> {
            store.commit();
            sync();
        });
        finish(generation[0], started);
    }

    private void finish(long generation, long started) {
        journal.deleteBefore(generation);
        count.increment();
        long took = System.nanoTime() - started;
        nanos.add(took);
        if (log.isDebugEnabled()) {
            log.debug("Embedded MongoDB: checkpoint {} in {} ms (fill rate {} %)", count.sum(), took / 1_000_000,
                    store.getFillRate());
        }
    }

    private void sync() {
        if (fsync) {
            store.sync();
        }
    }

    long count() {
        return count.sum();
    }

    long millis() {
        return nanos.sum() / 1_000_000;
    }
}
