package org.openkifu.game.domain;

import java.time.Duration;
import java.time.Instant;
import org.openkifu.game.rules.Color;

/**
 * The pure clock model. Nothing ticks: the clocks are derived from the timestamps of the events
 * (turn started, move made, game paused). Given a time control and those instants, each side's
 * remaining time and the instant the side to move would flag are plain arithmetic.
 *
 * @param running the side whose time is running, or null (not started, marking, ended)
 * @param since   when the running side's turn (or the resumed play) began
 */
public record GameClock(TimeControl timeControl, SideClock black, SideClock white, Color running, Instant since) {

    public static GameClock initial(TimeControl tc) {
        SideClock side = SideClock.initial(tc);
        return new GameClock(tc, side, side, null, null);
    }

    public SideClock side(Color color) {
        return color == Color.BLACK ? black : white;
    }

    /** Starts {@code color}'s time at {@code at} (game start, play resumed, move taken back). */
    public GameClock start(Color color, Instant at) {
        GameClock stopped = stop(at);
        return new GameClock(timeControl, stopped.black, stopped.white, color, at);
    }

    /** Charges the running side up to {@code at} and stops the clocks. */
    public GameClock stop(Instant at) {
        if (running == null) {
            return this;
        }
        return with(running, side(running).charge(timeControl, elapsed(at), false), null, null);
    }

    /** {@code color} moved at {@code at}: charge it, apply period/increment rules, start the opponent. */
    public GameClock moved(Color color, Instant at) {
        if (running != color) {
            return stop(at).start(color.opposite(), at);
        }
        return with(color, side(color).charge(timeControl, elapsed(at), true), color.opposite(), at);
    }

    /** The instant the running side flags if it does not move, or null when no clock is running. */
    public Instant deadline() {
        if (running == null || timeControl.kind() == TimeControl.Kind.NONE) {
            return null;
        }
        return since.plusMillis(side(running).budget(timeControl));
    }

    public boolean flagged(Instant now) {
        Instant deadline = deadline();
        return deadline != null && !now.isBefore(deadline);
    }

    /** The clocks as a player sees them at {@code now}: the running side charged so far, still running. */
    public GameClock readAt(Instant now) {
        if (running == null) {
            return this;
        }
        return with(running, side(running).charge(timeControl, elapsed(now), false), running, now);
    }

    private long elapsed(Instant at) {
        return Duration.between(since, at).toMillis();
    }

    private GameClock with(Color color, SideClock updated, Color nextRunning, Instant nextSince) {
        return color == Color.BLACK
                ? new GameClock(timeControl, updated, white, nextRunning, nextSince)
                : new GameClock(timeControl, black, updated, nextRunning, nextSince);
    }
}
