package org.openkifu.tournament.web;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;

import org.openkifu.infra.web.ActingUser;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.domain.DirectorCommands;
import org.openkifu.tournament.domain.Entrant;
import org.openkifu.tournament.domain.EntryFields;
import org.openkifu.tournament.domain.Guests;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.ResultKind;
import org.openkifu.tournament.domain.TournamentCommand;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.infrastructure.reads.TournamentDocuments;
import org.openkifu.tournament.infrastructure.requests.GameRequestStatuses;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The organizer's desk (issue 17; docs/api.md, "The director's desk"): results, pause and resume, guests, absences
 * over several rounds, entry edits. Answers are read from the tournament's own events, as {@link TournamentController}'s.
 */
@RestController
@RequestMapping("/api/tournaments")
public class DirectorController {

    /** {@code game}: 1 unless the board plays several; {@code result}: a {@link ResultKind} name. */
    record ResultEntry(Integer game, String result, String reason) {
    }

    record Pause(String reason) {
    }

    record Guest(String name, String rank, String country, String club) {
    }

    record AbsenceRounds(List<Integer> rounds, Boolean absent) {
    }

    record PlayerEdit(String rank, String country, String club) {
    }

    private final TournamentCommands tournaments;
    private final GameRequestStatuses requests;

    public DirectorController(TournamentCommands tournaments, GameRequestStatuses requests) {
        this.tournaments = tournaments;
        this.requests = requests;
    }

    /** Enters or corrects a game's result; answers with the round. */
    @PostMapping("/{id}/rounds/{round}/boards/{board}/result")
    public TournamentDocuments.Round result(@PathVariable String id, @PathVariable int round, @PathVariable int board,
            @ActingUser String user, @RequestBody ResultEntry body) {
        ResultKind kind = parse(body.result());
        tournaments.send(new DirectorCommands.EnterResult(id, user, round, board,
                body.game() == null ? 1 : body.game(), kind, body.reason()));
        return TournamentDocuments.rounds(tournaments.events(id)).stream().filter(r -> r.round() == round).findFirst()
                .orElseThrow(() -> new TournamentViolation(TournamentViolation.ROUND_NOT_FOUND, "no round " + round));
    }

    @PostMapping("/{id}/pause")
    public TournamentController.TournamentView pause(@PathVariable String id, @ActingUser String user,
            @RequestBody(required = false) Pause body) {
        tournaments.send(new DirectorCommands.PauseTournament(id, user, body == null ? null : body.reason()));
        return view(id);
    }

    @PostMapping("/{id}/resume")
    public TournamentController.TournamentView resume(@PathVariable String id, @ActingUser String user) {
        tournaments.send(new DirectorCommands.ResumeTournament(id, user));
        return view(id);
    }

    /**
     * A guest entry (no account): the id is {@code guest:<uuid>}, derived from the Idempotency-Key when one is given
     * so a repeated request adds nobody twice.
     */
    @PostMapping("/{id}/guests")
    public ResponseEntity<TournamentController.TournamentView> guest(@PathVariable String id, @ActingUser String user,
            @RequestHeader(value = TournamentController.IDEMPOTENCY_HEADER, required = false) String idempotencyKey,
            @RequestBody Guest body) {
        if (body.name() == null || body.name().isBlank()) {
            throw new TournamentViolation(TournamentViolation.INVALID_GUEST, "a guest entry needs a name");
        }
        EntryFields.entrant(body.name(), body.country(), body.club());
        if (body.rank() == null || body.rank().isBlank()) {
            throw new TournamentViolation(TournamentViolation.INVALID_RANK, "a guest entry needs a rank (30k..9p)");
        }
        Rank rank = rank(body.rank());
        String guestId = Guests.PREFIX + (idempotencyKey == null || idempotencyKey.isBlank() ? UUID.randomUUID()
                : UUID.nameUUIDFromBytes(("openkifu:guest:" + id + ":" + user + ":" + idempotencyKey)
                        .getBytes(StandardCharsets.UTF_8)));
        tournaments.events(id);
        if (idempotencyKey != null && tournaments.state(id).player(guestId).isPresent()) {
            return ResponseEntity.ok(view(id)); // the same entry sent again
        }
        String country = body.country() == null || body.country().isBlank() ? null
                : body.country().strip().toUpperCase(java.util.Locale.ROOT);
        String club = body.club() == null || body.club().isBlank() ? null : body.club().strip();
        tournaments.send(new TournamentCommand.AddPlayer(id, user,
                new Entrant(guestId, body.name().strip(), rank, null, country, club)));
        return ResponseEntity.created(URI.create("/api/tournaments/" + id)).body(view(id));
    }

    /** Absent ({@code absent} true, the default) or present again in every round listed. */
    @PutMapping("/{id}/absences/{userId}")
    public TournamentController.TournamentView absences(@PathVariable String id, @PathVariable String userId,
            @ActingUser String user, @RequestBody AbsenceRounds body) {
        tournaments.send(new DirectorCommands.SetAbsence(id, user, userId, body.rounds(),
                body.absent() == null || body.absent()));
        return view(id);
    }

    @PatchMapping("/{id}/players/{userId}")
    public TournamentController.TournamentView edit(@PathVariable String id, @PathVariable String userId,
            @ActingUser String user, @RequestBody PlayerEdit body) {
        Rank rank = body.rank() == null ? null : rank(body.rank());
        tournaments.send(new DirectorCommands.EditPlayer(id, user, userId, rank, body.country(), body.club()));
        return view(id);
    }

    private static Rank rank(String text) {
        try {
            return Rank.parse(text);
        } catch (IllegalArgumentException e) {
            throw new TournamentViolation(TournamentViolation.INVALID_RANK, "'" + text.strip() + "' is not a rank (30k..1k, 1d..9d, 1p..9p)");
        }
    }

    private static ResultKind parse(String text) {
        if (text != null) {
            for (ResultKind k : ResultKind.values()) {
                if (k.name().equalsIgnoreCase(text.strip())) {
                    return k;
                }
            }
        }
        throw new TournamentViolation(TournamentViolation.INVALID_COMMAND, "result is one of "
                + java.util.Arrays.toString(ResultKind.values()));
    }

    private TournamentController.TournamentView view(String id) {
        List<TournamentEvent> events = tournaments.events(id);
        TournamentDocuments.Summary summary = TournamentDocuments.summary(events, events.size() - 1L);
        List<GameRequestStatuses.Status> refused = requests.of(id).stream()
                .filter(r -> "REFUSED".equals(r.status())).toList();
        return new TournamentController.TournamentView(summary, refused);
    }
}
