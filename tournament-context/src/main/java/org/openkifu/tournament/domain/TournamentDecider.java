package org.openkifu.tournament.domain;

import java.time.Instant;
import java.util.List;
import org.openkifu.tournament.domain.TournamentCommand.AddPlayer;
import org.openkifu.tournament.domain.TournamentCommand.CancelAbsence;
import org.openkifu.tournament.domain.TournamentCommand.ChangeSettings;
import org.openkifu.tournament.domain.TournamentCommand.CorrectGameResult;
import org.openkifu.tournament.domain.TournamentCommand.CreateTournament;
import org.openkifu.tournament.domain.TournamentCommand.FinishTournament;
import org.openkifu.tournament.domain.TournamentCommand.MarkAbsent;
import org.openkifu.tournament.domain.TournamentCommand.OpenRegistration;
import org.openkifu.tournament.domain.TournamentCommand.RecordGameResult;
import org.openkifu.tournament.domain.TournamentCommand.Register;
import org.openkifu.tournament.domain.TournamentCommand.RemovePlayer;
import org.openkifu.tournament.domain.TournamentCommand.StartRound;
import org.openkifu.tournament.domain.TournamentCommand.Withdraw;

/**
 * {@code decide(command, state, now) -> events}: pure. Either the facts the command causes, or a
 * {@link TournamentViolation} with a stable code; never a partial change. An empty list means the command was
 * understood and changes nothing (a repeated request, a result delivered twice). {@code state} is null before the
 * tournament exists.
 */
public final class TournamentDecider {

    private TournamentDecider() {
    }

    public static List<TournamentEvent> decide(TournamentCommand command, TournamentState state, Instant now) {
        if (command == null || now == null) {
            throw Registration.reject(TournamentViolation.INVALID_COMMAND, "a command and the current time are required");
        }
        if (command.tournamentId() == null || command.tournamentId().isBlank()
                || command.actingUserId() == null || command.actingUserId().isBlank()) {
            throw Registration.reject(TournamentViolation.INVALID_COMMAND, "the tournament id and the acting user are required");
        }
        if (command instanceof CreateTournament c) {
            return Registration.create(c, state, now);
        }
        if (state == null) {
            throw Registration.reject(TournamentViolation.TOURNAMENT_NOT_FOUND, "no tournament " + command.tournamentId());
        }
        List<TournamentEvent> drafted = DraftRounds.decide(command, state, now); // draft rounds: DraftRounds
        if (drafted != null) {
            return drafted;
        }
        if (command instanceof ChangeSettings c) {
            return Registration.changeSettings(c, state, now);
        }
        if (command instanceof OpenRegistration c) {
            return Registration.openRegistration(c, state, now);
        }
        if (command instanceof Register c) {
            return Registration.register(c, state, now);
        }
        if (command instanceof Withdraw c) {
            return Registration.withdraw(c, state, now);
        }
        if (command instanceof AddPlayer c) {
            return Registration.addPlayer(c, state, now);
        }
        if (command instanceof RemovePlayer c) {
            return Registration.remove(c, state, now);
        }
        if (command instanceof MarkAbsent c) {
            return Registration.markAbsent(c, state, now);
        }
        if (command instanceof CancelAbsence c) {
            return Registration.cancelAbsence(c, state, now);
        }
        if (command instanceof StartRound c) {
            return Progress.startRound(c, state, now);
        }
        if (command instanceof RecordGameResult c) {
            return Results.record(c, state, now);
        }
        if (command instanceof CorrectGameResult c) {
            return Results.correct(c, state, now);
        }
        if (command instanceof TournamentCommand.Director c) {
            return DirectorDecider.decide(c, state, now);
        }
        if (command instanceof FinishTournament c) {
            return Progress.finish(c, state, now);
        }
        throw Registration.reject(TournamentViolation.INVALID_COMMAND, "unknown command " + command.getClass().getSimpleName());
    }
}
