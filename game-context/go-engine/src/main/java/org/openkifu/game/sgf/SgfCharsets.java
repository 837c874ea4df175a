package org.openkifu.game.sgf;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.ArrayList;
import java.util.List;

/**
 * Decides which character set a file's bytes are in, before the text is parsed. The CA property is
 * found by scanning the bytes as ISO-8859-1 (SGF structure and CA values are ASCII), then the whole file is
 * decoded with it, so multi-byte sets whose bytes may look like ']' or '\' (Shift_JIS, GBK) still parse.
 * One file gets one character set, as in Little Go: game trees that declare different ones are rejected.
 */
final class SgfCharsets {

    static final String ENCODING_UNSUPPORTED = "SGF_ENCODING_UNSUPPORTED";
    static final String ENCODING_MULTIPLE = "SGF_ENCODING_MULTIPLE";
    static final String ENCODING_DETECTION_FAILED = "SGF_ENCODING_DETECTION_FAILED";
    static final String ENCODING_INVALID = "SGF_ENCODING_INVALID";

    private SgfCharsets() {
    }

    private record Declaration(String name, boolean insideNode, int line, int column) {
    }

    /** Decodes the file: with its CA, or without one as UTF-8 when the bytes are valid UTF-8, else ISO-8859-1. */
    static Decoded decode(byte[] bytes) {
        int offset = hasUtf8Bom(bytes) ? 3 : 0;
        List<Declaration> declarations = findDeclarations(bytes, offset);
        Charset charset = null;
        for (Declaration d : declarations) {
            if (!d.insideNode()) {
                throw new SgfException(ENCODING_DETECTION_FAILED, "cannot tell the character set: CA[" + SgfText.excerpt(d.name())
                        + "] stands outside any node, so it belongs to no game tree", d.line(), d.column());
            }
        }
        for (Declaration d : declarations) {
            Charset declared = lookup(d);
            if (charset != null && !charset.equals(declared)) {
                throw new SgfException(ENCODING_MULTIPLE, "the file declares more than one character set (" + charset.name()
                        + " and " + declared.name() + "); one file must use one", d.line(), d.column());
            }
            charset = declared;
        }
        if (offset == 3 && charset != null && !charset.equals(StandardCharsets.UTF_8)) {
            throw new SgfException(ENCODING_MULTIPLE, "the file starts with a UTF-8 byte order mark but declares CA[" + charset.name() + "]");
        }
        // Only the game trees are decoded in the character set: the text before the first '(' (mail headers), which
        // the parser skips and a writer never writes back, is taken byte for byte. Otherwise a stray byte up there
        // decided the character set of a file without CA, and the same record written back read differently
        // (found by SgfFuzzTest).
        int start = offset;
        while (start < bytes.length && bytes[start] != '(') {
            start++;
        }
        String preamble = new String(bytes, offset, start - offset, StandardCharsets.ISO_8859_1);
        if (charset == null) {
            try {
                return new Decoded(preamble + strict(StandardCharsets.UTF_8, bytes, start), StandardCharsets.UTF_8);
            } catch (CharacterCodingException notUtf8) {
                return new Decoded(preamble + new String(bytes, start, bytes.length - start, StandardCharsets.ISO_8859_1),
                        StandardCharsets.ISO_8859_1);
            }
        }
        try {
            return new Decoded(preamble + strict(charset, bytes, start), charset);
        } catch (CharacterCodingException e) {
            int bad = e instanceof MalformedInputException m ? m.getInputLength() : 0;
            throw new SgfException(ENCODING_INVALID, "the bytes are not valid " + charset.name() + " as declared by CA"
                    + (bad > 0 ? " (" + bad + " malformed byte(s))" : ""));
        }
    }

    record Decoded(String text, Charset charset) {
    }

    private static Charset lookup(Declaration d) {
        try {
            return Charset.forName(d.name().trim());
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new SgfException(ENCODING_UNSUPPORTED, "character set CA[" + SgfText.excerpt(d.name()) + "] is not supported; use UTF-8, "
                    + "ISO-8859-1 or another name known to Java", d.line(), d.column());
        }
    }

    private static String strict(Charset charset, byte[] bytes, int offset) throws CharacterCodingException {
        CharsetDecoder decoder = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CharBuffer chars = decoder.decode(ByteBuffer.wrap(bytes, offset, bytes.length - offset));
        return chars.toString();
    }

    private static boolean hasUtf8Bom(byte[] b) {
        return b.length >= 3 && (b[0] & 0xff) == 0xEF && (b[1] & 0xff) == 0xBB && (b[2] & 0xff) == 0xBF;
    }

    // A lenient pass over the structure: only brackets, escapes, nesting and node starts matter here.
    private static List<Declaration> findDeclarations(byte[] bytes, int offset) {
        List<Declaration> found = new ArrayList<>();
        int depth = 0;
        boolean inNode = false;
        int line = 1;
        int column = 1;
        StringBuilder identifier = new StringBuilder();
        String lastIdentifier = "";
        // the parser skips everything before the first '(' (mail headers), so the scan does too: a '[' up there
        // would otherwise hide a CA the parser reads (found by SgfFuzzTest)
        int start = offset;
        while (start < bytes.length && bytes[start] != '(') {
            if (bytes[start] == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
            start++;
        }
        for (int i = start; i < bytes.length; i++) {
            char c = (char) (bytes[i] & 0xff);
            if (c == '[') {
                int valueLine = line;
                int valueColumn = column;
                if (identifier.length() > 0) {
                    lastIdentifier = identifier.toString();
                    identifier.setLength(0);
                }
                // only a CA value is kept: copying every value (a 10 MB comment) would double the scan's work
                StringBuilder value = lastIdentifier.equals("CA") && depth > 0 ? new StringBuilder() : null;
                for (i++, column++; i < bytes.length; i++, column++) {
                    char v = (char) (bytes[i] & 0xff);
                    if (v == '\\' && i + 1 < bytes.length) {
                        i++;
                        column++;
                        if (value != null) {
                            value.append((char) (bytes[i] & 0xff));
                        }
                        continue;
                    }
                    if (v == ']') {
                        break;
                    }
                    if (v == '\n') {
                        line++;
                        column = 0;
                    }
                    if (value != null) {
                        value.append(v);
                    }
                }
                if (value != null) {
                    found.add(new Declaration(value.toString(), inNode, valueLine, valueColumn - 2));
                }
            } else if (c >= 'A' && c <= 'Z') {
                identifier.append(c);
            } else {
                if (!Character.isWhitespace(c)) {
                    identifier.setLength(0);
                    lastIdentifier = "";
                }
                if (c == '(') {
                    if (depth == 0) {
                        inNode = false;
                    }
                    depth++;
                } else if (c == ')') {
                    depth = Math.max(0, depth - 1);
                } else if (c == ';' && depth > 0) {
                    inNode = true;
                }
            }
            if (c == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return found;
    }
}
