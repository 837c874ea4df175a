package org.openkifu.game.cli;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A minimal JSON writer for the analyst's output: objects keep insertion order, and values are
 * strings, numbers, booleans, null, collections, or nested {@link Json} objects.
 * Hand-written on purpose: the CLI only writes JSON (never reads it), the output is a handful of
 * fixed shapes, and game-context stays free of framework and serialization dependencies (its
 * domain is plain Java, ArchUnit-checked), which also keeps the CLI's start-up small.
 */
final class Json {

    private final Map<String, Object> fields = new LinkedHashMap<>();

    static Json object() {
        return new Json();
    }

    Json put(String key, Object value) {
        fields.put(key, value);
        return this;
    }

    Json putAll(Json other) {
        fields.putAll(other.fields);
        return this;
    }

    Json remove(String key) {
        fields.remove(key);
        return this;
    }

    Object get(String key) {
        return fields.get(key);
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(256);
        write(out, this);
        return out.toString();
    }

    private static void write(StringBuilder out, Object value) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof Json json) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<String, Object> e : json.fields.entrySet()) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                string(out, e.getKey());
                out.append(':');
                write(out, e.getValue());
            }
            out.append('}');
        } else if (value instanceof Collection<?> items) {
            out.append('[');
            boolean first = true;
            for (Object item : items) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                write(out, item);
            }
            out.append(']');
        } else if (value instanceof Double d) {
            number(out, d);
        } else if (value instanceof Float f) {
            number(out, f.doubleValue());
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else {
            string(out, value.toString());
        }
    }

    private static void number(StringBuilder out, double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            out.append("null");
        } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            out.append((long) d);
        } else {
            out.append(d);
        }
    }

    private static void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
