package org.openkifu.game.application.imports;

import java.time.Instant;
import java.util.List;

/**
 * A bulk import job as {@code GET /api/imports/{jobId}} shows it.
 *
 * @param done           files handled so far ({@code imported + duplicates + failed})
 * @param duplicates     files this user had imported before (or twice in this job): no new game
 * @param filesPerSecond files handled per second of the job's wall time so far
 * @param gameIds        the games of the imported and duplicate files, in no particular order
 */
public record ImportProgress(String jobId, State state, int total, int done, int imported, int duplicates, int failed,
                             double filesPerSecond, double elapsedSeconds, Instant startedAt, Instant finishedAt,
                             List<ImportFailure> failures, List<String> gameIds) {

    public enum State {
        RUNNING,
        FINISHED
    }
}
