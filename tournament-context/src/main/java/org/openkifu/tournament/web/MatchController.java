package org.openkifu.tournament.web;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.mongodb.client.model.Filters;
import org.openkifu.infra.web.ActingUser;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent;
import org.openkifu.tournament.domain.match.TwoGameMatchTerms;
import org.openkifu.tournament.infrastructure.reads.MatchDocuments;
import org.openkifu.tournament.infrastructure.reads.TournamentReadStore;
import org.openkifu.tournament.infrastructure.requests.GameRequestStatuses;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Standalone two-game matches (docs/api.md, "Two-game matches"): a player proposes one to another, who accepts (both
 * games are requested at once, the invitee taking Black in game 1) or declines. Ranks are the accounts'.
 */
@RestController
@RequestMapping("/api/matches")
public class MatchController {

    /** Defaults: 19x19, Japanese rules, komi 6.5, untimed, not rated. */
    record Proposal(String opponent, Integer size, String rules, Double komi, TournamentTerms.TimeControlBody timeControl,
                    Boolean rated) {
    }

    /** The match, and its game requests the game context refused. */
    public record MatchView(@JsonUnwrapped MatchDocuments.Match match, List<GameRequestStatuses.Status> refusedRequests) {
    }

    private final TournamentCommands service;
    private final TournamentReadStore store;
    private final GameRequestStatuses requests;
    private final Players players;

    public MatchController(TournamentCommands service, TournamentReadStore store, GameRequestStatuses requests,
            Players players) {
        this.service = service;
        this.store = store;
        this.requests = requests;
        this.players = players;
    }

    @PostMapping
    public ResponseEntity<MatchView> propose(@ActingUser String user,
            @RequestHeader(value = TournamentController.IDEMPOTENCY_HEADER, required = false) String idempotencyKey,
            @RequestBody Proposal body) {
        if (body.opponent() == null || body.opponent().isBlank()) {
            throw new TournamentViolation(TournamentViolation.INVALID_COMMAND, "say whom you invite: the proposal needs an opponent");
        }
        String opponent = players.account(body.opponent()).username();
        String id = idempotencyKey == null || idempotencyKey.isBlank() ? UUID.randomUUID().toString()
                : UUID.nameUUIDFromBytes(("openkifu:two-game-match:" + user + ":" + idempotencyKey)
                        .getBytes(StandardCharsets.UTF_8)).toString();
        TwoGameMatchTerms terms = new TwoGameMatchTerms(body.size() == null ? 19 : body.size(),
                body.rules() == null || body.rules().isBlank() ? "japanese" : body.rules().strip(),
                body.komi() == null ? 6.5 : body.komi(), body.timeControl() == null ? TimeControl.NONE : body.timeControl().toTimeControl(),
                Boolean.TRUE.equals(body.rated()));
        service.send(new TwoGameMatchCommand.InviteToTwoGameMatch(id, user, players.rank(user), opponent,
                players.rank(opponent), TournamentTerms.checked(terms)));
        return ResponseEntity.created(URI.create("/api/matches/" + id)).body(view(id));
    }

    /** The matches {@code player} proposed or was invited to, newest first (read model). */
    /** A player's matches, newest proposal first (then by id), one page at a time (docs/api.md, "Paging"). */
    @GetMapping
    public ResponseEntity<List<MatchDocuments.Match>> list(@RequestParam String player,
            @RequestParam(required = false) Integer limit, @RequestParam(required = false) String cursor) {
        return org.openkifu.infra.web.Paging.response(store.page(TournamentReadStore.MATCHES,
                Filters.eq("players", player), "proposedAt", org.openkifu.infra.web.Paging.Request.of(limit, cursor),
                MatchDocuments.Match.class));
    }

    @GetMapping("/{id}")
    public MatchView one(@PathVariable String id) {
        return view(id);
    }

    @PostMapping("/{id}/accept")
    public MatchView accept(@PathVariable String id, @ActingUser String user) {
        service.send(new TwoGameMatchCommand.AcceptTwoGameMatch(id, user));
        return view(id);
    }

    @PostMapping("/{id}/decline")
    public MatchView decline(@PathVariable String id, @ActingUser String user) {
        service.send(new TwoGameMatchCommand.DeclineTwoGameMatch(id, user));
        return view(id);
    }

    private MatchView view(String id) {
        List<TwoGameMatchEvent> events = service.matchEvents(id);
        return new MatchView(MatchDocuments.match(events, events.size() - 1L), requests.of(id).stream()
                .filter(r -> "REFUSED".equals(r.status())).toList());
    }
}
