package org.openkifu.tournament.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.openkifu.tournament.domain.DirectorCommands.EditPlayer;
import org.openkifu.tournament.domain.DirectorCommands.EnterResult;
import org.openkifu.tournament.domain.DirectorCommands.PauseTournament;
import org.openkifu.tournament.domain.DirectorCommands.ResumeTournament;
import org.openkifu.tournament.domain.DirectorCommands.SetAbsence;
import org.openkifu.tournament.domain.DirectorEvents.OrganizerResultEntered;
import org.openkifu.tournament.domain.DirectorEvents.PlayerDetailsChanged;
import org.openkifu.tournament.domain.DirectorEvents.TournamentPaused;
import org.openkifu.tournament.domain.DirectorEvents.TournamentResumed;
import org.openkifu.tournament.domain.TournamentEvent.AbsenceCancelled;
import org.openkifu.tournament.domain.TournamentEvent.PlayerMarkedAbsent;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.GameSlot;
import org.openkifu.tournament.domain.TournamentState.PlayerEntry;
import org.openkifu.tournament.domain.TournamentState.Status;
import org.openkifu.tournament.domain.match.MatchScore;

/** Decides the organizer's desk commands (issue 17; docs/tournaments.md, "The director's desk"). */
final class DirectorDecider {

    /** An audit reason: long enough for a sentence, short enough for a table cell. */
    static final int REASON_MAX = 200;

    private DirectorDecider() {
    }

    static List<TournamentEvent> decide(TournamentCommand.Director command, TournamentState s, Instant now) {
        Registration.organizer(command.actingUserId(), s);
        return switch (command) {
            case EnterResult c -> enterResult(c, s, now);
            case PauseTournament c -> pause(c, s, now);
            case ResumeTournament c -> resume(c, s, now);
            case SetAbsence c -> setAbsence(c, s, now);
            case EditPlayer c -> editPlayer(c, s, now);
        };
    }

    // ---------------------------------------------------------------- results

    private static List<TournamentEvent> enterResult(EnterResult c, TournamentState s, Instant now) {
        String reason = reason(c.reason(), true);
        if (c.result() == null) {
            throw Registration.reject(TournamentViolation.INVALID_COMMAND, "give the result: one of "
                    + java.util.Arrays.toString(ResultKind.values()));
        }
        if (s.status() != Status.RUNNING && s.status() != Status.FINISHED) {
            throw Registration.reject(TournamentViolation.INVALID_STATE, "the tournament has not started: no board has a game");
        }
        if (c.round() < 1 || c.round() > s.roundsPaired()) {
            throw Registration.reject(TournamentViolation.ROUND_NOT_FOUND, "round " + c.round() + " is not paired; rounds 1 to "
                    + s.roundsPaired() + " are");
        }
        BoardState b = s.round(c.round()).board(c.board()).orElseThrow(() -> Registration.reject(
                TournamentViolation.BOARD_NOT_FOUND, "round " + c.round() + " has no board " + c.board()));
        int number = c.gameNumber() == 0 ? 1 : c.gameNumber();
        Optional<GameSlot> slot = b.game(number);
        String black;
        String white;
        if (slot.isPresent()) {
            black = slot.get().blackUserId();
            white = slot.get().whiteUserId();
        } else if (Guests.onBoard(b.board()) && number == b.games().size() + 1 && (number <= b.board().games()
                || Boards.score(b, s.settings().format().knockOut()).status() == MatchScore.Status.NEEDS_EXTRA_GAME)) {
            boolean swapped = number % 2 == 0; // colours alternate game by game, as requested games do
            black = swapped ? b.board().whiteUserId() : b.board().blackUserId();
            white = swapped ? b.board().blackUserId() : b.board().whiteUserId();
        } else {
            throw Registration.reject(TournamentViolation.GAME_NOT_FOUND, "board " + c.board() + " of round " + c.round()
                    + " has no game " + number + (slot.isEmpty() && !Guests.onBoard(b.board())
                    ? " (its games are requested from the game context)" : ""));
        }
        GameOutcome previous = slot.map(GameSlot::result).orElse(null);
        if (c.result() == ResultKind.of(previous, black)) {
            throw Registration.reject(TournamentViolation.RESULT_UNCHANGED, "game " + number + " of board " + c.board()
                    + " already counts as " + c.result());
        }
        GameOutcome result = c.result().outcome(slot.map(GameSlot::gameId).orElse(null), black, white);
        List<TournamentEvent> events = List.of(new OrganizerResultEntered(s.tournamentId(), c.round(), c.board(), number,
                black, white, c.result(), previous, result, c.actingUserId(), reason, now));
        return Progress.settle(s, events, now);
    }

