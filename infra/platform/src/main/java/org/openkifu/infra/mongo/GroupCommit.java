package org.openkifu.infra.mongo;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Lock;

import org.h2.mvstore.MVStore;

/**
 * Makes the changes of many commands durable with one MVStore commit and one device flush (group commit), without
 * acknowledging anything before it is on disk.
 *
 * <p>Every command that may write counts as one more <em>applied</em> version (taken while it holds the exclusive
 * lock, so versions follow the order in which changes reached the store). After releasing the lock the command
 * waits until the <em>durable</em> version reaches its own. The first waiter to find no flush running becomes the
 * leader: it commits the store under the exclusive lock (so no command is half-applied in the chunk it cuts; all
 * versions applied so far are in it), releases the lock and forces the file to the device; then every waiter up to
 * that version is released. Commands arriving meanwhile queue behind that flush and are written by the next leader,
 * together. One client alone sees one commit and one flush per write, as before; N concurrent clients share them.
 *
 * <p>Reads wait too, for the version current when they read: a read must not hand out data that a crash could
 * still take back (the Kafka relay would publish an event the store then forgets). While nothing is pending this
 * costs nothing.
 *
 * <p>A flush that fails (I/O error, store closed) releases no one: its waiters, and the leader's caller, get the
 * exception, so the client sees an error instead of an acknowledgement.
 */
final class GroupCommit {

    /** What a flush does to the store: commit (under the exclusive lock), then force to the device. */
    interface Store {
        boolean isClosed();

        /** Commits if anything changed since the last commit; true if it did. */
        boolean commitIfChanged();

        void sync();
    }

    private final Store store;
    private final boolean fsync;
    private final Lock exclusive;
    private final AtomicLong applied = new AtomicLong();
    private final Object monitor = new Object();
    /** Guarded by {@link #monitor}; read without it as a fast path. */
    private volatile long durable;
    /** Guarded by {@link #monitor}. */
    private boolean flushing;
    /** Only the leader (one at a time) touches it: a commit whose device flush has not succeeded yet. */
    private boolean unsynced;
    private final AtomicLong flushes = new AtomicLong();

    /**
     * @param exclusive the lock writing commands hold while they change the store
     * @param fsync     force the file to the device after each commit (power-loss safe); without it a commit is
     *                  in the operating system, which survives the process dying
     */
    GroupCommit(Store store, boolean fsync, Lock exclusive) {
        this.store = store;
        this.fsync = fsync;
        this.exclusive = exclusive;
    }

    /** The commit and device flush of an MVStore. */
    static Store storeOf(MVStore store) {
        return new Store() {
            @Override
            public boolean isClosed() {
                return store.isClosed();
            }

            @Override
            public boolean commitIfChanged() {
                if (!store.hasUnsavedChanges()) {
                    return false;
                }
                store.commit();
                return true;
            }

            @Override
            public void sync() {
                store.sync();
            }
        };
    }

    /** Called by a writing command while it holds the exclusive lock, after its changes: its version. */
    long applied() {
        return applied.incrementAndGet();
    }

    /** The version a read saw (call while holding the shared lock). */
    long current() {
        return applied.get();
    }

    /** Flushes (as leader) or waits (for another leader) until {@code version} is on disk. */
    void awaitDurable(long version) {
        while (durable < version) {
            synchronized (monitor) {
                while (durable < version && flushing) {
                    try {
                        monitor.wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException("interrupted while waiting for a commit to reach the disk", e);
                    }
                }
                if (durable >= version) {
                    return;
                }
                flushing = true;
            }
            flush();
        }
    }

    /** How many flushes ran (each one commit and, with fsync, one device flush). */
    long flushes() {
        return flushes.get();
    }

    private void flush() {
        long target = -1;
        try {
            exclusive.lock();
            try {
                if (store.isClosed()) {
                    throw new IllegalStateException("the embedded MongoDB store is closed; the write is not durable");
                }
                target = applied.get();
                if (store.commitIfChanged()) {
                    unsynced = true;
                }
            } finally {
                exclusive.unlock();
            }
            // Outside the lock: the next group applies its changes while this one reaches the device. Commands
            // that changed nothing (a failed update, a count) cost no device flush.
            if (fsync && unsynced) {
                store.sync();
            }
            unsynced = false;
            flushes.incrementAndGet();
        } catch (RuntimeException | Error e) {
            target = -1;
            throw e;
        } finally {
            synchronized (monitor) {
                if (target > durable) {
                    durable = target;
                }
                flushing = false;
                monitor.notifyAll();
            }
        }
    }
}
