package org.openkifu.game.web;

import org.openkifu.infra.web.ActingUser;

import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.application.GameService;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Take-back by agreement (only in games created with {@code takeBackAllowed}): one asks, the other answers. */
@RestController
@RequestMapping("/api/games/{id}/takeback")
public class GameTakeBackController {

    private final GameService games;

    public GameTakeBackController(GameService games) {
        this.games = games;
    }

    /** Asks to undo the requester's last move and every move after it. */
    @PostMapping
    public GameViews.Summary request(@PathVariable String id, @ActingUser String user) {
        return GameViews.summary(games.sendToGame(new GameCommand.RequestTakeBack(id, user)));
    }

    @PostMapping("/accept")
    public GameViews.Summary accept(@PathVariable String id, @ActingUser String user) {
        return GameViews.summary(games.sendToGame(new GameCommand.AcceptTakeBack(id, user)));
    }

    @PostMapping("/decline")
    public GameViews.Summary decline(@PathVariable String id, @ActingUser String user) {
        return GameViews.summary(games.sendToGame(new GameCommand.DeclineTakeBack(id, user)));
    }
}
