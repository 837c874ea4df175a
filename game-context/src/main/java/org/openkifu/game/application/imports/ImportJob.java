package org.openkifu.game.application.imports;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/** The counters of one bulk import: updated by the workers, read by progress requests. */
final class ImportJob {

    private final String id;
    private final String owner;
    private final int total;
    private final Clock clock;
    private final Instant startedAt;
    private final long startedNanos = System.nanoTime();
    private final AtomicInteger done = new AtomicInteger();
    private final AtomicInteger imported = new AtomicInteger();
    private final AtomicInteger duplicates = new AtomicInteger();
    private final Queue<ImportFailure> failures = new ConcurrentLinkedQueue<>();
    private final Set<String> gameIds = ConcurrentHashMap.newKeySet();
    private final Queue<SgfUpload> pending = new ConcurrentLinkedQueue<>();
    private volatile long finishedNanos;
    private volatile Instant finishedAt;

    ImportJob(String id, String owner, int total, Clock clock) {
        this.id = id;
        this.owner = owner;
        this.total = total;
        this.clock = clock;
        this.startedAt = clock.instant();
    }

    String id() {
        return id;
    }

    String owner() {
        return owner;
    }

    int total() {
        return total;
    }

    void enqueue(List<SgfUpload> files) {
        pending.addAll(files);
    }

    /** The next file to import (the bytes are dropped from the job as it is handed out). */
    SgfUpload next() {
        return pending.poll();
    }

    boolean hasNext() {
        return !pending.isEmpty();
    }

    int imported(String gameId) {
        gameIds.add(gameId);
        imported.incrementAndGet();
        return done.incrementAndGet();
    }

    int duplicate(String gameId) {
        gameIds.add(gameId);
        duplicates.incrementAndGet();
        return done.incrementAndGet();
    }

    int failed(ImportFailure failure) {
        failures.add(failure);
        return done.incrementAndGet();
    }

    void finish() {
        finishedNanos = System.nanoTime();
        finishedAt = clock.instant();
    }

    boolean finished() {
        return finishedAt != null;
    }

    ImportProgress progress() {
        Instant end = finishedAt;
        long nanos = (end != null ? finishedNanos : System.nanoTime()) - startedNanos;
        double seconds = nanos / 1e9;
        int handled = done.get();
        List<ImportFailure> failed = new ArrayList<>(failures);
        return new ImportProgress(id, end != null ? ImportProgress.State.FINISHED : ImportProgress.State.RUNNING, total,
                handled, imported.get(), duplicates.get(), failed.size(), seconds > 0 ? round(handled / seconds) : 0,
                round(seconds), startedAt, end, failed, List.copyOf(gameIds));
    }

    Duration age() {
        return Duration.ofNanos(System.nanoTime() - startedNanos);
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
