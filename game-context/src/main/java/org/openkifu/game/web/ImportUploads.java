package org.openkifu.game.web;

import org.openkifu.infra.web.ApiException;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;

import org.openkifu.game.application.imports.SgfUpload;
import org.springframework.http.HttpStatus;
import org.springframework.web.multipart.MultipartFile;

/**
 * Turns a multipart upload into the files of a bulk import: each part is an SGF file or a zip of them (told by
 * the name ending in {@code .zip} or the zip signature). In a zip, entries ending in {@code .sgf} count (folders and
 * other files are skipped). Limits protect the server from zip bombs: each record at most {@code maxRecordBytes}
 * (larger ones become failed files), all files together at most {@code maxBatchBytes} and {@code maxFiles} files
 * (else the whole upload is refused).
 */
final class ImportUploads {

    private final int maxRecordBytes;
    private final long maxBatchBytes;
    private final int maxFiles;
    private final List<SgfUpload> files = new ArrayList<>();
    private long batchBytes;

    ImportUploads(int maxRecordBytes, long maxBatchBytes, int maxFiles) {
        this.maxRecordBytes = maxRecordBytes;
        this.maxBatchBytes = maxBatchBytes;
        this.maxFiles = maxFiles;
    }

    List<SgfUpload> read(List<MultipartFile> parts) throws IOException {
        for (MultipartFile part : parts) {
            String name = part.getOriginalFilename() == null || part.getOriginalFilename().isBlank() ? part.getName()
                    : part.getOriginalFilename();
            try (InputStream in = part.getInputStream()) {
                byte[] head = in.readNBytes(4);
                boolean zip = name.toLowerCase(Locale.ROOT).endsWith(".zip")
                        || (head.length == 4 && head[0] == 'P' && head[1] == 'K' && head[2] == 3 && head[3] == 4);
                InputStream whole = new java.io.SequenceInputStream(new java.io.ByteArrayInputStream(head), in);
                if (zip) {
                    readZip(name, whole);
                } else {
                    add(name, whole);
                }
            }
        }
        return files;
    }

    private void readZip(String zipName, InputStream in) throws IOException {
        try (ZipInputStream zip = new ZipInputStream(in)) {
            ZipEntry entry;
            boolean any = false;
            while ((entry = zip.getNextEntry()) != null) {
                any = true;
                String path = entry.getName();
                String file = path.substring(path.lastIndexOf('/') + 1);
                if (entry.isDirectory() || file.startsWith(".") || path.startsWith("__MACOSX/")
                        || !file.toLowerCase(Locale.ROOT).endsWith(".sgf")) {
                    continue;
                }
                add(zipName + "!/" + path, zip);
            }
            if (!any) {
                throw new ApiException(HttpStatus.BAD_REQUEST, "ZIP_INVALID", zipName + " is not a zip archive (or is empty)");
            }
        } catch (ZipException e) {
            throw new ApiException(HttpStatus.BAD_REQUEST, "ZIP_INVALID", zipName + " cannot be read as a zip archive: "
                    + e.getMessage());
        }
    }

    private void add(String name, InputStream in) throws IOException {
        if (files.size() >= maxFiles) {
            throw new ApiException(HttpStatus.CONTENT_TOO_LARGE, "UPLOAD_TOO_MANY_FILES",
                    "an upload may hold at most " + maxFiles + " SGF files; split it into several imports");
        }
        byte[] bytes = in.readNBytes(maxRecordBytes + 1);
        if (bytes.length > maxRecordBytes) {
            batchBytes += maxRecordBytes;
            files.add(new SgfUpload(name, null));
        } else {
            batchBytes += bytes.length;
            files.add(new SgfUpload(name, bytes));
        }
        if (batchBytes > maxBatchBytes) {
            throw new ApiException(HttpStatus.CONTENT_TOO_LARGE, "UPLOAD_TOO_LARGE",
                    "the SGF files of an upload may hold at most " + maxBatchBytes / (1024 * 1024) + " MiB together");
        }
    }
}
