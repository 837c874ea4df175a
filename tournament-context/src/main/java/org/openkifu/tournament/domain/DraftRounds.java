package org.openkifu.tournament.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.openkifu.tournament.domain.TournamentCommand.DiscardDraftRound;
import org.openkifu.tournament.domain.TournamentCommand.GiveDraftBye;
import org.openkifu.tournament.domain.TournamentCommand.PairDraftBoard;
import org.openkifu.tournament.domain.TournamentCommand.PairDraftRest;
import org.openkifu.tournament.domain.TournamentCommand.PairDraftRound;
import org.openkifu.tournament.domain.TournamentCommand.PublishDraftRound;
import org.openkifu.tournament.domain.TournamentCommand.SetDraftHandicap;
import org.openkifu.tournament.domain.TournamentCommand.StartRound;
import org.openkifu.tournament.domain.TournamentCommand.SwapDraftColours;
import org.openkifu.tournament.domain.TournamentCommand.UnpairDraftBoards;
import org.openkifu.tournament.domain.TournamentEvent.DraftBoardPaired;
import org.openkifu.tournament.domain.TournamentEvent.DraftBoardsUnpaired;
import org.openkifu.tournament.domain.TournamentEvent.DraftByeGiven;
import org.openkifu.tournament.domain.TournamentEvent.DraftColoursSwapped;
import org.openkifu.tournament.domain.TournamentEvent.DraftHandicapChanged;
import org.openkifu.tournament.domain.TournamentEvent.DraftRestPaired;
import org.openkifu.tournament.domain.TournamentEvent.DraftRoundDiscarded;
import org.openkifu.tournament.domain.TournamentEvent.DraftRoundPaired;
import org.openkifu.tournament.domain.TournamentEvent.DraftRoundPublished;
import org.openkifu.tournament.domain.TournamentState.PlayerEntry;

/**
 * The decider's part for draft rounds (docs/tournaments.md, "Draft rounds"): pairing a Swiss or McMahon round as a
 * draft, the organizer's edits, and publishing it, which pairs the round and requests its games as
 * {@link TournamentCommand.StartRound} does. Every edit is checked against the draft as it stands and refused
 * with a precise code, changing nothing.
 */
final class DraftRounds {

    static final String ROUND_ALREADY_PUBLISHED = "ROUND_ALREADY_PUBLISHED";
    static final String DRAFT_NOT_FOUND = "DRAFT_NOT_FOUND";
    static final String ROUND_IN_DRAFT = "ROUND_IN_DRAFT";
    static final String PAIRING_REPEATED = "PAIRING_REPEATED";
    static final String PLAYER_ABSENT = "PLAYER_ABSENT";
    static final String PLAYER_ALREADY_PAIRED = "PLAYER_ALREADY_PAIRED";
    static final String BOARD_NOT_FOUND = "BOARD_NOT_FOUND";
    static final String DRAFT_INCOMPLETE = "DRAFT_INCOMPLETE";

    private DraftRounds() {
    }

    /** A round in draft is started by publishing it, not by {@link StartRound}. */
    static void refuseStartOfDraft(StartRound c, TournamentState s) {
        if (s.draft() != null && s.draft().round() == c.round()) {
            throw reject(ROUND_IN_DRAFT, "round " + c.round() + " is a draft: publish or discard it");
        }
    }

    /** A tournament with a draft, or whose only round's draft was discarded, cannot finish. */
    static void refuseFinishWithDraft(TournamentState s) {
        if (s.draft() != null) {
            throw reject(ROUND_IN_DRAFT, "round " + s.draft().round() + " is a draft: discard it before finishing");
        }
        if (s.status() == TournamentState.Status.RUNNING && s.roundsPaired() == 0) {
            throw reject(TournamentViolation.INVALID_STATE, "no round has been played (round 1's draft was discarded)");
        }
    }

    static List<TournamentEvent> decide(TournamentCommand.Draft command, TournamentState s, Instant now) {
        return switch (command) {
            case PairDraftRound c -> pairDraft(c, s, now);
            case UnpairDraftBoards c -> unpair(c, s, now);
            case PairDraftBoard c -> pairBoard(c, s, now);
            case SwapDraftColours c -> {
                boardOf(draft(c.actingUserId(), c.round(), s), c.board());
                yield List.of(new DraftColoursSwapped(s.tournamentId(), c.round(), c.board(), c.actingUserId(), now));
            }
            case SetDraftHandicap c -> handicap(c, s, now);
            case GiveDraftBye c -> giveBye(c, s, now);
            case PairDraftRest c -> pairRest(c, s, now);
            case PublishDraftRound c -> publish(c, s, now);
            case DiscardDraftRound c -> {
                draft(c.actingUserId(), c.round(), s);
                yield List.of(new DraftRoundDiscarded(s.tournamentId(), c.round(), c.actingUserId(), now));
            }
        };
    }

