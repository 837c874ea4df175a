package org.openkifu.game.web;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import io.swagger.v3.oas.annotations.Operation;
import jakarta.servlet.http.HttpServletRequest;
import org.openkifu.game.infrastructure.library.LibraryCatalog;
import org.openkifu.game.library.BoardHit;
import org.openkifu.game.library.BoardIndex;
import org.openkifu.game.library.BoardSearch;
import org.openkifu.game.library.Continuation;
import org.openkifu.game.library.PatternQuery;
import org.openkifu.game.library.PositionQuery;
import org.openkifu.game.library.board.BoardQueryException;
import org.openkifu.game.library.facts.FactsPage;
import org.openkifu.game.library.facts.FactsQuery;
import org.openkifu.game.library.facts.GameFacts;
import org.openkifu.game.library.facts.LibraryQueryException;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.web.ApiException;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * The game library's searches (docs/library.md, docs/api.md "Game library"): by facts over every game, and by
 * position or pattern over the finished ones through the {@link BoardIndex}, narrowed by the same facts filters.
 */
@RestController
public class LibraryController {

    /** A position search: the {@link PositionQuery} plus the facts filters and the page of hits wanted. */
    public record PositionSearch(int size, List<Point> black, List<Point> white, boolean swapColours,
                                 Map<String, String> filters, Integer page, Integer pageSize) {
    }

    /**
     * A pattern search: the {@link PatternQuery} plus the facts filters and the page of hits wanted. {@code anywhere}
     * null means anywhere exactly when no place is given; true with a place keeps the place's relation to the edges
     * (the library page always sends its rectangle's place).
     */
    public record PatternSearch(int size, List<String> rows, Integer column, Integer row, boolean swapColours,
                                Map<String, String> filters, Integer page, Integer pageSize, Boolean anywhere) {

        public PatternSearch(int size, List<String> rows, Integer column, Integer row, boolean swapColours,
                             Map<String, String> filters, Integer page, Integer pageSize) {
            this(size, rows, column, row, swapColours, filters, page, pageSize, null);
        }
    }

    /** One hit with the game's facts (players, result, date) for the hit list. */
    public record HitView(String gameId, int moveNumber, String symmetry, boolean swapped, Integer column, Integer row,
                          GameFacts game) {
    }

    /**
     * A next move: {@code label} A, B, C... by how often it was played (null for tenuki, whose {@code point} is null),
     * and the winning percentages of the games that continued with it (rounded to one decimal).
     */
    public record ContinuationView(String label, Point point, Color colour, int count, int blackWins, int whiteWins,
                                   double blackWinPercent, double whiteWinPercent) {
    }

    /**
     * @param games how many games the facts filters let the board search look at
     * @param total hits in all
     */
    public record BoardAnswer(List<HitView> hits, int total, int page, int pageSize, int pages, int games,
                              List<ContinuationView> continuations) {
    }

    private final LibraryCatalog catalog;

    public LibraryController(LibraryCatalog catalog) {
        this.catalog = catalog;
    }

    static final String FILTERS = "Query parameters (all optional, combined with AND; docs/library.md): player, black, "
            + "white, rank, blackRank, whiteRank, status (live|ended), result (RE value), winner (black|white|none), "
            + "reason, marginMin, marginMax, from, to (YYYY-MM-DD), size, preset, komi, handicap, movesMin, movesMax, "
            + "origin (free|ladder|tournament|match|import), event, and an imported record's own pb, pw, br, wr, ev, "
            + "ro, dt, re, pc; sort (date, created, ended, moves, margin, komi, size, handicap, black, white, event; "
            + "-field for descending, default -date). Unknown parameters: 400 UNKNOWN_FILTER.";

    /** Parameters: the facts filters, {@code sort}, {@code page}, {@code pageSize} (docs/library.md). */
    @Operation(summary = "Search the game library by facts", description = FILTERS
            + " Paging: page (from 1), pageSize (1..200, default 20); a page past the end: 400 PAGE_OUT_OF_RANGE.")
    @GetMapping("/api/library/games")
    public FactsPage games(HttpServletRequest request) {
        return refused(() -> catalog.search(FactsQuery.parse(parameters(request))));
    }

    @Operation(summary = "Find finished games that passed through a whole-board position",
            description = "Under the 8 symmetries, optionally with colours swapped; filters narrow the games (the facts "
                    + "search's names). Hits are paged; continuations count the next moves. 503 BOARD_INDEX_UNAVAILABLE "
                    + "when the server has no board index.")
    @PostMapping("/api/library/positions")
    public BoardAnswer positions(@RequestBody PositionSearch body) {
        PositionQuery query = new PositionQuery(body.size(), nz(body.black()), nz(body.white()), body.swapColours());
        LibraryBoardQueries.check(query);
        return refused(() -> search(body.filters(), body.page(), body.pageSize(),
                (board, games) -> board.position(query, games::containsKey)));
    }

