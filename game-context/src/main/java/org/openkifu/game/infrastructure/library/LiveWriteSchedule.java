package org.openkifu.game.infrastructure.library;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.openkifu.game.library.facts.LibraryGame;

/**
 * Which changed games the library stores now, and which wait (docs/library.md, "Projection and storage"). A game is
 * stored when the library first meets it and when it ends, at once; a live game's moves in between are stored at most
 * once per {@code interval}: its row was rewritten at every move, with its {@code change} index entry, about a quarter
 * of a move's store updates, for facts (move count, last activity) that nobody searches to the second. A game left
 * waiting is stored with the first batch after its interval has passed, or by {@link #overdue} when no batch comes.
 *
 * <p>Not thread-safe: the projection calls it under its lock.
 */
final class LiveWriteSchedule {

    /** The games to store now, and the live ones whose changes wait. */
    record Plan(List<LibraryGame> store, List<LibraryGame> defer) {
    }

    private final Duration interval;
    /** When each live game the library has stored was last stored. */
    private final Map<String, Instant> storedAt = new HashMap<>();
    /** Live games with changes not stored yet, in the order they were deferred. */
    private final Map<String, LibraryGame> waiting = new LinkedHashMap<>();

    LiveWriteSchedule(Duration interval) {
        if (interval.isNegative()) {
            throw new IllegalArgumentException("the live games' write interval is negative: " + interval);
        }
        this.interval = interval;
    }

    Duration interval() {
        return interval;
    }

    /** Of a batch's changed games, and the ones waiting from earlier batches, which to store now. Changes nothing. */
    Plan plan(Map<String, LibraryGame> changed, Instant now) {
        List<LibraryGame> store = new ArrayList<>();
        List<LibraryGame> defer = new ArrayList<>();
        for (LibraryGame game : changed.values()) {
            (due(game, now) ? store : defer).add(game);
        }
        for (LibraryGame game : waiting.values()) {
            if (!changed.containsKey(game.gameId()) && due(game, now)) {
                store.add(game);
            }
        }
        return new Plan(store, defer);
    }

    /** The waiting games whose interval has passed by {@code now}: what a periodic flush stores. */
    List<LibraryGame> overdue(Instant now) {
        return waiting.values().stream().filter(game -> due(game, now)).toList();
    }

    private boolean due(LibraryGame game, Instant now) {
        Instant last = storedAt.get(game.gameId());
        return last == null || game.ended() || !last.plus(interval).isAfter(now);
    }

    /** The plan's writes succeeded at {@code now}. */
    void carriedOut(Plan plan, Instant now) {
        stored(plan.store(), now);
        plan.defer().forEach(game -> waiting.put(game.gameId(), game));
    }

    /** These games were stored at {@code now}; an ended one is forgotten (it is not live any more). */
    void stored(Collection<LibraryGame> games, Instant now) {
        for (LibraryGame game : games) {
            waiting.remove(game.gameId());
            if (game.ended()) {
                storedAt.remove(game.gameId());
            } else {
                storedAt.put(game.gameId(), now);
            }
        }
    }

    /** These games' folds are dropped (a failed write): met again, they are folded from the log and stored at once. */
    void forget(Collection<String> gameIds) {
        gameIds.forEach(id -> {
            storedAt.remove(id);
            waiting.remove(id);
        });
    }

    void clear() {
        storedAt.clear();
        waiting.clear();
    }
}
