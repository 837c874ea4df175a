package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantReadWriteLock;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Group commit with a store whose device flush the test holds: who waits for what, how many flushes a group costs,
 * and that a failed flush acknowledges nothing.
 */
class GroupCommitTest {

    /** A store whose sync blocks until the test releases it, counting commits and syncs. */
    static final class HeldStore implements GroupCommit.Store {
        final AtomicInteger commits = new AtomicInteger();
        final AtomicInteger syncs = new AtomicInteger();
        volatile boolean changed;
        volatile CountDownLatch syncEntered = new CountDownLatch(1);
        volatile CountDownLatch releaseSync = new CountDownLatch(0);
        volatile RuntimeException failSync;

        @Override
        public boolean isClosed() {
            return false;
        }

        @Override
        public boolean commitIfChanged() {
            if (!changed) {
                return false;
            }
            changed = false;
            commits.incrementAndGet();
            return true;
        }

        @Override
        public void sync() {
            syncEntered.countDown();
            try {
                releaseSync.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            RuntimeException failure = failSync;
            if (failure != null) {
                throw failure;
            }
            syncs.incrementAndGet();
        }
    }

    private final HeldStore store = new HeldStore();
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final GroupCommit group = new GroupCommit(store, true, lock.writeLock());
    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stop() {
        threads.shutdownNow();
    }

    /** A write as the backend does it: change and take a version under the lock, wait for the disk outside. */
    private Future<?> write() {
        return threads.submit(() -> {
            long version;
            lock.writeLock().lock();
            try {
                store.changed = true;
                version = group.applied();
            } finally {
                lock.writeLock().unlock();
            }
            group.awaitDurable(version);
        });
    }

    @Test
    void writesArrivingDuringAFlushShareTheNextOne() throws Exception {
        store.releaseSync = new CountDownLatch(1);
        Future<?> first = write();
        assertThat(store.syncEntered.await(5, TimeUnit.SECONDS)).isTrue();
        List<Future<?>> waiting = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            waiting.add(write());
        }
        // a negative: nothing may be acknowledged while the flush is held, checked over a short window
        await().during(Duration.ofMillis(100)).atMost(Duration.ofSeconds(2)).untilAsserted(() -> {
            assertThat(first.isDone()).as("not acknowledged before its flush ends").isFalse();
            assertThat(waiting).noneMatch(Future::isDone);
        });

        store.releaseSync.countDown();
        first.get(5, TimeUnit.SECONDS);
        for (Future<?> w : waiting) {
            w.get(5, TimeUnit.SECONDS);
        }
        assertThat(store.commits.get()).as("one commit for the first write, one for the five").isEqualTo(2);
        assertThat(store.syncs.get()).isEqualTo(2);
        assertThat(group.flushes()).isEqualTo(2);
    }

    @Test
    void aReadWaitsUntilWhatItSawIsOnDisk() throws Exception {
        store.releaseSync = new CountDownLatch(1);
        Future<?> writer = write();
        assertThat(store.syncEntered.await(5, TimeUnit.SECONDS)).isTrue();
        Future<?> reader = threads.submit(() -> {
            long seen;
            lock.readLock().lock();
            try {
                seen = group.current();
            } finally {
                lock.readLock().unlock();
            }
            group.awaitDurable(seen);
        });
        await().during(Duration.ofMillis(100)).atMost(Duration.ofSeconds(2)).untilAsserted(() ->
                assertThat(reader.isDone()).as("the write it may have seen is not on disk yet").isFalse());
        store.releaseSync.countDown();
        reader.get(5, TimeUnit.SECONDS);
        writer.get(5, TimeUnit.SECONDS);
    }

    @Test
    void aReadOfDurableDataAndACommandThatChangedNothingCostNoFlush() {
        long seen = group.current();
        group.awaitDurable(seen);
        long version = group.applied(); // e.g. an update that matched nothing
        group.awaitDurable(version);
        assertThat(store.commits.get()).isZero();
        assertThat(store.syncs.get()).as("no device flush without a commit").isZero();
    }

    @Test
    void aFailedFlushAcknowledgesNothingAndTheNextWriterRetriesIt() throws Exception {
        store.failSync = new IllegalStateException("disk full");
        Future<?> failed = write();
        assertThatThrownBy(() -> failed.get(5, TimeUnit.SECONDS)).hasRootCauseMessage("disk full");

        store.failSync = null;
        write().get(5, TimeUnit.SECONDS);
        assertThat(store.syncs.get()).as("the retried flush covers the failed write's commit too").isEqualTo(1);
    }
}
