package org.openkifu.game.application.imports;

import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import org.axonframework.commandhandling.CommandExecutionException;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.ImportRejected;
import org.openkifu.game.application.GameService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Bulk SGF imports in the background. Each file is one {@code ImportGame} command (so one game, one commit, and the
 * same verdict as the single import); the jobs share the worker pool, which takes their files in turn. Progress lives in memory: after a
 * restart a job is gone, but the games it imported stay, and uploading the same files again imports only the rest
 * (everything else comes back as duplicates).
 */
public class ImportJobs implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ImportJobs.class);

    private final GameService games;
    private final ExecutorService workers;
    private final Clock clock;
    private final int logEvery;
    private final int keepFinished;
    private final Map<String, ImportJob> jobs = new ConcurrentHashMap<>();
    private final Deque<String> finishedOrder = new ArrayDeque<>();
    private final Deque<ImportJob> rotation = new ArrayDeque<>();

    /**
     * @param workers      threads shared by all jobs
     * @param logEvery     a log line with counts and rate after every this many files of a job
     * @param keepFinished finished jobs whose progress stays readable (oldest forgotten first)
     */
    public ImportJobs(GameService games, int workers, Clock clock, int logEvery, int keepFinished) {
        this.games = games;
        AtomicInteger n = new AtomicInteger();
        this.workers = Executors.newFixedThreadPool(Math.max(1, workers), r -> {
            Thread t = new Thread(r, "sgf-import-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.clock = clock;
        this.logEvery = Math.max(1, logEvery);
        this.keepFinished = Math.max(1, keepFinished);
    }

    /** Starts importing {@code files} as {@code user}; returns at once with the job's first progress. */
    public ImportProgress start(String user, List<SgfUpload> files) {
        ImportJob job = new ImportJob(GameIds.random(), user, files.size(), clock);
        jobs.put(job.id(), job);
        LOG.info("import job {}: {} file(s) from {}", job.id(), files.size(), user);
        if (files.isEmpty()) {
            finish(job);
        }
        synchronized (rotation) {
            job.enqueue(files);
            if (!files.isEmpty()) {
                rotation.addLast(job);
            }
        }
        for (int i = 0; i < files.size(); i++) {
            workers.execute(this::importNext);
        }
        return job.progress();
    }

    /**
     * One file, taken round-robin from the jobs with files left: a small job started behind a large one is not
     * queued behind all of its files.
     */
    private void importNext() {
        ImportJob job;
        SgfUpload file;
        synchronized (rotation) {
            job = rotation.pollFirst();
            if (job == null) {
                return;
            }
            file = job.next();
            if (job.hasNext()) {
                rotation.addLast(job);
            }
        }
        int done = importOne(job, file);
        if (done == job.total()) {
            finish(job);
        } else if (done % logEvery == 0) {
            log(job, "progress");
        }
    }

    /** Stops the workers; files not yet handled are not imported (their jobs stay RUNNING until forgotten). */
    @Override
    public void close() {
        workers.shutdownNow();
    }

    /** The job's progress, only for the user who started it. */
    public Optional<ImportProgress> progress(String user, String jobId) {
        ImportJob job = jobs.get(jobId);
        return job == null || !job.owner().equals(user) ? Optional.empty() : Optional.of(job.progress());
    }

    private int importOne(ImportJob job, SgfUpload file) {
        if (file.bytes() == null) {
            return job.failed(new ImportFailure(file.name(), "SGF_TOO_LARGE",
                    "the file is larger than the per-record limit", null, null, null));
        }
        String gameId = GameIds.forImport(job.owner(), file.bytes());
        try {
            boolean created = games.importGame(new GameCommand.ImportGame(gameId, job.owner(), file.bytes(), file.name()));
            return created ? job.imported(gameId) : job.duplicate(gameId);
        } catch (GameRuleViolation e) {
            return job.failed(failure(file, e));
        } catch (CommandExecutionException e) {
            if (e.getCause() instanceof GameRuleViolation v) {
                return job.failed(failure(file, v));
            }
            return unexpected(job, file, e);
        } catch (RuntimeException e) {
            return unexpected(job, file, e);
        }
    }

    private static int unexpected(ImportJob job, SgfUpload file, RuntimeException e) {
        LOG.error("import job {}: {} failed unexpectedly", job.id(), file.name(), e);
        return job.failed(new ImportFailure(file.name(), "INTERNAL_ERROR",
                "something went wrong on the server with this file; it was not imported", null, null, null));
    }

    private static ImportFailure failure(SgfUpload file, GameRuleViolation e) {
        if (e instanceof ImportRejected r) {
            return new ImportFailure(file.name(), r.code(), r.getMessage(), r.moveNumber(),
                    r.line() > 0 ? r.line() : null, r.line() > 0 ? r.column() : null);
        }
        return new ImportFailure(file.name(), e.code(), e.getMessage(), null, null, null);
    }

    private void finish(ImportJob job) {
        job.finish();
        log(job, "finished");
        synchronized (finishedOrder) {
            finishedOrder.addLast(job.id());
            while (finishedOrder.size() > keepFinished) {
                jobs.remove(finishedOrder.removeFirst());
            }
        }
    }

    private static void log(ImportJob job, String what) {
        ImportProgress p = job.progress();
        LOG.info("import job {} {}: {}/{} files, {} imported, {} duplicates, {} failed, {} files/s over {} s",
                p.jobId(), what, p.done(), p.total(), p.imported(), p.duplicates(), p.failed(), p.filesPerSecond(),
                p.elapsedSeconds());
    }
}
