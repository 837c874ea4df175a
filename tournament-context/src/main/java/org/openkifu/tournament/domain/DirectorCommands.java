package org.openkifu.tournament.domain;

import java.util.List;

/**
 * The organizer's desk (issue 17; docs/tournaments.md, "The director's desk"): commands kept apart from
 * {@link TournamentCommand}'s older ones so the two sets evolve without touching each other.
 */
public final class DirectorCommands {

    private DirectorCommands() {
    }

    /**
     * The organizer enters or corrects the result of game {@code gameNumber} (1 unless a board plays several) of a
     * board. {@code reason} is required: every decision is audited with who, when and why.
     */
    public record EnterResult(String tournamentId, String actingUserId, int round, int board, int gameNumber,
                              ResultKind result, String reason) implements TournamentCommand.Director {
    }

    /** No round starts while paused (not even with autoStartRounds); results still arrive. */
    public record PauseTournament(String tournamentId, String actingUserId, String reason)
            implements TournamentCommand.Director {
    }

    public record ResumeTournament(String tournamentId, String actingUserId) implements TournamentCommand.Director {
    }

    /** Marks the player absent ({@code absent}) or present again for every round listed, all or none. */
    public record SetAbsence(String tournamentId, String actingUserId, String userId, List<Integer> rounds,
                             boolean absent) implements TournamentCommand.Director {
        public SetAbsence {
            rounds = rounds == null ? List.of() : List.copyOf(rounds);
        }
    }

    /**
     * Before round 1: the organizer changes a player's rank, country or club. A null field keeps its value; an empty
     * country or club clears it.
     */
    public record EditPlayer(String tournamentId, String actingUserId, String userId, Rank rank, String country,
                             String club) implements TournamentCommand.Director {
    }
}
