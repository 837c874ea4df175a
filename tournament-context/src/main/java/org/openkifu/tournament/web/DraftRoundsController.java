package org.openkifu.tournament.web;

import java.util.List;

import org.openkifu.infra.web.ActingUser;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.domain.Board;
import org.openkifu.tournament.domain.Bye;
import org.openkifu.tournament.domain.DraftRound;
import org.openkifu.tournament.domain.Entrant;
import org.openkifu.tournament.domain.PairingReport;
import org.openkifu.tournament.domain.TournamentCommand;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.infrastructure.reads.TournamentDocuments;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * A Swiss or McMahon round paired as a draft, edited and published by the organizer (docs/api.md, "Draft rounds").
 * The draft is the organizer's alone: it is read from the tournament's events, never from the public read models,
 * and anybody else asking for it is told NOT_THE_ORGANIZER. Every edit answers with the draft as it now stands;
 * publishing answers with the round as {@code POST /rounds} does.
 */
@RestController
@RequestMapping("/api/tournaments/{id}/rounds/{n}/draft")
public class DraftRoundsController {

    /** {@code byEngine} false: everybody starts unpaired (pair some by hand, then the rest with {@code pair-rest}). */
    record PairDraft(Boolean byEngine) {
    }

    /** {@code handicap} null: the tournament's handicap policy, the weaker player taking Black. */
    record HandBoard(String blackUserId, String whiteUserId, Integer handicap) {
    }

    record Unpair(List<Integer> boards) {
    }

    record Handicap(Integer handicap) {
    }

    record ByeFor(String userId) {
    }

    public record PlayerRef(String userId, String name, String rank) {
    }

    public record DraftBoard(int board, PlayerRef black, PlayerRef white, int handicap, double komi, int games) {
    }

    /** What the organizer edits: the boards, who has the bye, who is absent, who is still unpaired, the report. */
    public record DraftView(String tournamentId, int round, boolean draft, List<DraftBoard> boards, List<PlayerRef> byes,
                            List<PlayerRef> absent, List<PlayerRef> unpaired, PairingReport.Figures report) {
    }

    private final TournamentCommands tournaments;

    public DraftRoundsController(TournamentCommands tournaments) {
        this.tournaments = tournaments;
    }

    /**
     * Pairs round {@code n} as a draft and answers with it; with {@code autoStartRounds} the round is published at
     * once and the answer is the round, as {@code POST /rounds} gives it.
     */
    @PostMapping
    public Object pair(@PathVariable String id, @PathVariable int n, @ActingUser String user,
            @RequestBody(required = false) PairDraft body) {
        boolean byEngine = body == null || body.byEngine() == null || body.byEngine();
        tournaments.send(new TournamentCommand.PairDraftRound(id, user, n, byEngine));
        TournamentState s = tournaments.state(id);
        if (s.draft() == null && n >= 1 && n <= s.roundsPaired()) {
            return round(id, n);
        }
        return view(id, n, user);
    }

    @GetMapping
    public DraftView get(@PathVariable String id, @PathVariable int n, @ActingUser String user) {
        return view(id, n, user);
    }

    @DeleteMapping
    public void discard(@PathVariable String id, @PathVariable int n, @ActingUser String user) {
        tournaments.send(new TournamentCommand.DiscardDraftRound(id, user, n));
    }

    @PostMapping("/boards")
    public DraftView pairBoard(@PathVariable String id, @PathVariable int n, @ActingUser String user,
            @RequestBody HandBoard body) {
        tournaments.send(new TournamentCommand.PairDraftBoard(id, user, n, body.blackUserId(), body.whiteUserId(),
                body.handicap()));
        return view(id, n, user);
    }

    @PostMapping("/unpair")
    public DraftView unpair(@PathVariable String id, @PathVariable int n, @ActingUser String user,
            @RequestBody Unpair body) {
        tournaments.send(new TournamentCommand.UnpairDraftBoards(id, user, n, body.boards()));
        return view(id, n, user);
    }

