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
        // One case per command, no default: a new command type that is not handled here does not compile.
        return switch (command) {
            case CreateTournament c -> Registration.create(c, state, now);
            case TournamentCommand c when state == null -> throw Registration.reject(
                    TournamentViolation.TOURNAMENT_NOT_FOUND, "no tournament " + c.tournamentId());
            case ChangeSettings c -> Registration.changeSettings(c, state, now);
            case OpenRegistration c -> Registration.openRegistration(c, state, now);
            case Register c -> Registration.register(c, state, now);
            case Withdraw c -> Registration.withdraw(c, state, now);
            case AddPlayer c -> Registration.addPlayer(c, state, now);
            case RemovePlayer c -> Registration.remove(c, state, now);
            case MarkAbsent c -> Registration.markAbsent(c, state, now);
            case CancelAbsence c -> Registration.cancelAbsence(c, state, now);
            case StartRound c -> {
                DraftRounds.refuseStartOfDraft(c, state);
                yield Progress.startRound(c, state, now);
            }
            case RecordGameResult c -> Results.record(c, state, now);
            case CorrectGameResult c -> Results.correct(c, state, now);
            case FinishTournament c -> {
                DraftRounds.refuseFinishWithDraft(state);
                yield Progress.finish(c, state, now);
            }
            case TournamentCommand.Draft c -> DraftRounds.decide(c, state, now);
            case TournamentCommand.Director c -> DirectorDecider.decide(c, state, now);
        };
    }
}
