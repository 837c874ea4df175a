package org.openkifu.game.web;

import java.util.List;

import org.openkifu.game.domain.GameType;
import org.openkifu.infra.web.BoundedText;
import org.openkifu.infra.web.TextLimits;
import org.openkifu.game.domain.TimeControl;

/** Request bodies of the games API (docs/api.md). Points are GTP text ("D4"). */
final class GameRequests {

    private GameRequests() {
    }

    record PlayerRequest(String userId, String rank) {
    }

    /**
     * Either {@code black} and {@code white} (colours fixed by the request), or {@code owner} and {@code opponent}
     * (colours drawn: by nigiri for an even game, the stronger player takes White otherwise).
     *
     * @param rules    a preset id (docs/rules-engine.md), default {@code japanese}
     * @param komi     overrides the preset's komi
     * @param handicap stones for a handicap game; with ranks and no handicap the rank difference decides
     * @param gameType HO_SUN, JUNG_SUN, HANDICAP; absent: HANDICAP with a handicap, else chosen from the ranks
     */
    record CreateGame(PlayerRequest black, PlayerRequest white, PlayerRequest owner, PlayerRequest opponent,
                      Integer size, String rules, Double komi, Integer handicap, GameType gameType,
                      TimeControlRequest timeControl, Boolean takeBackAllowed, Boolean rated) implements BoundedText {

        /** Players are accounts: a name no account can have is refused before the directory is asked. */
        @Override
        public void checkText(TextLimits limits) {
            check(limits, "black", black);
            check(limits, "white", white);
            check(limits, "owner", owner);
            check(limits, "opponent", opponent);
        }

        private static void check(TextLimits limits, String role, PlayerRequest player) {
            if (player != null) {
                limits.userId(role + ".userId", player.userId());
            }
        }
    }

    /**
     * The game's {@link TimeControl} with every number optional (absent = 0), so a request names only what its
     * kind uses, e.g. {@code {"kind":"FISCHER","mainSeconds":600,"incrementSeconds":10}}. The game checks the ranges.
     */
    record TimeControlRequest(TimeControl.Kind kind, Long mainSeconds, Integer periods, Long periodSeconds,
                              Integer stonesPerPeriod, Long incrementSeconds) {

        TimeControl toTimeControl() {
            return new TimeControl(kind, zero(mainSeconds), zero(periods), zero(periodSeconds), zero(stonesPerPeriod),
                    zero(incrementSeconds));
        }

        private static long zero(Long value) {
            return value == null ? 0 : value;
        }

        private static int zero(Integer value) {
            return value == null ? 0 : value;
        }
    }

    record Move(String point) {
    }

    /** @param parity ODD or EVEN (any case) */
    record NigiriParity(String parity) {
    }

    /** @param guess ODD or EVEN (any case) */
    record NigiriGuess(String guess) {
    }

    /** @param points where Black puts the free handicap stones */
    record HandicapStones(List<String> points) {
    }

    /** @param points the complete set of stones proposed dead (an empty list: none) */
    record DeadStones(List<String> points) {
    }

    /** @param point any stone of the chain to toggle between dead and alive */
    record ToggleDeadStones(String point) {
    }

    /** @param abandonedBy who left; a player may leave it out to mean the opponent */
    record Abandon(String abandonedBy) implements BoundedText {

        @Override
        public void checkText(TextLimits limits) {
            limits.identifier("abandonedBy", abandonedBy); // the game says whether it names one of its players
        }
    }

    /**
     * @param winner BLACK, WHITE, or null for jigo / void
     * @param reason a result reason (RESIGNATION, TIMEOUT, ABANDONMENT, SCORE, MOVE_CAP, CAPTURE_GOAL, VOID)
     */
    record ResultCorrection(String winner, String reason, String note) implements BoundedText {

        @Override
        public void checkText(TextLimits limits) {
            limits.message("note", note);
        }
    }
}
