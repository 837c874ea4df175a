package org.openkifu.game.web;

import java.time.Clock;
import java.time.Instant;

import org.openkifu.game.domain.GameClock;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.SideClock;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.application.GameService;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /api/games/{id}/clock}: both clocks read at the server's current time, for the game page's countdown.
 * The page counts down locally from {@code at} and asks again after every event.
 */
@RestController
public class GameClockController {

    /** @param running BLACK, WHITE or null (stopped: not started, marking, ended) */
    record ClockView(String kind, String running, Instant at, SideView black, SideView white) {
    }

    record SideView(long mainMillis, int periodsLeft, long periodMillis, int stonesLeft, boolean overtime) {
        static SideView of(SideClock s) {
            return new SideView(s.mainMillis(), s.periodsLeft(), s.periodMillis(), s.stonesLeft(), s.overtime());
        }
    }

    private final GameService games;
    private final Clock clock;

    public GameClockController(GameService games, Clock clock) {
        this.games = games;
        this.clock = clock;
    }

    @GetMapping("/api/games/{id}/clock")
    public ClockView clock(@PathVariable String id) {
        GameState state = games.state(id);
        Instant now = clock.instant();
        GameClock c = state.clock();
        if (c == null || c.timeControl().kind() == TimeControl.Kind.NONE) {
            return new ClockView(TimeControl.Kind.NONE.name(), null, now, null, null);
        }
        GameClock read = c.readAt(now);
        return new ClockView(c.timeControl().kind().name(), GameViews.colour(read.running()), now,
                SideView.of(read.black()), SideView.of(read.white()));
    }
}
