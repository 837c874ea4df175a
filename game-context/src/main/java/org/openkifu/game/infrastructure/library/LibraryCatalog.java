package org.openkifu.game.infrastructure.library;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

import org.openkifu.game.library.BoardIndex;
import org.openkifu.game.library.facts.FactsPage;
import org.openkifu.game.library.facts.FactsQuery;
import org.openkifu.game.library.facts.GameFacts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The library in memory (docs/library.md, "Projection and storage"): the facts of every game with their
 * {@link FactsIndex} (a search filters the candidates of its most selective indexed filter with the query's own
 * predicate, and keeps only the top of the order up to the page asked for rather than sorting every hit: docs/library.md,
 * "Facts search at scale"), and the {@link BoardIndex} of the finished games' positions. Filled from {@code library_games} at start, then kept current
 * by the projection after each batch it has stored and, on every node, by {@link #refresh} (the games another node's
 * projection stored since the last change seen; a reload after a rebuild). Safe for concurrent reads while it changes.
 */
public class LibraryCatalog {

    private static final Logger LOG = LoggerFactory.getLogger(LibraryCatalog.class);

    /** Guarded by {@link #lock}: searches read together, a change (one game or a batch) writes alone. */
    private final FactsIndex games = new FactsIndex();
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private final BoardIndex board;
    private volatile LibraryStore.Mark seen = new LibraryStore.Mark(0, 0);

    /** @param board the board search, or null when this process has none (board searches answer 503 then) */
    public LibraryCatalog(BoardIndex board) {
        this.board = board;
    }

    /** Loads every stored game (at start, before the projection runs). */
    public void load(LibraryStore store) {
        long start = System.nanoTime();
        seen = store.mark(); // before reading: a game stored meanwhile is read again by the next refresh
        int[] counts = new int[2];
        store.forEach(entry -> {
            put(entry);
            counts[0]++;
            if (entry.facts().ended()) {
                counts[1]++;
            }
        });
        double seconds = (System.nanoTime() - start) / 1e9;
        LOG.info("library: loaded {} games ({} finished{}) from {} in {} s", counts[0], counts[1],
                board == null ? ", no board index in this process" : " into the board index", LibraryStore.COLLECTION,
                Math.round(seconds * 100) / 100.0);
    }

    /** The projection's stored batch: facts replaced, finished games (re)indexed on the board. */
    public void update(Collection<LibraryStore.Entry> entries) {
        entries.forEach(this::put);
    }

    /**
     * Follows {@code library_games}: one read of the change counter, and when it moved, the games stored since the
     * last change seen; when the epoch moved (a rebuild emptied the collection), everything is forgotten and reloaded.
     * Called by one thread (the follower) at a time.
     */
    public synchronized void refresh(LibraryStore store) {
        LibraryStore.Mark now = store.mark();
        if (now.epoch() != seen.epoch()) {
            clear();
            load(store);
        } else if (now.seq() > seen.seq()) {
            long last = store.changedSince(seen.seq(), this::putIfChanged);
            seen = new LibraryStore.Mark(now.epoch(), last);
        }
    }

    /**
     * Only a newer version than the one held: a game this node's projection has already put is not indexed again,
     * and a document read just before this node's projection put a later version cannot take it back.
     */
    private void putIfChanged(LibraryStore.Entry entry) {
        boolean newer = write(() -> {
            GameFacts held = games.get(entry.facts().gameId());
            if (held == null || held.version() < entry.facts().version()) {
                games.put(entry.facts());
                return true;
            }
            return false;
        });
        if (newer) {
            putBoard(entry);
        }
    }

    private void put(LibraryStore.Entry entry) {
        write(() -> {
            games.put(entry.facts());
            return true;
        });
        putBoard(entry);
    }

    /** Outside the facts lock: indexing a game's positions is slower than its facts, searches need not wait. */
    private void putBoard(LibraryStore.Entry entry) {
        if (board != null && entry.facts().ended()) {
            board.put(entry.record());
        }
    }

    /** Forgets everything (the projection's reset before a rebuild). */
    public int clear() {
        List<String> ids = write(() -> {
            List<String> held = games.all().stream().map(GameFacts::gameId).toList();
            games.clear();
            return held;
        });
        if (board != null) {
            ids.forEach(board::remove);
        }
        return ids.size();
    }

    /**
     * The page asked for, as {@link FactsQuery#page} over every game answers it: the matching candidates, and when
     * the page ends before the last hit only the first {@code page x pageSize} in the query's order (a bounded heap),
     * the others counted for the total.
     */
    public FactsPage search(FactsQuery query) {
        return read(() -> {
            Collection<GameFacts> candidates = games.candidates(query.filters());
            long top = (long) query.page() * query.pageSize();
            if (top >= candidates.size()) {
                return query.page(candidates); // a page past the end is refused there, as before
            }
            Comparator<GameFacts> order = query.order();
            PriorityQueue<GameFacts> first = new PriorityQueue<>((int) top + 1, order.reversed());
            int total = 0;
            for (GameFacts f : candidates) {
                if (query.matches(f)) {
                    total++;
                    if (first.size() < top) {
                        first.add(f);
                    } else if (order.compare(f, first.peek()) < 0) {
                        first.poll();
                        first.add(f);
                    }
                }
            }
            List<GameFacts> sorted = new ArrayList<>(first);
            sorted.sort(order);
            List<GameFacts> page = FactsQuery.slice(new Prefix(sorted, total), query.page(), query.pageSize());
            return new FactsPage(page, total, query.page(), query.pageSize(), FactsQuery.pages(total, query.pageSize()),
                    query.sort());
        });
    }

    /** Every game matching the query's filters, in its order (exports, board searches). */
    public List<GameFacts> matching(FactsQuery query) {
        return read(() -> query.all(games.candidates(query.filters())));
    }

    public Optional<GameFacts> facts(String gameId) {
        return read(() -> Optional.ofNullable(games.get(gameId)));
    }

    public Optional<BoardIndex> board() {
        return Optional.ofNullable(board);
    }

    public int size() {
        return read(games::size);
    }

    private <T> T read(Supplier<T> action) {
        lock.readLock().lock();
        try {
            return action.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    private <T> T write(Supplier<T> action) {
        lock.writeLock().lock();
        try {
            return action.get();
        } finally {
            lock.writeLock().unlock();
        }
    }

    /**
     * The first hits of an answer of {@code size} hits, as a list of that size for {@link FactsQuery#slice} (which
     * checks the page against the whole answer); only the first ones are ever read.
     */
    private static final class Prefix extends AbstractList<GameFacts> {
        private final List<GameFacts> first;
        private final int size;

        Prefix(List<GameFacts> first, int size) {
            this.first = first;
            this.size = size;
        }

        @Override
        public GameFacts get(int index) {
            return first.get(index);
        }

        @Override
        public int size() {
            return size;
        }
    }
}
