package org.openkifu.game.web;

import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.AdminCheck;
import org.openkifu.infra.web.ApiException;

import java.util.List;

import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.rules.Point;
import org.openkifu.game.application.GameService;
import org.openkifu.game.infrastructure.presence.GamePresence;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The end of a game: the marking phase after two passes (mark, accept, resume) and abandonment. Resigning stays
 * with the moves in {@link GameController}.
 */
@RestController
@RequestMapping("/api/games/{id}")
public class GameEndingController {

    private final GameService games;
    private final AdminCheck admins;
    private final GamePresence presence;

    public GameEndingController(GameService games, AdminCheck admins, GamePresence presence) {
        this.games = games;
        this.admins = admins;
        this.presence = presence;
    }

    /** The complete set of dead stones the user proposes; replaces any earlier proposal, and counts as accepted by them. */
    @PostMapping("/dead-stones")
    public GameViews.Summary markDeadStones(@PathVariable String id, @ActingUser String user,
            @RequestBody GameRequests.DeadStones body) {
        GameState before = games.state(id);
        List<Point> dead = GtpPoints.list(body.points(), before.setup().size(), "{\"points\":[\"C3\",\"D3\"]}");
        return GameViews.summary(games.sendAndRead(new GameCommand.MarkDeadStones(id, user, dead)));
    }

    /** Flips the chain at the point between dead and alive in the current proposal (see {@link DeadStoneToggle}). */
    @PostMapping("/dead-stones/toggle")
    public GameViews.Summary toggleDeadStones(@PathVariable String id, @ActingUser String user,
            @RequestBody GameRequests.ToggleDeadStones body) {
        GameState before = games.state(id);
        Point at = GtpPoints.one(body.point(), before.setup().size());
        List<Point> current = before.marking() == null ? List.of() : before.marking().deadStones();
        List<Point> dead = before.status() == GameState.Status.MARKING
                ? DeadStoneToggle.toggle(before.position(), current, at) : List.of(at);
        return GameViews.summary(games.sendAndRead(new GameCommand.MarkDeadStones(id, user, dead)));
    }

    /** Agrees with the current proposal; when both players agree the game ends with the count. */
    @PostMapping("/score/accept")
    public GameViews.Summary acceptScore(@PathVariable String id, @ActingUser String user) {
        return GameViews.summary(games.sendToGame(new GameCommand.AcceptScore(id, user)));
    }

    /** Leaves the marking phase; the player whose turn it was moves next. */
    @PostMapping("/resume")
    public GameViews.Summary resume(@PathVariable String id, @ActingUser String user) {
        return GameViews.summary(games.sendToGame(new GameCommand.ResumePlay(id, user)));
    }

    /**
     * Reports that a player left the game (Black&White "runaway": the one who left loses). A player may report only
     * their opponent (leaving out {@code abandonedBy} means the opponent), and the game accepts it only with evidence
     * (ABANDONMENT_NOT_EVIDENT otherwise): the opponent's clock runs in a live game and the presence monitor has not
     * seen them for {@code openkifu.game.presence.absent-after}. An administrator who does not play in the game may
     * report either player without evidence: that is their decision, recorded with their name.
     */
    @PostMapping("/abandon")
    public GameViews.Summary abandon(@PathVariable String id, @ActingUser String user,
            @RequestBody(required = false) GameRequests.Abandon body) {
        GameState before = games.state(id);
        String named = body == null || body.abandonedBy() == null || body.abandonedBy().isBlank() ? null
                : body.abandonedBy().trim();
        String abandonedBy;
        boolean admin = false;
        if (before.setup().isPlayer(user)) {
            if (user.equals(named)) {
                throw new ApiException(HttpStatus.UNPROCESSABLE_CONTENT, "ABANDON_SELF",
                        "you cannot report yourself as gone: resign instead");
            }
            abandonedBy = named != null ? named : before.setup().otherPlayer(user);
        } else if (admins.isAdmin(user)) {
            if (named == null) {
                throw ApiException.badRequest("PLAYER_MISSING", "say which player left: {\"abandonedBy\":\"bob\"}");
            }
            abandonedBy = named;
            admin = true;
        } else {
            throw new GameRuleViolation(GameRuleViolation.NOT_A_PLAYER,
                    "only the players and administrators report that a player left");
        }
        return GameViews.summary(games.sendAndRead(new GameCommand.AbandonGame(id, user, abandonedBy, admin,
                presence.absenceOf(id, abandonedBy))));
    }
}
