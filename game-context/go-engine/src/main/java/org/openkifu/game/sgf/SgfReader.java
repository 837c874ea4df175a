package org.openkifu.game.sgf;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Reads SGF (FF[4], and the FF[1]-FF[3] files that follow the same grammar) into an {@link SgfCollection}.
 * Errors: {@link SgfSyntaxException} (SGF_SYNTAX, with line and column) for malformed text, and
 * {@link SgfException} with SGF_ENCODING_UNSUPPORTED, SGF_ENCODING_MULTIPLE, SGF_ENCODING_DETECTION_FAILED
 * or SGF_ENCODING_INVALID when the character set cannot be used, and the codes of {@link SgfLimits} for a file
 * beyond them. Reading is linear in the file's size.
 */
public final class SgfReader {

    private SgfReader() {
    }

    public static SgfCollection read(Path file) throws IOException {
        return read(Files.readAllBytes(file));
    }

    /** Reads raw bytes, choosing the character set as described in {@link SgfCharsets}, within {@link SgfLimits#DEFAULT}. */
    public static SgfCollection read(byte[] bytes) {
        return read(bytes, SgfLimits.DEFAULT);
    }

    /**
     * Like {@link #read(byte[])} within other limits (the importer uses {@link SgfLimits#IMPORT}).
     *
     * @throws SgfException SGF_TOO_LARGE, SGF_TOO_MANY_NODES, SGF_TOO_DEEP or SGF_TOO_MANY_PROPERTIES beyond them
     */
    public static SgfCollection read(byte[] bytes, SgfLimits limits) {
        return read(bytes, false, limits);
    }

    /**
     * Like {@link #read(byte[])}, but repairs what SGFC repairs (stray characters, lower-case letters in
     * identifiers, empty game trees, values without identifiers and the like) and lists each repair in
     * {@link SgfCollection#warnings()}. For salvaging files; imports use the strict reader.
     */
    public static SgfCollection readLenient(byte[] bytes) {
        return read(bytes, true, SgfLimits.DEFAULT);
    }

    private static SgfCollection read(byte[] bytes, boolean lenient, SgfLimits limits) {
        checkSize(bytes.length, limits, "bytes");
        SgfCharsets.Decoded decoded = SgfCharsets.decode(bytes);
        SgfParser parser = new SgfParser(decoded.text(), lenient, limits);
        List<SgfNode> trees = parser.parseCollection();
        List<String> warnings = new ArrayList<>(parser.warnings());
        if (lenient) {
            settleCharset(trees, decoded, warnings);
        }
        return new SgfCollection(trees, decoded.charset(), warnings);
    }

    /**
     * A salvaged tree must read back as it was salvaged (found by SgfFuzzTest). Two repairs can break that: a CA the
     * repair made out of junk ({@code CAx[...]}) that does not name the character set the file was read in is
     * dropped; and a file without CA that is not UTF-8 gets {@code CA[ISO-8859-1]}, since dropping junk can leave
     * bytes that happen to be valid UTF-8 and would read differently.
     */
    private static void settleCharset(List<SgfNode> trees, SgfCharsets.Decoded decoded, List<String> warnings) {
        boolean named = false;
        Deque<SgfNode> pending = new ArrayDeque<>(trees);
        while (!pending.isEmpty()) {
            SgfNode node = pending.pop();
            for (String value : node.values("CA")) {
                if (namesCharset(value, decoded.charset())) {
                    named = true;
                } else {
                    warnings.add("dropped CA[" + SgfText.excerpt(value) + "]: the file was read as " + decoded.charset().name());
                    node.remove("CA");
                    break;
                }
            }
            pending.addAll(node.children());
        }
        if (!named && !decoded.charset().equals(StandardCharsets.UTF_8)) {
            for (SgfNode root : trees) {
                root.set("CA", decoded.charset().name());
            }
            warnings.add("added CA[" + decoded.charset().name() + "]: the file names no character set and is not UTF-8");
        }
    }

    private static boolean namesCharset(String value, Charset charset) {
        try {
            return Charset.forName(value.trim()).equals(charset);
        } catch (IllegalArgumentException notACharset) {
            return false;
        }
    }

    /** Reads text that is already decoded; the collection reports UTF-8 as its character set. */
    public static SgfCollection read(String text) {
        checkSize(text.length(), SgfLimits.DEFAULT, "characters");
        SgfParser parser = new SgfParser(text, false, SgfLimits.DEFAULT);
        return new SgfCollection(parser.parseCollection(), StandardCharsets.UTF_8, parser.warnings());
    }

    private static void checkSize(int size, SgfLimits limits, String unit) {
        if (size > limits.maxBytes()) {
            throw new SgfException(SgfLimits.TOO_LARGE, "the file has " + size + " " + unit + "; at most " + limits.maxBytes()
                    + " are read");
        }
    }
}
