package org.openkifu.tournament.domain.export;

import static org.openkifu.tournament.domain.FinishReason.FORFEIT;
import static org.openkifu.tournament.domain.FinishReason.RESIGNATION;
import static org.openkifu.tournament.domain.FinishReason.SCORE;
import static org.openkifu.tournament.domain.HandPaired.DAY1;
import static org.openkifu.tournament.domain.HandPaired.DAY2;

import java.util.List;
import org.openkifu.tournament.domain.Entrant;
import org.openkifu.tournament.domain.HandPaired;
import org.openkifu.tournament.domain.HandicapPolicy;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.TournamentCommand.FinishTournament;
import org.openkifu.tournament.domain.TournamentEvolver;
import org.openkifu.tournament.domain.TournamentFormat;
import org.openkifu.tournament.domain.TournamentScript;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.TournamentState;

/** The tournaments of the golden h9 files (src/test/resources/egf), each worked by hand in its comment. */
final class H9Tournaments {

    private H9Tournaments() {
    }

    /**
     * McMahon, bar 1d (30), floor 5k (25); Canadian 60 min + 25 stones / 10 min: adjusted 60 + 24 = 84, class A.
     * <pre>
     * R1  B-A: A wins    D-C: C wins    E bye
     * R2  C-A: C wins    E-B: B wins    D absent
     * E withdraws after R2
     * R3  A-D: A wins    B-C: jigo      (E withdrawn: absent)
     * MMS  A 30+2 = 32; C 28+2.5 = 30.5; B 29+1.5 = 30.5; D 26 + ½ absence rounded down = 26;
     *      E 25 + (bye 1 + absence ½, rounded down 1) = 26
     * SOS (a round without a game: own start score)  A 30.5+30.5+26 = 87; C 26+32+30.5 = 88.5;
     *      B 32+26+30.5 = 88.5; D 30.5+26+32 = 88.5; E 25+30.5+25 = 80.5
     * SOSOS (without a game: start x 3)  A 88.5+88.5+88.5 = 265.5; C 88.5+87+88.5 = 264; B 87+80.5+88.5 = 256;
     *      D 88.5+78+87 = 253.5; E 75+88.5+75 = 238.5
     * Order A, C (SOSOS 264 over 256), B, D (SOS 88.5 over 80.5), E. 265.5 widens the SOSOS column to 5.
     * </pre>
     */
    static TournamentState mcMahonWithByeAbsencesAndWithdrawal() {
        TournamentSettings settings = TournamentSettings.mcMahon(3, Rank.parse("1d"), Rank.parse("5k"))
                .withTimeControl(TimeControl.canadian(60, 25, 10));
        return TournamentEvolver.fold(HandPaired.create("Midsummer McMahon", "FI, Helsinki", settings)
                .player("A", "Aalto Aino", "2d", "FI", "Hels").player("B", "Berg Bo", "1k", "SE", "Stoc")
                .player("C", "Costa Carla", "2k", "PT", "Lisb").player("D", "Dvorak Dan", "4k", "CZ", "Brno")
                .player("E", "Eriksen Eli", "7k", "NO", "Oslo")
                .round(DAY1, List.of("B-A", "D-C"), "E", List.of())
                .result(1, "A", RESIGNATION).result(2, "C", RESIGNATION)
                .round(DAY1, List.of("C-A", "E-B"), null, List.of("D"))
                .result(1, "C", SCORE).result(2, "B", RESIGNATION)
                .withdraw("E", DAY1)
                .round(DAY2, List.of("A-D", "B-C"), null, List.of())
                .result(1, "A", RESIGNATION).result(2, null, SCORE)
                .finish(DAY2));
    }

    /**
     * Swiss, even, Short format; byo-yomi 40 min + 5 x 30 s: adjusted 40 + 22.5, TM 62, class B; "Sofia" has no
     * country: PC[,Sofia].
     * <pre>
     * R1  Q-P: P wins    S-R: R wins    U-T: jigo
     * R2  R-P: R wins    T-Q: Q wins    S-U: S wins
     * R3  P-S: P wins    U-Q: U wins    R-T: jigo
     * NBW  R 2.5, P 2, U 1.5, Q 1, S 1, T 1
     * SOS  R 1+2+1 = 4; P 1+2.5+1 = 4.5; U 1+1+1 = 3; S 2.5+1.5+2 = 6; T 1.5+1+2.5 = 5; Q 2+1+1.5 = 4.5
     * SOSOS  R 6+4.5+5 = 15.5; P 4.5+4+6 = 14.5; U 5+6+4.5 = 15.5; S 4+3+4.5 = 11.5; T 3+4.5+4 = 11.5;
     *        Q 4.5+5+3 = 12.5
     * Order R, P, U, then NBW 1 by SOS: S 6, T 5, Q 4.5.
     * </pre>
     */
    static TournamentState swissShort() {
        TournamentSettings settings = TournamentSettings.swiss(3).withTimeControl(TimeControl.japanese(40, 5, 30));
        return TournamentEvolver.fold(HandPaired.create("Sofia Swiss Open", "Sofia", settings)
                .player("P", "Petrov Pavel", "1d", "BG", "Sofi").player("Q", "Quist Quinn", "1k", "DK", "Kbh")
                .player("R", "Rossi Rita", "2k", "IT", "Roma").player("S", "Smit Sanne", "3k", "NL", "Utr")
                .player("T", "Tanaka Taro", "4k", "JP", "Toky").player("U", "Ulrich Uwe", "5k", "DE", "Bonn")
                .round(DAY1, List.of("Q-P", "S-R", "U-T"), null, List.of())
                .result(1, "P", RESIGNATION).result(2, "R", SCORE).result(3, null, SCORE)
                .round(DAY1, List.of("R-P", "T-Q", "S-U"), null, List.of())
                .result(1, "R", RESIGNATION).result(2, "Q", RESIGNATION).result(3, "S", SCORE)
                .round(DAY2, List.of("P-S", "U-Q", "R-T"), null, List.of())
                .result(1, "P", RESIGNATION).result(2, "U", RESIGNATION).result(3, null, SCORE)
                .finish(DAY2));
    }

