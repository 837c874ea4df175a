package org.openkifu.game.web;

import org.openkifu.game.application.GameService;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.infrastructure.presence.GamePresence;
import org.openkifu.infra.web.ActingUser;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code POST /api/games/{id}/presence}: "I have this game open" (docs/api.md, "Presence and the start"). The game
 * page sends it when it opens and every {@value GamePresence#HEARTBEAT_SECONDS} s; API clients send it when they
 * start following a game and, in a live game, as often. The first report of a player is their arrival (the clocks
 * start once both players arrived); every report is a sign of life an abandonment report is checked against.
 */
@RestController
public class GamePresenceController {

    private final GameService games;
    private final GamePresence presence;

    public GamePresenceController(GameService games, GamePresence presence) {
        this.games = games;
        this.presence = presence;
    }

    @PostMapping("/api/games/{id}/presence")
    public ResponseEntity<Void> present(@PathVariable String id, @ActingUser String user) {
        if (!presence.settled(id, user)) {
            // once per player and game (per node): the game records the arrival; heartbeats after that touch memory
            // only. Read first, so reports about games that do not exist (404) take no room in the monitor.
            GameState state = games.state(id);
            if (state.setup().isPlayer(user) && !state.hasArrived(user) && state.status() != GameState.Status.ENDED) {
                games.send(new GameCommand.ArriveAtGame(id, user));
            }
        }
        presence.seen(id, user);
        return ResponseEntity.noContent().build();
    }
}
