package org.openkifu.game.web;

import org.openkifu.infra.web.ApiException;

import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.web.GameRequests.PlayerRequest;

/**
 * Turns a create request into the {@code CreateGame} command. Only the request's shape is checked here; sizes,
 * presets, komi, ranks, handicaps and time controls are the game's to validate (its codes map to 400s).
 */
final class CreateGameMapping {

    static final String DEFAULT_RULES = "japanese";
    static final int DEFAULT_SIZE = 19;

    private CreateGameMapping() {
    }

    static GameCommand.CreateGame toCommand(String user, String gameId, GameRequests.CreateGame body) {
        boolean fixedColours = body.black() != null || body.white() != null;
        boolean drawnColours = body.owner() != null || body.opponent() != null;
        if (fixedColours && drawnColours) {
            throw ApiException.badRequest("PLAYERS_AMBIGUOUS", "give black and white (colours fixed) or owner and "
                    + "opponent (colours drawn by nigiri or by rank), not both");
        }
        PlayerRequest owner;
        PlayerRequest opponent;
        String blackUserId = null;
        String whiteUserId = null;
        if (drawnColours) {
            owner = requirePlayer(body.owner(), "owner");
            opponent = requirePlayer(body.opponent(), "opponent");
            if (!user.equals(owner.userId())) {
                if (!user.equals(opponent.userId())) {
                    throw notAPlayer(user);
                }
                throw ApiException.badRequest("OWNER_NOT_ACTING_USER",
                        "the owner is the user who creates the game (" + user + "), not " + owner.userId());
            }
        } else {
            PlayerRequest black = requirePlayer(body.black(), "black");
            PlayerRequest white = requirePlayer(body.white(), "white");
            boolean userIsBlack = user.equals(black.userId());
            if (!userIsBlack && !user.equals(white.userId())) {
                throw notAPlayer(user);
            }
            owner = userIsBlack ? black : white;
            opponent = userIsBlack ? white : black;
            blackUserId = black.userId();
            whiteUserId = white.userId();
        }
        Integer handicap = body.handicap() == null || body.handicap() == 0 ? null : body.handicap();
        // no type given: a handicap makes it HANDICAP; otherwise the game picks it from the ranks (Ho-sun without)
        GameType type = body.gameType() != null ? body.gameType() : handicap != null && handicap > 0 ? GameType.HANDICAP : null;
        return new GameCommand.CreateGame(gameId, user,
                new Player(owner.userId(), owner.rank()), new Player(opponent.userId(), opponent.rank()),
                blackUserId, whiteUserId, type, handicap,
                new RulesChoice(body.rules() == null ? DEFAULT_RULES : body.rules(), body.komi(), null),
                body.size() == null ? DEFAULT_SIZE : body.size(),
                body.timeControl() == null ? TimeControl.NONE : body.timeControl().toTimeControl(),
                Boolean.TRUE.equals(body.takeBackAllowed()), Boolean.TRUE.equals(body.rated()), Origin.FREE);
    }

    private static PlayerRequest requirePlayer(PlayerRequest player, String role) {
        if (player == null || player.userId() == null || player.userId().isBlank()) {
            throw ApiException.badRequest("PLAYER_MISSING", "the request needs a " + role + " player with a userId "
                    + "(black and white to fix the colours, or owner and opponent to draw them)");
        }
        return player;
    }

    private static GameRuleViolation notAPlayer(String user) {
        return new GameRuleViolation(GameRuleViolation.NOT_A_PLAYER, "you (" + user + ") can only create a game you play in");
    }
}