    @Operation(summary = "Find finished games in which a pattern occurred",
            description = "rows of X (black), O (white), . (empty), * (any); column and row: the pattern's place; "
                    + "anywhere: true to search wherever it fits with the place's relation to the edges (default: "
                    + "true exactly when no place is given). Same filters, paging and continuations as positions.")
    @PostMapping("/api/library/patterns")
    public BoardAnswer patterns(@RequestBody PatternSearch body) {
        PatternQuery query = new PatternQuery(body.size(), nz(body.rows()), body.column(), body.row(),
                body.swapColours(), body.anywhere() != null ? body.anywhere()
                        : body.column() == null && body.row() == null);
        LibraryBoardQueries.check(query);
        return refused(() -> search(body.filters(), body.page(), body.pageSize(),
                (board, games) -> board.pattern(query, games::containsKey)));
    }

    private interface Search {
        BoardSearch run(BoardIndex board, Map<String, GameFacts> games);
    }

    private BoardAnswer search(Map<String, String> filters, Integer page, Integer pageSize, Search search) {
        Map<String, String> wanted = filters == null ? new HashMap<>() : new HashMap<>(filters);
        wanted.remove("page");
        wanted.remove("pageSize");
        FactsQuery facts = FactsQuery.filters(wanted);
        int p = FactsQuery.positive("page", page == null ? null : page.toString(), 1, Integer.MAX_VALUE);
        int size = FactsQuery.positive("pageSize", pageSize == null ? null : pageSize.toString(),
                FactsQuery.DEFAULT_PAGE_SIZE, FactsQuery.MAX_PAGE_SIZE);
        // the whole request is checked first: a bad one gets its own code even where the board index is missing
        BoardIndex board = catalog.board().orElseThrow(() -> new ApiException(HttpStatus.SERVICE_UNAVAILABLE,
                "BOARD_INDEX_UNAVAILABLE", "this server has no board index: position and pattern searches are not "
                + "available (the facts search is)"));
        // the finished games the facts allow; only the hits are put in the facts order (not every game allowed)
        Map<String, GameFacts> byId = new HashMap<>();
        for (GameFacts f : catalog.selected(facts)) {
            if (f.ended()) {
                byId.put(f.gameId(), f);
            }
        }
        BoardSearch result;
        try {
            result = search.run(board, byId);
        } catch (BoardQueryException e) {
            throw ApiException.badRequest(e.code(), e.getMessage());
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("BOARD_QUERY_INVALID", e.getMessage());
        }
        List<BoardHit> hits = new ArrayList<>(result.hits());
        hits.sort(Comparator.comparing((BoardHit h) -> byId.get(h.gameId()), facts.order())
                .thenComparingInt(BoardHit::moveNumber));
        List<HitView> views = FactsQuery.slice(hits, p, size).stream()
                .map(h -> new HitView(h.gameId(), h.moveNumber(), h.symmetry(), h.swapped(), h.column(), h.row(),
                        byId.get(h.gameId())))
                .toList();
        return new BoardAnswer(views, hits.size(), p, size, FactsQuery.pages(hits.size(), size), byId.size(),
                continuations(result.continuations()));
    }

    /** Most played first (ties: tenuki last, then by point); letters A.. in that order, as Kombilo labels them. */
    static List<ContinuationView> continuations(List<Continuation> all) {
        List<Continuation> sorted = new ArrayList<>(all);
        sorted.sort(Comparator.comparingInt(Continuation::count).reversed()
                .thenComparing(c -> c.point() == null)
                .thenComparing(c -> c.point() == null ? 0 : c.point().y() * 100 + c.point().x()));
        List<ContinuationView> views = new ArrayList<>();
        int letter = 0;
        for (Continuation c : sorted) {
            String label = c.point() == null ? null : label(letter++);
            views.add(new ContinuationView(label, c.point(), c.colour(), c.count(), c.blackWins(), c.whiteWins(),
                    percent(c.blackWins(), c.count()), percent(c.whiteWins(), c.count())));
        }
        return views;
    }

    private static String label(int n) {
        return n < 26 ? String.valueOf((char) ('A' + n)) : String.valueOf((char) ('a' + (n - 26) % 26));
    }

    private static double percent(int part, int whole) {
        return whole == 0 ? 0 : Math.round(1000.0 * part / whole) / 10.0;
    }

    static Map<String, List<String>> parameters(HttpServletRequest request) {
        Map<String, List<String>> parameters = new LinkedHashMap<>();
        request.getParameterMap().forEach((k, v) -> parameters.put(k, List.of(v)));
        return parameters;
    }

    /** Runs a library query, turning its refusal into problem+json 400 with the same code and properties. */
    static <T> T refused(Supplier<T> query) {
        try {
            return query.get();
        } catch (LibraryQueryException e) {
            ApiException problem = ApiException.badRequest(e.code(), e.getMessage());
            e.properties().forEach(problem::with);
            throw problem;
        }
    }

    private static <T> List<T> nz(List<T> list) {
        return list == null ? List.of() : list;
    }
}
