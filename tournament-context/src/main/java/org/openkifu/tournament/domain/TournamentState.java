package org.openkifu.tournament.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A tournament as its events leave it; built only by {@link TournamentEvolver}. Immutable: every change is a copy.
 *
 * @param players    everyone ever registered, in registration order (removed players are gone, withdrawn stay)
 * @param absences   round number -> players the organizer marked absent for it (before it was paired)
 * @param seeds      the field at the start, strongest first; empty before
 * @param rounds     paired rounds, round 1 first
 * @param draft      the next round while the organizer edits it as a draft (only they see it), else null
 * @param paused     the organizer paused the tournament: no round starts until resumed (issue 17)
 */
public record TournamentState(String tournamentId, String organizerId, String name, String location,
                              TournamentSettings settings, Status status, List<PlayerEntry> players,
                              Map<Integer, Set<String>> absences, List<String> seeds, int plannedRounds,
                              List<RoundState> rounds, Instant startedAt, Instant finishedAt,
                              DraftRound draft, boolean paused) {

    public enum Status {
        DRAFT,
        REGISTRATION_OPEN,
        RUNNING,
        FINISHED
    }

    /**
     * @param withdrawnAfterRound the last round they were paired in (meaningful when withdrawn)
     * @param firstRound          the first round they could be paired in (later than 1 for a late entry)
     */
    public record PlayerEntry(Entrant entrant, boolean withdrawn, int withdrawnAfterRound, int firstRound) {
        public String userId() {
            return entrant.userId();
        }
    }

    /**
     * One game of a board. {@code result} is the result the tournament counts, {@code firstResult} the one first
     * reported; {@code decision} the organizer's latest decision on it (null while the game context's result counts).
     * A game never requested (a guest's board) has no request id and no game id.
     */
    public record GameSlot(int gameNumber, String requestId, String gameId, String blackUserId, String whiteUserId,
                           int handicap, double komi, GameOutcome result, GameOutcome firstResult, Decision decision) {
        public GameSlot withResult(GameOutcome r) {
            return new GameSlot(gameNumber, requestId, gameId, blackUserId, whiteUserId, handicap, komi, r,
                    firstResult == null ? r : firstResult, decision);
        }

        public GameSlot decided(GameOutcome r, Decision d) {
            return new GameSlot(gameNumber, requestId, gameId, blackUserId, whiteUserId, handicap, komi, r,
                    firstResult == null ? r : firstResult, d);
        }
    }

    /**
     * The organizer's decision on a game (issue 17): who, when, why, and whether it replaced a result the tournament
     * already counted (a correction) or was the game's first result.
     */
    public record Decision(ResultKind kind, String by, String reason, Instant at, boolean correction) {
    }

    public record BoardState(Board board, List<GameSlot> games) {
        public BoardState {
            games = List.copyOf(games);
        }

        public Optional<GameSlot> game(int number) {
            return games.stream().filter(g -> g.gameNumber() == number).findFirst();
        }
    }

    /** @param finished a RoundFinished was recorded and nothing has reopened the round since */
    public record RoundState(int number, List<BoardState> boards, List<Bye> byes, List<String> absent,
                             List<Walkover> walkovers, boolean finished, Instant pairedAt) {
        public RoundState {
            boards = List.copyOf(boards);
            byes = List.copyOf(byes);
            absent = List.copyOf(absent);
            walkovers = List.copyOf(walkovers);
        }

        public Optional<BoardState> board(int number) {
            return boards.stream().filter(b -> b.board().number() == number).findFirst();
        }

        public Optional<BoardState> boardOf(String userId) {
            return boards.stream().filter(b -> b.board().has(userId)).findFirst();
        }

        public boolean hasBye(String userId) {
            return byes.stream().anyMatch(b -> b.userId().equals(userId));
        }
    }

    /** Where a requested game sits in the tournament. */
    public record SlotRef(int round, int board, GameSlot slot) {
    }

    public Optional<PlayerEntry> player(String userId) {
        return players.stream().filter(p -> p.userId().equals(userId)).findFirst();
    }

    public List<PlayerEntry> activePlayers() {
        return players.stream().filter(p -> !p.withdrawn()).toList();
    }

    public boolean isWithdrawn(String userId) {
        return player(userId).map(PlayerEntry::withdrawn).orElse(true);
    }

    public Entrant entrant(String userId) {
        return player(userId).map(PlayerEntry::entrant)
                .orElseThrow(() -> new IllegalStateException("no player " + userId + " in " + tournamentId));
    }

    public int roundsPaired() {
        return rounds.size();
    }

    public Optional<RoundState> lastRound() {
        return rounds.isEmpty() ? Optional.empty() : Optional.of(rounds.get(rounds.size() - 1));
    }

    public RoundState round(int number) {
        return rounds.get(number - 1);
    }

    public Set<String> absentIn(int round) {
        return absences.getOrDefault(round, Set.of());
    }

    public Optional<SlotRef> findByRequestId(String requestId) {
        for (RoundState r : rounds) {
            for (BoardState b : r.boards()) {
                for (GameSlot g : b.games()) {
                    if (requestId != null && requestId.equals(g.requestId())) {
                        return Optional.of(new SlotRef(r.number(), b.board().number(), g));
                    }
                }
            }
        }
        return Optional.empty();
    }

    // ---------------------------------------------------------------- copies (for the evolver)

    TournamentState with(TournamentSettings s, Status st) {
        return new TournamentState(tournamentId, organizerId, name, location, s, st, players, absences, seeds,
                plannedRounds, rounds, startedAt, finishedAt, draft, paused);
    }

    TournamentState withPlayers(List<PlayerEntry> p) {
        return new TournamentState(tournamentId, organizerId, name, location, settings, status, List.copyOf(p), absences,
                seeds, plannedRounds, rounds, startedAt, finishedAt, draft, paused);
    }

    TournamentState withAbsences(Map<Integer, Set<String>> a) {
        return new TournamentState(tournamentId, organizerId, name, location, settings, status, players, Map.copyOf(a),
                seeds, plannedRounds, rounds, startedAt, finishedAt, draft, paused);
    }

    TournamentState started(List<String> seedOrder, int planned, Instant at) {
        return new TournamentState(tournamentId, organizerId, name, location, settings, Status.RUNNING, players,
                absences, List.copyOf(seedOrder), planned, rounds, at, finishedAt, draft, paused);
    }

    TournamentState withRounds(List<RoundState> r) {
        return new TournamentState(tournamentId, organizerId, name, location, settings, status, players, absences, seeds,
                plannedRounds, List.copyOf(r), startedAt, finishedAt, draft, paused);
    }

    TournamentState finished(Instant at) {
        return new TournamentState(tournamentId, organizerId, name, location, settings, Status.FINISHED, players,
                absences, seeds, plannedRounds, rounds, startedAt, at, draft, paused);
    }

    TournamentState withDraft(DraftRound d) {
        return new TournamentState(tournamentId, organizerId, name, location, settings, status, players, absences, seeds,
                plannedRounds, rounds, startedAt, finishedAt, d, paused);
    }

    TournamentState paused(boolean p) {
        return new TournamentState(tournamentId, organizerId, name, location, settings, status, players, absences, seeds,
                plannedRounds, rounds, startedAt, finishedAt, draft, p);
    }

    TournamentState withRound(RoundState changed) {
        List<RoundState> copy = new ArrayList<>(rounds);
        copy.set(changed.number() - 1, changed);
        return withRounds(copy);
    }
}
