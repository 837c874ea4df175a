package org.openkifu.game.infrastructure.deadline;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.axonframework.commandhandling.gateway.CommandGateway;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameState;
import org.openkifu.infra.schedule.StoreLeases;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.SmartLifecycle;

/**
 * Sends {@link GameCommand.FlagTimeout} (acting user {@value #ACTING_USER}) for every game whose persisted deadline
 * in {@link GameDeadlines} has passed, on one thread.
 *
 * <p>The thread sleeps until the earliest future deadline, but never longer than the poll interval: a deadline
 * written by another node (or while the clock was moved) is seen within one interval; a deadline written by this
 * node's projection wakes it at once ({@link #deadlineWritten}). "Now" is the application's {@link Clock} bean,
 * the same clock the game's command handlers read.
 *
 * <p>Idempotent by design: the game ends only if its derived clock really ran out, so a flag sent twice (the
 * projection has not removed the deadline yet, several nodes poll the same collection, a retry after an error) or
 * after the player moved in time produces no events. A failed send is logged and tried again at the next poll.
 *
 * <p>With several nodes only the holder of the store lease {@value #LEASE} flags games ({@link StoreLeases}): every
 * pass first takes or confirms it and stops between games once it is no longer held; stopping releases it.
 */
public class GameDeadlineScheduler implements SmartLifecycle {

    public static final String ACTING_USER = "system:clock";
    public static final String LEASE = "game-deadline-scheduler";
    /**
     * Axon's Spring configuration starts all of Axon (command handler subscriptions, processors) as one lifecycle
     * bean at phase {@code Integer.MAX_VALUE - 3072}: start after it, stop before it.
     */
    public static final int PHASE = Integer.MAX_VALUE - 2048;

    private static final Logger log = LoggerFactory.getLogger(GameDeadlineScheduler.class);
    private static final int BATCH = 1_000;

    private final GameDeadlines deadlines;
    private final CommandGateway commands;
    private final Clock clock;
    private final Duration poll;
    private final Object sleeper = new Object();
    private volatile boolean running;
    private volatile Thread thread;
    /** Guarded by {@link #sleeper}: when the thread means to wake next (null while it works). */
    private Instant wakeAt;
    /** Guarded by {@link #sleeper}: the earliest deadline written since the current pass began reading. */
    private Instant writtenDuringPass;
    private volatile long flagsSent;
    private volatile long flagsFailed;
    private volatile StoreLeases.Lease lease;

    public GameDeadlineScheduler(GameDeadlines deadlines, CommandGateway commands, Clock clock, Duration poll) {
        if (poll.isNegative() || poll.isZero()) {
            throw new IllegalArgumentException("openkifu.game.deadline-poll must be positive, not " + poll);
        }
        this.deadlines = deadlines;
        this.commands = commands;
        this.clock = clock;
        this.poll = poll;
    }

    /** Flags only while this node holds the scheduler's lease (set by Spring when leases are configured). */
    @Autowired(required = false)
    public void setLeases(StoreLeases leases) {
        this.lease = leases == null ? null : leases.lease(LEASE);
    }

    /** Called by the projection after it stored a deadline: wakes the thread if that is earlier than its plan. */
    public void deadlineWritten(Instant deadline) {
        synchronized (sleeper) {
            if (wakeAt == null) {
                // the thread is in a pass whose read may have missed it: it plans with this when it goes to sleep
                if (writtenDuringPass == null || deadline.isBefore(writtenDuringPass)) {
                    writtenDuringPass = deadline;
                }
            } else if (deadline.isBefore(wakeAt)) {
                sleeper.notifyAll();
            }
        }
    }

    /** FlagTimeout commands sent since start (sent, whether or not they ended a game). */
    public long flagsSent() {
        return flagsSent;
    }

    /** FlagTimeout commands that failed since start (retried at a later pass). */
    public long flagsFailed() {
        return flagsFailed;
    }