    private static List<TournamentEvent> unpair(UnpairDraftBoards c, TournamentState s, Instant now) {
        DraftRound d = draft(c.actingUserId(), c.round(), s);
        if (c.boards() == null || c.boards().isEmpty()) {
            throw reject(TournamentViolation.INVALID_COMMAND, "name the boards to unpair");
        }
        for (Integer n : c.boards()) {
            boardOf(d, n == null ? 0 : n);
        }
        return List.of(new DraftBoardsUnpaired(s.tournamentId(), c.round(),
                List.copyOf(new java.util.LinkedHashSet<>(c.boards())), c.actingUserId(), now));
    }

    private static List<TournamentEvent> giveBye(GiveDraftBye c, TournamentState s, Instant now) {
        DraftRound d = draft(c.actingUserId(), c.round(), s);
        playable(s, d, c.userId());
        if (d.hasBye(c.userId())) {
            return List.of();
        }
        String previous = d.byes().isEmpty() ? null : d.byes().get(0).userId();
        return List.of(new DraftByeGiven(s.tournamentId(), c.round(), c.userId(), previous, c.actingUserId(), now));
    }

    private static List<TournamentEvent> pairDraft(PairDraftRound c, TournamentState s, Instant now) {
        Registration.organizer(c.actingUserId(), s);
        if (!s.settings().format().scorePaired()) {
            throw reject(TournamentViolation.INVALID_STATE, "draft rounds are for Swiss and McMahon; a "
                    + s.settings().format() + " is paired by its table or bracket");
        }
        if (s.draft() != null && s.draft().round() == c.round()) {
            return List.of(); // drafted already: asking again changes nothing
        }
        if (c.round() >= 1 && c.round() <= s.roundsPaired()) {
            throw reject(ROUND_ALREADY_PUBLISHED, "round " + c.round() + " is paired and published");
        }
        // the same checks and events as starting the round, the tournament's start included
        List<TournamentEvent> started = Progress.startRound(new StartRound(c.tournamentId(), c.actingUserId(), c.round()),
                s, now);
        if (s.settings().autoStartRounds()) {
            return started; // unattended events: the draft is published at once
        }
        List<TournamentEvent> events = new ArrayList<>();
        TournamentState before = s;
        for (TournamentEvent e : started) {
            if (e instanceof TournamentEvent.TournamentStarted) {
                events.add(e);
                before = TournamentEvolver.evolve(before, e);
            } else if (e instanceof TournamentEvent.RoundPaired p && c.byEngine()) {
                events.add(new DraftRoundPaired(s.tournamentId(), c.round(), p.boards(), p.byes(), p.absent(),
                        c.actingUserId(), now));
            }
        }
        if (!c.byEngine()) {
            events.add(new DraftRoundPaired(s.tournamentId(), c.round(), List.of(), List.of(),
                    List.copyOf(before.absentIn(c.round())), c.actingUserId(), now));
        }
        return events;
    }

    private static List<TournamentEvent> pairBoard(PairDraftBoard c, TournamentState s, Instant now) {
        DraftRound d = draft(c.actingUserId(), c.round(), s);
        if (c.blackUserId() == null || c.whiteUserId() == null || c.blackUserId().equals(c.whiteUserId())) {
            throw reject(TournamentViolation.INVALID_COMMAND, "a board needs two different players");
        }
        for (String id : List.of(c.blackUserId(), c.whiteUserId())) {
            playable(s, d, id);
            if (d.hasBye(id)) {
                throw reject(PLAYER_ALREADY_PAIRED, id + " has the bye in round " + c.round()
                        + "; give the bye to someone else first");
            }
        }
        if (Rounds.alreadyMet(s).contains(Set.of(c.blackUserId(), c.whiteUserId()))) {
            throw reject(PAIRING_REPEATED, c.blackUserId() + " and " + c.whiteUserId() + " have played each other already");
        }
        Rank black = s.entrant(c.blackUserId()).rank();
        Rank white = s.entrant(c.whiteUserId()).rank();
        String b = c.blackUserId();
        String w = c.whiteUserId();
        int h;
        if (c.handicap() == null) {
            h = s.settings().twoGameMatches() ? 0 : s.settings().handicap().handicap(black, white);
            if (h > 0 && black.value() > white.value()) { // the weaker takes Black, as the engine does
                b = c.whiteUserId();
                w = c.blackUserId();
            }
        } else {
            h = checkedHandicap(s, c.handicap());
        }
        Board board = Rounds.board(s, d.freeNumbers(1).get(0), null, b, w, h);
        return List.of(new DraftBoardPaired(s.tournamentId(), c.round(), board, c.actingUserId(), now));
    }

    private static List<TournamentEvent> handicap(SetDraftHandicap c, TournamentState s, Instant now) {
        DraftRound d = draft(c.actingUserId(), c.round(), s);
        Board b = boardOf(d, c.board());
        int h = checkedHandicap(s, c.handicap());
        double komi = h > 0 ? s.settings().handicap().komi() : s.settings().komi();
        if (b.handicap() == h && b.komi() == komi) {
            return List.of();
        }
        return List.of(new DraftHandicapChanged(s.tournamentId(), c.round(), c.board(), h, komi, c.actingUserId(), now));
    }

