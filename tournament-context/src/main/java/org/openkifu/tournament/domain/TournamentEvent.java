package org.openkifu.tournament.domain;

import java.time.Instant;
import java.util.List;

/**
 * Everything that happens to a tournament, as facts; its state is always {@link TournamentEvolver#evolve} folded
 * over them. Events are stored and published by their stable names ({@link EventTypes}), never by Java class
 * name. Field lists and versions: docs/tournaments.md.
 */
public sealed interface TournamentEvent {

    String tournamentId();

    Instant at();

    static int schemaVersionOf(Class<?> type) {
        SchemaVersion v = type.getAnnotation(SchemaVersion.class);
        if (v == null) {
            throw new IllegalArgumentException(type.getName() + " has no @SchemaVersion");
        }
        return v.value();
    }

    @SchemaVersion(1)
    record TournamentCreated(String tournamentId, String organizerId, String name, String location,
                             TournamentSettings settings, Instant at) implements TournamentEvent {
    }

    @SchemaVersion(1)
    record TournamentSettingsChanged(String tournamentId, String changedBy, TournamentSettings settings, Instant at)
            implements TournamentEvent {
    }

    @SchemaVersion(1)
    record RegistrationOpened(String tournamentId, String openedBy, Instant at) implements TournamentEvent {
    }

    @SchemaVersion(1)
    record PlayerRegistered(String tournamentId, Entrant entrant, String registeredBy, Instant at)
            implements TournamentEvent {
    }

    /** Before the start: the player is no longer in the tournament at all. */
    @SchemaVersion(1)
    record PlayerRemoved(String tournamentId, String userId, String removedBy, Instant at) implements TournamentEvent {
    }

    /** After the start: the player keeps their results but is not paired after round {@code afterRound}. */
    @SchemaVersion(1)
    record PlayerWithdrawn(String tournamentId, String userId, String withdrawnBy, int afterRound, Instant at)
            implements TournamentEvent {
    }

    @SchemaVersion(1)
    record PlayerMarkedAbsent(String tournamentId, String userId, int round, String markedBy, Instant at)
            implements TournamentEvent {
    }

    @SchemaVersion(1)
    record AbsenceCancelled(String tournamentId, String userId, int round, String cancelledBy, Instant at)
            implements TournamentEvent {
    }

    /**
     * Registration is closed and the field fixed. {@code seeds} lists the players strongest first (rating, then
     * rank, then registration order); {@code rounds} is how many rounds the tournament plans.
     */
    @SchemaVersion(1)
    record TournamentStarted(String tournamentId, List<String> seeds, int rounds, Instant at) implements TournamentEvent {
        public TournamentStarted {
            seeds = List.copyOf(seeds);
        }
    }

    @SchemaVersion(1)
    record RoundPaired(String tournamentId, int round, List<Board> boards, List<Bye> byes, List<String> absent,
                       List<Walkover> walkovers, Instant at) implements TournamentEvent {
        public RoundPaired {
            boards = List.copyOf(boards);
            byes = List.copyOf(byes);
            absent = List.copyOf(absent);
            walkovers = List.copyOf(walkovers);
        }
    }

    /**
     * The tournament asks the game context for a game (the {@code openkifu.game-requests} contract). {@code requestId}
     * is derived from tournament, round, board and game number, and {@code gameId} from the request id as the game
     * context derives it, so a repeated request never makes a second game.
     *
     * @param handicap 0 even; 1 no stones, Black without komi; 2.. stones
     */
    @SchemaVersion(1)
    record GameRequested(String tournamentId, int round, int board, int gameNumber, String requestId, String gameId,
                         String blackUserId, String whiteUserId, Rank blackRank, Rank whiteRank, int size,
                         String rulePresetId, int handicap, double komi, TimeControl timeControl, boolean rated,
                         Instant at, String eventName) implements TournamentEvent {

        /** Without the tournament's name: as stored before issue 21 (a missing {@code eventName} reads as null). */
        public GameRequested(String tournamentId, int round, int board, int gameNumber, String requestId, String gameId,
                             String blackUserId, String whiteUserId, Rank blackRank, Rank whiteRank, int size,
                             String rulePresetId, int handicap, double komi, TimeControl timeControl, boolean rated,
                             Instant at) {
            this(tournamentId, round, board, gameNumber, requestId, gameId, blackUserId, whiteUserId, blackRank,
                    whiteRank, size, rulePresetId, handicap, komi, timeControl, rated, at, null);
        }
    }

