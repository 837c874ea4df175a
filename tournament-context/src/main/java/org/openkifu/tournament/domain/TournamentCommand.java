package org.openkifu.tournament.domain;

/**
 * What the organizer, the players and the game-result adapter ask a tournament to do. Every command names the
 * tournament and the acting user (authenticated by the caller); the decider checks the user may act. The current
 * time is not in the command: the handler passes it to {@link TournamentDecider#decide}.
 */
public sealed interface TournamentCommand {

    String tournamentId();

    String actingUserId();

    /** The acting user becomes the organizer. {@code location} is "CC, City" as the EGF file's PC wants it. */
    record CreateTournament(String tournamentId, String actingUserId, String name, String location,
                            TournamentSettings settings) implements TournamentCommand {
    }

    record ChangeSettings(String tournamentId, String actingUserId, TournamentSettings settings)
            implements TournamentCommand {
    }

    record OpenRegistration(String tournamentId, String actingUserId) implements TournamentCommand {
    }

    /** A player registers themselves: {@code entrant.userId()} must be the acting user. */
    record Register(String tournamentId, String actingUserId, Entrant entrant) implements TournamentCommand {
    }

    /** The acting player leaves: before the start they are removed, afterwards they are no longer paired. */
    record Withdraw(String tournamentId, String actingUserId) implements TournamentCommand {
    }

    /** The organizer enters a player; while running only in Swiss and McMahon (a late entry). */
    record AddPlayer(String tournamentId, String actingUserId, Entrant entrant) implements TournamentCommand {
    }

    /** The organizer removes a player: before the start a removal, afterwards a withdrawal. */
    record RemovePlayer(String tournamentId, String actingUserId, String userId) implements TournamentCommand {
    }

    /** Swiss and McMahon: the player will not be paired in {@code round} (not yet paired). */
    record MarkAbsent(String tournamentId, String actingUserId, String userId, int round) implements TournamentCommand {
    }

    record CancelAbsence(String tournamentId, String actingUserId, String userId, int round)
            implements TournamentCommand {
    }

    /**
     * The organizer starts round {@code round}: it is paired and its games requested. Round 1 closes registration and
     * starts the tournament. Asking again for a round already started changes nothing.
     */
    record StartRound(String tournamentId, String actingUserId, int round) implements TournamentCommand {
    }

    /** A game the tournament asked for has ended (the game context's GameFinished). */
    record RecordGameResult(String tournamentId, String actingUserId, FinishedGame game) implements TournamentCommand {
    }

    /** An administrator corrected a game's result in the game context (its GameResultCorrected). */
    record CorrectGameResult(String tournamentId, String actingUserId, FinishedGame game) implements TournamentCommand {
    }

    /** The organizer ends a Swiss, McMahon or round-robin tournament early, once the current round has finished. */
    record FinishTournament(String tournamentId, String actingUserId) implements TournamentCommand {
    }

    // ---------------------------------------------------------------- draft rounds (DraftRounds, docs/tournaments.md)

    /**
     * Swiss and McMahon: pair round {@code round} as a draft the organizer edits before publishing; {@code byEngine}
     * false leaves every player unpaired (to pair some by hand and the rest with {@link PairDraftRest}). With
     * {@code autoStartRounds} the round is published at once, as {@link StartRound} would.
     */
    record PairDraftRound(String tournamentId, String actingUserId, int round, boolean byEngine)
            implements Draft {
    }

    record UnpairDraftBoards(String tournamentId, String actingUserId, int round, java.util.List<Integer> boards)
            implements Draft {
    }

    /** {@code handicap} null: the tournament's handicap policy (the weaker player then takes Black). */
    record PairDraftBoard(String tournamentId, String actingUserId, int round, String blackUserId, String whiteUserId,
                          Integer handicap) implements Draft {
    }

    record SwapDraftColours(String tournamentId, String actingUserId, int round, int board)
            implements Draft {
    }

    record SetDraftHandicap(String tournamentId, String actingUserId, int round, int board, int handicap)
            implements Draft {
    }

    record GiveDraftBye(String tournamentId, String actingUserId, int round, String userId)
            implements Draft {
    }

    record PairDraftRest(String tournamentId, String actingUserId, int round) implements Draft {
    }

    record PublishDraftRound(String tournamentId, String actingUserId, int round) implements Draft {
    }

    record DiscardDraftRound(String tournamentId, String actingUserId, int round) implements Draft {
    }

    /** The draft-round commands (DraftRounds), one sealed group so the decider handles them in one place. */
    sealed interface Draft extends TournamentCommand permits PairDraftRound, UnpairDraftBoards, PairDraftBoard,
            SwapDraftColours, SetDraftHandicap, GiveDraftBye,
            PairDraftRest, PublishDraftRound, DiscardDraftRound {
    }

    // ---------------------------------------------------------------- the director's desk (issue 17)

    /** The organizer's desk: results, pause and resume, absences over several rounds, entry edits ({@link DirectorCommands}). */
    sealed interface Director extends TournamentCommand permits DirectorCommands.EnterResult,
            DirectorCommands.PauseTournament, DirectorCommands.ResumeTournament, DirectorCommands.SetAbsence,
            DirectorCommands.EditPlayer {
    }
}
