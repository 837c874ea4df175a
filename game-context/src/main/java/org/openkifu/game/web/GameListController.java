package org.openkifu.game.web;

import org.openkifu.infra.web.ApiException;
import org.openkifu.infra.web.Paging;

import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.openkifu.game.infrastructure.reads.GameSummary;
import org.openkifu.game.infrastructure.reads.GameSummaryStore;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Game lists from the {@code game-list} projection (docs/api.md, "Game lists"): newest activity first. The
 * projection follows the event log within moments, so a game just created or moved may show a beat later.
 */
@RestController
public class GameListController {

    static final int DEFAULT_LIMIT = 20;

    private final GameSummaryStore summaries;

    public GameListController(GameSummaryStore summaries) {
        this.summaries = summaries;
    }

    /**
     * @param turn   only games where this user has to act next
     * @param cursor the previous page's {@code X-Next-Cursor} (docs/api.md, "Paging"); {@code offset} stays for older
     *               clients, and the two are not combined
     */
    @GetMapping("/api/games")
    public ResponseEntity<GameList> list(@RequestParam(required = false) String player,
            @RequestParam(required = false) String status, @RequestParam(required = false) String turn,
            @RequestParam(required = false) Integer limit, @RequestParam(required = false) Integer offset,
            @RequestParam(required = false) String cursor) {
        return query(blankToNull(player), status, blankToNull(turn), limit, offset, cursor);
    }

    /** @param turn {@code mine}: only games where this player has to act next (the lobby's "your move") */
    @GetMapping("/api/players/{id}/games")
    public ResponseEntity<GameList> ofPlayer(@PathVariable String id, @RequestParam(required = false) String status,
            @RequestParam(required = false) String turn, @RequestParam(required = false) Integer limit,
            @RequestParam(required = false) Integer offset, @RequestParam(required = false) String cursor) {
        String turnUser = null;
        if (turn != null && !turn.isBlank()) {
            if (!"mine".equalsIgnoreCase(turn.trim())) {
                throw ApiException.badRequest("PARAMETER_INVALID", "turn can only be 'mine', not '" + turn + "'");
            }
            turnUser = id;
        }
        return query(id, status, turnUser, limit, offset, cursor);
    }

    /**
     * The limit is the paging's (1..200) with the list's older default of 20; an offset and a cursor together are
     * refused rather than one silently ignored.
     */
    private ResponseEntity<GameList> query(String player, String status, String turnUser, Integer limit,
            Integer offset, String cursor) {
        Paging.Request request = Paging.Request.of(limit, cursor, DEFAULT_LIMIT);
        int o = offset == null ? 0 : offset;
        if (o < 0) {
            throw ApiException.badRequest("PARAMETER_INVALID", "offset must be 0 or more, not " + o);
        }
        if (o > 0 && request.after() != null) {
            throw ApiException.badRequest("PARAMETER_INVALID",
                    "give either an offset or a cursor: the cursor already says where the page starts");
        }
        Set<GameSummary.Status> statuses = statuses(status);
        GameSummaryStore.Page page = summaries.list(new GameSummaryStore.Query(player, statuses, turnUser,
                request.limit(), o, request.after()));
        return Paging.ok(page.next()).body(new GameList(page.games().stream().map(GameListEntry::of).toList(),
                page.total(), request.limit(), o, page.next()));
    }

    /** {@code playing,scoring}; {@code active} = everything not ended; case does not matter. */
    static Set<GameSummary.Status> statuses(String status) {
        Set<GameSummary.Status> wanted = EnumSet.noneOf(GameSummary.Status.class);
        if (status == null || status.isBlank()) {
            return wanted;
        }
        for (String part : status.split(",")) {
            String name = part.trim().toUpperCase(Locale.ROOT);
            if (name.equals("ACTIVE")) {
                EnumSet.allOf(GameSummary.Status.class).stream().filter(GameSummary.Status::active)
                        .forEach(wanted::add);
                continue;
            }
            try {
                wanted.add(GameSummary.Status.valueOf(name));
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("STATUS_INVALID", "unknown status '" + part.trim()
                        + "'; use nigiri, handicap, playing, scoring, ended or active (comma-separated)");
            }
        }
        return wanted;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }

    /** @param nextCursor the same as the {@code X-Next-Cursor} header: where the next page starts, null at the end */
    public record GameList(List<GameListEntry> games, long total, int limit, int offset, String nextCursor) {
    }

    public record OriginView(String kind, String reference) {
    }

    /**
     * @param players both players, the game's owner first (known before nigiri draws the colours)
     * @param state   the exact status as {@code GET /api/games/{id}} shows it
     * @param turn    the user who has to act next, or null (scoring, ended)
     */
    public record GameListEntry(String gameId, GameViews.PlayerView black, GameViews.PlayerView white,
                                List<GameViews.PlayerView> players, int size, String rules, boolean rated,
                                String status, String state, String turn, int moveCount, Instant lastMoveAt,
                                Instant lastActivityAt, String result, String endReason, OriginView origin,
                                Instant createdAt) {

        static GameListEntry of(GameSummary s) {
            return new GameListEntry(s.gameId(), player(s, s.blackUserId()), player(s, s.whiteUserId()),
                    List.of(player(s, s.ownerUserId()), player(s, s.opponentUserId())), s.size(), s.preset(),
                    s.rated(), s.status().name(), s.state(), s.turnUserId(), s.moveCount(), s.lastMoveAt(),
                    s.lastActivityAt(), s.result(), s.endReason(), new OriginView(s.originKind(), s.originReference()),
                    s.createdAt());
        }

        private static GameViews.PlayerView player(GameSummary s, String userId) {
            return userId == null ? null : new GameViews.PlayerView(userId, s.rankOf(userId));
        }
    }
}
