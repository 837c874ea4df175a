package org.openkifu.game.library.facts;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A library query the library refuses: a stable {@code code} (docs/library.md lists them), a message for people, and
 * properties a program can act on (the known filters, the last page). The web layer turns it into problem+json 400.
 */
public class LibraryQueryException extends RuntimeException {

    public static final String UNKNOWN_FILTER = "UNKNOWN_FILTER";
    public static final String FILTER_INVALID = "FILTER_INVALID";
    public static final String SORT_INVALID = "SORT_INVALID";
    public static final String PAGE_INVALID = "PAGE_INVALID";
    public static final String PAGE_OUT_OF_RANGE = "PAGE_OUT_OF_RANGE";

    private final String code;
    private final Map<String, Object> properties = new LinkedHashMap<>();

    public LibraryQueryException(String code, String message) {
        super(message);
        this.code = code;
    }

    public LibraryQueryException with(String name, Object value) {
        properties.put(name, value);
        return this;
    }

    public String code() {
        return code;
    }

    public Map<String, Object> properties() {
        return Map.copyOf(properties);
    }
}
