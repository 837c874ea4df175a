package org.openkifu.tournament.web;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import com.mongodb.client.model.Filters;
import org.bson.conversions.Bson;
import org.openkifu.infra.web.Paging;
import org.springframework.http.ResponseEntity;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.domain.PairingReport;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.infrastructure.reads.TournamentDocuments;
import org.openkifu.tournament.infrastructure.reads.TournamentReadStore;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Reads of the tournament read models ({@code tournament-views} projection, docs/projections.md): the list, the
 * rounds with their pairings and results, the standings with tie-breakers, the bracket. They follow the event store
 * within moments; public, like game reads.
 */
@RestController
@RequestMapping("/api/tournaments")
public class TournamentReadsController {

    private final TournamentReadStore store;
    private final TournamentCommands tournaments;

    public TournamentReadsController(TournamentReadStore store, TournamentCommands tournaments) {
        this.store = store;
        this.tournaments = tournaments;
    }

    /**
     * Newest first (then by id), one page at a time (docs/api.md, "Paging"); {@code status}: DRAFT,
     * REGISTRATION_OPEN, RUNNING, FINISHED; {@code organizer}: a user id. Only the page is read from the store.
     */
    @GetMapping
    public ResponseEntity<List<TournamentDocuments.Summary>> list(@RequestParam(required = false) String status,
            @RequestParam(required = false) String organizer, @RequestParam(required = false) Integer limit,
            @RequestParam(required = false) String cursor) {
        Paging.Request page = Paging.Request.of(limit, cursor);
        List<Bson> filters = new ArrayList<>();
        if (status != null && !status.isBlank()) {
            filters.add(Filters.eq("status", status.strip().toUpperCase(java.util.Locale.ROOT)));
        }
        if (organizer != null && !organizer.isBlank()) {
            filters.add(Filters.eq("organizerId", organizer.strip()));
        }
        return Paging.response(store.page(TournamentReadStore.SUMMARIES,
                filters.isEmpty() ? Filters.empty() : Filters.and(filters), "createdAt", page,
                TournamentDocuments.Summary.class));
    }

    @GetMapping("/{id}/rounds")
    public List<TournamentDocuments.Round> rounds(@PathVariable String id) {
        exists(id);
        return store.list(TournamentReadStore.ROUNDS, Filters.eq("tournamentId", id), TournamentDocuments.Round.class)
                .stream().sorted(Comparator.comparingInt(TournamentDocuments.Round::round)).toList();
    }

    @GetMapping("/{id}/rounds/{n}")
    public TournamentDocuments.Round round(@PathVariable String id, @PathVariable int n) {
        return store.find(TournamentReadStore.ROUNDS, TournamentReadStore.roundId(id, n), TournamentDocuments.Round.class)
                .orElseThrow(() -> {
                    exists(id);
                    return new TournamentViolation("ROUND_NOT_FOUND", "round " + n + " of tournament " + id
                            + " has not been paired (or the read model has not caught up yet)");
                });
    }

    /**
     * Swiss and McMahon: the pairing report of every round and in total (docs/tournaments.md), computed from the
     * event store on request, so it is exact the moment a round is paired; 409 INVALID_STATE for other formats.
     */
    @GetMapping("/{id}/pairing-report")
    public PairingReport pairingReport(@PathVariable String id) {
        return PairingReport.of(tournaments.state(id));
    }

    /** One round's figures of the pairing report. */
    @GetMapping("/{id}/rounds/{n}/report")
    public PairingReport.Figures roundReport(@PathVariable String id, @PathVariable int n) {
        return PairingReport.of(tournaments.state(id)).round(n).orElseThrow(() -> new TournamentViolation(
                "ROUND_NOT_FOUND", "round " + n + " of tournament " + id + " has not been paired"));
    }

    /** Swiss, McMahon, round robin: the table with every criterion; knock-outs: the places. */
    @GetMapping("/{id}/standings")
    public TournamentDocuments.Standings standings(@PathVariable String id) {
        return store.find(TournamentReadStore.STANDINGS, id, TournamentDocuments.Standings.class).orElseThrow(() -> {
            exists(id);
            return new TournamentViolation(TournamentViolation.INVALID_STATE,
                    "there are standings once round 1 has started");
        });
    }

    @GetMapping("/{id}/bracket")
    public TournamentDocuments.Bracket bracket(@PathVariable String id) {
        return store.find(TournamentReadStore.BRACKETS, id, TournamentDocuments.Bracket.class).orElseThrow(() -> {
            TournamentState s = tournaments.state(id);
            return new TournamentViolation(TournamentViolation.INVALID_STATE, s.settings().format().knockOut()
                    ? "the bracket is drawn when round 1 starts" : "a " + s.settings().format() + " has no bracket");
        });
    }

    private void exists(String id) {
        if (store.find(TournamentReadStore.SUMMARIES, id, TournamentDocuments.Summary.class).isEmpty()) {
            tournaments.events(id); // TOURNAMENT_NOT_FOUND, unless the read model is only behind
        }
    }
}
