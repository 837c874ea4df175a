package org.openkifu.tournament.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.TournamentEvent.RoundPaired;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.PlayerEntry;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.bracket.Bracket;
import org.openkifu.tournament.domain.bracket.BracketProgress;
import org.openkifu.tournament.domain.bracket.BracketProgress.Side;
import org.openkifu.tournament.domain.pairing.BergerTable;
import org.openkifu.tournament.domain.pairing.SwissPairing;
import org.openkifu.tournament.domain.standings.ScoreCards;
import org.openkifu.tournament.domain.standings.StandingsRow;

/** Pairs a round in each format and asks for its games. */
final class Rounds {

    private Rounds() {
    }

    /** RoundPaired for round {@code r} and a GameRequested for every game of it. */
    static List<TournamentEvent> pair(TournamentState s, int r, Instant now) {
        Pairing p = switch (s.settings().format()) {
            case SWISS, MCMAHON -> byScore(s, r);
            case ROUND_ROBIN -> roundRobin(s, r);
            case SINGLE_ELIMINATION, DOUBLE_ELIMINATION -> knockOut(s, r);
        };
        return paired(s, r, p.boards, p.byes, p.absent, p.walkovers, now);
    }

    /** RoundPaired for round {@code r} as given (a published draft too) and a GameRequested for every game of it. */
    static List<TournamentEvent> paired(TournamentState s, int r, List<Board> pairedBoards, List<Bye> byes,
                                        List<String> absent, List<Walkover> walkovers, Instant now) {
        List<TournamentEvent> events = new ArrayList<>();
        events.add(new RoundPaired(s.tournamentId(), r, pairedBoards, byes, absent, walkovers, now));
        for (Board b : pairedBoards) {
            if (Guests.onBoard(b)) {
                continue; // not an online game: the organizer enters its results (issue 17)
            }
            for (int g = 1; g <= b.games(); g++) {
                boolean swap = g % 2 == 0;
                events.add(request(s, r, b, g, swap ? b.whiteUserId() : b.blackUserId(),
                        swap ? b.blackUserId() : b.whiteUserId(), b.handicap(), b.komi(), b.games() > 1, now));
            }
        }
        return events;
    }

    /** The next game of a knock-out board still level after its games: even, colours by digital nigiri. */
    static GameRequested extraGame(TournamentState s, int round, BoardState b, Instant now) {
        Board board = b.board();
        int g = b.games().size() + 1;
        String requestId = TournamentIds.requestId(s.tournamentId(), round, board.number(), g, true);
        boolean firstBlack = TournamentIds.firstPlayerTakesBlack(requestId);
        String black = firstBlack ? board.blackUserId() : board.whiteUserId();
        String white = firstBlack ? board.whiteUserId() : board.blackUserId();
        return request(s, round, board, g, black, white, 0, s.settings().komi(), true, now);
    }

    private static GameRequested request(TournamentState s, int round, Board b, int g, String black, String white,
                                         int handicap, double komi, boolean numbered, Instant now) {
        String requestId = TournamentIds.requestId(s.tournamentId(), round, b.number(), g, numbered);
        TournamentSettings t = s.settings();
        return new GameRequested(s.tournamentId(), round, b.number(), g, requestId,
                TournamentIds.gameId(TournamentIds.TOURNAMENT_PAIRING, requestId), black, white, s.entrant(black).rank(),
                s.entrant(white).rank(), t.boardSize(), t.rulePresetId(), handicap, komi, t.timeControl(), t.rated(), now,
                s.name());
    }

    record Pairing(List<Board> boards, List<Bye> byes, List<String> absent, List<Walkover> walkovers) {
    }

    // ---------------------------------------------------------------- Swiss and McMahon

    static Pairing byScore(TournamentState s, int r) {
        return byScore(s, r, null);
    }

    /** {@code only}: pair just these players (a draft's unpaired ones); null for everybody. */
    static Pairing byScore(TournamentState s, int r, Set<String> only) {
        Set<String> absent = s.absentIn(r);
        TournamentSettings t = s.settings();
        List<StandingsRow> table = ScoreCards.standings(s);
        Map<String, Double> previous = r > 1 ? PairingHistory.scoresBefore(s, r - 1) : Map.of();
        Map<String, PlayerEntry> entries = s.players().stream().collect(Collectors.toMap(PlayerEntry::userId, Function.identity()));
        List<SwissPairing.Candidate> candidates = new ArrayList<>();
        List<String> absentees = new ArrayList<>();
        for (StandingsRow row : table) {
            PlayerEntry p = entries.get(row.userId());
            if (p.withdrawn() || p.firstRound() > r || only != null && !only.contains(p.userId())) {
                continue;
            }
            if (absent.contains(p.userId())) {
                absentees.add(p.userId());
                continue;
            }
            Entrant e = p.entrant();
            int lastFloat = r > 1 ? s.round(r - 1).boardOf(p.userId())
                    .map(b -> PairingHistory.floatOf(b.board(), p.userId(), previous)).orElse(0) : 0;
            candidates.add(new SwissPairing.Candidate(p.userId(), row.value(t.mainScore()), e.rank(),
                    PairingHistory.colourBalance(s, p.userId(), r - 1), s.rounds().stream().anyMatch(rs -> rs.hasBye(p.userId())),
                    PairingHistory.colourStreak(s, p.userId(), r - 1), lastFloat, e.club(), e.country(), exempt(t, e, row)));
        }
        SwissPairing.Result result = SwissPairing.pair(candidates, alreadyMet(s), t.handicap(),
                new SwissPairing.RoundContext(t.pairing(), r, s.tournamentId()));
        List<Board> boards = new ArrayList<>();
        for (SwissPairing.PairedBoard pb : result.boards()) {
            boards.add(board(s, boards.size() + 1, null, pb.blackUserId(), pb.whiteUserId(), pb.handicap()));
        }
        List<Bye> byes = result.byes().stream().map(id -> new Bye(id, null)).toList();
        return new Pairing(boards, byes, absentees, List.of());
    }

