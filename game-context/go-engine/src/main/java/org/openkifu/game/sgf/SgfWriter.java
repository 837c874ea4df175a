package org.openkifu.game.sgf;

import java.nio.charset.Charset;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Writes game trees back to SGF text: one node per line, variations in parentheses, properties and raw
 * values exactly as held, so read -> write -> read gives an equal tree. {@link #toBytes} encodes with the
 * collection's character set, which is the one its CA (if any) names.
 */
public final class SgfWriter {

    private SgfWriter() {
    }

    public static String write(SgfCollection collection) {
        StringBuilder out = new StringBuilder();
        for (SgfNode root : collection.gameTrees()) {
            appendTree(out, root);
            out.append('\n');
        }
        return out.toString();
    }

    public static byte[] toBytes(SgfCollection collection) {
        Charset charset = collection.charset();
        return write(collection).getBytes(charset);
    }

    public static String writeTree(SgfNode root) {
        StringBuilder out = new StringBuilder();
        appendTree(out, root);
        return out.toString();
    }

    // Work items are either a node to start a '(' tree at, or a marker to close one.
    private static void appendTree(StringBuilder out, SgfNode root) {
        Deque<Object> work = new ArrayDeque<>();
        work.push(root);
        String close = ")";
        while (!work.isEmpty()) {
            Object item = work.pop();
            if (item == close) {
                out.append(')');
                continue;
            }
            if (out.length() > 0 && out.charAt(out.length() - 1) == ')') {
                out.append('\n'); // each sibling variation starts on its own line
            }
            out.append('(');
            SgfNode node = (SgfNode) item;
            while (true) {
                appendNode(out, node);
                List<SgfNode> children = node.children();
                if (children.size() == 1) {
                    out.append('\n');
                    node = children.get(0);
                    continue;
                }
                work.push(close);
                for (int i = children.size() - 1; i >= 0; i--) {
                    work.push(children.get(i));
                }
                if (!children.isEmpty()) {
                    out.append('\n');
                }
                break;
            }
        }
    }

    private static void appendNode(StringBuilder out, SgfNode node) {
        out.append(';');
        for (SgfProperty p : node.properties()) {
            out.append(p.identifier());
            for (String v : p.values()) {
                out.append('[').append(v).append(']');
            }
        }
    }
}
