package org.openkifu.ladder.infrastructure.timers;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import org.openkifu.infra.web.Paging;
import java.util.Set;
import java.util.stream.Collectors;

import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand;
import org.openkifu.ladder.domain.waitingroom.OfferCommand;
import org.openkifu.ladder.infrastructure.reads.LadderViews.LadderRow;
import org.openkifu.ladder.infrastructure.reads.LadderViews.RungRow;
import org.openkifu.ladder.infrastructure.reads.StandingsStore;
import org.openkifu.ladder.infrastructure.reads.WaitingRoomStore;
import org.openkifu.infra.schedule.PeriodicSweep;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The ladder context's timers, one thread, once per poll: {@code ExpireOffer} for open offers whose time is over,
 * {@code ExpireMatchRequests} for pools with an overdue waiting request, and {@code RemoveInactive} for ladders with a
 * player absent longer than the ladder allows. What is due is read from the projections, so nothing is lost across a
 * restart (the first pass after a start sends whatever fell due meanwhile). Repeating is harmless: each aggregate
 * decides with its own clock and adds no event when nothing is due, so a lagging projection or a second node only
 * costs a command. A failed command is logged and tried again at the next pass.
 */
public class LadderSweep extends PeriodicSweep {

    private static final Logger LOG = LoggerFactory.getLogger(LadderSweep.class);
    private static final int BATCH = 500;

    private final WaitingRoomStore waitingRoom;
    private final StandingsStore standings;
    private final LadderCommands commands;
    private final Clock clock;
    private volatile long sent;

    public LadderSweep(WaitingRoomStore waitingRoom, StandingsStore standings, LadderCommands commands, Clock clock,
            Duration poll) {
        super("ladder-timers", "openkifu.ladder.sweep-poll", poll);
        this.waitingRoom = waitingRoom;
        this.standings = standings;
        this.commands = commands;
        this.clock = clock;
    }

    /** Commands sent since start (whether or not they changed anything). */
    public long sent() {
        return sent;
    }

    @Override
    protected void sweep() {
        Instant now = clock.instant();
        for (String offerId : waitingRoom.offersExpiredBy(now, BATCH)) {
            send(new OfferCommand.ExpireOffer(offerId, LadderCommands.SYSTEM));
        }
        for (String poolId : waitingRoom.poolsWithRequestsExpiredBy(now, BATCH)) {
            send(new MatchPoolCommand.ExpireMatchRequests(poolId, LadderCommands.SYSTEM));
        }
        String cursor = null;
        do { // page by page: never every ladder in memory at once
            Paging.Page<LadderRow> page = standings.ladders(Paging.Request.of(Paging.MAX_LIMIT, cursor));
            for (LadderRow ladder : page.items()) {
                if (hasInactivePlayer(ladder, now)) {
                    send(new LadderCommand.RemoveInactive(ladder.ladderId(), LadderCommands.SYSTEM));
                }
            }
            cursor = page.next();
        } while (cursor != null);
    }

    /** A player absent for the ladder's inactivity days, not on vacation and not in an open challenge. */
    private boolean hasInactivePlayer(LadderRow ladder, Instant now) {
        int days = ladder.settings().inactivityDays();
        if (days == 0 || ladder.rungs().isEmpty()) {
            return false;
        }
        Set<String> playing = null;
        for (RungRow r : ladder.rungs()) {
            boolean onVacation = r.vacationUntil() != null && now.isBefore(r.vacationUntil());
            Instant since = r.vacationUntil() != null && !onVacation && r.vacationUntil().isAfter(r.lastActiveAt())
                    ? r.vacationUntil() : r.lastActiveAt();
            if (onVacation || since.plus(Duration.ofDays(days)).isAfter(now)) {
                continue;
            }
            if (playing == null) {
                playing = standings.challenges(ladder.ladderId(), true, new Paging.Request(BATCH, null)).items().stream()
                        .flatMap(c -> java.util.stream.Stream.of(c.challengerUserId(), c.defenderUserId()))
                        .collect(Collectors.toSet());
            }
            if (!playing.contains(r.userId())) {
                return true;
            }
        }
        return false;
    }

    private void send(Object command) {
        try {
            commands.send(command);
            sent++;
        } catch (RuntimeException e) {
            LOG.warn("Ladder timers: {} failed, will retry: {}", command.getClass().getSimpleName(), e.toString());
        }
    }
}