    /**
     * Not kept apart from club mates and compatriots (OpenGotha's thresholds): in McMahon a player starting at the bar;
     * in a Swiss a player who has won at least half the rounds.
     */
    private static boolean exempt(TournamentSettings t, Entrant e, StandingsRow row) {
        if (t.format() == TournamentFormat.MCMAHON) {
            return t.pairing().exemptAboveBar() && e.rank().value() >= t.mcMahonBar().value();
        }
        return t.pairing().exemptManyWins() && 2 * row.nbw() >= t.rounds();
    }

    static Set<Set<String>> alreadyMet(TournamentState s) {
        Set<Set<String>> met = new HashSet<>();
        for (RoundState round : s.rounds()) {
            round.boards().forEach(b -> met.add(Set.of(b.board().blackUserId(), b.board().whiteUserId())));
        }
        return met;
    }

    // ---------------------------------------------------------------- round robin

    private static Pairing roundRobin(TournamentState s, int r) {
        List<String> seeds = s.seeds();
        int n = seeds.size() % 2 == 0 ? seeds.size() : seeds.size() + 1;
        List<Board> boards = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (BergerTable.Pairing p : BergerTable.round(n, r)) {
            String first = p.first() <= seeds.size() ? seeds.get(p.first() - 1) : null;
            String second = p.second() <= seeds.size() ? seeds.get(p.second() - 1) : null;
            boolean firstPlays = first != null && !s.isWithdrawn(first);
            boolean secondPlays = second != null && !s.isWithdrawn(second);
            if (firstPlays && secondPlays) {
                Rank a = s.entrant(first).rank();
                Rank b = s.entrant(second).rank();
                int h = s.settings().twoGameMatches() ? 0 : s.settings().handicap().handicap(a, b);
                boolean firstBlack = h == 0 || a.value() < b.value();
                boards.add(board(s, boards.size() + 1, null, firstBlack ? first : second, firstBlack ? second : first, h));
            } else if (firstPlays) {
                byes.add(new Bye(first, null)); // the dummy's, or a withdrawn player's, opponent
            } else if (secondPlays) {
                byes.add(new Bye(second, null));
            }
        }
        return new Pairing(boards, byes, List.of(), List.of());
    }

    // ---------------------------------------------------------------- knock-outs

    private static Pairing knockOut(TournamentState s, int r) {
        BracketProgress progress = BracketProgress.of(s);
        Set<String> byeMatchesListed = new HashSet<>();
        s.rounds().forEach(rs -> rs.byes().forEach(b -> byeMatchesListed.add(b.bracketMatch())));
        List<Board> boards = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        List<Walkover> walkovers = new ArrayList<>();
        for (Bracket.BracketMatch m : progress.bracket().matches().values()) {
            Side top = progress.side(m.top());
            Side bottom = progress.side(m.bottom());
            boolean passed = top.kind() == Side.Kind.NOBODY || bottom.kind() == Side.Kind.NOBODY;
            if (passed && top.known() && bottom.known() && !byeMatchesListed.contains(m.id())) {
                String player = top.kind() == Side.Kind.PLAYER ? top.userId() : bottom.userId();
                if (player != null && !s.isWithdrawn(player)) {
                    byes.add(new Bye(player, m.id()));
                }
                continue;
            }
            if (m.round() != r || passed || !top.known() || !bottom.known()) {
                continue;
            }
            boolean topOut = s.isWithdrawn(top.userId());
            boolean bottomOut = s.isWithdrawn(bottom.userId());
            if (topOut || bottomOut) {
                walkovers.add(new Walkover(m.id(), topOut && bottomOut ? null : topOut ? bottom.userId() : top.userId(),
                        topOut ? top.userId() : bottom.userId()));
                continue;
            }
            // the weaker seed takes Black; with a handicap the weaker rank does
            String weakerSeed = progress.seedOf(top.userId()) > progress.seedOf(bottom.userId()) ? top.userId() : bottom.userId();
            String strongerSeed = weakerSeed.equals(top.userId()) ? bottom.userId() : top.userId();
            Rank a = s.entrant(weakerSeed).rank();
            Rank b = s.entrant(strongerSeed).rank();
            int h = s.settings().twoGameMatches() ? 0 : s.settings().handicap().handicap(a, b);
            boolean weakerBlack = h == 0 || a.value() < b.value();
            boards.add(board(s, boards.size() + 1, m.id(), weakerBlack ? weakerSeed : strongerSeed,
                    weakerBlack ? strongerSeed : weakerSeed, h));
        }
        return new Pairing(boards, byes, List.of(), walkovers);
    }

    static Board board(TournamentState s, int number, String bracketMatch, String black, String white, int handicap) {
        TournamentSettings t = s.settings();
        int games = t.twoGameMatches() ? 2 : 1;
        double komi = handicap > 0 ? t.handicap().komi() : t.komi();
        return new Board(number, bracketMatch, black, white, games == 2 ? 0 : handicap, komi, games);
    }
}
