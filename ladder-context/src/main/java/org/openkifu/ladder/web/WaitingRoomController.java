package org.openkifu.ladder.web;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.openkifu.infra.quota.Quotas;
import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.Paging;
import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.application.LadderHistory;
import org.openkifu.ladder.application.StreamIds;
import org.openkifu.ladder.domain.GameSettings;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.RankRange;
import org.openkifu.ladder.domain.RequestIds;
import org.openkifu.ladder.domain.TimeControl;
import org.openkifu.ladder.domain.waitingroom.MatchPoolCommand;
import org.openkifu.ladder.domain.waitingroom.MatchPoolState;
import org.openkifu.ladder.domain.waitingroom.MatchPools;
import org.openkifu.ladder.domain.waitingroom.Offers;
import org.openkifu.ladder.domain.waitingroom.MatchRequest;
import org.openkifu.ladder.domain.waitingroom.OfferCommand;
import org.openkifu.ladder.domain.waitingroom.OfferState;
import org.openkifu.ladder.infrastructure.reads.WaitingRoomStore;
import org.openkifu.ladder.infrastructure.reads.WaitingRoomStore.MatchRequestRow;
import org.openkifu.ladder.infrastructure.reads.WaitingRoomStore.OfferRow;
import org.openkifu.ladder.infrastructure.requests.GameRequestLinks;
import org.openkifu.ladder.web.LadderViewsJson.Refusal;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The waiting room (docs/api.md, "Waiting room"): open offers anyone in range may take, and auto-match. Taking an
 * offer or being matched asks the game context for the game; {@code gameId} shows up once it exists.
 */
@RestController
public class WaitingRoomController {

    /** @param gameId null until the game context created it; @param refusal its code and sentence if it refused */
    record OfferView(String offerId, String postedBy, String rank, int size, String preset, TimeControl timeControl,
                     boolean rated, String lowestRank, String highestRank, Instant postedAt, Instant expiresAt,
                     String status, String acceptedBy, String requestId, String gameId, Refusal refusal) {
    }

    record MatchRequestView(String requestId, String poolId, String userId, String rank, int size, String preset,
                            TimeControl timeControl, boolean rated, String lowestRank, String highestRank,
                            Instant requestedAt, Instant expiresAt, String status, String opponentUserId,
                            String gameRequestId, String gameId, Refusal refusal) {
    }

    private final LadderCommands commands;
    private final LadderHistory history;
    private final WaitingRoomStore store;
    private final GameRequestLinks links;
    private final PlayerFacts players;
    private final Clock clock;
    private final Quotas quotas;

    public WaitingRoomController(LadderCommands commands, LadderHistory history, WaitingRoomStore store,
            GameRequestLinks links, PlayerFacts players, Clock clock, Quotas quotas) {
        this.quotas = quotas;
        this.commands = commands;
        this.history = history;
        this.store = store;
        this.links = links;
        this.players = players;
        this.clock = clock;
    }

    @PostMapping("/api/offers")
    public ResponseEntity<OfferView> post(@ActingUser String user,
            @RequestHeader(value = LadderController.IDEMPOTENCY_HEADER, required = false) String idempotencyKey,
            @RequestBody LadderRequests.GameWanted body) {
        String id = LadderRequests.id("offer", user, idempotencyKey);
        int limit = quotas.settings().getOpenOffers();
        Quotas.Reservation place = quotas.admitOpen("open-offers", user, id, limit,
                () -> store.openOfferExpiriesOf(user, clock.instant(), limit), ids -> store.known(true, ids),
                "offers");
        try {
            commands.send(new OfferCommand.PostOffer(id, user, players.rankOf(user), body.settings(), body.opponents(),
                    body.validFor(Offers.MAX_VALIDITY)));
        } catch (RuntimeException e) {
            place.release();
            throw e;
        }
        return ResponseEntity.created(URI.create("/api/offers/" + id)).body(offer(id));
    }

