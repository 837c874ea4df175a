package org.openkifu.ladder.domain.waitingroom;

import static org.openkifu.ladder.domain.LadderRuleViolation.reject;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.openkifu.ladder.domain.ExpectedGame;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.RankRange;
import org.openkifu.ladder.domain.RequestIds;
import org.openkifu.ladder.domain.TimeControl;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand.CancelMatchRequest;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand.ExpireMatchRequests;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand.RequestMatch;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent.MatchMade;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent.MatchRequestCancelled;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent.MatchRequestExpired;
import org.openkifu.ladder.domain.waitingroom.MatchPoolEvent.MatchRequested;

/**
 * An auto-match pool's decide and evolve: pure. A new request is matched at once with {@link Matcher}'s best waiting
 * partner; without one it waits until it is matched, cancelled or expires. One waiting request per player per pool.
 */
public final class MatchPools {

    public static final Duration DEFAULT_VALIDITY = Duration.ofMinutes(30);
    public static final Duration MIN_VALIDITY = Duration.ofMinutes(1);
    public static final Duration MAX_VALIDITY = Duration.ofDays(7);

    private MatchPools() {
    }

    /** The pool of all requests with these settings: equal settings, equal id. */
    public static String poolIdFor(GameSettings s) {
        TimeControl tc = s.timeControl();
        String id = "pool-" + s.size() + "-" + s.preset() + "-" + tc.kind() + "-" + tc.mainSeconds() + "-" + tc.periods()
                + "-" + tc.periodSeconds() + "-" + tc.stonesPerPeriod() + "-" + tc.incrementSeconds() + "-"
                + (s.rated() ? "rated" : "free");
        RequestIds.requireSimpleId(id, "pool");
        return id;
    }

    public static List<MatchPoolEvent> decide(MatchPoolCommand command, MatchPoolState state, Instant now) {
        if (command == null || now == null || command.actingUserId() == null || command.actingUserId().isBlank()) {
            throw reject(LadderRuleViolation.INVALID_COMMAND, "a match command needs the pool, the acting user and the time");
        }
        RequestIds.requireSimpleId(command.poolId(), "pool");
        if (command instanceof RequestMatch c) {
            return request(c, state, now);
        }
        if (command instanceof CancelMatchRequest c) {
            MatchRequest r = state == null ? null : state.requests().get(c.requestId());
            if (r == null) {
                throw reject(LadderRuleViolation.MATCH_REQUEST_NOT_FOUND, "there is no match request " + c.requestId());
            }
            if (!r.userId().equals(c.actingUserId())) {
                throw reject(LadderRuleViolation.MATCH_REQUEST_NOT_FOUND, "you have no match request " + c.requestId());
            }
            if (r.status() == MatchRequest.Status.CANCELLED) {
                return List.of();
            }
            if (r.status() != MatchRequest.Status.WAITING) {
                throw reject(LadderRuleViolation.MATCH_REQUEST_CLOSED, "this request was already " + r.status().name().toLowerCase());
            }
            return List.of(new MatchRequestCancelled(command.poolId(), r.requestId(), r.userId(), now));
        }
        if (command instanceof ExpireMatchRequests) {
            if (state == null) {
                return List.of();
            }
            return state.requests().values().stream()
                    .filter(r -> r.status() == MatchRequest.Status.WAITING && !r.waitingAt(now))
                    .<MatchPoolEvent>map(r -> new MatchRequestExpired(state.poolId(), r.requestId(), r.userId(), now))
                    .toList();
        }
        throw reject(LadderRuleViolation.INVALID_COMMAND, "unknown command " + command.getClass().getSimpleName());
    }

