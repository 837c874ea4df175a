package org.openkifu.ladder.web;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.openkifu.infra.security.AccountRoles;
import org.openkifu.infra.security.Role;
import org.openkifu.infra.quota.Quotas;
import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.ActingUserResolver;
import org.openkifu.infra.web.ApiException;
import org.openkifu.infra.web.Paging;
import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.application.LadderHistory;
import org.openkifu.ladder.application.StreamIds;
import org.openkifu.ladder.domain.ChallengeProbe;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.LadderEvolver;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.LadderSettings;
import org.openkifu.ladder.domain.TimeControl;
import org.openkifu.ladder.domain.LadderState;
import org.openkifu.ladder.domain.Member;
import org.openkifu.ladder.domain.PastStandings;
import org.openkifu.ladder.domain.Standings;
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.infrastructure.reads.LadderViews.LadderRow;
import org.openkifu.ladder.infrastructure.reads.LadderViews.RungRow;
import org.openkifu.ladder.infrastructure.reads.StandingsStore;
import org.openkifu.ladder.web.LadderViewsJson.Created;
import org.openkifu.ladder.web.LadderViewsJson.Joined;
import org.openkifu.ladder.web.LadderViewsJson.LadderView;
import org.openkifu.ladder.web.LadderViewsJson.RungView;
import org.openkifu.ladder.web.LadderViewsJson.StandingsView;
import org.springframework.http.HttpStatus;
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
 * Ladders: create, list, read, join and leave, vacations, settings, and the standings now or at any past instant
 * (docs/api.md, "Ladders"). Challenges are in {@link LadderChallengeController}. The acting user comes from
 * {@link ActingUser}; every rule is the domain's.
 */
@RestController
public class LadderController {

    static final String IDEMPOTENCY_HEADER = "Idempotency-Key";

    private final LadderCommands commands;
    private final LadderHistory history;
    private final StandingsStore standings;
    private final PlayerFacts players;
    private final AccountRoles roles;
    private final Clock clock;
    private final Quotas quotas;

    public LadderController(LadderCommands commands, LadderHistory history, StandingsStore standings,
            PlayerFacts players, AccountRoles roles, Clock clock, Quotas quotas) {
        this.quotas = quotas;
        this.commands = commands;
        this.history = history;
        this.standings = standings;
        this.players = players;
        this.roles = roles;
        this.clock = clock;
    }

    @PostMapping("/api/ladders")
    public ResponseEntity<Created> create(@ActingUser String user,
            @RequestHeader(value = IDEMPOTENCY_HEADER, required = false) String idempotencyKey,
            @RequestBody LadderRequests.CreateLadder body) {
        String id = LadderRequests.id("ladder", user, idempotencyKey);
        int limit = quotas.settings().getLaddersPerDay();
        Quotas.Reservation place = quotas.admitInWindow("ladders-per-day", user, id, limit, Quotas.DAY,
                () -> standings.laddersCreatedBy(user, quotas.since(Quotas.DAY), limit), standings::knownLadders,
                "ladders created");
        try {
            send(user, id, body);
        } catch (RuntimeException e) {
            place.release();
            throw e;
        }
        return ResponseEntity.created(URI.create("/api/ladders/" + id)).body(new Created(id));
    }

    private void send(String user, String id, LadderRequests.CreateLadder body) {
        LadderSettings settings = body.settings() == null ? LadderSettings.defaults()
                : body.settings().over(LadderSettings.defaults());
        int size = body.size() == null ? 0 : body.size();
        TimeControl tc = LadderRequests.timeControl(body.timeControl());
        LadderRequests.againstGameTerms(size, body.preset(), tc);
        commands.send(new LadderCommand.CreateLadder(id, user, organizer(user), body.name(), size, body.preset(), tc,
                Boolean.TRUE.equals(body.rated()), settings));
    }

    /** Newest first, one page at a time (docs/api.md, "Paging"). */
    @GetMapping("/api/ladders")
    public ResponseEntity<List<LadderView>> ladders(@RequestParam(required = false) Integer limit,
            @RequestParam(required = false) String cursor) {
        return Paging.response(standings.ladders(Paging.Request.of(limit, cursor)).map(LadderController::view));
    }

