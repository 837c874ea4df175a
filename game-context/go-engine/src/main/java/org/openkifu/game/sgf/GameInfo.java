package org.openkifu.game.sgf;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.openkifu.game.rules.Point;

/**
 * The typed game information of a game tree's root node. Absent properties are null (numbers: komi and
 * time limit null, handicap 0). Text values are decoded. An RE that is not a result ("black wins")
 * leaves {@code result} null and keeps the text in {@code resultText}: a record's moves stay readable
 * whatever its result says ({@link SgfResult#parse} reports the error when asked). Errors carry stable codes:
 * SGF_SIZE_UNSUPPORTED (rectangular or out of 2..25), SGF_GAME_UNSUPPORTED (GM other than 1),
 * SGF_VALUE_INVALID (a number that is not one), SGF_RESULT_INVALID (RE).
 */
public record GameInfo(
        int size,
        Double komi,
        int handicap,
        SgfResult result,
        String resultText,
        String rules,
        String blackPlayer,
        String whitePlayer,
        String blackRank,
        String whiteRank,
        String date,
        String event,
        String round,
        String gameName,
        Double timeLimitSeconds,
        String overtime,
        String comment) {

    public static final String SIZE_UNSUPPORTED = "SGF_SIZE_UNSUPPORTED";
    public static final String GAME_UNSUPPORTED = "SGF_GAME_UNSUPPORTED";
    public static final String VALUE_INVALID = "SGF_VALUE_INVALID";
    public static final int DEFAULT_SIZE = 19;

    /**
     * Reads the game information of a game tree's main line. Game-info properties may sit in any node
     * before the first move (Little Go's gameinfo.sgf keeps them in the first node of each variation), so
     * the first occurrence of each property along the main line, up to the first move, counts.
     */
    public static GameInfo of(SgfNode root) {
        return ofPath(root.mainLine());
    }

    /** Like {@link #of} for any path from the root (e.g. a variation of a collection of results). */
    public static GameInfo ofPath(List<SgfNode> path) {
        // a set of the identifiers taken, not a lookup in the merged node per property: that was one scan of the
        // merged node per property, 40 seconds for a node of 100,000 unknown properties
        Set<String> taken = new HashSet<>();
        SgfNode merged = new SgfNode();
        for (SgfNode node : path) {
            for (SgfProperty p : node.properties()) {
                if (taken.add(p.identifier())) {
                    merged.add(p);
                }
            }
            if (node.has("B") || node.has("W")) {
                break;
            }
        }
        return read(merged);
    }

    private static GameInfo read(SgfNode root) {
        String gm = root.value("GM");
        if (gm != null && !gm.trim().equals("1")) {
            throw new SgfException(GAME_UNSUPPORTED, "GM[" + SgfText.excerpt(gm) + "] is not Go (GM[1]); only Go records can be read");
        }
        String re = root.value("RE");
        return new GameInfo(
                size(root.value("SZ")),
                number(root, "KM", GameInfo::finite),
                root.has("HA") ? number(root, "HA", Integer::parseInt) : 0,
                re == null ? null : parseResult(SgfText.simpleText(re)),
                re == null ? null : SgfText.simpleText(re),
                simple(root, "RU"),
                simple(root, "PB"),
                simple(root, "PW"),
                simple(root, "BR"),
                simple(root, "WR"),
                simple(root, "DT"),
                simple(root, "EV"),
                simple(root, "RO"),
                simple(root, "GN"),
                number(root, "TM", GameInfo::finite),
                simple(root, "OT"),
                root.has("C") ? SgfText.text(root.value("C")) : null);
    }

    /** Writes every non-null field into the node as its property (replacing what was there). */
    public void writeTo(SgfNode root) {
        root.set("GM", "1");
        root.set("FF", "4");
        root.set("SZ", Integer.toString(size));
        if (komi != null) {
            root.set("KM", SgfResult.formatNumber(komi));
        }
        if (handicap > 0) {
            root.set("HA", Integer.toString(handicap));
        }
        if (result != null) {
            root.set("RE", result.toSgf());
        } else if (resultText != null) {
            root.setText("RE", resultText);
        }
        text(root, "RU", rules);
        text(root, "PB", blackPlayer);
        text(root, "PW", whitePlayer);
        text(root, "BR", blackRank);
        text(root, "WR", whiteRank);
        text(root, "DT", date);
        text(root, "EV", event);
        text(root, "RO", round);
        text(root, "GN", gameName);
        if (timeLimitSeconds != null) {
            root.set("TM", SgfResult.formatNumber(timeLimitSeconds));
        }
        text(root, "OT", overtime);
        text(root, "C", comment);
    }

    /** Seconds left for a player after a move (BL/WL), or null. */
    public static Double timeLeft(SgfNode node, org.openkifu.game.rules.Color player) {
        return number(node, player == org.openkifu.game.rules.Color.BLACK ? "BL" : "WL", GameInfo::finite);
    }

    /** Byo-yomi periods or Canadian stones left for a player after a move (OB/OW), or null. */
    public static Integer overtimeLeft(SgfNode node, org.openkifu.game.rules.Color player) {
        return number(node, player == org.openkifu.game.rules.Color.BLACK ? "OB" : "OW", Integer::parseInt);
    }

    static int size(String raw) {
        if (raw == null) {
            return DEFAULT_SIZE;
        }
        String v = raw.trim();
        int colon = v.indexOf(':');
        try {
            if (colon >= 0) {
                int columns = Integer.parseInt(v.substring(0, colon).trim());
                int rows = Integer.parseInt(v.substring(colon + 1).trim());
                if (columns != rows) {
                    throw new SgfException(SIZE_UNSUPPORTED, "SZ[" + SgfText.excerpt(raw) + "]: rectangular boards (" + columns + "x" + rows
                            + ") are not supported; only square boards 2x2 to " + Point.MAX_SIZE + "x" + Point.MAX_SIZE);
                }
                v = Integer.toString(columns);
            }
            int size = Integer.parseInt(v);
            if (size < 2 || size > Point.MAX_SIZE) {
                throw new SgfException(SIZE_UNSUPPORTED, "SZ[" + SgfText.excerpt(raw) + "]: board size " + size + " is not supported; use 2 to " + Point.MAX_SIZE);
            }
            return size;
        } catch (NumberFormatException e) {
            throw new SgfException(VALUE_INVALID, "SZ[" + SgfText.excerpt(raw) + "] is not a board size");
        }
    }

    private static SgfResult parseResult(String text) {
        try {
            return SgfResult.parse(text);
        } catch (SgfException notAResult) {
            return null;
        }
    }

    private static <T> T number(SgfNode node, String identifier, Function<String, T> parse) {
        String raw = node.value(identifier);
        if (raw == null) {
            return null;
        }
        try {
            return parse.apply(raw.trim());
        } catch (NumberFormatException e) {
            throw new SgfException(VALUE_INVALID, identifier + "[" + SgfText.excerpt(raw) + "] is not a number");
        }
    }

    /** A decimal number; NaN and infinities are not (they would also not survive JSON in an event). */
    private static Double finite(String text) {
        double value = Double.parseDouble(text);
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new NumberFormatException(text);
        }
        return value;
    }

    private static String simple(SgfNode node, String identifier) {
        String raw = node.value(identifier);
        return raw == null ? null : SgfText.simpleText(raw);
    }

    private static void text(SgfNode node, String identifier, String value) {
        if (value != null) {
            node.setText(identifier, value);
        }
    }
}
