package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.PairingReport.Difference;
import org.openkifu.tournament.domain.PairingReport.Figures;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.TournamentEvent.GameResultRecorded;
import org.openkifu.tournament.domain.TournamentEvent.PlayerRegistered;
import org.openkifu.tournament.domain.TournamentEvent.RoundPaired;
import org.openkifu.tournament.domain.TournamentEvent.TournamentCreated;
import org.openkifu.tournament.domain.TournamentEvent.TournamentStarted;

/**
 * The pairing report over three hand-built McMahon rounds (the boards are written here, not paired, so that every
 * figure is known). Bar 1d, floor 10k; start MMS: A 3d and B 1d 30 (bar), C 1k 29, D and E 2k 28, F 5k 25.
 *
 * <pre>
 * round 1 (before: A 30 B 30 C 29 D 28 E 28 F 25)   B-A even, C-D even, F-E handicap 3      A, C, F win
 * round 2 (before: A 31 B 30 C 30 D 28 E 28 F 26)   A-C even, B-D even, E-F even (met)     A, D, F win
 * round 3 (before: A 32 B 30 C 30 D 29 E 28 F 27)   B-C even, A-D even, F-E handicap 2 (met)
 * </pre>
 * Black first. Clubs: A and B Ams (NL), C Utr (NL), D and E Ber (DE), F Par (FR).
 */
class PairingReportTest {

    private static final String ID = "report-cup";
    private static final Instant AT = Instant.parse("2026-05-02T09:00:00Z");
    private final List<TournamentEvent> events = new ArrayList<>();

    private static Entrant entrant(String id, String rank, String club, String country) {
        return new Entrant(id, id, Rank.parse(rank), null, country, club);
    }

    private void round(int r, Board... boards) {
        events.add(new RoundPaired(ID, r, List.of(boards), List.of(), List.of(), List.of(), AT));
        for (Board b : boards) {
            events.add(new GameRequested(ID, r, b.number(), 1, "req-" + r + "-" + b.number(), "g-" + r + "-" + b.number(),
                    b.blackUserId(), b.whiteUserId(), null, null, 19, "japanese", b.handicap(), b.komi(),
                    TimeControl.NONE, true, AT));
        }
    }

    private void win(int r, int board, String winner) {
        events.add(new GameResultRecorded(ID, r, board, 1,
                GameOutcome.of("g-" + r + "-" + board, winner, FinishReason.RESIGNATION, null), AT));
    }

    private static Board board(int n, String black, String white, int handicap) {
        return new Board(n, null, black, white, handicap, handicap > 0 ? 0.5 : 6.5, 1);
    }

    private TournamentState threeRounds() {
        TournamentSettings settings = TournamentSettings.mcMahon(3, Rank.parse("1d"), Rank.parse("10k"));
        events.add(new TournamentCreated(ID, "olga", "Report Cup", "NL, Leiden", settings, AT));
        List<Entrant> field = List.of(entrant("A", "3d", "Ams", "NL"), entrant("B", "1d", "Ams", "NL"),
                entrant("C", "1k", "Utr", "NL"), entrant("D", "2k", "Ber", "DE"), entrant("E", "2k", "Ber", "DE"),
                entrant("F", "5k", "Par", "FR"));
        field.forEach(e -> events.add(new PlayerRegistered(ID, e, "olga", AT)));
        events.add(new TournamentStarted(ID, List.of("A", "B", "C", "D", "E", "F"), 3, AT));
        round(1, board(1, "B", "A", 0), board(2, "C", "D", 0), board(3, "F", "E", 3));
        win(1, 1, "A");
        win(1, 2, "C");
        win(1, 3, "F");
        round(2, board(1, "A", "C", 0), board(2, "B", "D", 0), board(3, "E", "F", 0));
        win(2, 1, "A");
        win(2, 2, "D");
        win(2, 3, "F");
        round(3, board(1, "B", "C", 0), board(2, "A", "D", 0), board(3, "F", "E", 2));
        return TournamentEvolver.fold(events);
    }

    @Test
    void everyFigureOfEachRoundAndTheTotal() {
        PairingReport report = PairingReport.of(threeRounds());
        // round 1: C-D one point apart (C down, D up), F-E three (E down, F up); A-B of one club and country; colours
        // in even games only: A +1, B -1, C -1, D +1
        assertThat(report.round(1).orElseThrow()).isEqualTo(new Figures(1, 3, 0, 2,
                List.of(new Difference(1, 1), new Difference(3, 1)), 3, 1, 1, 2, 2, 0, 0, 1, 0, 1, 3));
        // round 2: E-F met before; A-C 1 apart, B-D and E-F 2; A-C compatriots; D up, E down and F up again (3);
        // B two Blacks and D two Whites: two imbalances of 2
        assertThat(report.round(2).orElseThrow()).isEqualTo(new Figures(2, 3, 1, 3,
                List.of(new Difference(1, 1), new Difference(2, 2)), 2, 0, 1, 3, 3, 3, 2, 2, 0, 0, 0));
        // round 3: F-E met again; B-C level, A-D 3 apart, F-E 1; B-C compatriots; A down, D up, E down, F up again (4);
        // B a third Black (-3), D a third White (+3)
        assertThat(report.round(3).orElseThrow()).isEqualTo(new Figures(3, 3, 1, 2,
                List.of(new Difference(1, 1), new Difference(3, 1)), 3, 0, 1, 2, 2, 4, 2, 3, 2, 1, 2));
        assertThat(report.total()).isEqualTo(new Figures(0, 9, 2, 7,
                List.of(new Difference(1, 3), new Difference(2, 2), new Difference(3, 2)), 3, 1, 3, 7, 7, 7, 2, 3, 2,
                2, 5));
    }

    @Test
    void knockOutsHaveNoPairingReport() {
        events.add(new TournamentCreated(ID, "olga", "Cup", "", TournamentSettings.of(TournamentFormat.SINGLE_ELIMINATION), AT));
        assertThatThrownBy(() -> PairingReport.of(TournamentEvolver.fold(events)))
                .isInstanceOf(TournamentViolation.class).hasMessageContaining("Swiss and McMahon");
    }
}
