package org.openkifu.game.infrastructure.library;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.openkifu.game.library.BoardIndex;
import org.openkifu.game.library.facts.FactsPage;
import org.openkifu.game.library.facts.FactsQuery;
import org.openkifu.game.library.facts.GameFacts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The library in memory (docs/library.md, "Projection and storage"): the facts of every game, searched by scanning
 * (a facts search is a filter over a few hundred bytes per game: 100,000 games are scanned in milliseconds, and any
 * combination of filters and sorts costs the same, where Mongo indexes would serve only some), and the
 * {@link BoardIndex} of the finished games' positions. Filled from {@code library_games} at start, then kept current
 * by the projection after each batch it has stored and, on every node, by {@link #refresh} (the games another node's
 * projection stored since the last change seen; a reload after a rebuild). Safe for concurrent reads while it changes.
 */
public class LibraryCatalog {

    private static final Logger LOG = LoggerFactory.getLogger(LibraryCatalog.class);

    private final Map<String, GameFacts> games = new ConcurrentHashMap<>();
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
        GameFacts held = games.get(entry.facts().gameId());
        if (held == null || held.version() < entry.facts().version()) {
            put(entry);
        }
    }

    private void put(LibraryStore.Entry entry) {
        games.put(entry.facts().gameId(), entry.facts());
        if (board != null && entry.facts().ended()) {
            board.put(entry.record());
        }
    }

    /** Forgets everything (the projection's reset before a rebuild). */
    public int clear() {
        int n = games.size();
        if (board != null) {
            List.copyOf(games.keySet()).forEach(board::remove);
        }
        games.clear();
        return n;
    }

    public FactsPage search(FactsQuery query) {
        return query.page(games.values());
    }

    /** Every game matching the query's filters, in its order (exports, board searches). */
    public List<GameFacts> matching(FactsQuery query) {
        return query.all(games.values());
    }

    public Optional<GameFacts> facts(String gameId) {
        return Optional.ofNullable(games.get(gameId));
    }

    public Optional<BoardIndex> board() {
        return Optional.ofNullable(board);
    }

    public int size() {
        return games.size();
    }
}
