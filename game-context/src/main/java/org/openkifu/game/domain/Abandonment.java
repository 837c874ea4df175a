package org.openkifu.game.domain;

import java.time.Duration;
import java.time.Instant;
import org.openkifu.game.domain.GameCommand.AbandonGame;
import org.openkifu.game.domain.GameState.Status;
import org.openkifu.game.rules.Color;

/**
 * When a player's report that the opponent left is evidence enough (docs/game.md, "Abandonment"). A report alone
 * was an instant free win (claimed at move 0 against an opponent who was merely thinking), so a player's report
 * counts only if the platform saw the same: the opponent's clock is running in a live game and the presence monitor
 * has not seen them for the required time since it started running. In a correspondence game the clock itself ends
 * the game; in an untimed one nothing runs out, so only an administrator decides.
 */
final class Abandonment {

    private Abandonment() {
    }

    static void requireEvidence(AbandonGame c, GameState s, Instant now) {
        String gone = c.abandonedBy();
        if (!gone.equals(s.setup().otherPlayer(c.actingUserId())) || !s.setup().isPlayer(c.actingUserId())) {
            throw Guards.reject(GameRuleViolation.NOT_A_PLAYER,
                    "only " + gone + "'s opponent or an administrator can report that " + gone + " left");
        }
        TimeControl.Kind kind = s.setup().timeControl().kind();
        if (kind == TimeControl.Kind.NONE) {
            throw notEvident("this game has no clock, so leaving it cannot be told from thinking; "
                    + "ask an administrator to decide");
        }
        if (kind == TimeControl.Kind.CORRESPONDENCE) {
            throw notEvident("in a correspondence game the clock decides: if " + gone
                    + " does not move in time, the game ends on time by itself");
        }
        Color colour = s.colorOf(gone);
        if (s.status() != Status.PLAYING || !s.started() || colour == null || s.clock().running() != colour) {
            throw notEvident(gone + "'s clock is not running (" + (s.started() ? "it is not their move"
                    : "the game has not started") + "): a player can only be gone while their own time runs");
        }
        Duration required = c.absence() == null ? null : c.absence().required();
        Instant lastSeen = c.absence() == null ? null : c.absence().lastSeen();
        if (required == null || lastSeen == null) {
            throw notEvident("there is no record of " + gone + "'s absence");
        }
        // absent while the clock ran: from the later of the last sign of life and the start of their turn
        Instant since = lastSeen.isAfter(s.clock().since()) ? lastSeen : s.clock().since();
        Duration absent = Duration.between(since, now);
        if (absent.compareTo(required) < 0) {
            throw notEvident(gone + " has been away for " + absent.toSeconds() + " s while their clock ran; a player "
                    + "counts as gone after " + required.toSeconds() + " s");
        }
    }

    private static GameRuleViolation notEvident(String message) {
        return Guards.reject(GameRuleViolation.ABANDONMENT_NOT_EVIDENT, message);
    }
}
