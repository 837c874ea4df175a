package org.openkifu.tournament.web;

import org.openkifu.infra.quota.Quotas;
import org.openkifu.tournament.infrastructure.reads.TournamentReadStore;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.openkifu.infra.web.ActingUser;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.domain.EntryFields;
import org.openkifu.tournament.domain.TournamentCommand;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.domain.export.EgfH9Export;
import org.openkifu.tournament.infrastructure.reads.TournamentDocuments;
import org.openkifu.tournament.infrastructure.requests.GameRequestStatuses;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * A tournament's life through the API (docs/api.md, "Tournaments"): the organizer creates it, opens registration,
 * starts rounds; players register and withdraw. Every answer is read from the tournament's own events (the
 * organizer sees the effect at once); the lists, rounds, standings and bracket come from the read models
 * ({@link TournamentReadsController}). Refusals are the domain's codes ({@link TournamentProblems}).
 */
@RestController
@RequestMapping("/api/tournaments")
public class TournamentController {

    static final String IDEMPOTENCY_HEADER = "Idempotency-Key";

    /** The tournament, and the game requests the game context refused (the organizer must see why a board waits). */
    public record TournamentView(@JsonUnwrapped TournamentDocuments.Summary tournament,
                                 List<GameRequestStatuses.Status> refusedRequests) {
    }

    /**
     * A player registers (no {@code userId}, or their own); the organizer enters another player by {@code userId}
     * (also after the start in Swiss and McMahon: a late entry). The rank is the account's; {@code rating} only from
     * the organizer, and {@code rank} too: the organizer may enter a rank the accounts do not have (30k..19k for club
     * events with beginners, OpenGotha's range), or correct a declared one.
     */
    record Registration(String userId, String name, Integer rating, String country, String club, String rank) {
    }

    record Absence(String userId, Integer round) {
    }

    /**
     * Start round {@code round}; absent: the next one. {@code draft} true pairs it as the organizer's draft instead
     * (Swiss and McMahon, {@link DraftRoundsController}; {@code byEngine} false leaves everybody unpaired).
     */
    record StartRound(Integer round, Boolean draft, Boolean byEngine) {
    }

    private final TournamentCommands tournaments;
    private final GameRequestStatuses requests;
    private final Players players;
    private final TournamentReadStore readStore;
    private final Quotas quotas;
    private final DraftRoundsController drafts;

    public TournamentController(TournamentCommands tournaments, GameRequestStatuses requests, Players players,
            TournamentReadStore readStore, Quotas quotas, DraftRoundsController drafts) {
        this.readStore = readStore;
        this.quotas = quotas;
        this.tournaments = tournaments;
        this.requests = requests;
        this.players = players;
        this.drafts = drafts;
    }

    @PostMapping
    public ResponseEntity<TournamentView> create(@ActingUser String user,
            @RequestHeader(value = IDEMPOTENCY_HEADER, required = false) String idempotencyKey,
            @RequestBody TournamentBody body) {
        EntryFields.title("name", body.name()); // before anything else: the text limits are the edge's first check
        EntryFields.title("location", body.location());
        String id = idempotencyKey == null || idempotencyKey.isBlank() ? UUID.randomUUID().toString()
                : UUID.nameUUIDFromBytes(("openkifu:tournament:" + user + ":" + idempotencyKey)
                        .getBytes(StandardCharsets.UTF_8)).toString();
        var settings = TournamentTerms.checked(body.settings()); // refused terms take no place in the quota
        int limit = quotas.settings().getTournamentsPerDay();
        Quotas.Reservation place = quotas.admitInWindow("tournaments-per-day", user, id, limit, Quotas.DAY,
                () -> readStore.tournamentsCreatedBy(user, quotas.since(Quotas.DAY), limit),
                ids -> readStore.known(TournamentReadStore.SUMMARIES, ids), "tournaments created");
        try {
            tournaments.send(new TournamentCommand.CreateTournament(id, user, body.name(), body.location(),
                    settings));
        } catch (RuntimeException e) {
            place.release();
            throw e;
        }
        return ResponseEntity.created(URI.create("/api/tournaments/" + id)).body(view(id));
    }

    @GetMapping("/{id}")
    public TournamentView one(@PathVariable String id) {
        return view(id);
    }

    @PutMapping("/{id}/settings")
    public TournamentView settings(@PathVariable String id, @ActingUser String user, @RequestBody TournamentBody body) {
        tournaments.send(new TournamentCommand.ChangeSettings(id, user, TournamentTerms.checked(body.settings())));
        return view(id);
    }

