package org.openkifu.infra.eventstore;

import java.util.HashMap;
import java.util.Map;
import org.axonframework.messaging.MetaData;

/**
 * Reads stored metadata that is a flat JSON object of strings ({@code {"actingUser":"alice","traceId":"…"}}, which is
 * what every event of ours carries) without Jackson. Anything else (a number, a nested value, a duplicate key, a
 * control character, text after the object) is not read here: {@link #read} answers null and the caller reads it
 * with Axon's Jackson path, which gives what it always gave.
 *
 * <p>Why: every event processor reads every event's metadata (Axon's correlation interceptor asks for it), and with
 * Axon's {@code MetaDataDeserializer} that costs a parser, a deserializer lookup and an untyped map per event. In an
 * import's profile it was about a fifth of the deadline processor's thread and a tenth of the relay's
 * (docs/benchmarks.md, "Processors: metadata and timestamps read by hand").
 */
final class FlatMetaData {

    private FlatMetaData() {
    }

    /** The metadata of a flat object of strings, or null when the JSON is anything else. */
    static MetaData read(String json) {
        Cursor in = new Cursor(json);
        in.skipSpace();
        if (!in.take('{')) {
            return null;
        }
        Map<String, String> values = new HashMap<>();
        in.skipSpace();
        if (!in.take('}')) {
            while (true) {
                in.skipSpace();
                String key = in.string();
                in.skipSpace();
                if (key == null || !in.take(':')) {
                    return null;
                }
                in.skipSpace();
                String value = in.string();
                if (value == null || values.put(key, value) != null) {
                    return null;
                }
                in.skipSpace();
                if (in.take('}')) {
                    break;
                }
                if (!in.take(',')) {
                    return null;
                }
            }
        }
        in.skipSpace();
        if (!in.atEnd()) {
            return null;
        }
        return values.isEmpty() ? MetaData.emptyInstance() : MetaData.from(values);
    }

    private static final class Cursor {
        private final String text;
        private int at;

        Cursor(String text) {
            this.text = text;
        }

        boolean atEnd() {
            return at >= text.length();
        }

        void skipSpace() {
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                    return;
                }
                at++;
            }
        }

        boolean take(char c) {
            if (at < text.length() && text.charAt(at) == c) {
                at++;
                return true;
            }
            return false;
        }

        /** A JSON string at the cursor, its escapes resolved; null if there is none or it is not valid JSON. */
        String string() {
            if (!take('"')) {
                return null;
            }
            int start = at;
            // the usual case: no escape, one substring
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c == '"') {
                    return text.substring(start, at++);
                }
                if (c == '\\') {
                    return escaped(start);
                }
                if (c < 0x20) {
                    return null;
                }
                at++;
            }
            return null;
        }

        private String escaped(int start) {
            StringBuilder out = new StringBuilder(text.length() - start).append(text, start, at);
            while (at < text.length()) {
                char c = text.charAt(at++);
                if (c == '"') {
                    return out.toString();
                }
                if (c < 0x20) {
                    return null;
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                if (at >= text.length()) {
                    return null;
                }
                char e = text.charAt(at++);
                switch (e) {
                    case '"', '\\', '/' -> out.append(e);
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        if (at + 4 > text.length()) {
                            return null;
                        }
                        int code = 0;
                        for (int i = 0; i < 4; i++) {
                            int digit = hex(text.charAt(at++));
                            if (digit < 0) {
                                return null;
                            }
                            code = code * 16 + digit;
                        }
                        out.append((char) code);
                    }
                    default -> {
                        return null;
                    }
                }
            }
            return null;
        }

        /** An ASCII hexadecimal digit's value, -1 for anything else (as JSON has it, not Unicode's other digits). */
        private static int hex(char c) {
            if (c >= '0' && c <= '9') {
                return c - '0';
            }
            if (c >= 'a' && c <= 'f') {
                return c - 'a' + 10;
            }
            if (c >= 'A' && c <= 'F') {
                return c - 'A' + 10;
            }
            return -1;
        }
    }
}
