package org.openkifu.ladder.web;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.Paging;
import org.openkifu.infra.web.ApiException;
import org.openkifu.ladder.application.LadderCommands;
import org.openkifu.ladder.application.LadderHistory;
import org.openkifu.ladder.application.StreamIds;
import org.openkifu.ladder.domain.Challenge;
import org.openkifu.ladder.domain.LadderCommand;
import org.openkifu.ladder.domain.LadderRuleViolation;
import org.openkifu.ladder.domain.LadderState;
import org.openkifu.ladder.domain.RequestIds;
import org.openkifu.ladder.infrastructure.reads.LadderViews.ChallengeRow;
import org.openkifu.ladder.infrastructure.reads.StandingsStore;
import org.openkifu.ladder.infrastructure.requests.GameRequestLinks;
import org.openkifu.ladder.web.LadderViewsJson.ChallengeView;
import org.openkifu.ladder.web.LadderViewsJson.Challengeable;
import org.openkifu.ladder.web.LadderViewsJson.Refusal;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Challenges on a ladder (docs/api.md, "Ladders"): issue one (its game is requested from the game context at once),
 * decline one where the ladder allows it, list a ladder's or a player's, and ask whom one may challenge now.
 */
@RestController
public class LadderChallengeController {


    private final LadderCommands commands;
    private final LadderHistory history;
    private final StandingsStore standings;
    private final GameRequestLinks links;
    private final PlayerFacts players;
    private final Clock clock;

    public LadderChallengeController(LadderCommands commands, LadderHistory history, StandingsStore standings,
            GameRequestLinks links, PlayerFacts players, Clock clock) {
        this.commands = commands;
        this.history = history;
        this.standings = standings;
        this.links = links;
        this.players = players;
        this.clock = clock;
    }

    /**
     * The acting user challenges {@code defender}. With an Idempotency-Key a retried request is the same challenge
     * (and the same game); without one every request is a new challenge.
     */
    @PostMapping("/api/ladders/{id}/challenges")
    public ResponseEntity<ChallengeView> challenge(@ActingUser String user, @PathVariable String id,
            @RequestHeader(value = LadderController.IDEMPOTENCY_HEADER, required = false) String idempotencyKey,
            @RequestBody LadderRequests.Challenge body) {
        if (body.defender() == null || body.defender().isBlank()) {
            throw ApiException.badRequest("DEFENDER_MISSING", "say whom you challenge: the request needs a defender");
        }
        if (!players.hasAccount(body.defender())) { // before anything is read or folded for that name
            throw new ApiException(HttpStatus.UNPROCESSABLE_CONTENT, "UNKNOWN_PLAYER",
                    "there is no player called '" + body.defender() + "'").with("player", body.defender());
        }
        // the ladder's stored terms are checked again: one created before they were checked at creation holds terms
        // the game context refuses, and its challenge would sit with a refused game (LADDER_TERMS_UNPLAYABLE)
        LadderRequests.playable(history.ladder(id).orElseThrow(() -> LadderController.notFound(id)));
        String challengeId = LadderRequests.id("challenge", user + ":" + id, idempotencyKey);
        commands.send(new LadderCommand.IssueChallenge(id, challengeId, user, body.defender(), players.rankOf(user),
                players.rankOf(body.defender())));
        LadderState s = history.ladder(id).orElseThrow(() -> LadderController.notFound(id));
        return ResponseEntity.created(URI.create("/api/ladders/" + id + "/challenges/" + challengeId))
                .body(view(s, s.challenge(challengeId)));
    }

    @GetMapping("/api/ladders/{id}/challenges/{challengeId}")
    public ChallengeView challenge(@PathVariable String id, @PathVariable String challengeId) {
        LadderState s = history.ladder(id).orElseThrow(() -> LadderController.notFound(id));
        Challenge c = s.challenge(challengeId);
        if (c == null) {
            throw LadderRuleViolation.reject(LadderRuleViolation.CHALLENGE_NOT_FOUND,
                    "there is no challenge " + challengeId + " on this ladder");
        }
        return view(s, c);
    }

