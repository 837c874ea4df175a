package org.openkifu.game.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A node of a game tree: its properties in file order (unknown ones included) and its children.
 * The first child continues the main line; further children are variations. A sequence
 * {@code ;B[aa];W[bb]} is a chain of single children. Equality compares the whole subtree.
 *
 * <p>Looking a property up costs the same whatever the node holds: a node with more than {@value #SCAN_LIMIT}
 * properties is indexed by identifier on its first lookup. Scanning instead made reading the game information of
 * a node with 100,000 unknown properties take 40 seconds (one scan per property).
 */
public final class SgfNode {

    /** Up to this many properties a scan is cheaper than a hash map (most nodes hold one move). */
    private static final int SCAN_LIMIT = 8;

    /**
     * Properties visited by lookups on this thread. Tests use it to prove that the SGF operations visit each property
     * a bounded number of times ({@code SgfLinearityTest}); a counter per thread keeps parallel readers apart.
     */
    private static final ThreadLocal<long[]> VISITS = ThreadLocal.withInitial(() -> new long[1]);

    private final List<SgfProperty> properties = new ArrayList<>();
    private final List<SgfNode> children = new ArrayList<>();
    /** Identifier -> its occurrences in file order, for large nodes; null until the first lookup or after a change. */
    private Map<String, List<SgfProperty>> index;

    public List<SgfProperty> properties() {
        return Collections.unmodifiableList(properties);
    }

    public List<SgfNode> children() {
        return Collections.unmodifiableList(children);
    }

    public Optional<SgfProperty> property(String identifier) {
        return Optional.ofNullable(first(identifier));
    }

    public boolean has(String identifier) {
        return first(identifier) != null;
    }

    /** First raw value of the property, or null when the node does not have it. */
    public String value(String identifier) {
        SgfProperty found = first(identifier);
        return found == null ? null : found.value();
    }

    /** All raw values of every occurrence of the property (a malformed file may repeat one). */
    public List<String> values(String identifier) {
        List<SgfProperty> found;
        if (properties.size() <= SCAN_LIMIT) {
            visited(properties.size());
            found = new ArrayList<>(1);
            for (SgfProperty p : properties) {
                if (p.identifier().equals(identifier)) {
                    found.add(p);
                }
            }
        } else {
            found = indexed().getOrDefault(identifier, List.of());
        }
        if (found.size() == 1) {
            return found.get(0).values();
        }
        List<String> all = new ArrayList<>();
        for (SgfProperty p : found) {
            all.addAll(p.values());
        }
        return all;
    }

    /** Appends a property, keeping any earlier one with the same identifier (the reader's behaviour). */
    public SgfNode add(SgfProperty property) {
        properties.add(property);
        if (index != null) {
            index.computeIfAbsent(property.identifier(), id -> new ArrayList<>(1)).add(property);
        }
        return this;
    }

    /** Replaces the property in place (keeping its position) or appends it; values are raw. */
    public SgfNode set(String identifier, String... rawValues) {
        SgfProperty replacement = SgfProperty.of(identifier, rawValues);
        if (!has(identifier)) {
            return add(replacement);
        }
        index = null;
        List<SgfProperty> kept = new ArrayList<>(properties.size());
        boolean placed = false;
        for (SgfProperty p : properties) {
            if (!p.identifier().equals(identifier)) {
                kept.add(p);
            } else if (!placed) {
                kept.add(replacement);
                placed = true;
            }
        }
        properties.clear();
        properties.addAll(kept);
        return this;
    }

    /** Like {@link #set} for a single plain-text value, escaping it. */
    public SgfNode setText(String identifier, String text) {
        return set(identifier, SgfText.escape(text));
    }

    public SgfNode remove(String identifier) {
        if (has(identifier)) {
            index = null;
            properties.removeIf(p -> p.identifier().equals(identifier));
        }
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

    private SgfProperty first(String identifier) {
        if (properties.size() <= SCAN_LIMIT) {
            for (int i = 0; i < properties.size(); i++) {
                if (properties.get(i).identifier().equals(identifier)) {
                    visited(i + 1);
                    return properties.get(i);
                }
            }
            visited(properties.size());
            return null;
        }
        List<SgfProperty> found = indexed().get(identifier);
        return found == null ? null : found.get(0);
    }

    private Map<String, List<SgfProperty>> indexed() {
        if (index == null) {
            visited(properties.size());
            index = new HashMap<>();
            for (SgfProperty p : properties) {
                index.computeIfAbsent(p.identifier(), id -> new ArrayList<>(1)).add(p);
            }
        }
        visited(1);
        return index;
    }

    private static void visited(int count) {
        VISITS.get()[0] += count;
    }

    /** Properties visited by lookups on the calling thread so far (see {@link #VISITS}). */
    static long lookupVisits() {
        return VISITS.get()[0];
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
