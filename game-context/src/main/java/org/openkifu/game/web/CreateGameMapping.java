package org.openkifu.game.web;

import org.openkifu.infra.web.ApiException;

import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.web.GameRequests.PlayerRequest;

import java.util.function.UnaryOperator;

/**
 * Turns a create request into the {@code CreateGame} command. Only the request's shape and the players' accounts are
 * checked here; sizes, presets, komi, ranks, handicaps and time controls are the game's to validate (its codes map to
 * 400s). The creator is an administrator or organizer (GameCreationController) and need not play.
 */
final class CreateGameMapping {

    static final String DEFAULT_RULES = "japanese";
    static final int DEFAULT_SIZE = 19;

    private CreateGameMapping() {
    }

    /**
     * @param accountName the registered spelling of a named player, or a refusal (UNKNOWN_PLAYER) for a name without
     *                    an account
     */
    static GameCommand.CreateGame toCommand(String user, String gameId, GameRequests.CreateGame body,
            UnaryOperator<String> accountName) {
        boolean fixedColours = body.black() != null || body.white() != null;
        boolean drawnColours = body.owner() != null || body.opponent() != null;
        if (fixedColours && drawnColours) {
            throw ApiException.badRequest("PLAYERS_AMBIGUOUS", "give black and white (colours fixed) or owner and "
                    + "opponent (colours drawn by nigiri or by rank), not both");
        }
        Player owner;
        Player opponent;
        String blackUserId = null;
        String whiteUserId = null;
        if (drawnColours) {
            owner = player(body.owner(), "owner", accountName);
            opponent = player(body.opponent(), "opponent", accountName);
        } else {
            // Black owns the game (picks nothing: colours are fixed, but someone must be the room owner)
            owner = player(body.black(), "black", accountName);
            opponent = player(body.white(), "white", accountName);
            blackUserId = owner.userId();
            whiteUserId = opponent.userId();
        }
        Integer handicap = body.handicap() == null || body.handicap() == 0 ? null : body.handicap();
        // no type given: a handicap makes it HANDICAP; otherwise the game picks it from the ranks (Ho-sun without)
        GameType type = body.gameType() != null ? body.gameType() : handicap != null && handicap > 0 ? GameType.HANDICAP : null;
        return new GameCommand.CreateGame(gameId, user,
                owner, opponent, blackUserId, whiteUserId, type, handicap,
                new RulesChoice(body.rules() == null ? DEFAULT_RULES : body.rules(), body.komi(), null),
                body.size() == null ? DEFAULT_SIZE : body.size(),
                body.timeControl() == null ? TimeControl.NONE : body.timeControl().toTimeControl(),
                Boolean.TRUE.equals(body.takeBackAllowed()), Boolean.TRUE.equals(body.rated()), Origin.FREE);
    }

    private static Player player(PlayerRequest player, String role, UnaryOperator<String> accountName) {
        if (player == null || player.userId() == null || player.userId().isBlank()) {
            throw ApiException.badRequest("PLAYER_MISSING", "the request needs a " + role + " player with a userId "
                    + "(black and white to fix the colours, or owner and opponent to draw them)");
        }
        return new Player(accountName.apply(player.userId()), player.rank());
    }
}
