package org.openkifu.game.sgf;

import java.util.List;

/**
 * One property of a node: its identifier and its values exactly as written between the brackets
 * (escapes kept), so that writing a tree back never changes a value it did not understand.
 * Use {@link SgfText} to decode a value into plain text or to escape text into a value.
 */
public record SgfProperty(String identifier, List<String> values) {

    public SgfProperty {
        if (!isIdentifier(identifier)) {
            throw new IllegalArgumentException("'" + identifier + "' is not an SGF property identifier (upper-case letters only)");
        }
        if (values.isEmpty()) {
            throw new IllegalArgumentException("property " + identifier + " needs at least one value");
        }
        values = List.copyOf(values);
    }

    private static boolean isIdentifier(String id) {
        if (id == null || id.isEmpty()) {
            return false;
        }
        for (int i = 0; i < id.length(); i++) {
            if (id.charAt(i) < 'A' || id.charAt(i) > 'Z') {
                return false;
            }
        }
        return true;
    }

    public static SgfProperty of(String identifier, String... rawValues) {
        return new SgfProperty(identifier, List.of(rawValues));
    }

    /** The first raw value: most properties have exactly one. */
    public String value() {
        return values.get(0);
    }
}
