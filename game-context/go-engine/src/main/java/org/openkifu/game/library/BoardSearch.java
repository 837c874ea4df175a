package org.openkifu.game.library;

import java.util.List;

/** The answer of a board search: every hit (one per game and placement) and the continuation statistics. */
public record BoardSearch(List<BoardHit> hits, List<Continuation> continuations) {

    public BoardSearch {
        hits = List.copyOf(hits);
        continuations = List.copyOf(continuations);
    }
}