    /**
     * Open offers, or with {@code user} every offer that player posted or took; newest first, one page at a time
     * ({@code limit}, {@code cursor}: docs/api.md, "Paging").
     */
    @GetMapping("/api/offers")
    public ResponseEntity<List<OfferView>> offers(@RequestParam(required = false) String user,
            @RequestParam(required = false) Integer limit, @RequestParam(required = false) String cursor) {
        Paging.Request page = Paging.Request.of(limit, cursor);
        Paging.Page<OfferRow> found = user == null ? store.openOffers(clock.instant(), page)
                : store.offersOf(user, page);
        List<OfferRow> rows = found.items();
        Map<String, GameRequestLinks.Link> answered = links.findAll(rows.stream()
                .map(OfferRow::requestId).filter(java.util.Objects::nonNull).toList());
        return Paging.response(found.map(r -> {
            GameRequestLinks.Link link = r.requestId() == null ? null : answered.get(r.requestId());
            return new OfferView(r.offerId(), r.postedBy(), r.rank(), r.size(), r.preset(), r.timeControl(), r.rated(),
                    r.lowestRank(), r.highestRank(), r.postedAt(), r.expiresAt(), r.status(), r.acceptedBy(),
                    r.requestId(), gameId(link), refusal(link));
        }));
    }

    /** One offer as its events make it now (read-your-writes), with its game once the game context created it. */
    @GetMapping("/api/offers/{id}")
    public OfferView offer(@PathVariable String id) {
        OfferState s = history.offer(id).orElseThrow(() -> LadderRuleViolation.reject(
                LadderRuleViolation.OFFER_NOT_FOUND, "there is no offer " + id));
        String status = s.status() == OfferState.Status.OPEN && s.expiredAt(clock.instant()) ? "EXPIRED" : s.status().name();
        String requestId = s.status() == OfferState.Status.ACCEPTED ? RequestIds.forOffer(id) : null;
        GameRequestLinks.Link link = requestId == null ? null : links.find(requestId).orElse(null);
        GameSettings g = s.settings();
        return new OfferView(id, s.postedBy(), rank(s.rank()), g.size(), g.preset(), g.timeControl(), g.rated(),
                rank(s.opponents().lowest()), rank(s.opponents().highest()), s.postedAt(), s.expiresAt(), status,
                s.acceptedBy(), requestId, gameId(link), refusal(link));
    }

    @PostMapping("/api/offers/{id}/accept")
    public OfferView accept(@ActingUser String user, @PathVariable String id) {
        requireOffer(id);
        commands.send(new OfferCommand.AcceptOffer(id, user, players.rankOf(user)));
        return offer(id);
    }

    @PostMapping("/api/offers/{id}/withdraw")
    public OfferView withdraw(@ActingUser String user, @PathVariable String id) {
        requireOffer(id);
        commands.send(new OfferCommand.WithdrawOffer(id, user));
        return offer(id);
    }

    /**
     * "Find me a game": matched at once with the best partner waiting for the same settings, or waits (30 minutes by
     * default) until someone comes, it is cancelled or it expires.
     */
    @PostMapping("/api/automatch")
    public ResponseEntity<MatchRequestView> automatch(@ActingUser String user,
            @RequestHeader(value = LadderController.IDEMPOTENCY_HEADER, required = false) String idempotencyKey,
            @RequestBody LadderRequests.GameWanted body) {
        GameSettings settings = body.settings();
        RankRange opponents = body.opponents();
        String poolId = MatchPools.poolIdFor(settings);
        String requestId = LadderRequests.matchRequestId(poolId, user, idempotencyKey);
        int limit = quotas.settings().getWaitingMatchRequests();
        Quotas.Reservation place = quotas.admitOpen("waiting-match-requests", user, requestId, limit,
                () -> store.waitingExpiriesOf(user, clock.instant(), limit), ids -> store.known(false, ids),
                "auto-match requests");
        try {
            commands.send(new MatchPoolCommand.RequestMatch(poolId, requestId, user, players.rankOf(user), settings,
                    opponents, body.validFor(MatchPools.MAX_VALIDITY)));
        } catch (RuntimeException e) {
            place.release();
            throw e;
        }
        return ResponseEntity.created(URI.create("/api/automatch/" + requestId)).body(request(poolId, requestId));
    }

