package org.openkifu.game.infrastructure.deadline;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.openkifu.infra.ui.Notice;
import org.openkifu.infra.ui.NoticeSource;
import org.openkifu.infra.web.Paging;

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

    static final String PREFIX = "game-waiting:";

    @Override
    public List<Notice> noticesFor(String userId) {
        Instant now = clock.instant();
        return arrivals.awaitedBy(userId).stream()
                .filter(a -> a.cancelAt() == null || now.isBefore(a.cancelAt()))
                .map(a -> notice(a, now))
                .toList();
    }

    /** One page from the collection itself: the notice's id is the prefix and the game id, its time the arrival's. */
    @Override
    public List<Notice> noticesFor(String userId, Paging.Cursor after, int limit) {
        Instant now = clock.instant();
        return arrivals.awaitedBy(userId, now, NoticeSource.within(PREFIX, after), limit).items().stream()
                .map(a -> notice(a, now)).toList();
    }

    private static Notice notice(GameArrivals.Awaited a, Instant now) {
        return new Notice(PREFIX + a.gameId(), text(a, now), "/games/" + a.gameId(), a.since());
    }

    /**
     * The tournament context's request ids ({@code tournament/{id}/round-{r}/board-{b}[/game-{n}]},
     * {@code two-game-match/{id}/game-{n}}) say which round and board or which game of a match this is. Read only for
     * the wording: another shape gives the plain sentence.
     */
    private static final Pattern TOURNAMENT_BOARD =
            Pattern.compile("^tournament/.+/round-(\\d+)/board-(\\d+)(?:/game-(\\d+))?$");
    private static final Pattern MATCH_GAME = Pattern.compile("^two-game-match/.+/game-(\\d+)$");

    static String where(String reference) {
        Matcher m = reference == null ? null : TOURNAMENT_BOARD.matcher(reference);
        if (m == null || !m.matches()) {
            return "";
        }
        return " (round " + m.group(1) + ", board " + m.group(2)
                + (m.group(3) == null ? "" : ", game " + m.group(3) + " of 2") + ")";
    }

    /** A standalone two-game match is not a tournament: "Game 1 of your two-game match". */
    static String matchGame(String reference) {
        Matcher m = reference == null ? null : MATCH_GAME.matcher(reference);
        return m != null && m.matches() ? "Game " + m.group(1) + " of your two-game match" : "Your two-game match game";
    }

    static String text(GameArrivals.Awaited a, Instant now) {
        String what = switch (a.origin()) {
            case "invitation" -> a.opponent() + " accepted your invitation: your game is waiting for you";
            case "LADDER_CHALLENGE" -> "Your ladder game against " + a.opponent() + " is waiting for you";
            case "TOURNAMENT_PAIRING" -> "Your tournament game against " + a.opponent() + where(a.reference())
                    + " is waiting for you";
            case "TWO_GAME_MATCH" -> matchGame(a.reference()) + " against " + a.opponent() + " is waiting for you";
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
