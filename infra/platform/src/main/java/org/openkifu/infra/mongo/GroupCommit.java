package org.openkifu.infra.mongo;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Lock;

/**
 * Makes the changes of many commands durable with one write of the {@link WriteAheadLog} and one device flush (group
 * commit), without acknowledging anything before it is on disk.
 *
 * <p>Every command that may write counts as one more <em>applied</em> version (taken while it holds the exclusive
 * lock, so versions follow the order in which changes reached the store). After releasing the lock the command
 * waits until the <em>durable</em> version reaches its own. The first waiter to find no flush running becomes the
 * leader: it captures what was logged so far under the exclusive lock (so no command is half-captured; all versions
 * applied so far are in it), releases the lock, and writes and forces what it captured; then every waiter up to
 * that version is released. Commands arriving meanwhile queue behind that flush and are written by the next leader,
 * together. One client alone sees one flush per write; N concurrent clients share them.
 *
 * <p>Reads wait too, for the version current when they read: a read must not hand out data that a crash could
 * still take back (the Kafka relay would publish an event the store then forgets). While nothing is pending this
 * costs nothing.
 *
 * <p>A flush that fails (I/O error, store closed) releases no one: its waiters, and the leader's caller, get the
 * exception, so the client sees an error instead of an acknowledgement.
 */
final class GroupCommit {

    /** What a flush does: capture what changed (under the exclusive lock), then make it durable (outside it). */
    interface Store {
        boolean isClosed();

        /** Takes what changed since the last capture; true if anything did. */
        boolean capture();

        /** Writes what was captured and, if the store was opened so, forces it to the device. */
        void persist();
    }

    private final Store store;
    private final Lock exclusive;
    private final AtomicLong applied = new AtomicLong();
    private final Object monitor = new Object();
    /** Guarded by {@link #monitor}; read without it as a fast path. */
    private volatile long durable;
    /** Guarded by {@link #monitor}. */
    private boolean flushing;
    /** Only the leader (one at a time) touches it: a capture not persisted yet. */
    private boolean unpersisted;
    private final AtomicLong flushes = new AtomicLong();

    /** @param exclusive the lock writing commands hold while they change the store */
    GroupCommit(Store store, Lock exclusive) {
        this.store = store;
        this.exclusive = exclusive;
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
            if (lead(version)) {
                flush(null, null);
            }
        }
    }

    /**
     * Becomes the leader (after a running flush) and flushes: under the exclusive lock {@code change} runs first (a
     * command, a log rotation), then everything applied is captured; {@code beforeRelease} runs after the capture is
     * persisted and before anyone is released or another flush starts. Either may be null. An exception thrown by
     * {@code change} is thrown here once what it did is durable.
     */
    void flushNow(Runnable change, Runnable beforeRelease) {
        lead(Long.MAX_VALUE);
        flush(change, beforeRelease);
    }

    /** Waits until no flush runs; then true (the caller leads) unless {@code version} became durable meanwhile. */
    private boolean lead(long version) {
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
                return false;
            }
            flushing = true;
            return true;
        }
    }

    /** How many flushes ran (each one write of the log and, with fsync, one device flush). */
    long flushes() {
        return flushes.get();
    }

    private void flush(Runnable change, Runnable beforeRelease) {
        long target = -1;
        RuntimeException changeFailed = null;
        try {
            exclusive.lock();
            try {
                if (store.isClosed()) {
                    throw new IllegalStateException("the embedded MongoDB store is closed; the write is not durable");
                }
                if (change != null) {
                    try {
                        change.run();
                    } catch (RuntimeException e) {
                        changeFailed = e; // what it changed before failing is captured and made durable first
                    }
                }
                target = applied.get();
                if (store.capture()) {
                    unpersisted = true;
                }
            } finally {
                exclusive.unlock();
            }
            // Outside the lock: the next group applies its changes while this one reaches the device. Commands
            // that changed nothing (a failed update, a count) cost no device flush.
            if (unpersisted) {
                store.persist();
            }
            unpersisted = false;
            if (beforeRelease != null) {
                beforeRelease.run();
            }
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
        if (changeFailed != null) {
            throw changeFailed;
        }
    }
}
