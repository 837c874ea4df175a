package org.openkifu.game.library.facts;

import java.util.List;

/**
 * One page of a facts search.
 *
 * @param page  from 1
 * @param pages how many pages the whole answer has (0 when nothing matched)
 */
public record FactsPage(List<GameFacts> games, int total, int page, int pageSize, int pages, String sort) {

    public FactsPage {
        games = List.copyOf(games);
    }
}
