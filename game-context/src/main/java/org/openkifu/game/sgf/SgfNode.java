package org.openkifu.game.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * A node of a game tree: its properties in file order (unknown ones included) and its children.
 * The first child continues the main line; further children are variations. A sequence
 * {@code ;B[aa];W[bb]} is a chain of single children. Equality compares the whole subtree.
 */
public final class SgfNode {

    private final List<SgfProperty> properties = new ArrayList<>();
    private final List<SgfNode> children = new ArrayList<>();

    public List<SgfProperty> properties() {
        return Collections.unmodifiableList(properties);
    }

    public List<SgfNode> children() {
        return Collections.unmodifiableList(children);
    }

    public Optional<SgfProperty> property(String identifier) {
        for (SgfProperty p : properties) {
            if (p.identifier().equals(identifier)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    public boolean has(String identifier) {
        return property(identifier).isPresent();
    }

    /** First raw value of the property, or null when the node does not have it. */
    public String value(String identifier) {
        return property(identifier).map(SgfProperty::value).orElse(null);
    }

    /** All raw values of every occurrence of the property (a malformed file may repeat one). */
    public List<String> values(String identifier) {
        List<String> all = new ArrayList<>();
        for (SgfProperty p : properties) {
            if (p.identifier().equals(identifier)) {
                all.addAll(p.values());
            }
        }
        return all;
    }

    /** Appends a property, keeping any earlier one with the same identifier (the reader's behaviour). */
    public SgfNode add(SgfProperty property) {
        properties.add(property);
        return this;
    }

    /** Replaces the property in place (keeping its position) or appends it; values are raw. */
    public SgfNode set(String identifier, String... rawValues) {
        SgfProperty replacement = SgfProperty.of(identifier, rawValues);
        for (int i = 0; i < properties.size(); i++) {
            if (properties.get(i).identifier().equals(identifier)) {
                properties.set(i, replacement);
                properties.removeIf(p -> p != replacement && p.identifier().equals(identifier));
                return this;
            }
        }
        properties.add(replacement);
        return this;
    }

    /** Like {@link #set} for a single plain-text value, escaping it. */
    public SgfNode setText(String identifier, String text) {
        return set(identifier, SgfText.escape(text));
    }

    public SgfNode remove(String identifier) {
        properties.removeIf(p -> p.identifier().equals(identifier));
        return this;
    }

    public SgfNode addChild(SgfNode child) {
        children.add(child);
        return child;
    }

    /** The main-line continuation, or null at the end of the line. */
    public SgfNode next() {
        return children.isEmpty() ? null : children.get(0);
    }

    /** This node followed by the first child of each node down to the end: the main line. */
    public List<SgfNode> mainLine() {
        List<SgfNode> line = new ArrayList<>();
        for (SgfNode n = this; n != null; n = n.next()) {
            line.add(n);
        }
        return line;
    }

    // Iterative so that a record of thousands of moves (a chain thousands deep) cannot overflow the stack.
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SgfNode other)) {
            return false;
        }
        Deque<SgfNode[]> pending = new ArrayDeque<>();
        pending.push(new SgfNode[] {this, other});
        while (!pending.isEmpty()) {
            SgfNode[] pair = pending.pop();
            if (!pair[0].properties.equals(pair[1].properties) || pair[0].children.size() != pair[1].children.size()) {
                return false;
            }
            for (int i = 0; i < pair[0].children.size(); i++) {
                pending.push(new SgfNode[] {pair[0].children.get(i), pair[1].children.get(i)});
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int hash = 1;
        Deque<SgfNode> pending = new ArrayDeque<>();
        pending.push(this);
        while (!pending.isEmpty()) {
            SgfNode n = pending.pop();
            hash = 31 * hash + n.properties.hashCode() + n.children.size();
            n.children.forEach(pending::push);
        }
        return hash;
    }

    @Override
    public String toString() {
        return SgfWriter.writeTree(this);
    }
}