    private static int checkedHandicap(TournamentState s, int h) {
        if (h < 0 || h > 9) {
            throw reject(TournamentViolation.INVALID_COMMAND, "a handicap is 0 (even), 1 (no komi) or 2 to 9 stones");
        }
        if (h > 0 && s.settings().twoGameMatches()) {
            throw reject(TournamentViolation.INVALID_STATE, "two-game matches are played even");
        }
        return h;
    }

    private static List<TournamentEvent> pairRest(PairDraftRest c, TournamentState s, Instant now) {
        DraftRound d = draft(c.actingUserId(), c.round(), s);
        List<String> rest = d.unpaired(s);
        if (rest.isEmpty()) {
            return List.of();
        }
        if (rest.size() % 2 == 1 && !d.byes().isEmpty()) {
            throw reject(TournamentViolation.INVALID_STATE, rest.size() + " players are unpaired and "
                    + d.byes().get(0).userId() + " has the bye: pair one by hand or give them the bye");
        }
        Rounds.Pairing p = Rounds.byScore(s, c.round(), new HashSet<>(rest));
        List<Integer> numbers = d.freeNumbers(p.boards().size());
        List<Board> boards = new ArrayList<>();
        for (int i = 0; i < p.boards().size(); i++) {
            Board b = p.boards().get(i);
            boards.add(new Board(numbers.get(i), null, b.blackUserId(), b.whiteUserId(), b.handicap(), b.komi(), b.games()));
        }
        return List.of(new DraftRestPaired(s.tournamentId(), c.round(), boards, p.byes(), c.actingUserId(), now));
    }

    private static List<TournamentEvent> publish(PublishDraftRound c, TournamentState s, Instant now) {
        DraftRound d = draft(c.actingUserId(), c.round(), s);
        if (s.paused()) { // publishing starts the round's games: no round starts while paused
            throw reject(TournamentViolation.TOURNAMENT_PAUSED, "the tournament is paused: resume it, then publish");
        }
        Set<String> eligible = new HashSet<>(DraftRound.eligible(s, c.round()));
        for (Board b : d.boards()) {
            for (String id : List.of(b.blackUserId(), b.whiteUserId())) {
                if (!eligible.contains(id)) {
                    throw reject(PLAYER_ABSENT, id + " on board " + b.number() + " is absent or withdrawn now: "
                            + "unpair the board");
                }
            }
        }
        List<String> byes = d.byes().stream().map(Bye::userId).filter(id -> !eligible.contains(id)).toList();
        if (!byes.isEmpty()) {
            throw reject(PLAYER_ABSENT, byes.get(0) + " has the bye but is absent or withdrawn now");
        }
        List<String> unpaired = d.unpaired(s);
        if (!unpaired.isEmpty()) {
            throw reject(DRAFT_INCOMPLETE, "not paired yet: " + String.join(", ", unpaired));
        }
        List<String> absent = s.players().stream().map(PlayerEntry::userId)
                .filter(id -> s.absentIn(c.round()).contains(id) && !s.isWithdrawn(id)).toList();
        List<TournamentEvent> events = new ArrayList<>();
        events.add(new DraftRoundPublished(s.tournamentId(), c.round(), c.actingUserId(), now));
        TournamentState published = TournamentEvolver.evolve(s, events.get(0));
        events.addAll(Rounds.paired(published, c.round(), d.numbered(), d.byes(), absent, List.of(), now));
        return Progress.settle(s, events, now);
    }

    /** The organizer's draft of {@code round}, or the precise reason there is none. */
    private static DraftRound draft(String actingUserId, int round, TournamentState s) {
        Registration.organizer(actingUserId, s);
        if (round >= 1 && round <= s.roundsPaired()) {
            throw reject(ROUND_ALREADY_PUBLISHED, "round " + round + " is published; its pairing can no longer change");
        }
        if (s.draft() == null || s.draft().round() != round) {
            throw reject(DRAFT_NOT_FOUND, "round " + round + " has no draft");
        }
        return s.draft();
    }

    private static Board boardOf(DraftRound d, int number) {
        return d.board(number).orElseThrow(() -> reject(BOARD_NOT_FOUND, "the draft of round " + d.round()
                + " has no board " + number));
    }

    /** The player may play the round and is on no board of the draft. */
    private static void playable(TournamentState s, DraftRound d, String userId) {
        if (userId == null || !DraftRound.eligible(s, d.round()).contains(userId)) {
            throw reject(PLAYER_ABSENT, userId + " does not play round " + d.round()
                    + " (not registered, withdrawn, entered later or marked absent)");
        }
        d.boardOf(userId).ifPresent(b -> {
            throw reject(PLAYER_ALREADY_PAIRED, userId + " is on board " + b.number() + " already: unpair it first");
        });
    }

    private static TournamentViolation reject(String code, String message) {
        return new TournamentViolation(code, message);
    }
}
