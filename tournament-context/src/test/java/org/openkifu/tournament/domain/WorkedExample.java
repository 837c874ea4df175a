package org.openkifu.tournament.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.TournamentEvent.GameResultRecorded;
import org.openkifu.tournament.domain.TournamentEvent.PlayerRegistered;
import org.openkifu.tournament.domain.TournamentEvent.RoundFinished;
import org.openkifu.tournament.domain.TournamentEvent.RoundPaired;
import org.openkifu.tournament.domain.TournamentEvent.TournamentCreated;
import org.openkifu.tournament.domain.TournamentEvent.TournamentFinished;
import org.openkifu.tournament.domain.TournamentEvent.TournamentStarted;

/**
 * The hand-checked tournament of docs/tournaments.md: McMahon, bar 1d, floor 10k, 6 players, 3 rounds, with a
 * draw, a handicap game, a bye and an absence. Pairings are the organizer's (as a director may pair by hand), so the
 * history is written out here; the tie-breakers and the h9 file are then computed from it and compared with the
 * values worked out by hand.
 *
 * <pre>
 * R1  A(W) beats B(B)    C(W) = D(B) jigo    F(B, 2 stones) beats E(W)
 * R2  C(B) beats A(W)    B(W) beats E(B)     D bye, F absent
 * R3  A(B) beats D(W)    F(B) beats B(W)     C(W) beats E(B)
 * </pre>
 */
public final class WorkedExample {

    public static final Instant DAY1 = Instant.parse("2026-03-14T09:00:00Z");
    public static final Instant DAY2 = Instant.parse("2026-03-15T09:00:00Z");
    static final String ID = "wx";

    private final List<TournamentEvent> events = new ArrayList<>();
    private int round;

    public static final TournamentSettings SETTINGS = TournamentSettings.mcMahon(3, Rank.parse("1d"), Rank.parse("10k"))
            .withHandicap(HandicapPolicy.byRank(9, 2)).withTimeControl(TimeControl.japanese(60, 5, 30));

    public static List<TournamentEvent> events() {
        return new WorkedExample().build();
    }

    private List<TournamentEvent> build() {
        events.add(new TournamentCreated(ID, "olga", "Worked Example Cup", "NL, Leiden", SETTINGS, DAY1));
        player("A", "Aalders Anna", "3d", "NL", "Leid");
        player("B", "Bakker Bas", "1d", "NL", "Delft");
        player("C", "Claes Chris", "1k", "BE", "Gent");
        player("D", "Dubois Dirk", "2k", "FR", "Lille");
        player("E", "Eklund Emma", "3k", "SE", null);
        player("F", "Fischer Franz", "5k", null, "Bonn");
        events.add(new TournamentStarted(ID, List.of("A", "B", "C", "D", "E", "F"), 3, DAY1));
        round(DAY1, List.of(board(1, "B", "A", 0), board(2, "D", "C", 0), board(3, "F", "E", 2)),
                List.of(), List.of());
        result(1, "A", FinishReason.RESIGNATION, null);
        result(2, null, FinishReason.SCORE, 0.0);
        result(3, "F", FinishReason.SCORE, 4.5);
        round(DAY1, List.of(board(1, "C", "A", 0), board(2, "E", "B", 0)), List.of(new Bye("D", null)), List.of("F"));
        result(1, "C", FinishReason.TIMEOUT, null);
        result(2, "B", FinishReason.SCORE, 12.5);
        round(DAY2, List.of(board(1, "A", "D", 0), board(2, "F", "B", 0), board(3, "E", "C", 0)), List.of(), List.of());
        result(1, "A", FinishReason.RESIGNATION, null);
        result(2, "F", FinishReason.RESIGNATION, null);
        result(3, "C", FinishReason.SCORE, 0.5);
        events.add(new RoundFinished(ID, 3, DAY2));
        events.add(new TournamentFinished(ID, null, DAY2));
        return events;
    }

    private void player(String id, String name, String rank, String country, String club) {
        events.add(new PlayerRegistered(ID, new Entrant(id, name, Rank.parse(rank), null, country, club), "olga", DAY1));
    }

    private static Board board(int n, String black, String white, int handicap) {
        return new Board(n, null, black, white, handicap, handicap > 0 ? 0.5 : 6.5, 1);
    }

    private final List<Board> boards = new ArrayList<>();

    private void round(Instant at, List<Board> paired, List<Bye> byes, List<String> absent) {
        if (round > 0) {
            events.add(new RoundFinished(ID, round, at));
        }
        round++;
        boards.clear();
        boards.addAll(paired);
        events.add(new RoundPaired(ID, round, paired, byes, absent, List.of(), at));
        for (Board b : paired) {
            String request = TournamentIds.requestId(ID, round, b.number(), 1, false);
            events.add(new GameRequested(ID, round, b.number(), 1, request,
                    TournamentIds.gameId(TournamentIds.TOURNAMENT_PAIRING, request), b.blackUserId(), b.whiteUserId(),
                    null, null, 19, "japanese", b.handicap(), b.komi(), SETTINGS.timeControl(), true, at));
        }
    }

    private void result(int board, String winner, FinishReason reason, Double margin) {
        String request = TournamentIds.requestId(ID, round, board, 1, false);
        events.add(new GameResultRecorded(ID, round, board, 1,
                GameOutcome.of(TournamentIds.gameId(TournamentIds.TOURNAMENT_PAIRING, request), winner, reason, margin),
                DAY2));
    }
}
