package org.openkifu.game.application.imports;

/**
 * One file of a bulk import. {@code bytes} is null when the file was over the per-record limit: it is then
 * reported as failed (SGF_TOO_LARGE) instead of read.
 *
 * @param name the upload's file name, or {@code archive.zip!/path/in/zip.sgf} for a file from a zip
 */
public record SgfUpload(String name, byte[] bytes) {
}