    @GetMapping("/api/ladders/{id}")
    public LadderView ladder(@PathVariable String id) {
        LadderRow row = standings.ladder(id).orElse(null);
        // just created or just changed (settings, pause): the projection has not seen it yet, the ladder's own fold has
        return row != null && row.version() >= history.lastSequenceOfLadder(id) ? view(row) : view(state(id));
    }

    static LadderView view(LadderState s) {
        return new LadderView(s.ladderId(), s.name(), s.createdBy(), s.size(), s.preset(), s.timeControl(), s.rated(),
                s.settings(), s.history().get(0).at(), s.playerCount(), s.status().name());
    }

    /** The acting user joins, with their rank now (and their rating, on a ladder that places newcomers by rating). */
    @PostMapping("/api/ladders/{id}/members")
    public ResponseEntity<Joined> join(@ActingUser String user, @PathVariable String id) {
        LadderState s = state(id);
        Map<String, Double> ratings = players.ratings(s.rungs());
        commands.send(new LadderCommand.Join(id, user, players.rankOf(user), players.ratingOf(user), ratings));
        return ResponseEntity.status(HttpStatus.CREATED).body(new Joined(id, user, state(id).rungOf(user)));
    }

    /** A player takes themselves off a ladder; the gap closes and their open challenges are cancelled. */
    @DeleteMapping("/api/ladders/{id}/members/{member}")
    public ResponseEntity<Void> leave(@ActingUser String user, @PathVariable String id, @PathVariable String member) {
        requireLadder(id);
        if (!member.equals(user)) {
            throw new ApiException(HttpStatus.FORBIDDEN, "NOT_YOURSELF",
                    "you can take only yourself off a ladder, not " + member);
        }
        commands.send(new LadderCommand.Leave(id, user));
        return ResponseEntity.noContent().build();
    }

    @PostMapping("/api/ladders/{id}/vacation")
    public ResponseEntity<Void> startVacation(@ActingUser String user, @PathVariable String id,
            @RequestBody LadderRequests.Vacation body) {
        requireLadder(id);
        commands.send(new LadderCommand.StartVacation(id, user, body.until()));
        return ResponseEntity.noContent().build();
    }

    @DeleteMapping("/api/ladders/{id}/vacation")
    public ResponseEntity<Void> endVacation(@ActingUser String user, @PathVariable String id) {
        requireLadder(id);
        commands.send(new LadderCommand.EndVacation(id, user));
        return ResponseEntity.noContent().build();
    }

    /**
     * The standings now (the projection, with each player's current rank and rating), or as players saw them at
     * {@code at}: the ladder's events learned by then, folded by the domain ({@link Standings#at}).
     */
    @GetMapping("/api/ladders/{id}/standings")
    public StandingsView standings(@PathVariable String id, @RequestParam(required = false) String at) {
        if (at != null) {
            Instant instant = instant(at);
            List<LadderEvent> events = history.ladderEvents(id);
            if (events.isEmpty()) {
                throw notFound(id);
            }
            LadderState now = LadderEvolver.fold(events);
            Map<String, List<PlayerEvent>> records = new HashMap<>();
            for (String userId : Standings.at(events, instant).userIds()) {
                records.put(userId, history.playerEvents(userId));
            }
            List<RungView> rungs = PastStandings.at(events, records, instant).stream()
                    .map(r -> new RungView(r.rung(), r.userId(), r.rank() == null ? null : r.rank().toString(),
                            r.rating() == null ? null : r.rating().rating(), r.onVacation(), r.vacationUntil(),
                            r.lastActiveAt(), r.points(), r.rating() == null ? null : r.rating().deviation(), null))
                    .toList();
            return new StandingsView(id, now.name(), instant, rungs);
        }
        LadderRow row = standings.ladder(id).orElse(null);
        Instant now = clock.instant();
        String viewer = ActingUserResolver.authenticatedUser();
        if (viewer != null) {
            // the viewer's verdict for every row needs the ladder's state now: the decider decides from it
            LadderState s = state(id);
            return withVerdicts(viewer, s, now, standingsNow(id, row, now));
        }
        return standingsNow(id, row, now);
    }