    /**
     * McMahon with handicap by rank, reduction 0 (no HA line, as OpenGotha), bar 3d (32), floor 15k; Fischer 45 min
     * + 15 s: adjusted 45 + 30 = 75, class A by the EGF's Fischer table.
     * <pre>
     * R1  X-W/3: X wins   Z-Y/5: Y wins
     * R2  Y-W/6: W wins   Z-X/8: Z wins
     * MMS  W 33, X 30, Y 27, Z 22
     * SOS (White: opponent's MMS + handicap, Black: - handicap)  W (30+3)+(27+6) = 66; X (33-3)+(22+8) = 60;
     *      Y (22+5)+(33-6) = 54; Z (27-5)+(30-8) = 44
     * SOSOS  W 60+54 = 114; X 66+44 = 110; Y 44+66 = 110; Z 54+60 = 114
     * </pre>
     */
    static TournamentState handicapMcMahon() {
        TournamentSettings settings = TournamentSettings.mcMahon(2, Rank.parse("3d"), Rank.parse("15k"))
                .withHandicap(HandicapPolicy.byRank(9, 0)).withTimeControl(TimeControl.fischer(45, 15));
        return TournamentEvolver.fold(HandPaired.create("Handicap McMahon", "CH, Bern", settings)
                .player("W", "Weber Wim", "3d", "DE", "Koln").player("X", "Xu Xin", "1k", "CN", "Bjng")
                .player("Y", "Yilmaz Yusuf", "4k", "TR", "Ist").player("Z", "Zeller Zoe", "9k", "CH", "Bern")
                .round(DAY1, List.of("X-W/3", "Z-Y/5"), null, List.of())
                .result(1, "X", RESIGNATION).result(2, "Y", RESIGNATION)
                .round(DAY2, List.of("Y-W/6", "Z-X/8"), null, List.of())
                .result(1, "W", RESIGNATION).result(2, "Z", SCORE)
                .finish(DAY2));
    }

    /**
     * Round robin of four through the real decider (Berger table), untimed (class D, TM 0): A beats B, B beats C,
     * C beats A, and everyone beats D, A by forfeit (written {@code !}, not rated).
     * <pre>
     * NBW  A, B, C 2; D 0.   SODOS  A 2+0, B 2+0, C 2+0 = 2; D 0.   SOS  A, B, C 2+2+0 = 4; D 6
     * A, B and C are equal on every criterion: one place 1, the next two lines blank; D 4.
     * </pre>
     */
    static TournamentState roundRobin() {
        TournamentScript t = TournamentScript.withPlayers(TournamentSettings.of(TournamentFormat.ROUND_ROBIN),
                new Entrant("A", "Amato Anna", Rank.parse("2d"), null, "IT", "Mila"),
                new Entrant("B", "Bauer Ben", Rank.parse("1d"), null, "AT", "Graz"),
                new Entrant("C", "Chen Chao", Rank.parse("1k"), null, "TW", "TPE"),
                new Entrant("D", "Dahl Dina", Rank.parse("3k"), null, "SE", "Lund"));
        for (int round = 1; round <= 3; round++) {
            t.start(round);
            for (var b : t.state().round(round).boards()) {
                String black = b.board().blackUserId();
                String white = b.board().whiteUserId();
                String winner = beats(black, white) ? black : white;
                boolean forfeit = "A".equals(winner) && "D".equals(b.board().opponentOf("A"));
                t.result(round, b.board().number(), 1, winner, forfeit ? FORFEIT : RESIGNATION, null);
            }
        }
        return t.run(new FinishTournament(TournamentScript.ID, TournamentScript.ORGANIZER)).state();
    }

    private static boolean beats(String x, String y) {
        return "D".equals(y) || (x + y).equals("AB") || (x + y).equals("BC") || (x + y).equals("CA");
    }
}