    @PostMapping("/api/ladders/{id}/challenges/{challengeId}/decline")
    public ChallengeView decline(@ActingUser String user, @PathVariable String id, @PathVariable String challengeId) {
        if (!history.exists(StreamIds.ladder(id))) {
            throw LadderController.notFound(id);
        }
        commands.send(new LadderCommand.DeclineChallenge(id, challengeId, user));
        return challenge(id, challengeId);
    }

    /** A ladder's challenges, newest first: {@code status=open} (requested or being played), {@code closed}, or all. */
    @GetMapping("/api/ladders/{id}/challenges")
    public ResponseEntity<List<ChallengeView>> challenges(@PathVariable String id,
            @RequestParam(required = false) String status, @RequestParam(required = false) Integer limit,
            @RequestParam(required = false) String cursor) {
        Paging.Page<ChallengeRow> page = standings.challenges(id, open(status), Paging.Request.of(limit, cursor));
        return Paging.response(new Paging.Page<>(views(page.items()), page.next()));
    }

    @GetMapping("/api/players/{user}/challenges")
    public ResponseEntity<List<ChallengeView>> challengesOf(@PathVariable String user,
            @RequestParam(required = false) String status, @RequestParam(required = false) Integer limit,
            @RequestParam(required = false) String cursor) {
        Paging.Page<ChallengeRow> page = standings.challengesOf(user, open(status), Paging.Request.of(limit, cursor));
        return Paging.response(new Paging.Page<>(views(page.items()), page.next()));
    }

    /**
     * Whom the signed-in player may challenge on this ladder now, and why not the others: the domain's own decision
     * for each member, so the page never offers a challenge the ladder would refuse.
     */
    @GetMapping("/api/ladders/{id}/challengeable")
    public List<Challengeable> challengeable(@ActingUser String user, @PathVariable String id) {
        LadderState s = history.ladder(id).orElseThrow(() -> LadderController.notFound(id));
        Instant now = clock.instant();
        List<Challengeable> answer = new ArrayList<>();
        for (String member : s.rungs()) {
            if (!member.equals(user)) {
                LadderViewsJson.CanChallenge v = LadderController.verdict(s, user, member, now);
                answer.add(new Challengeable(member, s.rungOf(member), v.allowed(), v.code(), v.reason(), v.until()));
            }
        }
        return answer;
    }

    private static Boolean open(String status) {
        if (status == null || status.isBlank() || status.equals("all")) {
            return null;
        }
        if (status.equals("open") || status.equals("closed")) {
            return status.equals("open");
        }
        throw ApiException.badRequest("STATUS_INVALID", "status is open, closed or all, not '" + status + "'");
    }

    private ChallengeView view(LadderState s, Challenge c) {
        String requestId = RequestIds.forChallenge(s.ladderId(), c.challengeId());
        Challenge.Result r = c.result();
        GameRequestLinks.Link link = links.find(requestId).orElse(null);
        return new ChallengeView(s.ladderId(), c.challengeId(), requestId, c.challengerUserId(), c.defenderUserId(),
                c.challengerRung(), c.defenderRung(), c.issuedAt(), c.status().name(),
                c.gameId() != null ? c.gameId() : link != null ? link.gameId() : null,
                r == null ? null : r.winnerUserId(), r == null ? null : r.reason().name(), r == null ? null : r.counts(),
                r == null ? null : r.endedAt(), refusal(link));
    }

    private List<ChallengeView> views(List<ChallengeRow> rows) {
        Map<String, GameRequestLinks.Link> answered = links.findAll(rows.stream().map(ChallengeRow::requestId).toList());
        return rows.stream().map(c -> {
            GameRequestLinks.Link link = answered.get(c.requestId());
            return new ChallengeView(c.ladderId(), c.challengeId(), c.requestId(), c.challengerUserId(),
                    c.defenderUserId(), c.challengerRung(), c.defenderRung(), c.issuedAt(), c.status(),
                    c.gameId() != null ? c.gameId() : link != null ? link.gameId() : null, c.winnerUserId(),
                    c.reason(), c.counts(), c.endedAt(), refusal(link));
        }).toList();
    }

    private static Refusal refusal(GameRequestLinks.Link link) {
        return link == null || link.created() ? null : new Refusal(link.code(), link.message());
    }
}
