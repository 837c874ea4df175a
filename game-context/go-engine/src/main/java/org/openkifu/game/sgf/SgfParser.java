package org.openkifu.game.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Reads decoded SGF text into game trees (FF[4] grammar: Collection = GameTree+, GameTree = "(" Sequence
 * GameTree* ")", Sequence = Node+, Node = ";" Property*, Property = UcLetter+ ("[" value "]")+).
 * Text before the first '(' is skipped, as most readers do for mail headers; anything else that breaks the
 * grammar stops reading with an {@link SgfSyntaxException} that says where and what was expected.
 *
 * <p>One pass over the text, no recursion, no backtracking: the cost is linear in the text, and the {@link SgfLimits}
 * (nodes, nesting, properties per node) are checked as the tree grows, so an oversized file is refused as soon as it
 * goes past one of them.
 */
final class SgfParser {

    /** Stands for "no parent" on the stack of open game trees (an ArrayDeque holds no null). */
    private static final SgfNode OUTSIDE = new SgfNode();

    private final String text;
    private int pos;
    private int line = 1;
    private int column = 1;
    private final List<String> warnings = new ArrayList<>();

    private final boolean lenient;
    private final SgfLimits limits;
    private int nodes;
    /** Repairs beyond the first {@value #MAX_WARNINGS} are counted, not described: a file of junk is not a list of megabytes. */
    private int unlistedRepairs;
    private static final int MAX_WARNINGS = 100;

    /**
     * @param lenient repair what SGFC repairs instead of refusing it: stray characters and lower-case
     *                letters between properties, empty game trees "()", a game tree without ';', values
     *                without an identifier, identifiers without a value, a value cut off by the end of
     *                the file. Each repair is reported in {@link #warnings()}.
     */
    SgfParser(String text, boolean lenient, SgfLimits limits) {
        this.text = text;
        this.lenient = lenient;
        this.limits = limits;
    }

    List<SgfNode> parseCollection() {
        int start = text.indexOf('(');
        if (start < 0) {
            throw new SgfSyntaxException("no game tree found: an SGF file starts with '(;'", 1, 1);
        }
        advanceTo(start);
        List<SgfNode> trees = new ArrayList<>();
        while (true) {
            skipWhitespace();
            if (pos >= text.length()) {
                break;
            }
            if (peek() != '(') {
                if (!lenient) {
                    throw error("expected '(' to start another game tree or the end of the file, found " + describe(peek()));
                }
                repaired("skipped text between game trees");
                while (pos < text.length() && peek() != '(') {
                    next();
                }
                continue;
            }
            SgfNode tree = parseGameTree();
            if (tree != null) {
                trees.add(tree);
            }
        }
        if (trees.isEmpty()) {
            throw new SgfSyntaxException("no game tree with a node found", line, column);
        }
        if (unlistedRepairs > 0) {
            warnings.add("... and " + unlistedRepairs + " more repairs");
        }
        return trees;
    }

    // Game trees nest as deep as the variations do; the explicit stack keeps that off the Java stack.
    private SgfNode parseGameTree() {
        Deque<SgfNode> openTrees = new ArrayDeque<>(); // for each open '(' : the node its variation hangs from
        SgfNode root = null;
        SgfNode current = null;
        do {
            skipWhitespace();
            if (pos >= text.length()) {
                // SGFC and Little Go accept a file cut off after its last node (e.g. "Fuego vs. Fuego.sgf")
                warn("line " + line + ", column " + column + ": end of file with " + openTrees.size()
                        + " game tree(s) still open; closed them");
                break;
            }
            char c = peek();
            if (c == '(') {
                int treeLine = line;
                int treeColumn = column;
                next();
                skipWhitespace();
                boolean implicitNode = false;
                if (pos >= text.length() || peek() != ';') {
                    if (pos >= text.length()) {
                        if (!lenient) {
                            throw error("unexpected end of file: the game tree opened at line " + treeLine + ", column " + treeColumn + " has no node");
                        }
                        repaired("dropped a game tree cut off by the end of the file");
                        break;
                    }
                    if (!lenient) {
                        throw error("expected ';' to start the first node of a game tree, found " + describe(peek()));
                    }
                    if (peek() == ')') {
                        repaired("dropped an empty game tree");
                        next();
                        continue;
                    }
                    repaired("a game tree starts without ';': read as if it were there");
                    implicitNode = true;
                }
                openTrees.push(current == null ? OUTSIDE : current);
                if (openTrees.size() > limits.maxDepth()) {
                    throw new SgfException(SgfLimits.TOO_DEEP, "variations are nested more than " + limits.maxDepth()
                            + " deep; records nested that deep are not read", treeLine, treeColumn);
                }
                SgfNode first = null;
                SgfNode parent = current;
                while (true) {
                    skipWhitespace();
                    if (!implicitNode) {
                        if (pos >= text.length() || peek() != ';') {
                            break;
                        }
                        next();
                    }
                    implicitNode = false;
                    SgfNode node = parseProperties();
                    if (first == null) {
                        first = node;
                        if (parent == null) {
                            root = node;
                        } else {
                            parent.addChild(node);
                        }
                    } else {
                        current.addChild(node);
                    }
                    current = node;
                }
            } else if (c == ')') {
                next();
                // back to the node this variation hung from, so a sibling variation hangs from it too
                SgfNode parent = openTrees.pop();
                current = parent == OUTSIDE ? null : parent;
            } else if (lenient) {
                repaired("skipped " + describe(c) + " between game trees");
                next();
            } else {
                throw error("expected '(' for a variation, ')' to close the game tree, or a property, found " + describe(c));
            }
        } while (!openTrees.isEmpty());
        return root;
    }

