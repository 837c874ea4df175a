package org.openkifu.game.library;

import java.util.function.Predicate;

/**
 * The library's board search: every position each indexed game passed through, searchable as a whole board or by a
 * pattern, under the board's 8 symmetries and optionally with colours swapped (semantics: docs/library.md). The facts
 * search narrows a board search by passing the ids of the games that match the facts as {@code games}.
 * Implementations are safe for concurrent reads while games are put and removed.
 */
public interface BoardIndex {

    /** Indexes (or re-indexes) one game. */
    void put(LibraryRecord game);

    void remove(String gameId);

    int size();

    /** Every game among {@code games} that passed through the position, with the first move number at which it did. */
    BoardSearch position(PositionQuery query, Predicate<String> games);

    /** Every game among {@code games} in which the pattern occurred, with the first move number of each placement. */
    BoardSearch pattern(PatternQuery query, Predicate<String> games);
}