    /** The signed-in player's auto-match requests, newest first, one page at a time (docs/api.md, "Paging"). */
    @GetMapping("/api/automatch")
    public ResponseEntity<List<MatchRequestView>> mine(@ActingUser String user,
            @RequestParam(required = false) Integer limit, @RequestParam(required = false) String cursor) {
        Paging.Page<MatchRequestRow> found = store.requestsOf(user, Paging.Request.of(limit, cursor));
        List<MatchRequestRow> rows = found.items();
        Map<String, GameRequestLinks.Link> answered = links.findAll(rows.stream()
                .map(MatchRequestRow::gameRequestId).filter(java.util.Objects::nonNull).toList());
        return Paging.response(found.map(r -> {
            GameRequestLinks.Link link = r.gameRequestId() == null ? null : answered.get(r.gameRequestId());
            return new MatchRequestView(r.requestId(), r.poolId(), r.userId(), r.rank(), r.size(), r.preset(),
                    r.timeControl(), r.rated(), r.lowestRank(), r.highestRank(), r.requestedAt(), r.expiresAt(),
                    r.status(), r.partnerUserId(), r.gameRequestId(), gameId(link), refusal(link));
        }));
    }

    @DeleteMapping("/api/automatch/{requestId}")
    public MatchRequestView cancel(@ActingUser String user, @PathVariable String requestId) {
        // decided on the write side: the id names its pool, whose events say whether the request is the user's
        // (the read model may not have seen a request created a moment ago)
        String poolId = LadderRequests.poolOf(requestId);
        if (poolId == null) { // an id from before ids named their pool: such a request is long in the read model
            poolId = store.request(requestId).filter(r -> r.userId().equals(user)).map(MatchRequestRow::poolId)
                    .orElse(null);
        }
        if (poolId == null || !history.exists(StreamIds.pool(poolId))) {
            throw LadderRuleViolation.reject(LadderRuleViolation.MATCH_REQUEST_NOT_FOUND, "you have no match request " + requestId);
        }
        commands.send(new MatchPoolCommand.CancelMatchRequest(poolId, requestId, user));
        return request(poolId, requestId);
    }

    private void requireOffer(String id) {
        if (!history.exists(StreamIds.offer(id))) {
            throw LadderRuleViolation.reject(LadderRuleViolation.OFFER_NOT_FOUND, "there is no offer " + id);
        }
    }

    private MatchRequestView request(String poolId, String requestId) {
        MatchPoolState pool = history.pool(poolId).orElseThrow();
        MatchRequest r = pool.requests().get(requestId);
        String opponent = null;
        String gameRequestId = null;
        if (r.matchId() != null) {
            opponent = pool.requests().values().stream()
                    .filter(o -> r.matchId().equals(o.matchId()) && !o.requestId().equals(requestId))
                    .map(MatchRequest::userId).findFirst().orElse(null);
            gameRequestId = RequestIds.forMatch(poolId, r.matchId());
        }
        GameRequestLinks.Link link = gameRequestId == null ? null : links.find(gameRequestId).orElse(null);
        String status = r.status() == MatchRequest.Status.WAITING && !r.waitingAt(clock.instant()) ? "EXPIRED"
                : r.status().name();
        return new MatchRequestView(requestId, poolId, r.userId(), rank(r.rank()), r.settings().size(),
                r.settings().preset(), r.settings().timeControl(), r.settings().rated(), rank(r.opponents().lowest()),
                rank(r.opponents().highest()), r.requestedAt(), r.expiresAt(), status, opponent, gameRequestId,
                gameId(link), refusal(link));
    }

    private static String rank(org.openkifu.ladder.domain.Rank rank) {
        return rank == null ? null : rank.toString();
    }

    private static String gameId(GameRequestLinks.Link link) {
        return link == null ? null : link.gameId();
    }

    private static Refusal refusal(GameRequestLinks.Link link) {
        return link == null || link.created() ? null : new Refusal(link.code(), link.message());
    }
}
