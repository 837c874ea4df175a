package org.openkifu.tournament.domain;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A Swiss or McMahon round the organizer pairs as a draft and edits before publishing (docs/tournaments.md, "Draft
 * rounds"). Nothing of it counts anywhere (standings, colours, repeated pairings) until it is published as the
 * round's RoundPaired. Board numbers may have gaps while editing; publishing closes them in board order.
 *
 * @param absent the players marked absent for the round when the draft was paired
 */
public record DraftRound(int round, List<Board> boards, List<Bye> byes, List<String> absent) {

    public DraftRound {
        boards = List.copyOf(boards);
        byes = List.copyOf(byes);
        absent = List.copyOf(absent);
    }

    public Optional<Board> board(int number) {
        return boards.stream().filter(b -> b.number() == number).findFirst();
    }

    public Optional<Board> boardOf(String userId) {
        return boards.stream().filter(b -> b.has(userId)).findFirst();
    }

    public boolean hasBye(String userId) {
        return byes.stream().anyMatch(b -> b.userId().equals(userId));
    }

    /** The players who may play the round: registered, not withdrawn, entered by then, not marked absent. */
    public static List<String> eligible(TournamentState s, int round) {
        Set<String> absentNow = s.absentIn(round);
        return s.players().stream()
                .filter(p -> !p.withdrawn() && p.firstRound() <= round && !absentNow.contains(p.userId()))
                .map(TournamentState.PlayerEntry::userId).toList();
    }

    /** Eligible players neither on a board nor given the bye, in registration order. */
    public List<String> unpaired(TournamentState s) {
        return eligible(s, round).stream().filter(id -> boardOf(id).isEmpty() && !hasBye(id)).toList();
    }

    /** The lowest board numbers not in use, {@code count} of them. */
    List<Integer> freeNumbers(int count) {
        Set<Integer> used = new TreeSet<>(boards.stream().map(Board::number).toList());
        List<Integer> free = new ArrayList<>();
        for (int n = 1; free.size() < count; n++) {
            if (!used.contains(n)) {
                free.add(n);
            }
        }
        return free;
    }

    /** The boards as they will be published: in board-number order, numbered 1..n without gaps. */
    List<Board> numbered() {
        List<Board> sorted = boards.stream().sorted(Comparator.comparingInt(Board::number)).toList();
        List<Board> out = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            Board b = sorted.get(i);
            out.add(new Board(i + 1, b.bracketMatch(), b.blackUserId(), b.whiteUserId(), b.handicap(), b.komi(), b.games()));
        }
        return out;
    }

    /**
     * The pairing report's figures for the draft as if it were published now (the same report as for the rounds
     * played, docs/tournaments.md), so the organizer sees repeated pairings, cross-group pairs and colours.
     */
    public PairingReport.Figures report(TournamentState s) {
        TournamentState published = TournamentEvolver.evolve(s, new TournamentEvent.RoundPaired(s.tournamentId(), round,
                boards, byes, absent, List.of(), java.time.Instant.EPOCH));
        return PairingReport.of(published).round(round).orElseThrow();
    }

    DraftRound withBoards(List<Board> b) {
        return new DraftRound(round, b, byes, absent);
    }

    DraftRound withByes(List<Bye> b) {
        return new DraftRound(round, boards, b, absent);
    }
}
