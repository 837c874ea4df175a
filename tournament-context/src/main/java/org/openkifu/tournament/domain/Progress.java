package org.openkifu.tournament.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.tournament.domain.TournamentCommand.FinishTournament;
import org.openkifu.tournament.domain.TournamentCommand.StartRound;
import org.openkifu.tournament.domain.TournamentEvent.RoundFinished;
import org.openkifu.tournament.domain.TournamentEvent.TournamentFinished;
import org.openkifu.tournament.domain.TournamentEvent.TournamentStarted;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.TournamentState.Status;
import org.openkifu.tournament.domain.bracket.Bracket;
import org.openkifu.tournament.domain.bracket.BracketProgress;
import org.openkifu.tournament.domain.match.MatchScore;

/**
 * Starting rounds, and what follows by itself from a result: a deciding game for a level knock-out board, the end
 * of a round, the end of the tournament, and (with {@code autoStartRounds}) the next round.
 */
final class Progress {

    private Progress() {
    }

    static List<TournamentEvent> startRound(StartRound c, TournamentState s, Instant now) {
        Registration.organizer(c.actingUserId(), s);
        if (s.status() == Status.DRAFT) {
            throw Registration.reject(TournamentViolation.INVALID_STATE, "open registration before starting round 1");
        }
        if (c.round() >= 1 && c.round() <= s.roundsPaired()) {
            return List.of(); // started already: asking again changes nothing
        }
        if (s.status() == Status.FINISHED) {
            throw Registration.reject(TournamentViolation.NO_MORE_ROUNDS, "the tournament has finished");
        }
        if (c.round() != s.roundsPaired() + 1) {
            throw Registration.reject(TournamentViolation.INVALID_STATE, "the next round is " + (s.roundsPaired() + 1));
        }
        if (s.paused()) {
            throw Registration.reject(TournamentViolation.TOURNAMENT_PAUSED, "the tournament is paused: resume it first");
        }
        List<TournamentEvent> events = new ArrayList<>();
        TournamentState current = s;
        if (s.status() == Status.REGISTRATION_OPEN) {
            events.add(start(s, now));
            current = TournamentEvolver.evolve(s, events.get(0));
        } else if (s.lastRound().isPresent() && !roundComplete(s, s.lastRound().get())) { // none: a discarded draft
            throw Registration.reject(TournamentViolation.ROUND_NOT_FINISHED, "round " + s.roundsPaired()
                    + " has games without a result; the next round starts when they have all ended");
        }
        if (c.round() > current.plannedRounds()) {
            throw Registration.reject(TournamentViolation.NO_MORE_ROUNDS, "the tournament has " + current.plannedRounds()
                    + " rounds");
        }
        events.addAll(Rounds.pair(current, c.round(), now));
        return settle(s, events, now);
    }

    private static TournamentStarted start(TournamentState s, Instant now) {
        List<Entrant> field = s.activePlayers().stream().map(TournamentState.PlayerEntry::entrant).toList();
        TournamentFormat f = s.settings().format();
        int minimum = f == TournamentFormat.DOUBLE_ELIMINATION ? 3 : 2;
        if (field.size() < minimum) {
            throw Registration.reject(TournamentViolation.NOT_ENOUGH_PLAYERS, "a " + f + " needs " + minimum
                    + " players at least; " + field.size() + " registered");
        }
        int rounds = switch (f) {
            case SWISS, MCMAHON -> s.settings().rounds();
            case ROUND_ROBIN -> field.size() % 2 == 0 ? field.size() - 1 : field.size();
            case SINGLE_ELIMINATION, DOUBLE_ELIMINATION ->
                    Bracket.build(f == TournamentFormat.DOUBLE_ELIMINATION, field.size()).plannedRounds();
        };
        int possible = field.size() % 2 == 0 ? field.size() - 1 : field.size();
        if (f.scorePaired() && rounds > possible) {
            throw Registration.reject(TournamentViolation.NOT_ENOUGH_PLAYERS, field.size() + " players can play "
                    + possible + " rounds without meeting twice, not " + rounds);
        }
        return new TournamentStarted(s.tournamentId(), Seeding.order(field), rounds, now);
    }

    static List<TournamentEvent> finish(FinishTournament c, TournamentState s, Instant now) {
        Registration.organizer(c.actingUserId(), s);
        if (s.status() == Status.FINISHED) {
            return List.of();
        }
        if (s.status() != Status.RUNNING) {
            throw Registration.reject(TournamentViolation.INVALID_STATE, "the tournament has not started");
        }
        if (s.settings().format().knockOut()) {
            throw Registration.reject(TournamentViolation.INVALID_STATE, "a knock-out ends with its final");
        }
        if (!roundComplete(s, s.lastRound().orElseThrow())) {
            throw Registration.reject(TournamentViolation.ROUND_NOT_FINISHED, "round " + s.roundsPaired()
                    + " has games without a result");
        }
        return List.of(new TournamentFinished(s.tournamentId(), c.actingUserId(), now));
    }

    /**
     * {@code events} followed by whatever they lead to, until nothing more follows. Only the latest round moves: a
     * result in an earlier round (a correction) changes the standings, never the rounds already paired.
     */
    static List<TournamentEvent> settle(TournamentState before, List<TournamentEvent> decided, Instant now) {
        List<TournamentEvent> events = new ArrayList<>(decided);
        TournamentState s = before;
        for (TournamentEvent e : decided) {
            s = TournamentEvolver.evolve(s, e);
        }
        while (s.status() == Status.RUNNING && s.lastRound().isPresent()) {
            RoundState last = s.lastRound().get();
            List<TournamentEvent> next = new ArrayList<>();
            if (s.settings().format().knockOut()) {
                for (BoardState b : last.boards()) {
                    if (Boards.score(b, true).status() == MatchScore.Status.NEEDS_EXTRA_GAME && !Guests.onBoard(b.board())) {
                        next.add(Rounds.extraGame(s, last.number(), b, now));
                    }
                }
            }
            if (next.isEmpty() && !last.finished() && roundComplete(s, last)) {
                next.add(new RoundFinished(s.tournamentId(), last.number(), now));
            } else if (next.isEmpty() && last.finished()) {
                if (tournamentComplete(s)) {
                    next.add(new TournamentFinished(s.tournamentId(), null, now));
                } else if (s.settings().autoStartRounds() && !s.paused()) {
                    next.addAll(Rounds.pair(s, last.number() + 1, now));
                }
            }
            if (next.isEmpty()) {
                break;
            }
            for (TournamentEvent e : next) {
                s = TournamentEvolver.evolve(s, e);
            }
            events.addAll(next);
        }
        return events;
    }

    static boolean roundComplete(TournamentState s, RoundState r) {
        return Boards.complete(r, s.settings().format().knockOut());
    }

    private static boolean tournamentComplete(TournamentState s) {
        if (s.roundsPaired() >= s.plannedRounds()) {
            return true;
        }
        return s.settings().format().knockOut() && BracketProgress.of(s).champion().isPresent();
    }
}
