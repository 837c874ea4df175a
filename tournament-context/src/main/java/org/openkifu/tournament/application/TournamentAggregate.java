package org.openkifu.tournament.application;

import org.openkifu.tournament.domain.DirectorCommands;
import java.time.Clock;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;
import org.axonframework.spring.stereotype.Aggregate;
import org.openkifu.tournament.domain.TournamentCommand;
import org.openkifu.tournament.domain.TournamentDecider;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentEvolver;
import org.openkifu.tournament.domain.TournamentState;

/**
 * The Axon shell around the pure tournament: each command handler asks {@link TournamentDecider} and applies what it
 * decided; the one event-sourcing handler folds with {@link TournamentEvolver}. The current time comes from an
 * injected {@link Clock} resource. Commands carry no Axon annotations: {@link TournamentCommandTargetResolver} routes
 * them by tournament id. The type name is stored with every event, so it must not follow the class name.
 */
@Aggregate(type = TournamentAggregate.TYPE, commandTargetResolver = "tournamentCommandTargetResolver")
public class TournamentAggregate {

    public static final String TYPE = "Tournament";

    @AggregateIdentifier
    private String tournamentId;
    private TournamentState state;

    protected TournamentAggregate() {
        // Axon creates the aggregate empty and sources it
    }

    /** Create-if-missing so a repeated creation reaches the decider and is a no-op. */
    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public void handle(TournamentCommand.CreateTournament command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.ChangeSettings command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.OpenRegistration command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.Register command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.Withdraw command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.AddPlayer command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.RemovePlayer command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.MarkAbsent command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.CancelAbsence command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.StartRound command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.RecordGameResult command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.CorrectGameResult command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.FinishTournament command, Clock clock) {
        decide(command, clock);
    }

    // ---------------------------------------------------------------- draft rounds

    @CommandHandler
    public void handle(TournamentCommand.PairDraftRound command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.UnpairDraftBoards command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.PairDraftBoard command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.SwapDraftColours command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.SetDraftHandicap command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.GiveDraftBye command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.PairDraftRest command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.PublishDraftRound command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(TournamentCommand.DiscardDraftRound command, Clock clock) {
        decide(command, clock);
    }

    // ---------------------------------------------------------------- the director's desk (issue 17)

    @CommandHandler
    public void handle(DirectorCommands.EnterResult command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(DirectorCommands.PauseTournament command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(DirectorCommands.ResumeTournament command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(DirectorCommands.SetAbsence command, Clock clock) {
        decide(command, clock);
    }

    @CommandHandler
    public void handle(DirectorCommands.EditPlayer command, Clock clock) {
        decide(command, clock);
    }

    @EventSourcingHandler
    public void on(TournamentEvent event) {
        tournamentId = event.tournamentId();
        state = TournamentEvolver.evolve(state, event);
    }

    private void decide(TournamentCommand command, Clock clock) {
        TournamentDecider.decide(command, state, clock.instant()).forEach(AggregateLifecycle::apply);
    }

    /** The current state, for snapshots and tests. */
    public TournamentState state() {
        return state;
    }
}
