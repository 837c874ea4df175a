package org.openkifu.game.rules;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * A value that depends on the board size, with a fallback for other sizes: komi 9:3.5, 13:4.5, 19:5.5,
 * or a move cap. Written and parsed as {@code "9:3.5,13:4.5,*:5.5"} (a bare value means every size).
 */
public record SizeTable<T>(Map<Integer, T> bySize, T otherwise) {

    public SizeTable {
        bySize = Map.copyOf(bySize);
    }

    public static <T> SizeTable<T> of(T everySize) {
        return new SizeTable<>(Map.of(), everySize);
    }

    public T get(int size) {
        return bySize.getOrDefault(size, otherwise);
    }

    static <T> SizeTable<T> parse(String text, Function<String, T> value) {
        Map<Integer, T> map = new TreeMap<>();
        T otherwise = null;
        for (String part : text.split(",")) {
            String p = part.trim();
            int colon = p.indexOf(':');
            if (colon < 0 || p.startsWith("*:")) {
                otherwise = value.apply(colon < 0 ? p : p.substring(2).trim());
            } else {
                map.put(Integer.parseInt(p.substring(0, colon).trim()), value.apply(p.substring(colon + 1).trim()));
            }
        }
        return new SizeTable<>(map, otherwise);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        new TreeMap<>(bySize).forEach((k, v) -> sb.append(k).append(':').append(v).append(','));
        return sb.append(bySize.isEmpty() ? "" : "*:").append(otherwise).toString();
    }
}
