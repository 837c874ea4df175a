package org.openkifu.tournament.application;

import java.util.List;

import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.tournament.domain.TournamentCommand;
import org.openkifu.tournament.domain.TournamentEvent;
import org.openkifu.tournament.domain.TournamentEvolver;
import org.openkifu.tournament.domain.TournamentState;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent;
import org.openkifu.tournament.domain.match.TwoGameMatchEvolver;
import org.openkifu.tournament.domain.match.TwoGameMatchState;

/**
 * Sends tournament and two-game match commands and reads one tournament's (or match's) history straight from the
 * event store, as the game context does for a single game: the organizer sees the effect of their request at once,
 * without waiting for a projection.
 */
public class TournamentCommands {

    private final CommandGateway commands;
    private final EventStore eventStore;

    public TournamentCommands(CommandGateway commands, EventStore eventStore) {
        this.commands = commands;
        this.eventStore = eventStore;
    }

    /** Sends and waits; a refusal surfaces as the decider's {@link TournamentViolation}. */
    public void send(TournamentCommand command) {
        if (!(command instanceof TournamentCommand.CreateTournament)) {
            events(command.tournamentId()); // TOURNAMENT_NOT_FOUND before Axon loads a stream of another kind
        }
        commands.sendAndWait(command);
    }

    public void send(TwoGameMatchCommand command) {
        if (!(command instanceof TwoGameMatchCommand.InviteToTwoGameMatch)) {
            matchEvents(command.matchId());
        }
        commands.sendAndWait(command);
    }

    /** The tournament's events in order; TOURNAMENT_NOT_FOUND when the id names no tournament. */
    public List<TournamentEvent> events(String tournamentId) {
        List<TournamentEvent> events = payloads(tournamentId, TournamentEvent.class);
        if (events.isEmpty()) {
            throw new TournamentViolation(TournamentViolation.TOURNAMENT_NOT_FOUND, "there is no tournament " + tournamentId);
        }
        return events;
    }

    public TournamentState state(String tournamentId) {
        return TournamentEvolver.fold(events(tournamentId));
    }

    public List<TwoGameMatchEvent> matchEvents(String matchId) {
        List<TwoGameMatchEvent> events = payloads(matchId, TwoGameMatchEvent.class);
        if (events.isEmpty()) {
            throw new TournamentViolation(TournamentViolation.MATCH_NOT_FOUND, "there is no two-game match " + matchId);
        }
        return events;
    }

    public TwoGameMatchState matchState(String matchId) {
        return TwoGameMatchEvolver.fold(matchEvents(matchId));
    }

    private <T> List<T> payloads(String aggregateId, Class<T> type) {
        if (aggregateId == null || aggregateId.isBlank()) {
            return List.of();
        }
        return eventStore.readEvents(aggregateId, 0L).asStream()
                .map(e -> e.getPayload())
                .filter(type::isInstance)
                .map(type::cast)
                .toList();
    }
}
