package org.openkifu.infra.web;

import java.net.URI;
import java.util.List;

import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameReplay;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.game.GameService;
import org.openkifu.infra.web.GameRequests.PlayerRequest;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The games API (docs/api.md). The acting user comes from {@link ActingUser}. */
@RestController
@RequestMapping("/api/games")
public class GameController {

    static final String IDEMPOTENCY_HEADER = "Idempotency-Key";
    static final MediaType SGF = MediaType.parseMediaType("application/x-go-sgf");

    private final GameService games;

    public GameController(GameService games) {
        this.games = games;
    }

    @PostMapping
    public ResponseEntity<GameViews.Created> create(@ActingUser String user,
            @RequestHeader(value = IDEMPOTENCY_HEADER, required = false) String idempotencyKey,
            @RequestBody GameRequests.CreateGame body) {
        PlayerRequest black = requirePlayer(body.black(), "black");
        PlayerRequest white = requirePlayer(body.white(), "white");
        boolean userIsBlack = user.equals(black.userId());
        if (!userIsBlack && !user.equals(white.userId())) {
            throw new GameRuleViolation(GameRuleViolation.NOT_A_PLAYER,
                    "you (" + user + ") can only create a game you play in");
        }
        PlayerRequest owner = userIsBlack ? black : white;
        PlayerRequest opponent = userIsBlack ? white : black;
        // The key is scoped to the user, so two users' keys never name the same game.
        String gameId = idempotencyKey == null || idempotencyKey.isBlank() ? GameIds.random()
                : GameIds.fromRequest("api", user + ":" + idempotencyKey);
        int handicap = body.handicap() == null ? 0 : body.handicap();
        GameType type = body.gameType() != null ? body.gameType() : handicap > 0 ? GameType.HANDICAP : GameType.HO_SUN;
        games.send(new GameCommand.CreateGame(gameId, user,
                new Player(owner.userId(), owner.rank()), new Player(opponent.userId(), opponent.rank()),
                black.userId(), white.userId(), type, handicap > 0 ? handicap : null,
                new RulesChoice(body.rules() == null ? "japanese" : body.rules(), body.komi(), null),
                body.size() == null ? 19 : body.size(),
                body.timeControl() == null ? TimeControl.NONE : body.timeControl(),
                Boolean.TRUE.equals(body.takeBackAllowed()), Boolean.TRUE.equals(body.rated()), Origin.FREE));
        return ResponseEntity.created(URI.create("/api/games/" + gameId)).body(new GameViews.Created(gameId));
    }

    @PostMapping("/{id}/moves")
    public GameViews.Summary play(@PathVariable String id, @ActingUser String user,
            @RequestBody GameRequests.Move body) {
        GameState before = games.state(id);
        games.send(new GameCommand.PlayStone(id, user, point(body, before.setup().size())));
        return GameViews.Summary.of(games.state(id));
    }

    @PostMapping("/{id}/pass")
    public GameViews.Summary pass(@PathVariable String id, @ActingUser String user) {
        games.requireGame(id);
        games.send(new GameCommand.Pass(id, user));
        return GameViews.Summary.of(games.state(id));
    }

    @PostMapping("/{id}/resign")
    public GameViews.Summary resign(@PathVariable String id, @ActingUser String user) {
        games.requireGame(id);
        games.send(new GameCommand.Resign(id, user));
        return GameViews.Summary.of(games.state(id));
    }

    @GetMapping("/{id}")
    public GameViews.Summary summary(@PathVariable String id) {
        return GameViews.Summary.of(games.state(id));
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

    private static PlayerRequest requirePlayer(PlayerRequest player, String colour) {
        if (player == null || player.userId() == null || player.userId().isBlank()) {
            throw ApiException.badRequest("PLAYER_MISSING", "the request needs a " + colour + " player with a userId");
        }
        return player;
    }

    private static Point point(GameRequests.Move body, int size) {
        if (body == null || body.point() == null || body.point().isBlank()) {
            throw ApiException.badRequest("POINT_MISSING", "the move needs a point, e.g. {\"point\":\"D4\"}");
        }
        try {
            return Point.fromGtp(body.point(), size);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("POINT_INVALID", e.getMessage());
        }
    }
}
