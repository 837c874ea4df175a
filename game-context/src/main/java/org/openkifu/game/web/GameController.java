package org.openkifu.game.web;

import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.ApiException;

import java.util.List;

import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.domain.GameReplay;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.application.GameService;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The games API (docs/api.md); creation is {@link GameCreationController}. The acting user comes from {@link ActingUser}. */
@RestController
@RequestMapping("/api/games")
public class GameController {

    static final String IDEMPOTENCY_HEADER = "Idempotency-Key";
    static final MediaType SGF = MediaType.parseMediaType("application/x-go-sgf");

    private final GameService games;

    public GameController(GameService games) {
        this.games = games;
    }

    /**
     * Answered from the state the command left: the game's history is not read before or after the move. The point
     * stays text: the decider reads it against the game's board (POINT_MISSING, POINT_INVALID).
     */
    @PostMapping("/{id}/moves")
    public GameViews.Summary play(@PathVariable String id, @ActingUser String user,
            @RequestBody GameRequests.Move body) {
        return GameViews.summary(games.sendForState(GameCommand.PlayStone.at(id, user,
                body == null ? null : body.point())));
    }

    @PostMapping("/{id}/pass")
    public GameViews.Summary pass(@PathVariable String id, @ActingUser String user) {
        return GameViews.summary(games.sendForState(new GameCommand.Pass(id, user)));
    }

    @PostMapping("/{id}/resign")
    public GameViews.Summary resign(@PathVariable String id, @ActingUser String user) {
        return GameViews.summary(games.sendForState(new GameCommand.Resign(id, user)));
    }

    @GetMapping("/{id}")
    public GameViews.Summary summary(@PathVariable String id) {
        return GameViews.summary(games.events(id));
    }

    /** @param move the position after this many moves; the latest when absent */
    @GetMapping("/{id}/position")
    public GameViews.Position position(@PathVariable String id, @RequestParam(required = false) Integer move) {
        var events = games.events(id);
        int n = move != null ? move : GameEvolver.fold(events).moveCount();
        if (n < 0) {
            throw ApiException.badRequest("MOVE_NUMBER_INVALID", "move must be 0 or more, not " + n);
        }
        return GameViews.Position.of(GameReplay.at(events, n));
    }

    @GetMapping("/{id}/events")
    public List<GameViews.EventView> events(@PathVariable String id) {
        return GameViews.events(games.history(id));
    }

    @GetMapping(value = "/{id}/sgf")
    public ResponseEntity<String> sgf(@PathVariable String id) {
        var events = games.events(id);
        GameState state = GameEvolver.fold(events);
        return ResponseEntity.ok()
                .contentType(SGF)
                .header("Content-Disposition", "attachment; filename=\"" + id + ".sgf\"")
                .body(SgfExport.of(state, SgfExport.importedHeader(events)));
    }
}
