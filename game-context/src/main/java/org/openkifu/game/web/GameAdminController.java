package org.openkifu.game.web;

import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.AdminCheck;
import org.openkifu.infra.web.ApiException;

import java.util.Arrays;
import java.util.Locale;

import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.rules.Color;
import org.openkifu.game.application.GameService;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** What only administrators do to a game (the role comes from {@link AdminCheck}). */
@RestController
@RequestMapping("/api/games/{id}")
public class GameAdminController {

    private final GameService games;
    private final AdminCheck admins;

    public GameAdminController(GameService games, AdminCheck admins) {
        this.games = games;
        this.admins = admins;
    }

    /**
     * Replaces a finished game's result (ItsYourTurn: a wrong automatic count). The original stays in the history
     * ({@code ResultCorrected.previous}, the summary's {@code earlierResults}). The game itself refuses a caller
     * who is not an administrator (NOT_AN_ADMIN), so the rule lives in one place.
     */
    @PostMapping("/result-correction")
    public GameViews.Summary correctResult(@PathVariable String id, @ActingUser String user,
            @RequestBody GameRequests.ResultCorrection body) {
        return GameViews.summary(games.sendToGame(new GameCommand.CorrectResult(id, user, admins.isAdmin(user), winner(body.winner()),
                reason(body.reason()), body.note())));
    }

    private static Color winner(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Color.valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("WINNER_INVALID", "'" + text + "' is not a winner: say BLACK, WHITE, or leave it "
                    + "out for jigo or a void game");
        }
    }

    private static GameResult.Reason reason(String text) {
        if (text == null || text.isBlank()) {
            throw ApiException.badRequest("REASON_MISSING", "say why the game is decided this way: one of "
                    + Arrays.toString(GameResult.Reason.values()));
        }
        try {
            return GameResult.Reason.valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("REASON_INVALID", "'" + text + "' is not a result reason: one of "
                    + Arrays.toString(GameResult.Reason.values()));
        }
    }
}