    private SgfNode parseProperties() {
        if (++nodes > limits.maxNodes()) {
            throw new SgfException(SgfLimits.TOO_MANY_NODES, "the file holds more than " + limits.maxNodes()
                    + " nodes; records that large are not read", line, column);
        }
        SgfNode node = new SgfNode();
        int properties = 0;
        while (true) {
            skipWhitespace();
            if (pos >= text.length()) {
                return node;
            }
            char c = peek();
            if (c < 'A' || c > 'Z') {
                if (c == ';' || c == '(' || c == ')') {
                    return node;
                }
                if (lenient) {
                    skipJunk(c);
                    continue;
                }
                if (c >= 'a' && c <= 'z') {
                    throw error("property identifiers are upper-case letters only (FF[4]), found " + describe(c));
                }
                throw error("expected a property identifier, ';', '(' or ')', found " + describe(c));
            }
            if (++properties > limits.maxPropertiesPerNode()) {
                throw new SgfException(SgfLimits.TOO_MANY_PROPERTIES, "a node holds more than " + limits.maxPropertiesPerNode()
                        + " properties; nodes that large are not read", line, column);
            }
            StringBuilder id = new StringBuilder();
            while (pos < text.length() && (isUpper(peek()) || (lenient && isLower(peek())))) {
                if (isUpper(peek())) {
                    id.append(peek());
                } else if (lenient) {
                    repaired("dropped lower-case " + describe(peek()) + " from a property identifier");
                }
                next();
            }
            String identifier = id.toString();
            if (!lenient && pos < text.length() && isLower(peek())) {
                throw error("property identifiers are upper-case letters only (FF[4]); '" + SgfText.excerpt(identifier) + peek()
                        + "...' looks like an FF[3] long name");
            }
            List<String> values = new ArrayList<>();
            skipWhitespace();
            if (lenient && (pos >= text.length() || peek() != '[')) {
                repaired("dropped property " + SgfText.excerpt(identifier) + ", which has no value");
                continue;
            }
            if (pos >= text.length() || peek() != '[') {
                if (pos >= text.length()) {
                    throw error("unexpected end of file: property " + SgfText.excerpt(identifier) + " has no value");
                }
                throw error("property " + SgfText.excerpt(identifier) + " needs a value in brackets, found " + describe(peek()));
            }
            while (pos < text.length() && peek() == '[') {
                values.add(parseValue(identifier));
                skipWhitespace();
            }
            node.add(new SgfProperty(identifier, values));
        }
    }

    private String parseValue(String identifier) {
        int openLine = line;
        int openColumn = column;
        next(); // '['
        int start = pos;
        while (pos < text.length()) {
            char c = peek();
            if (c == ']') {
                String raw = text.substring(start, pos);
                next();
                return raw;
            }
            if (c == '\\' && pos + 1 < text.length()) {
                next();
            }
            next();
        }
        if (lenient) {
            repaired("closed the value of " + SgfText.excerpt(identifier) + " opened at line " + openLine + ", column " + openColumn
                    + " at the end of the file");
            String raw = text.substring(start);
            int backslashes = 0;
            while (backslashes < raw.length() && raw.charAt(raw.length() - 1 - backslashes) == '\\') {
                backslashes++;
            }
            // an odd trailing backslash would escape the ']' the writer adds
            return backslashes % 2 == 1 ? raw.substring(0, raw.length() - 1) : raw;
        }
        throw new SgfSyntaxException("unexpected end of file: the value of " + SgfText.excerpt(identifier) + " opened at line " + openLine
                + ", column " + openColumn + " has no closing ']'", line, column);
    }

    private void skipJunk(char c) {
        if (c == '[') {
            repaired("dropped a value without a property identifier");
            parseValue("(none)");
        } else if (isLower(c)) {
            repaired("skipped lower-case " + describe(c) + " outside a property identifier");
            next();
        } else {
            repaired("skipped " + describe(c) + " between properties");
            next();
        }
    }

    private void repaired(String what) {
        warn("line " + line + ", column " + column + ": " + what);
    }

    private void warn(String warning) {
        if (warnings.size() < MAX_WARNINGS) {
            warnings.add(warning);
        } else {
            unlistedRepairs++;
        }
    }

    private static boolean isUpper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    private static boolean isLower(char c) {
        return c >= 'a' && c <= 'z';
    }

    /** Deviations that were repaired rather than refused. */
    List<String> warnings() {
        return warnings;
    }

    private void skipWhitespace() {
        while (pos < text.length() && Character.isWhitespace(peek())) {
            next();
        }
    }

    private char peek() {
        return text.charAt(pos);
    }

    // Tracks line and column; \r\n, \n\r, \n and \r each count as one line break.
    private void next() {
        char c = text.charAt(pos++);
        if (c == '\n' || c == '\r') {
            if (pos < text.length()) {
                char d = text.charAt(pos);
                if ((d == '\n' || d == '\r') && d != c) {
                    pos++;
                }
            }
            line++;
            column = 1;
        } else {
            column++;
        }
    }

    private void advanceTo(int target) {
        while (pos < target) {
            next();
        }
    }

    private SgfSyntaxException error(String message) {
        return new SgfSyntaxException(message, line, column);
    }

    private static String describe(char c) {
        if (c < 0x20 || c == 0x7f) {
            return String.format("control character U+%04X", (int) c);
        }
        return "'" + c + "'";
    }
}
