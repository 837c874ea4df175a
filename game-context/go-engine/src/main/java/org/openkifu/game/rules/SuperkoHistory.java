package org.openkifu.game.rules;

/**
 * The positions a game has been in, for superko: a set of 64-bit Zobrist hashes (open addressing, no
 * boxing). Positional superko remembers the board alone, situational superko the board plus the player
 * to move (so a pass also enters a new situation). Simple ko keeps nothing and pays for no table.
 */
final class SuperkoHistory {

    private final KoRule rule;
    private final LongHashSet seen;
    /** Set by a committing {@link #admits}: the coming move's position is already recorded. */
    private boolean hasNext;

    SuperkoHistory(KoRule rule) {
        this.rule = rule;
        this.seen = rule == KoRule.SIMPLE ? new LongHashSet(2) : new LongHashSet();
    }

    private SuperkoHistory(SuperkoHistory o) {
        rule = o.rule;
        seen = o.seen.copy();
        hasNext = o.hasNext;
    }

    SuperkoHistory copy() {
        return new SuperkoHistory(this);
    }

    /** Whether superko applies at all (simple ko needs no history). */
    boolean active() {
        return rule != KoRule.SIMPLE;
    }

    /**
     * Whether a play by {@code mover} that leaves the board with hash {@code boardAfter} reaches a new
     * position. With {@code commit} (the play will be made if this says yes) the position is recorded in
     * the same probe that looks for it, saving a second lookup.
     */
    boolean admits(long boardAfter, Color mover, boolean commit) {
        long key = rule == KoRule.SITUATIONAL_SUPERKO && mover == Color.BLACK ? boardAfter ^ Zobrist.WHITE_TO_MOVE : boardAfter;
        if (commit) {
            hasNext = seen.add(key);
            return hasNext;
        }
        return !seen.contains(key);
    }

    /** Records the position the game is now in (unless a committing {@link #admits} already did). */
    void remember(long boardHash, boolean whiteToMove) {
        if (hasNext) {
            hasNext = false;
        } else if (rule == KoRule.POSITIONAL_SUPERKO) {
            seen.add(boardHash);
        } else if (rule == KoRule.SITUATIONAL_SUPERKO) {
            seen.add(whiteToMove ? boardHash ^ Zobrist.WHITE_TO_MOVE : boardHash);
        }
    }

    void clear() {
        seen.clear();
        hasNext = false;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SuperkoHistory h && h.rule == rule && h.seen.equals(seen);
    }

    @Override
    public int hashCode() {
        return seen.hashCode();
    }
}