    @Override
    public void start() {
        running = true;
        Thread worker = new Thread(this::run, "game-deadline-scheduler");
        worker.setDaemon(true);
        thread = worker;
        worker.start();
        log.info("Game deadline scheduler started (poll every {})", poll);
    }

    @Override
    public void stop() {
        running = false;
        synchronized (sleeper) {
            sleeper.notifyAll();
        }
        Thread worker = thread;
        if (worker != null && worker != Thread.currentThread()) {
            try {
                worker.join(TimeUnit.SECONDS.toMillis(30));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (worker.isAlive()) {
                log.warn("Game deadline scheduler did not stop within 30 s");
            }
        }
        thread = null;
        StoreLeases.Lease held = lease;
        if (held != null) {
            held.release();
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    @Override
    public int getPhase() {
        return PHASE;
    }

    private void run() {
        while (running) {
            Instant next;
            try {
                next = fireDue();
            } catch (RuntimeException e) {
                log.warn("Game deadline scheduler: cannot read {}: {}", GameDeadlines.COLLECTION, e.toString());
                next = null;
            }
            sleepUntil(next);
        }
    }

    /**
     * Flags every due game; returns when to look again (null: after one poll interval). One read covers the due
     * games and those due within the next poll interval, so it also says when the next one falls due.
     */
    private Instant fireDue() {
        synchronized (sleeper) {
            writtenDuringPass = null;
        }
        StoreLeases.Lease held = lease;
        long version = held == null ? 0 : held.held();
        if (held != null && version == 0) {
            return null; // another node flags the games: look again after one poll
        }
        Instant now = clock.instant();
        List<GameDeadlines.Due> soon = deadlines.upTo(now.plus(poll), BATCH);
        int due = 0;
        int sent = 0;
        Instant next = null;
        for (GameDeadlines.Due game : soon) {
            if (!running || held != null && held.heldLocally() != version) {
                return null;
            }
            if (game.deadline().isAfter(now)) {
                next = game.deadline();
                break;
            }
            due++;
            sent += flag(game) ? 1 : 0;
        }
        if (due == BATCH && sent > 0) {
            return now; // more may be due: look again without sleeping
        }
        return next;
    }

    private boolean flag(GameDeadlines.Due game) {
        try {
            Object after = commands.sendAndWait(new GameCommand.FlagTimeout(game.gameId(), ACTING_USER));
            flagsSent++;
            if (after instanceof GameState state && state.status() == GameState.Status.ENDED
                    && deadlines.remove(game.gameId())) {
                // The projection removes it too when it handles the game's end (a delete twice is a delete once);
                // a row found here past the end was put back by a node that lost the game's segment meanwhile, and
                // would be flagged at every pass.
                log.debug("Deadline of ended game {} removed", game.gameId());
            }
            log.debug("FlagTimeout sent for game {} (deadline {})", game.gameId(), game.deadline());
            return true;
        } catch (RuntimeException e) {
            flagsFailed++;
            // Concurrent move, store unavailable...: the deadline is still there, the next poll tries again.
            log.warn("FlagTimeout for game {} (deadline {}) failed, will retry: {}", game.gameId(), game.deadline(),
                    e.toString());
            return false;
        }
    }

    private void sleepUntil(Instant next) {
        synchronized (sleeper) {
            if (!running) {
                return;
            }
            Instant now = clock.instant();
            Instant latest = now.plus(poll);
            wakeAt = next == null || next.isAfter(latest) ? latest : next;
            if (writtenDuringPass != null && writtenDuringPass.isBefore(wakeAt)) {
                wakeAt = writtenDuringPass;
            }
            writtenDuringPass = null;
            long millis = Duration.between(now, wakeAt).toMillis();
            try {
                if (millis > 0) {
                    sleeper.wait(millis);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                running = false;
            } finally {
                wakeAt = null;
            }
        }
    }
}
