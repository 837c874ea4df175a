package org.openkifu.game.web;

import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.security.AccountDirectory;
import org.openkifu.infra.web.ApiException;
import org.openkifu.infra.web.Paging;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.invitation.InvitationCommand;
import org.openkifu.game.domain.invitation.Invitations;
import org.openkifu.game.domain.invitation.InvitationState;
import org.openkifu.game.domain.invitation.InvitationTerms;
import org.openkifu.game.domain.invitation.InvitationTerms.ColourChoice;
import org.openkifu.game.infrastructure.invitation.InvitationList;
import org.openkifu.game.application.InvitationService;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Invitations to play (docs/api.md, "Invitations"). The acting user comes from {@link ActingUser}. */
@RestController
@RequestMapping("/api/invitations")
public class InvitationController {

    /**
     * @param colour        the inviter's colour: BLACK, WHITE or NIGIRI (default)
     * @param timeControl   as for games: {@code {"kind":"ABSOLUTE","mainSeconds":600}}, absent numbers are 0
     * @param validForMinutes how long the invitee may answer (default 3 days)
     */
    record InviteRequest(String invitee, String inviteeRank, String inviterRank, Integer size, String rules, Double komi,
                         Integer handicap, GameType gameType, GameRequests.TimeControlRequest timeControl,
                         Boolean takeBackAllowed,
                         Boolean rated, ColourChoice colour, String message, Long validForMinutes)
            implements org.openkifu.infra.web.BoundedText {

        /** Before the directory is asked; the invitation's own rule keeps the message to 500 characters. */
        @Override
        public void checkText(org.openkifu.infra.web.TextLimits limits) {
            limits.userId("invitee", invitee);
            limits.message("message", message);
        }
    }

    record Created(String invitationId) {
    }

    record Accepted(String invitationId, String gameId) {
    }

    record InvitationView(String invitationId, GameViews.PlayerView inviter, GameViews.PlayerView invitee,
                          InvitationTerms terms, String message, Instant sentAt, Instant expiresAt, String status,
                          String gameId) {
        static InvitationView of(InvitationState s, Instant now) {
            String status = s.expiredAt(now) ? "EXPIRED" : s.status().name();
            return new InvitationView(s.invitationId(), new GameViews.PlayerView(s.inviter().userId(), s.inviter().rank()),
                    new GameViews.PlayerView(s.invitee().userId(), s.invitee().rank()), s.terms(), s.message(),
                    s.sentAt(), s.expiresAt(), status, s.gameId());
        }
    }

    private final InvitationService invitations;
    private final InvitationList list;
    private final Clock clock;
    private final AccountDirectory accounts;

    public InvitationController(InvitationService invitations, InvitationList list, Clock clock,
            AccountDirectory accounts) {
        this.invitations = invitations;
        this.list = list;
        this.clock = clock;
        this.accounts = accounts;
    }

    @PostMapping
    public ResponseEntity<Created> invite(@ActingUser String user,
            @RequestHeader(value = GameController.IDEMPOTENCY_HEADER, required = false) String idempotencyKey,
            @RequestBody InviteRequest body) {
        if (body.invitee() == null || body.invitee().isBlank()) {
            throw ApiException.badRequest("PLAYER_MISSING", "say whom you invite: the request needs an invitee");
        }
        String id = idempotencyKey == null || idempotencyKey.isBlank() ? GameIds.random()
                : GameIds.fromRequest("invitation-api", user + ":" + idempotencyKey);
        InvitationTerms terms = new InvitationTerms(body.size() == null ? 19 : body.size(), body.rules(), body.komi(),
                // as for games, numbers the kind does not use may be left out
                body.handicap(), body.gameType(), body.timeControl() == null ? null : body.timeControl().toTimeControl(),
                Boolean.TRUE.equals(body.takeBackAllowed()),
                Boolean.TRUE.equals(body.rated()), body.colour());
        Duration validFor = validFor(body.validForMinutes());
        // only an existing account can be invited (UNKNOWN_PLAYER, with a suggestion), under its registered spelling
        String invitee = PlayerNames.existing(accounts, body.invitee());
        invitations.send(new InvitationCommand.Invite(id, user, new Player(user, blankToNull(body.inviterRank())),
                new Player(invitee, blankToNull(body.inviteeRank())), terms, body.message(), validFor));
        return ResponseEntity.created(URI.create("/api/invitations/" + id)).body(new Created(id));
    }

    /**
     * {@code box=in}: invitations the acting user received; {@code box=out}: sent. Newest first, one page at a time
     * (docs/api.md, "Paging"; before, the newest 50 and nothing older).
     */
    @GetMapping
    public ResponseEntity<List<InvitationList.Row>> mine(@ActingUser String user,
            @RequestParam(defaultValue = "in") String box, @RequestParam(required = false) Integer limit,
            @RequestParam(required = false) String cursor) {
        if (!box.equals("in") && !box.equals("out")) {
            throw ApiException.badRequest("PARAMETER_INVALID", "box is 'in' or 'out', not '" + box + "'");
        }
        Paging.Request page = Paging.Request.of(limit, cursor);
        return Paging.response(box.equals("in") ? list.received(user, clock.instant(), page)
                : list.sent(user, clock.instant(), page));
    }

    @GetMapping("/{id}")
    public InvitationView one(@PathVariable String id) {
        return InvitationView.of(invitations.state(id), clock.instant());
    }

    @PostMapping("/{id}/accept")
    public Accepted accept(@PathVariable String id, @ActingUser String user) {
        return new Accepted(id, invitations.accept(id, user));
    }

    @PostMapping("/{id}/decline")
    public InvitationView decline(@PathVariable String id, @ActingUser String user) {
        invitations.state(id);
        invitations.send(new InvitationCommand.Decline(id, user));
        return one(id);
    }

    @PostMapping("/{id}/withdraw")
    public InvitationView withdraw(@PathVariable String id, @ActingUser String user) {
        invitations.state(id);
        invitations.send(new InvitationCommand.Withdraw(id, user));
        return one(id);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    /**
     * Range-checked before any arithmetic: minutes far beyond the invitation's limit overflowed {@code Duration} into
     * a 500 ("long overflow") before the domain could refuse them.
     */
    static Duration validFor(Long minutes) {
        if (minutes == null) {
            return null;
        }
        long longest = Invitations.MAX_VALIDITY.toMinutes();
        if (minutes < 1 || minutes > longest) {
            throw ApiException.badRequest(Invitations.INVALID_INVITATION, "validForMinutes is 1 to " + longest + " ("
                    + Invitations.MAX_VALIDITY.toDays() + " days), not " + minutes);
        }
        return Duration.ofMinutes(minutes);
    }
}