    @PostMapping("/{id}/open")
    public TournamentView open(@PathVariable String id, @ActingUser String user) {
        tournaments.send(new TournamentCommand.OpenRegistration(id, user));
        return view(id);
    }

    @PostMapping("/{id}/registrations")
    public ResponseEntity<TournamentView> register(@PathVariable String id, @ActingUser String user,
            @RequestBody(required = false) Registration body) {
        Registration r = body == null ? new Registration(null, null, null, null, null, null) : body;
        EntryFields.entrant(r.name(), r.country(), r.club()); // before any lookup
        tournaments.events(id);
        if (r.userId() == null || r.userId().isBlank() || players.account(r.userId()).username().equals(user)) {
            tournaments.send(new TournamentCommand.Register(id, user,
                    players.entrant(user, r.name(), null, r.country(), r.club())));
        } else {
            tournaments.send(new TournamentCommand.AddPlayer(id, user,
                    players.entrant(r.userId(), r.name(), TournamentTerms.rating(r.rating(), "rating"), r.country(),
                    r.club(), r.rank())));
        }
        return ResponseEntity.created(URI.create("/api/tournaments/" + id)).body(view(id));
    }

    /** The player withdraws themselves; the organizer removes anybody (before the start) or withdraws them. */
    @DeleteMapping("/{id}/registrations/{userId}")
    public TournamentView withdraw(@PathVariable String id, @PathVariable String userId, @ActingUser String user) {
        tournaments.send(userId.equals(user) ? new TournamentCommand.Withdraw(id, user)
                : new TournamentCommand.RemovePlayer(id, user, userId));
        return view(id);
    }

    @PostMapping("/{id}/absences")
    public TournamentView absent(@PathVariable String id, @ActingUser String user, @RequestBody Absence body) {
        tournaments.send(new TournamentCommand.MarkAbsent(id, user, body.userId(), body.round() == null ? 0 : body.round()));
        return view(id);
    }

    @DeleteMapping("/{id}/absences/{round}/{userId}")
    public TournamentView present(@PathVariable String id, @PathVariable int round, @PathVariable String userId,
            @ActingUser String user) {
        tournaments.send(new TournamentCommand.CancelAbsence(id, user, userId, round));
        return view(id);
    }

    /** Pairs the next round (round 1 closes registration) and requests its games; answers with the round. */
    @PostMapping("/{id}/rounds")
    public Object startRound(@PathVariable String id, @ActingUser String user,
            @RequestBody(required = false) StartRound body) {
        int round = body != null && body.round() != null ? body.round() : tournaments.state(id).roundsPaired() + 1;
        if (body != null && Boolean.TRUE.equals(body.draft())) { // draft rounds: DraftRoundsController
            return drafts.pair(id, round, user, new DraftRoundsController.PairDraft(body.byEngine()));
        }
        tournaments.send(new TournamentCommand.StartRound(id, user, round));
        List<TournamentDocuments.Round> rounds = TournamentDocuments.rounds(tournaments.events(id));
        return rounds.stream().filter(r -> r.round() == round).findFirst()
                .orElseThrow(() -> new TournamentViolation("ROUND_NOT_FOUND", "round " + round + " was not paired"));
    }

    @PostMapping("/{id}/finish")
    public TournamentView finish(@PathVariable String id, @ActingUser String user) {
        tournaments.send(new TournamentCommand.FinishTournament(id, user));
        return view(id);
    }

    /**
     * The EGF results file (h9, ISO-8859-15), as OpenGotha writes it for rating submission; {@code internet=true}
     * classes an online event by the EGF's class D rule instead of A/B/C.
     */
    @GetMapping(value = "/{id}/results.h9", produces = "text/plain")
    public ResponseEntity<byte[]> h9(@PathVariable String id,
            @RequestParam(value = "internet", defaultValue = "false") boolean internet) {
        TournamentState s = tournaments.state(id);
        if (s.seeds().isEmpty()) {
            throw new TournamentViolation(TournamentViolation.INVALID_STATE,
                    "the results file lists the field, which is fixed when round 1 starts");
        }
        return ResponseEntity.ok()
                .contentType(new MediaType("text", "plain", EgfH9Export.CHARSET))
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"results-" + id + ".h9\"")
                .body(EgfH9Export.bytes(EgfH9Export.write(s, internet)));
    }

    private TournamentView view(String id) {
        List<TournamentEvent> events = tournaments.events(id);
        TournamentDocuments.Summary summary = TournamentDocuments.summary(events, events.size() - 1L);
        List<GameRequestStatuses.Status> refused = requests.of(id).stream()
                .filter(r -> "REFUSED".equals(r.status())).toList();
        return new TournamentView(summary, refused);
    }
}
