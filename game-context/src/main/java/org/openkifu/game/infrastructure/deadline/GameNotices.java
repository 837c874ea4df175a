package org.openkifu.game.infrastructure.deadline;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.openkifu.infra.ui.Notice;
import org.openkifu.infra.ui.NoticeSource;

/**
 * The game context's notices: a game that waits for this player to open it. Before, an inviter learned that the
 * invitation was accepted from the lobby's list, with their clock already running; now every page says it, with a
 * link, and the clocks wait for them (docs/game.md, "Start"). A game past its start deadline is left out: the
 * scheduler is cancelling it.
 */
public class GameNotices implements NoticeSource {

    private final GameArrivals arrivals;
    private final Clock clock;

    public GameNotices(GameArrivals arrivals, Clock clock) {
        this.arrivals = arrivals;
        this.clock = clock;
    }

    @Override
    public List<Notice> noticesFor(String userId) {
        Instant now = clock.instant();
        return arrivals.awaitedBy(userId).stream()
                .filter(a -> a.cancelAt() == null || now.isBefore(a.cancelAt()))
                .map(a -> new Notice("game-waiting:" + a.gameId(), text(a, now), "/games/" + a.gameId(), a.since()))
                .toList();
    }

    static String text(GameArrivals.Awaited a, Instant now) {
        String what = switch (a.origin()) {
            case "invitation" -> a.opponent() + " accepted your invitation: your game is waiting for you";
            case "LADDER_CHALLENGE" -> "Your ladder game against " + a.opponent() + " is waiting for you";
            case "TOURNAMENT_PAIRING", "TWO_GAME_MATCH" -> "Your tournament game against " + a.opponent()
                    + " is waiting for you";
            default -> "A game against " + a.opponent() + " is waiting for you";
        };
        if (a.cancelAt() == null) {
            return what + ". The clocks start when you open it.";
        }
        // whole minutes left, rounded up: "within 10 min" right after a 10-minute window opened
        long minutes = Math.max(1, (Duration.between(now, a.cancelAt()).toSeconds() + 59) / 60);
        return what + ". The clocks start when you open it; it is cancelled if you have not within "
                + (minutes >= 120 ? minutes / 60 + " hours" : minutes + " min") + ".";
    }
}