    public static MatchPoolState evolve(MatchPoolState state, MatchPoolEvent event) {
        if (event instanceof MatchRequested e) {
            GameSettings settings = new GameSettings(e.size(), e.preset(), e.timeControl(), e.rated());
            MatchPoolState s = state == null ? new MatchPoolState(e.poolId(), settings, Map.of()) : state;
            return s.with(new MatchRequest(e.requestId(), e.userId(), e.rank(), settings,
                    new RankRange(e.lowestRank(), e.highestRank()), e.at(), e.expiresAt(), MatchRequest.Status.WAITING, null));
        }
        if (event instanceof MatchMade e) {
            return state.with(state.requests().get(e.waitingRequestId()).with(MatchRequest.Status.MATCHED, e.matchId()))
                    .with(state.requests().get(e.newcomerRequestId()).with(MatchRequest.Status.MATCHED, e.matchId()));
        }
        if (event instanceof MatchRequestCancelled e) {
            return state.with(state.requests().get(e.requestId()).with(MatchRequest.Status.CANCELLED, null));
        }
        if (event instanceof MatchRequestExpired e) {
            return state.with(state.requests().get(e.requestId()).with(MatchRequest.Status.EXPIRED, null));
        }
        throw new IllegalArgumentException("unknown match pool event " + event);
    }

    public static MatchPoolState fold(List<? extends MatchPoolEvent> events) {
        MatchPoolState state = null;
        for (MatchPoolEvent e : events) {
            state = evolve(state, e);
        }
        return state;
    }

    private static List<MatchPoolEvent> request(RequestMatch c, MatchPoolState state, Instant now) {
        RequestIds.requireSimpleId(c.requestId(), "match request");
        if (c.settings() == null) {
            throw reject(LadderRuleViolation.INVALID_SETTINGS, "a match request needs the game's settings");
        }
        GameSettings settings = c.settings().validated();
        if (!poolIdFor(settings).equals(c.poolId())) {
            throw reject(LadderRuleViolation.WRONG_POOL, "requests for these settings go to pool " + poolIdFor(settings));
        }
        String user = c.actingUserId();
        if (state != null && state.requests().containsKey(c.requestId())) {
            if (state.requests().get(c.requestId()).userId().equals(user)) {
                return List.of(); // the same request again: it was matched, or it waits, once
            }
            throw reject(LadderRuleViolation.INVALID_COMMAND, "request id " + c.requestId() + " is taken");
        }
        List<MatchRequest> waiting = state == null ? List.of() : state.waitingAt(now);
        if (waiting.stream().anyMatch(r -> r.userId().equals(user))) {
            throw reject(LadderRuleViolation.ALREADY_WAITING, "you are already waiting for a game with these settings");
        }
        Duration validFor = c.validFor() == null ? DEFAULT_VALIDITY : c.validFor();
        if (validFor.compareTo(MIN_VALIDITY) < 0 || validFor.compareTo(MAX_VALIDITY) > 0) {
            throw reject(LadderRuleViolation.INVALID_SETTINGS, "a match request waits 1 minute to 7 days, not " + validFor);
        }
        RankRange range = c.opponents() == null ? RankRange.ANY : c.opponents();
        MatchRequested requested = new MatchRequested(c.poolId(), c.requestId(), user, c.rank(), settings.size(),
                settings.preset(), settings.timeControl(), settings.rated(), range.lowest(), range.highest(),
                now.plus(validFor), now);
        List<MatchPoolEvent> events = new ArrayList<>(List.of(requested));
        MatchRequest newcomer = evolve(state, requested).requests().get(c.requestId());
        Optional<MatchRequest> partner = Matcher.partnerFor(newcomer, waiting, now);
        partner.ifPresent(p -> {
            ExpectedGame expected = ExpectedGame.forRanks(p.rank(), newcomer.rank());
            events.add(new MatchMade(c.poolId(), newcomer.requestId(), RequestIds.forMatch(c.poolId(), newcomer.requestId()),
                    p.requestId(), p.userId(), p.rank(), newcomer.requestId(), user, newcomer.rank(), settings.size(),
                    settings.preset(), settings.timeControl(), settings.rated(), expected.type(), expected.handicap(), now));
        });
        return events;
    }
}
