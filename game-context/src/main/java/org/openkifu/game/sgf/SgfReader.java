package org.openkifu.game.sgf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads SGF (FF[4], and the FF[1]-FF[3] files that follow the same grammar) into an {@link SgfCollection}.
 * Errors: {@link SgfSyntaxException} (SGF_SYNTAX, with line and column) for malformed text, and
 * {@link SgfException} with SGF_ENCODING_UNSUPPORTED, SGF_ENCODING_MULTIPLE, SGF_ENCODING_DETECTION_FAILED
 * or SGF_ENCODING_INVALID when the character set cannot be used.
 */
public final class SgfReader {

    private SgfReader() {
    }

    public static SgfCollection read(Path file) throws IOException {
        return read(Files.readAllBytes(file));
    }

    /** Reads raw bytes, choosing the character set as described in {@link SgfCharsets}. */
    public static SgfCollection read(byte[] bytes) {
        return read(bytes, false);
    }

    /**
     * Like {@link #read(byte[])}, but repairs what SGFC repairs (stray characters, lower-case letters in
     * identifiers, empty game trees, values without identifiers and the like) and lists each repair in
     * {@link SgfCollection#warnings()}. For salvaging files; imports use the strict reader.
     */
    public static SgfCollection readLenient(byte[] bytes) {
        return read(bytes, true);
    }

    private static SgfCollection read(byte[] bytes, boolean lenient) {
        SgfCharsets.Decoded decoded = SgfCharsets.decode(bytes);
        SgfParser parser = new SgfParser(decoded.text(), lenient);
        return new SgfCollection(parser.parseCollection(), decoded.charset(), parser.warnings());
    }

    /** Reads text that is already decoded; the collection reports UTF-8 as its character set. */
    public static SgfCollection read(String text) {
        SgfParser parser = new SgfParser(text, false);
        return new SgfCollection(parser.parseCollection(), StandardCharsets.UTF_8, parser.warnings());
    }
}
