package org.openkifu.game.web;

import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.ApiException;

import java.io.IOException;
import java.net.URI;
import java.util.List;

import jakarta.servlet.http.HttpServletRequest;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.application.GameService;
import org.openkifu.game.application.imports.ImportJobs;
import org.openkifu.game.application.imports.ImportProgress;
import org.openkifu.game.application.imports.SgfUpload;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

/**
 * SGF import (docs/api.md, "SGF import"): one record at a time, or many in a background job. A record becomes a
 * game by replaying it through the rules ({@code ImportGame}); the same user importing the same file gets the same
 * game back.
 */
@RestController
public class SgfImportController {

    /** The answer to a single import: the game, and whether this request created it. */
    public record Imported(String gameId, boolean created) {
    }

    private final GameService games;
    private final ImportJobs jobs;
    private final int maxRecordBytes;
    private final long maxBatchBytes;
    private final int maxFiles;

    public SgfImportController(GameService games, ImportJobs jobs,
            @Value("${openkifu.import.max-record-bytes:2097152}") int maxRecordBytes,
            @Value("${openkifu.import.max-batch-bytes:268435456}") long maxBatchBytes,
            @Value("${openkifu.import.max-files:10000}") int maxFiles) {
        this.games = games;
        this.jobs = jobs;
        this.maxRecordBytes = maxRecordBytes;
        this.maxBatchBytes = maxBatchBytes;
        this.maxFiles = maxFiles;
    }

    /** 201 with the new game, or 200 with the game this user's earlier import of the same file made. */
    @PostMapping(value = "/api/games/import", consumes = {"application/x-go-sgf", "application/octet-stream", "text/plain"})
    public ResponseEntity<Imported> importRecord(@ActingUser String user, HttpServletRequest request) throws IOException {
        byte[] sgf = request.getInputStream().readNBytes(maxRecordBytes + 1);
        if (sgf.length > maxRecordBytes) {
            throw new ApiException(HttpStatus.CONTENT_TOO_LARGE, "SGF_TOO_LARGE",
                    "an SGF record may be at most " + maxRecordBytes + " bytes");
        }
        String gameId = GameIds.forImport(user, sgf);
        boolean created = games.importGame(new GameCommand.ImportGame(gameId, user, sgf, null));
        Imported body = new Imported(gameId, created);
        return created ? ResponseEntity.created(URI.create("/api/games/" + gameId)).body(body) : ResponseEntity.ok(body);
    }

    /** 202 with the job's first progress; the files are imported in the background. */
    @PostMapping(value = "/api/imports", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
    public ResponseEntity<ImportProgress> importMany(@ActingUser String user,
            @RequestParam("files") List<MultipartFile> parts) throws IOException {
        List<SgfUpload> files = new ImportUploads(maxRecordBytes, maxBatchBytes, maxFiles).read(parts);
        if (files.isEmpty()) {
            throw ApiException.badRequest("UPLOAD_EMPTY", "the upload holds no SGF file (zips count their .sgf entries)");
        }
        ImportProgress progress = jobs.start(user, files);
        return ResponseEntity.accepted().location(URI.create("/api/imports/" + progress.jobId())).body(progress);
    }

    @GetMapping("/api/imports/{jobId}")
    public ImportProgress progress(@ActingUser String user, @PathVariable String jobId) {
        return jobs.progress(user, jobId).orElseThrow(() -> new ApiException(HttpStatus.NOT_FOUND, "IMPORT_JOB_NOT_FOUND",
                "there is no import job " + jobId + " of yours (finished jobs are kept for a while, not across restarts)"));
    }
}