    /** Required for a result, optional for a pause: a sentence without line breaks or control characters. */
    static String reason(String text, boolean required) {
        if (text == null || text.isBlank()) {
            if (required) {
                throw Registration.reject(TournamentViolation.INVALID_REASON, "say why: every decision is audited");
            }
            return null;
        }
        String t = text.strip();
        if (t.codePointCount(0, t.length()) > REASON_MAX) {
            throw Registration.reject(TournamentViolation.INVALID_REASON, "a reason has at most " + REASON_MAX + " characters");
        }
        if (text.codePoints().anyMatch(cp -> Character.isISOControl(cp) || cp == 0x2028 || cp == 0x2029)) {
            throw Registration.reject(TournamentViolation.INVALID_REASON, "a reason cannot hold line breaks, tabs or other "
                    + "control characters");
        }
        return t;
    }

    // ---------------------------------------------------------------- pause and resume

    private static List<TournamentEvent> pause(PauseTournament c, TournamentState s, Instant now) {
        String reason = reason(c.reason(), false);
        if (s.status() == Status.FINISHED) {
            throw Registration.reject(TournamentViolation.INVALID_STATE, "the tournament has finished");
        }
        if (s.paused()) {
            return List.of();
        }
        return List.of(new TournamentPaused(s.tournamentId(), c.actingUserId(), reason, now));
    }

    /** Resuming lets what waited follow: with autoStartRounds, the next round of a finished round starts at once. */
    private static List<TournamentEvent> resume(ResumeTournament c, TournamentState s, Instant now) {
        if (!s.paused()) {
            return List.of();
        }
        return Progress.settle(s, List.of(new TournamentResumed(s.tournamentId(), c.actingUserId(), now)), now);
    }

    // ---------------------------------------------------------------- absences over several rounds

    private static List<TournamentEvent> setAbsence(SetAbsence c, TournamentState s, Instant now) {
        if (c.rounds().isEmpty()) {
            throw Registration.reject(TournamentViolation.INVALID_COMMAND, "name the rounds");
        }
        TreeSet<Integer> rounds = new TreeSet<>();
        for (Integer r : c.rounds()) {
            if (r == null) {
                throw Registration.reject(TournamentViolation.INVALID_COMMAND, "a round is a number");
            }
            Registration.absenceChecks(c.actingUserId(), c.userId(), r, s); // every round first: all or nothing
            rounds.add(r);
        }
        List<TournamentEvent> events = new ArrayList<>();
        for (int r : rounds) {
            boolean absent = s.absentIn(r).contains(c.userId());
            if (c.absent() && !absent) {
                events.add(new PlayerMarkedAbsent(s.tournamentId(), c.userId(), r, c.actingUserId(), now));
            } else if (!c.absent() && absent) {
                events.add(new AbsenceCancelled(s.tournamentId(), c.userId(), r, c.actingUserId(), now));
            }
        }
        return events;
    }

    // ---------------------------------------------------------------- entry edits

    private static List<TournamentEvent> editPlayer(EditPlayer c, TournamentState s, Instant now) {
        if (s.status() != Status.DRAFT && s.status() != Status.REGISTRATION_OPEN) {
            throw Registration.reject(TournamentViolation.INVALID_STATE, "ranks, countries and clubs are fixed once round 1 "
                    + "has started: pairings and McMahon scores depend on them");
        }
        PlayerEntry p = s.player(c.userId()).orElseThrow(() -> Registration.reject(TournamentViolation.NOT_REGISTERED,
                c.userId() + " is not registered in this tournament"));
        Entrant was = p.entrant();
        Rank rank = c.rank() == null ? was.rank() : c.rank();
        String country = c.country() == null ? was.country() : c.country().isBlank() ? null : c.country().strip().toUpperCase(java.util.Locale.ROOT);
        String club = c.club() == null ? was.club() : c.club().isBlank() ? null : c.club().strip();
        Entrant now_ = new Entrant(was.userId(), was.name(), rank, was.rating(), country, club);
        EntryFields.entrant(now_.name(), country, club);
        TournamentSettings t = s.settings();
        if ((t.minimumRank() != null && rank.value() < t.minimumRank().value())
                || (t.maximumRank() != null && rank.value() > t.maximumRank().value())) {
            throw Registration.reject(TournamentViolation.RANK_OUT_OF_RANGE, "this tournament admits "
                    + (t.minimumRank() == null ? "any rank" : t.minimumRank()) + " to "
                    + (t.maximumRank() == null ? "any rank" : t.maximumRank()) + ", not " + rank);
        }
        if (now_.equals(was)) {
            return List.of();
        }
        return List.of(new PlayerDetailsChanged(s.tournamentId(), c.userId(), rank, country, club, c.actingUserId(), now));
    }
}
