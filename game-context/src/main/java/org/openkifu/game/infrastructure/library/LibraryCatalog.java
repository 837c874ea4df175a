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
import org.roaringbitmap.IntConsumer;
import org.roaringbitmap.RoaringBitmap;
import org.roaringbitmap.RoaringBitmapWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The library in memory (docs/library.md, "Projection and storage"): the facts of every game with their
 * {@link FactsIndex} (a search counts the games its indexes select, and finds only the top of the order up to the
 * page asked for rather than sorting every hit: docs/library.md, "Facts search at scale"), and the {@link BoardIndex} of the finished games' positions. Filled from {@code library_games} at start, then kept current
 * by the projection after each batch it has stored and, on every node, by {@link #refresh} (the games another node's
 * projection stored since the last change seen; a reload after a rebuild). Safe for concurrent reads while it changes.
 */
public class LibraryCatalog {

    private static final Logger LOG = LoggerFactory.getLogger(LibraryCatalog.class);
    /** An answer this many times the hits wanted is walked in the sort's order rather than read whole into a heap. */
    private static final int WALK_FROM = 4;

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
     * Follows {@code library_games}: one read of the epoch, then the games stored since the last change seen (one read
     * of the change index, empty when nothing changed); when the epoch moved (a rebuild emptied the collection),
     * everything is forgotten and reloaded. Called by one thread (the follower) at a time.
     */
    public synchronized void refresh(LibraryStore store) {
        long epoch = store.epoch();
        if (epoch != seen.epoch()) {
            clear();
            load(store);
        } else {
            long last = store.changedSince(seen.seq(), this::lacks, this::putIfChanged);
            seen = new LibraryStore.Mark(epoch, last);
        }
    }

    /** Whether this catalog holds an older version of the game than {@code version}, or none. */
    private boolean lacks(String gameId, long version) {
        return read(() -> {
            GameFacts held = games.get(gameId);
            return held == null || held.version() < version;
        });
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
            List<String> held = games.ids();
            games.clear();
            return held;
        });
        if (board != null) {
            ids.forEach(board::remove);
        }
        return ids.size();
    }

    /**
     * The page asked for, as {@link FactsQuery#page} over every game answers it: the games the indexes select (checked
     * with the query's predicate unless the selection is exact), counted; then, when the page ends before the last
     * hit, only the first {@code page x pageSize} in the query's order: walked from the sort's own index when it has
     * one and the answer is large, else kept in a bounded heap.
     */
    public FactsPage search(FactsQuery query) {
        return read(() -> {
            RoaringBitmap hits = hits(query);
            int total = hits.getCardinality();
            long top = (long) query.page() * query.pageSize();
            if (top >= total) {
                return query.page(facts(hits)); // a page past the end is refused there, as before
            }
            List<GameFacts> first = walked(query, hits, (int) top).orElseGet(() -> heap(query, hits, (int) top));
            List<GameFacts> page = FactsQuery.slice(new Prefix(first, total), query.page(), query.pageSize());
            return new FactsPage(page, total, query.page(), query.pageSize(), FactsQuery.pages(total, query.pageSize()),
                    query.sort());
        });
    }

    /** Every game matching the query's filters, in its order (exports, board searches). */
    public List<GameFacts> matching(FactsQuery query) {
        return read(() -> {
            List<GameFacts> all = facts(hits(query));
            all.sort(query.order());
            return all;
        });
    }

    /** Every game matching the query's filters, in no particular order (board searches order only their hits). */
    public List<GameFacts> selected(FactsQuery query) {
        return read(() -> facts(hits(query)));
    }

    /** The ordinals of the games matching the query. */
    private RoaringBitmap hits(FactsQuery query) {
        FactsIndex.Selection selection = games.select(query.filters());
        if (selection.exact()) {
            return selection.games();
        }
        RoaringBitmapWriter<RoaringBitmap> matching = RoaringBitmapWriter.writer().get();
        selection.games().forEach((IntConsumer) game -> {
            if (query.matches(games.game(game))) {
                matching.add(game);
            }
        });
        return matching.get();
    }

    private List<GameFacts> facts(RoaringBitmap hits) {
        List<GameFacts> facts = new ArrayList<>(hits.getCardinality());
        hits.forEach((IntConsumer) game -> facts.add(games.game(game)));
        return facts;
    }

    /**
     * The first {@code top} hits in the query's order read from the sort field's own index, key after key (ties in a
     * key by the whole order), when there is one and the answer is large enough for it to pay; empty when the keys
     * run out first (the games without the value come last: the heap finds them).
     */
    private Optional<List<GameFacts>> walked(FactsQuery query, RoaringBitmap hits, int top) {
        Optional<Postings<?>> index = games.sortedBy(query.sortField());
        if (index.isEmpty() || hits.getCardinality() < WALK_FROM * (long) top) {
            return Optional.empty();
        }
        List<GameFacts> first = new ArrayList<>(top);
        for (RoaringBitmap key : index.get().inOrder(query.descending())) {
            if (RoaringBitmap.intersects(key, hits)) {
                List<GameFacts> ties = facts(RoaringBitmap.and(key, hits));
                ties.sort(query.order());
                first.addAll(ties);
                if (first.size() >= top) {
                    return Optional.of(first.subList(0, top));
                }
            }
        }
        return Optional.empty();
    }

    /** The first {@code top} hits in the query's order, kept in a heap bounded by {@code top} while all are read. */
    private List<GameFacts> heap(FactsQuery query, RoaringBitmap hits, int top) {
        Comparator<GameFacts> order = query.order();
        PriorityQueue<GameFacts> first = new PriorityQueue<>(top + 1, order.reversed());
        hits.forEach((IntConsumer) game -> {
            GameFacts f = games.game(game);
            if (first.size() < top) {
                first.add(f);
            } else if (order.compare(f, first.peek()) < 0) {
                first.poll();
                first.add(f);
            }
        });
        List<GameFacts> sorted = new ArrayList<>(first);
        sorted.sort(order);
        return sorted;
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