    /** Each row but the viewer's own says whether the viewer's challenge would be accepted now, and if not why. */
    private static StandingsView withVerdicts(String viewer, LadderState s, Instant now, StandingsView view) {
        List<RungView> rows = view.rungs().stream().map(r -> r.userId().equals(viewer) || !s.isMember(r.userId()) ? r
                : new RungView(r.rung(), r.userId(), r.rank(), r.rating(), r.onVacation(), r.vacationUntil(),
                        r.lastActiveAt(), r.points(), r.deviation(), verdict(s, viewer, r.userId(), now))).toList();
        return new StandingsView(view.ladderId(), view.name(), view.at(), rows);
    }

    static LadderViewsJson.CanChallenge verdict(LadderState s, String challenger, String defender, Instant now) {
        try {
            LadderRequests.playable(s); // the same refusal the challenge itself would get (terms the game refuses)
        } catch (LadderRuleViolation e) {
            return new LadderViewsJson.CanChallenge(false, e.code(), e.getMessage(), null);
        }
        return ChallengeProbe.refusal(s, challenger, defender, now)
                .map(v -> new LadderViewsJson.CanChallenge(false, v.code(), v.getMessage(), v.until()))
                .orElse(new LadderViewsJson.CanChallenge(true, null, null, null));
    }

    private StandingsView standingsNow(String id, LadderRow row, Instant now) {
        if (row == null || row.version() < history.lastSequenceOfLadder(id)) {
            // the projection has not seen the latest events (a join a moment ago): the ladder's own fold, so a player
            // always sees the effect of their own request
            LadderState s = state(id);
            List<RungView> rungs = new ArrayList<>();
            Map<String, PlayerFacts.Current> current = players.current(s.rungs());
            for (String userId : s.rungs()) {
                Member m = s.members().get(userId);
                rungs.add(rung(s.rungOf(userId), userId, m.rank() == null ? null : m.rank().toString(), m.vacationUntil(),
                        m.lastActiveAt(), now, current));
            }
            return new StandingsView(id, s.name(), null, rungs);
        }
        Map<String, PlayerFacts.Current> current = players.current(row.rungs().stream().map(RungRow::userId).toList());
        List<RungView> rungs = row.rungs().stream().map(r -> rung(r.rung(), r.userId(), r.rank(), r.vacationUntil(),
                r.lastActiveAt(), now, current)).toList();
        return new StandingsView(id, row.name(), null, rungs);
    }

    private static RungView rung(int rung, String userId, String joinRank, Instant vacationUntil, Instant lastActiveAt,
            Instant now, Map<String, PlayerFacts.Current> current) {
        PlayerFacts.Current c = current.get(userId);
        return new RungView(rung, userId, c != null && c.rank() != null ? c.rank() : joinRank,
                c == null ? null : c.rating(), vacationUntil != null && now.isBefore(vacationUntil), vacationUntil,
                lastActiveAt, c == null ? null : c.points(), c == null ? null : c.deviation(), null);
    }

    private boolean organizer(String user) {
        return roles.has(user, Role.ORGANIZER) || roles.isAdmin(user);
    }

    private void requireLadder(String id) {
        if (!history.exists(StreamIds.ladder(id))) {
            throw notFound(id);
        }
    }

    LadderState state(String id) {
        return history.ladder(id).orElseThrow(() -> notFound(id));
    }

    static LadderRuleViolation notFound(String id) {
        return LadderRuleViolation.reject(LadderRuleViolation.LADDER_NOT_FOUND, "there is no ladder " + id);
    }

    static Instant instant(String text) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw ApiException.badRequest("INVALID_INSTANT",
                    "'" + text + "' is not an ISO-8601 instant such as 2026-11-23T18:00:00Z");
        }
    }

    private static LadderView view(LadderRow r) {
        return new LadderView(r.ladderId(), r.name(), r.createdBy(), r.size(), r.preset(), r.timeControl(), r.rated(),
                r.settings(), r.createdAt(), r.rungs().size(), r.status());
    }
}
