package org.openkifu.game.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import io.swagger.v3.oas.annotations.Operation;
import jakarta.servlet.http.HttpServletRequest;
import org.openkifu.game.application.GameService;
import org.openkifu.game.application.imports.ImportJobs;
import org.openkifu.game.application.imports.ImportProgress;
import org.openkifu.game.application.imports.SgfUpload;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.infrastructure.library.LibraryCatalog;
import org.openkifu.game.library.facts.FactsQuery;
import org.openkifu.game.library.facts.GameFacts;
import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.ApiException;
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
 * The library's bulk corpora and exports (docs/library.md, "Bulk corpora" and "Export"). A corpus is loaded by the
 * same background import jobs and limits as {@code POST /api/imports} (every record one {@code ImportGame}, failures
 * reported one by one); its progress adds how many of its games the library already holds. An export is a facts
 * search's whole answer, as a zip of SGF files or as CSV, bounded by a maximum count.
 */
@RestController
public class LibraryCorpusController {

    /** A corpus's import job and how many of its games the library's catalog holds so far. */
    public record CorpusProgress(ImportProgress job, int inLibrary) {
    }

    private final GameService games;
    private final ImportJobs jobs;
    private final LibraryCatalog catalog;
    private final int maxRecordBytes;
    private final long maxBatchBytes;
    private final int maxFiles;
    private final int maxSgfExport;
    private final int maxCsvExport;

    public LibraryCorpusController(GameService games, ImportJobs jobs, LibraryCatalog catalog,
            @Value("${openkifu.import.max-record-bytes:2097152}") int maxRecordBytes,
            @Value("${openkifu.import.max-batch-bytes:268435456}") long maxBatchBytes,
            @Value("${openkifu.import.max-files:10000}") int maxFiles,
            @Value("${openkifu.library.export.max-sgf:1000}") int maxSgfExport,
            @Value("${openkifu.library.export.max-csv:10000}") int maxCsvExport) {
        this.games = games;
        this.jobs = jobs;
        this.catalog = catalog;
        this.maxRecordBytes = maxRecordBytes;
        this.maxBatchBytes = maxBatchBytes;
        this.maxFiles = maxFiles;
        this.maxSgfExport = maxSgfExport;
        this.maxCsvExport = maxCsvExport;
    }

    /** 202 with the job's first progress: SGF files and zips of them, as {@code files} parts. */
    @PostMapping(value = "/api/library/corpora", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
    public ResponseEntity<CorpusProgress> load(@ActingUser String user, @RequestParam("files") List<MultipartFile> parts)
            throws IOException {
        List<SgfUpload> files = new ImportUploads(maxRecordBytes, maxBatchBytes, maxFiles).read(parts);
        if (files.isEmpty()) {
            throw ApiException.badRequest("UPLOAD_EMPTY", "the upload holds no SGF file (zips count their .sgf entries)");
        }
        ImportProgress job = jobs.start(user, files);
        return ResponseEntity.accepted().location(URI.create("/api/library/corpora/" + job.jobId()))
                .body(progress(job));
    }

    @GetMapping("/api/library/corpora/{jobId}")
    public CorpusProgress progress(@ActingUser String user, @PathVariable String jobId) {
        return progress(jobs.progress(user, jobId).orElseThrow(() -> new ApiException(HttpStatus.NOT_FOUND,
                "IMPORT_JOB_NOT_FOUND", "there is no corpus job " + jobId
                        + " of yours (finished jobs are kept for a while, not across restarts)")));
    }

    private CorpusProgress progress(ImportProgress job) {
        int in = (int) job.gameIds().stream().filter(id -> catalog.facts(id).isPresent()).count();
        return new CorpusProgress(job, in);
    }

    /** The search's games (facts filters and sort; no paging) as one SGF file each, named {@code <gameId>.sgf}. */
    @Operation(summary = "Export a facts search's games as a zip of SGF files",
            description = LibraryController.FILTERS + " No paging; at most openkifu.library.export.max-sgf games "
                    + "(default 1000), else 400 EXPORT_TOO_LARGE.")
    @GetMapping(value = "/api/library/export.zip", produces = "application/zip")
    public ResponseEntity<byte[]> exportZip(HttpServletRequest request) throws IOException {
        List<GameFacts> found = exported(request, maxSgfExport);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (GameFacts f : found) {
                List<GameEvent> events = games.events(f.gameId());
                String sgf = SgfExport.of(GameEvolver.fold(events), SgfExport.importedHeader(events));
                zip.putNextEntry(new ZipEntry(f.gameId() + ".sgf"));
                zip.write(sgf.getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return ResponseEntity.ok().contentType(MediaType.parseMediaType("application/zip"))
                .header("Content-Disposition", "attachment; filename=\"library.zip\"")
                .header("X-Total-Count", String.valueOf(found.size()))
                .body(bytes.toByteArray());
    }

    /** The search's games as CSV, one row each (columns in docs/library.md, "Export"). */
    @Operation(summary = "Export a facts search's games as CSV",
            description = LibraryController.FILTERS + " No paging; at most openkifu.library.export.max-csv games "
                    + "(default 10000), else 400 EXPORT_TOO_LARGE.")
    @GetMapping(value = "/api/library/export.csv", produces = "text/csv")
    public ResponseEntity<String> exportCsv(HttpServletRequest request) {
        List<GameFacts> found = exported(request, maxCsvExport);
        return ResponseEntity.ok().contentType(MediaType.parseMediaType("text/csv;charset=UTF-8"))
                .header("Content-Disposition", "attachment; filename=\"library.csv\"")
                .header("X-Total-Count", String.valueOf(found.size()))
                .body(LibraryCsv.of(found));
    }

    private List<GameFacts> exported(HttpServletRequest request, int max) {
        var parameters = LibraryController.parameters(request);
        if (parameters.containsKey("page") || parameters.containsKey("pageSize")) {
            throw ApiException.badRequest("FILTER_INVALID", "an export holds the whole answer: leave out page and "
                    + "pageSize").with("filter", parameters.containsKey("page") ? "page" : "pageSize");
        }
        List<GameFacts> found = LibraryController.refused(() -> catalog.matching(FactsQuery.parse(parameters)));
        if (found.size() > max) {
            throw ApiException.badRequest("EXPORT_TOO_LARGE", "the search answers " + found.size()
                    + " games; an export holds at most " + max + ": narrow the filters (a date range, a player)")
                    .with("total", found.size()).with("max", max);
        }
        return found;
    }
}
