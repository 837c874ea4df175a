package org.openkifu.game.infrastructure.invitation;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.openkifu.game.invitation.InvitationCommand;
import org.openkifu.game.infrastructure.deadline.GameDeadlineScheduler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

/**
 * Sends {@link InvitationCommand.Expire} (acting user {@value #ACTING_USER}) for every invitation the lobby's
 * {@link InvitationList} still shows as pending after its answer time, once per poll interval, on one thread.
 *
 * <p>Harmless when repeated: the invitation itself decides, and Expire records {@code InvitationExpired} only for a
 * pending invitation whose time is up; anything else (already expired, answered since the list was read, a second
 * node sweeping the same list) produces no event. A failed send is logged and the invitation is tried again at the
 * next poll, since the list still shows it pending.
 */
public class InvitationExpirySweep implements SmartLifecycle {

    public static final String ACTING_USER = "system:invitations";
    private static final Logger log = LoggerFactory.getLogger(InvitationExpirySweep.class);
    private static final int BATCH = 1_000;

    private final InvitationList list;
    private final CommandGateway commands;
    private final Clock clock;
    private final Duration poll;
    private volatile ScheduledExecutorService executor;
    private volatile long expireSent;

    public InvitationExpirySweep(InvitationList list, CommandGateway commands, Clock clock, Duration poll) {
        if (poll.isNegative() || poll.isZero()) {
            throw new IllegalArgumentException("openkifu.invitations.expiry-poll must be positive, not " + poll);
        }
        this.list = list;
        this.commands = commands;
        this.clock = clock;
        this.poll = poll;
    }

    /** Expire commands sent since start (whether or not they expired anything). */
    public long expireSent() {
        return expireSent;
    }

    /**
     * One pass: Expire for each candidate, at most {@value #BATCH} (more wait for the next pass, by when the list has
     * caught up with these and no longer names them).
     */
    void sweep() {
        for (String id : list.pendingExpiredBy(clock.instant(), BATCH)) {
            if (executor == null) {
                return;
            }
            expire(id);
        }
    }

    private void expire(String invitationId) {
        try {
            commands.sendAndWait(GenericCommandMessage
                    .asCommandMessage(new InvitationCommand.Expire(invitationId, ACTING_USER))
                    .andMetaData(Map.of("actingUser", ACTING_USER)));
            expireSent++;
            log.debug("Expire sent for invitation {}", invitationId);
        } catch (RuntimeException e) {
            log.warn("Expire for invitation {} failed, will retry: {}", invitationId, e.toString());
        }
    }

    private void safeSweep() {
        try {
            sweep();
        } catch (RuntimeException e) {
            log.warn("Invitation expiry sweep: cannot read {}: {}", InvitationList.COLLECTION, e.toString());
        }
    }

    @Override
    public void start() {
        ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "invitation-expiry-sweep");
            t.setDaemon(true);
            return t;
        });
        executor = worker;
        worker.scheduleWithFixedDelay(this::safeSweep, poll.toMillis(), poll.toMillis(), TimeUnit.MILLISECONDS);
        log.info("Invitation expiry sweep started (every {})", poll);
    }

    @Override
    public void stop() {
        ScheduledExecutorService worker = executor;
        executor = null;
        if (worker != null) {
            worker.shutdown();
            try {
                if (!worker.awaitTermination(30, TimeUnit.SECONDS)) {
                    log.warn("Invitation expiry sweep did not stop within 30 s");
                    worker.shutdownNow();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                worker.shutdownNow();
            }
        }
    }

    @Override
    public boolean isRunning() {
        return executor != null;
    }

    /** Same phase as the game deadline scheduler: after Axon starts, stopped before it. */
    @Override
    public int getPhase() {
        return GameDeadlineScheduler.PHASE;
    }
}
