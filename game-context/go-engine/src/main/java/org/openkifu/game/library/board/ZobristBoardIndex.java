package org.openkifu.game.library.board;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import org.openkifu.game.library.BoardIndex;
import org.openkifu.game.library.BoardSearch;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.library.PatternQuery;
import org.openkifu.game.library.PositionQuery;

/**
 * The in-memory board index (design and figures: docs/library.md). Every game is kept as a {@link CompactGame}
 * (2 bytes a move) under an ordinal; every position it passed through is one posting, the canonical Zobrist hash of
 * the board (the least of its 8 symmetric hashes) with the ordinal and the first move number, in sorted primitive
 * arrays. New games go into small sorted runs that are merged into a middle run and then into the main run (a small
 * log-structured merge), so a put costs its own game's replay plus, now and then, one linear merge.
 *
 * <p>Readers take the current {@link State} (immutable, published through a volatile field) and never lock; writers
 * are serialised. A removed or re-put game is only marked removed: its postings stay until the index is rebuilt.
 */
public final class ZobristBoardIndex implements BoardIndex {

    /** How many single-game runs are kept before they are merged into the middle run. */
    static final int RUNS = 64;
    /** How many postings the middle run holds before it is merged into the main run. */
    static final int MIDDLE = 1 << 20;

    /** One consistent view of the index: games by ordinal (the array may have later entries a state does not see). */
    record State(CompactGame[] games, int count, long[] removed, int live, Postings main, Postings middle, Postings[] runs) {

        boolean isRemoved(int ordinal) {
            return (removed[ordinal >>> 6] & 1L << ordinal) != 0;
        }
    }

    private final Map<String, Integer> ordinals = new HashMap<>();
    private volatile State state = new State(new CompactGame[1024], 0, new long[16], 0, Postings.EMPTY, Postings.EMPTY,
            new Postings[0]);

    @Override
    public synchronized void put(LibraryRecord record) {
        CompactGame game = new CompactGame(record); // a bad record fails here, before anything changes
        State s = state;
        int ordinal = s.count;
        if (ordinal >= 1 << (31 - Postings.MOVE_BITS)) {
            throw new IllegalStateException("the board index holds " + ordinal + " game ordinals: rebuild it");
        }
        Postings run = postings(game, ordinal);
        CompactGame[] games = s.games.length > ordinal ? s.games : Arrays.copyOf(s.games, s.games.length * 2);
        games[ordinal] = game;
        long[] removed = s.removed.length > ordinal >>> 6 ? s.removed : Arrays.copyOf(s.removed, s.removed.length * 2);
        int live = s.live + 1;
        Integer old = ordinals.put(record.gameId(), ordinal);
        if (old != null) {
            removed = removed == s.removed ? removed.clone() : removed;
            removed[old >>> 6] |= 1L << old;
            live--;
        }
        Postings[] runs = Arrays.copyOf(s.runs, s.runs.length + 1);
        runs[runs.length - 1] = run;
        Postings middle = s.middle;
        Postings main = s.main;
        if (runs.length >= RUNS) {
            middle = Postings.merge(middle, combine(runs));
            runs = new Postings[0];
            if (middle.size() >= MIDDLE) {
                main = Postings.merge(main, middle);
                middle = Postings.EMPTY;
            }
        }
        state = new State(games, ordinal + 1, removed, live, main, middle, runs);
    }

    @Override
    public synchronized void remove(String gameId) {
        Integer old = ordinals.remove(gameId);
        if (old == null) {
            return;
        }
        State s = state;
        long[] removed = s.removed.clone();
        removed[old >>> 6] |= 1L << old;
        state = new State(s.games, s.count, removed, s.live - 1, s.main, s.middle, s.runs);
    }

    @Override
    public int size() {
        return state.live;
    }

    @Override
    public BoardSearch position(PositionQuery query, Predicate<String> games) {
        return PositionSearch.run(state, query, games);
    }

    @Override
    public BoardSearch pattern(PatternQuery query, Predicate<String> games) {
        return PatternSearch.run(state, query, games);
    }

    /** The pattern search split in {@code parts} ranges of games whatever the index's size (tests of the split). */
    BoardSearch pattern(PatternQuery query, Predicate<String> games, int parts) {
        return PatternSearch.run(state, query, games, parts);
    }

    /** The postings (hash, ordinal, move) that stand in memory: for the memory figures. */
    public long postings() {
        State s = state;
        long n = (long) s.main.size() + s.middle.size();
        for (Postings r : s.runs) {
            n += r.size();
        }
        return n;
    }

    /** Every position of one game, each once with the first move at which it occurred. */
    static Postings postings(CompactGame game, int ordinal) {
        int last = Math.min(game.moves.length, Postings.MAX_MOVE);
        long[] keys = new long[last + 1];
        int[] values = new int[last + 1];
        LightBoard b = new LightBoard(game.n, true);
        game.setUp(b);
        keys[0] = b.canonicalHash();
        values[0] = Postings.value(ordinal, 0);
        int at = 0;
        for (int k = 1; k <= last; k++) {
            at = game.play(b, k, at);
            keys[k] = b.canonicalHash();
            values[k] = Postings.value(ordinal, k);
        }
        Postings sorted = Postings.sort(keys, values, keys.length);
        int distinct = 0;
        for (int i = 0; i < sorted.size(); i++) {
            if (i == 0 || sorted.keys[i] != sorted.keys[i - 1]) { // sorted by move within a key: the first stays
                keys[distinct] = sorted.keys[i];
                values[distinct++] = sorted.values[i];
            }
        }
        return distinct == sorted.size() ? sorted : Postings.sort(keys, values, distinct);
    }

    private static Postings combine(Postings[] runs) {
        int n = 0;
        for (Postings r : runs) {
            n += r.size();
        }
        long[] keys = new long[n];
        int[] values = new int[n];
        int o = 0;
        for (Postings r : runs) {
            System.arraycopy(r.keys, 0, keys, o, r.size());
            System.arraycopy(r.values, 0, values, o, r.size());
            o += r.size();
        }
        return Postings.sort(keys, values, n);
    }
}