    @SchemaVersion(1)
    record GameResultRecorded(String tournamentId, int round, int board, int gameNumber, GameOutcome result, Instant at)
            implements TournamentEvent {
    }

    @SchemaVersion(1)
    record GameResultCorrected(String tournamentId, int round, int board, int gameNumber, GameOutcome previous,
                               GameOutcome corrected, Instant at) implements TournamentEvent {
    }

    /** Every board of the round is decided. May follow again after a correction reopened a knock-out round. */
    @SchemaVersion(1)
    record RoundFinished(String tournamentId, int round, Instant at) implements TournamentEvent {
    }

    /** @param finishedBy the organizer who ended early, or null when the last round ended */
    @SchemaVersion(1)
    record TournamentFinished(String tournamentId, String finishedBy, Instant at) implements TournamentEvent {
    }

    // ---------------------------------------------------------------- draft rounds (DraftRounds, docs/tournaments.md)

    /**
     * The organizer paired round {@code round} as a draft: nothing is requested and only the organizer sees it until
     * {@link DraftRoundPublished}. {@code boards} is the engine's proposal (empty when the organizer pairs by hand);
     * {@code absent} the players marked absent for the round.
     */
    @SchemaVersion(1)
    record DraftRoundPaired(String tournamentId, int round, List<Board> boards, List<Bye> byes, List<String> absent,
                            String pairedBy, Instant at) implements Draft {
        public DraftRoundPaired {
            boards = List.copyOf(boards);
            byes = List.copyOf(byes);
            absent = List.copyOf(absent);
        }
    }

    /** The boards' players are unpaired again (the numbers stay free until a board takes them). */
    @SchemaVersion(1)
    record DraftBoardsUnpaired(String tournamentId, int round, List<Integer> boards, String unpairedBy, Instant at)
            implements Draft {
        public DraftBoardsUnpaired {
            boards = List.copyOf(boards);
        }
    }

    /** The organizer paired two unpaired players by hand. */
    @SchemaVersion(1)
    record DraftBoardPaired(String tournamentId, int round, Board board, String pairedBy, Instant at)
            implements Draft {
    }

    @SchemaVersion(1)
    record DraftColoursSwapped(String tournamentId, int round, int board, String swappedBy, Instant at)
            implements Draft {
    }

    /** The board's handicap and the komi that goes with it (the handicap komi, or the even komi for 0). */
    @SchemaVersion(1)
    record DraftHandicapChanged(String tournamentId, int round, int board, int handicap, double komi, String changedBy,
                                Instant at) implements Draft {
    }

    /** {@code userId} takes the bye; {@code previousUserId} (null if nobody had it) is unpaired again. */
    @SchemaVersion(1)
    record DraftByeGiven(String tournamentId, int round, String userId, String previousUserId, String givenBy,
                         Instant at) implements Draft {
    }

    /** The engine paired the players the organizer left unpaired. */
    @SchemaVersion(1)
    record DraftRestPaired(String tournamentId, int round, List<Board> boards, List<Bye> byes, String pairedBy,
                           Instant at) implements Draft {
        public DraftRestPaired {
            boards = List.copyOf(boards);
            byes = List.copyOf(byes);
        }
    }

    /** The draft ends; the RoundPaired and GameRequested that follow in the same decision are the round. */
    @SchemaVersion(1)
    record DraftRoundPublished(String tournamentId, int round, String publishedBy, Instant at)
            implements Draft {
    }

    /** The draft is dropped: the round is not paired. */
    @SchemaVersion(1)
    record DraftRoundDiscarded(String tournamentId, int round, String discardedBy, Instant at)
            implements Draft {
    }

    /** The draft-round facts (DraftRounds, DraftEvolver), one sealed group so the evolver handles them in one place. */
    sealed interface Draft extends TournamentEvent permits DraftRoundPaired, DraftBoardsUnpaired, DraftBoardPaired,
            DraftColoursSwapped, DraftHandicapChanged, DraftByeGiven,
            DraftRestPaired, DraftRoundPublished, DraftRoundDiscarded {
    }

    // ---------------------------------------------------------------- the director's desk (issue 17)

    /** Facts of the organizer's desk ({@link DirectorEvents}). */
    sealed interface Director extends TournamentEvent permits DirectorEvents.OrganizerResultEntered,
            DirectorEvents.TournamentPaused, DirectorEvents.TournamentResumed, DirectorEvents.PlayerDetailsChanged {
    }
}
