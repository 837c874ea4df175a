package org.openkifu.game.domain;

import java.time.Instant;
import java.util.List;
import org.openkifu.game.domain.GameState.Status;
import org.openkifu.game.rules.Color;

/** The checks every player command starts with, in one order, so rejections are predictable. */
final class Guards {

    private Guards() {
    }

    static GameRuleViolation reject(String code, String message) {
        return new GameRuleViolation(code, message);
    }

    static void exists(GameState s) {
        if (s == null) {
            throw reject(GameRuleViolation.GAME_NOT_FOUND, "there is no such game");
        }
    }

    /** The game exists, the user plays in it, and it is not over. */
    static void player(GameState s, String userId) {
        exists(s);
        if (!s.setup().isPlayer(userId)) {
            throw reject(GameRuleViolation.NOT_A_PLAYER, "user '" + userId + "' does not play in this game");
        }
        if (s.status() == Status.ENDED) {
            throw reject(GameRuleViolation.GAME_OVER, "the game is over (" + s.result().sgf() + ")");
        }
    }

    /** The game is being played (not waiting for nigiri or handicap, not in the marking phase). */
    static void playing(GameState s) {
        switch (s.status()) {
            case AWAITING_NIGIRI_PARITY, AWAITING_NIGIRI_GUESS -> throw reject(GameRuleViolation.GAME_NOT_STARTED,
                    "the game has not started: colours are still being drawn by nigiri");
            case AWAITING_HANDICAP_STONES -> throw reject(GameRuleViolation.GAME_NOT_STARTED,
                    "the game has not started: Black has not placed the handicap stones yet");
            case MARKING -> throw reject(GameRuleViolation.MARKING_IN_PROGRESS,
                    "both players passed and dead stones are being marked: resume play before moving");
            default -> {
            }
        }
    }

    static Color ownTurn(GameState s, String userId) {
        playing(s);
        Color color = s.colorOf(userId);
        if (color != s.sideToMove()) {
            throw reject(GameRuleViolation.NOT_YOUR_TURN, "it is " + s.sideToMove().name().toLowerCase()
                    + "'s turn; you play " + color.name().toLowerCase());
        }
        return color;
    }

    /**
     * The derived clock is checked before anything a player asks: once the side to move's time has run
     * out, the game ends by timeout whatever the command was; once the start deadline of a game that never
     * started has passed, it is cancelled. Empty when neither happened.
     */
    static List<GameEvent> timeoutIfFlagged(GameState s, Instant now) {
        List<GameEvent> cancelled = GameStart.cancelIfOverdue(s, now);
        if (!cancelled.isEmpty()) {
            return cancelled;
        }
        if (s.status() != Status.PLAYING || !s.clock().flagged(now)) {
            return List.of();
        }
        return Endings.timeout(s, now);
    }
}