    @DeleteMapping("/boards/{board}")
    public DraftView unpairOne(@PathVariable String id, @PathVariable int n, @PathVariable int board,
            @ActingUser String user) {
        tournaments.send(new TournamentCommand.UnpairDraftBoards(id, user, n, List.of(board)));
        return view(id, n, user);
    }

    @PostMapping("/boards/{board}/swap-colours")
    public DraftView swap(@PathVariable String id, @PathVariable int n, @PathVariable int board,
            @ActingUser String user) {
        tournaments.send(new TournamentCommand.SwapDraftColours(id, user, n, board));
        return view(id, n, user);
    }

    @PutMapping("/boards/{board}/handicap")
    public DraftView handicap(@PathVariable String id, @PathVariable int n, @PathVariable int board,
            @ActingUser String user, @RequestBody Handicap body) {
        if (body == null || body.handicap() == null) {
            throw new TournamentViolation(TournamentViolation.INVALID_COMMAND, "handicap is required");
        }
        tournaments.send(new TournamentCommand.SetDraftHandicap(id, user, n, board, body.handicap()));
        return view(id, n, user);
    }

    @PutMapping("/bye")
    public DraftView bye(@PathVariable String id, @PathVariable int n, @ActingUser String user,
            @RequestBody ByeFor body) {
        tournaments.send(new TournamentCommand.GiveDraftBye(id, user, n, body == null ? null : body.userId()));
        return view(id, n, user);
    }

    @PostMapping("/pair-rest")
    public DraftView pairRest(@PathVariable String id, @PathVariable int n, @ActingUser String user) {
        tournaments.send(new TournamentCommand.PairDraftRest(id, user, n));
        return view(id, n, user);
    }

    /** Publishes the draft: the round is paired and its games requested; answers with the round. */
    @PostMapping("/publish")
    public TournamentDocuments.Round publish(@PathVariable String id, @PathVariable int n, @ActingUser String user) {
        tournaments.send(new TournamentCommand.PublishDraftRound(id, user, n));
        return round(id, n);
    }

    private TournamentDocuments.Round round(String id, int n) {
        return TournamentDocuments.rounds(tournaments.events(id)).stream().filter(r -> r.round() == n).findFirst()
                .orElseThrow(() -> new TournamentViolation("ROUND_NOT_FOUND", "round " + n + " was not paired"));
    }

    /** The organizer's draft of round {@code n}; only the organizer may see it. */
    DraftView view(String id, int n, String user) {
        TournamentState s = tournaments.state(id);
        if (!s.organizerId().equals(user)) {
            throw new TournamentViolation(TournamentViolation.NOT_THE_ORGANIZER, "only the organizer sees a draft round");
        }
        DraftRound d = s.draft();
        if (d == null || d.round() != n) {
            throw new TournamentViolation(n >= 1 && n <= s.roundsPaired() ? "ROUND_ALREADY_PUBLISHED" : "DRAFT_NOT_FOUND",
                    "round " + n + " has no draft");
        }
        List<DraftBoard> boards = d.boards().stream()
                .sorted(java.util.Comparator.comparingInt(Board::number))
                .map(b -> new DraftBoard(b.number(), ref(s, b.blackUserId()), ref(s, b.whiteUserId()), b.handicap(),
                        b.komi(), b.games())).toList();
        return new DraftView(id, n, true, boards, d.byes().stream().map(Bye::userId).map(u -> ref(s, u)).toList(),
                s.absentIn(n).stream().sorted().map(u -> ref(s, u)).toList(),
                d.unpaired(s).stream().map(u -> ref(s, u)).toList(), d.report(s));
    }

    private static PlayerRef ref(TournamentState s, String userId) {
        Entrant e = s.player(userId).map(TournamentState.PlayerEntry::entrant).orElse(null);
        return e == null ? new PlayerRef(userId, null, null) : new PlayerRef(userId, e.name(), e.rank().toString());
    }
}
