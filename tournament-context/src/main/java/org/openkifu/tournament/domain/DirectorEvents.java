package org.openkifu.tournament.domain;

import java.time.Instant;

/** The facts of the organizer's desk (issue 17); stored under the names in {@link EventTypes}. */
public final class DirectorEvents {

    private DirectorEvents() {
    }

    /**
     * The organizer's decision on one game, beside the game context's result (which stays the game's own fact).
     * {@code previous} is the result the tournament counted before (null when none: a first entry); the game's
     * players are repeated so a game that was never requested (a guest's board) gets its place.
     */
    @SchemaVersion(1)
    public record OrganizerResultEntered(String tournamentId, int round, int board, int gameNumber, String blackUserId,
                                         String whiteUserId, ResultKind kind, GameOutcome previous, GameOutcome result,
                                         String enteredBy, String reason, Instant at)
            implements TournamentEvent.Director {
    }

    @SchemaVersion(1)
    public record TournamentPaused(String tournamentId, String pausedBy, String reason, Instant at)
            implements TournamentEvent.Director {
    }

    @SchemaVersion(1)
    public record TournamentResumed(String tournamentId, String resumedBy, Instant at)
            implements TournamentEvent.Director {
    }

    /** The player's entry as it is now: rank, country and club (null when none). */
    @SchemaVersion(1)
    public record PlayerDetailsChanged(String tournamentId, String userId, Rank rank, String country, String club,
                                       String changedBy, Instant at) implements TournamentEvent.Director {
    }
}
