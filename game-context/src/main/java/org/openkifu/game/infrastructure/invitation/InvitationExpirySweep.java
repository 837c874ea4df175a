package org.openkifu.game.infrastructure.invitation;

import java.time.Clock;
import java.time.Duration;
import java.util.Map;

import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.openkifu.game.domain.invitation.InvitationCommand;
import org.openkifu.infra.schedule.PeriodicSweep;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends {@link InvitationCommand.Expire} (acting user {@value #ACTING_USER}) for every invitation the lobby's
 * {@link InvitationList} still shows as pending after its answer time, once per poll interval, on one thread.
 *
 * <p>Harmless when repeated: the invitation itself decides, and Expire records {@code InvitationExpired} only for a
 * pending invitation whose time is up; anything else (already expired, answered since the list was read, a second
 * node sweeping the same list) produces no event. A failed send is logged and the invitation is tried again at the
 * next poll, since the list still shows it pending.
 */
public class InvitationExpirySweep extends PeriodicSweep {

    public static final String ACTING_USER = "system:invitations";
    private static final Logger log = LoggerFactory.getLogger(InvitationExpirySweep.class);
    private static final int BATCH = 1_000;

    private final InvitationList list;
    private final CommandGateway commands;
    private final Clock clock;
    private volatile long expireSent;

    public InvitationExpirySweep(InvitationList list, CommandGateway commands, Clock clock, Duration poll) {
        super("invitation-expiry-sweep", "openkifu.invitations.expiry-poll", poll);
        this.list = list;
        this.commands = commands;
        this.clock = clock;
    }

    /** Expire commands sent since start (whether or not they expired anything). */
    public long expireSent() {
        return expireSent;
    }

    /**
     * One pass: Expire for each candidate, at most {@value #BATCH} (more wait for the next pass, by when the list has
     * caught up with these and no longer names them).
     */
    @Override
    protected void sweep() {
        for (String id : list.pendingExpiredBy(clock.instant(), BATCH)) {
            if (!running()) {
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
}
