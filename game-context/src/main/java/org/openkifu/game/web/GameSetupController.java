package org.openkifu.game.web;

import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.ApiException;

import java.util.Locale;

import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.Parity;
import org.openkifu.game.application.GameService;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Before the first move: nigiri (who takes Black in an even game) and free handicap placement. */
@RestController
@RequestMapping("/api/games/{id}")
public class GameSetupController {

    private final GameService games;

    public GameSetupController(GameService games) {
        this.games = games;
    }

    /** The owner's hidden pick; nobody else sees it until the guess is made. */
    @PostMapping("/nigiri/parity")
    public GameViews.Summary chooseParity(@PathVariable String id, @ActingUser String user,
            @RequestBody GameRequests.NigiriParity body) {
        return GameViews.summary(games.sendToGame(new GameCommand.ChooseNigiriParity(id, user, parity(body.parity()))));
    }

    /** The opponent's guess; a right guess takes Black. Starts the game. */
    @PostMapping("/nigiri/guess")
    public GameViews.Summary guess(@PathVariable String id, @ActingUser String user,
            @RequestBody GameRequests.NigiriGuess body) {
        return GameViews.summary(games.sendToGame(new GameCommand.GuessNigiri(id, user, parity(body.guess()))));
    }

    /** Black places the agreed number of handicap stones (rules with free placement). White moves next. */
    @PostMapping("/handicap")
    public GameViews.Summary placeHandicap(@PathVariable String id, @ActingUser String user,
            @RequestBody GameRequests.HandicapStones body) {
        GameState before = games.state(id);
        int size = before.setup().size();
        return GameViews.summary(games.sendAndRead(new GameCommand.PlaceHandicapStones(id, user,
                GtpPoints.list(body.points(), size, "{\"points\":[\"D4\",\"Q16\"]}"))));
    }

    private static Parity parity(String text) {
        if (text == null || text.isBlank()) {
            throw ApiException.badRequest("PARITY_MISSING", "say ODD or EVEN");
        }
        try {
            return Parity.valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("PARITY_INVALID", "'" + text + "' is not a parity: say ODD or EVEN");
        }
    }
}
