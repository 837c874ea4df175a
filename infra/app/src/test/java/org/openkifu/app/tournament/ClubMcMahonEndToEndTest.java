package org.openkifu.app.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.openkifu.app.tournament.PairingCount.Figures;
import org.openkifu.app.tournament.PairingCount.Played;
import org.openkifu.tournament.domain.export.EgfH9Reader;
import org.openkifu.tournament.domain.export.EgfH9Reader.Cell;
import org.openkifu.tournament.domain.export.EgfH9Reader.H9File;
import org.openkifu.tournament.domain.export.EgfH9Reader.Row;
import tools.jackson.databind.JsonNode;

/**
 * A 16-player, 4-round McMahon of clubs and countries played through the game API (even games, OpenGotha's default
 * pairing rules): the pairing report, per round and in total, against the test's own count from the boards and the
 * registrations ({@link PairingCount}); what club and country avoidance promises (round 1 by hand, every round's
 * first cost tier against a brute force); and the h9 file read back ({@link EgfH9Reader}) against the standings.
 * Shares {@link McMahonEndToEndTest}'s application ({@link TournamentEndToEndSupport}).
 */
class ClubMcMahonEndToEndTest extends TournamentEndToEndSupport {

    /**
     * user id, name, rank, country, club. Four score groups of four (bar 3d, so nobody is exempt; start scores one
     * point apart). Round 1 by hand: 1d and 2k and 3k can pair across clubs and countries (NL v DE, AT v CZ, BE v
     * PL/NL); the 1k group is three Dutch players (two of Leiden) and a French one, so its cheapest pairing has one
     * Dutch pair (never the Leiden pair: a club pair costs as a 3-point difference, a country pair as 1 point), and
     * any pairing across groups needs two boards a point apart, dearer than one country pair. So round 1: no club
     * pair, one country pair, no pair across groups. Leiden (NL) has five players in three groups.
     */
    private static final String[][] FIELD = {
            {"cc01", "Aarts Anna", "1d", "NL", "Leid"}, {"cc02", "Bakker Bram", "1d", "NL", "Leid"},
            {"cc03", "Conrad Carl", "1d", "DE", "Berl"}, {"cc04", "Dietz Dora", "1d", "DE", "Hamb"},
            {"cc05", "Eijk Emma", "1k", "NL", "Leid"}, {"cc06", "Fokker Femke", "1k", "NL", "Leid"},
            {"cc07", "Groen Gijs", "1k", "NL", "Utre"}, {"cc08", "Henri Hugo", "1k", "FR", "Pari"},
            {"cc09", "Huber Ida", "2k", "AT", "Wien"}, {"cc10", "Jauk Jakob", "2k", "AT", "Wien"},
            {"cc11", "Kral Karel", "2k", "CZ", "Brno"}, {"cc12", "Lukas Lenka", "2k", "CZ", "Prah"},
            {"cc13", "Maes Mona", "3k", "BE", "Gent"}, {"cc14", "Nys Niels", "3k", "BE", "Gent"},
            {"cc15", "Olek Ola", "3k", "PL", "Krak"}, {"cc16", "Peters Piet", "3k", "NL", "Leid"}};
    private static final int ROUNDS = 4;

    private final Map<String, Integer> strength = new HashMap<>();

    @Test
    void pairingReportAndTheResultsFileAgreeWithAnIndependentCount() throws Exception {
        TournamentPlay play = play();
        api().grantRoles("cc-organizer", "organizer");
        Map<String, String> clubs = new HashMap<>();
        Map<String, String> countries = new HashMap<>();
        for (String[] p : FIELD) {
            play.account(p[0], p[2]);
            strength.put(p[0], value(p[2]));
            countries.put(p[0], p[3]);
            clubs.put(p[0], p[4]);
        }
        JsonNode created = play.post("/api/tournaments", "cc-organizer", """
                {"name":"Clubs McMahon","location":"NL, Leiden","format":"MCMAHON","boardSize":9,"rules":"tromp-taylor",
                 "komi":6.5,"rounds":4,"mcMahonBar":"3d","mcMahonFloor":"15k"}""");
        String id = created.path("tournamentId").asString();
        String base = "/api/tournaments/" + id;
        JsonNode rules = created.path("settings").path("pairing");
        assertThat(rules.path("sameClubGap").asInt()).isEqualTo(3);
        assertThat(rules.path("sameCountryGap").asInt()).isEqualTo(1);
        play.post(base + "/open", "cc-organizer", "");
        for (String[] p : FIELD) {
            play.post(base + "/registrations", p[0], "{\"name\":\"" + p[1] + "\",\"country\":\"" + p[3]
                    + "\",\"club\":\"" + p[4] + "\"}");
        }

        PairingCount count = new PairingCount(strength, clubs, countries);
        for (int r = 1; r <= ROUNDS; r++) {
            JsonNode round = play.post(base + "/rounds", "cc-organizer", "{}");
            assertThat(round.path("boards").size()).isEqualTo(8);
            if (r == 1) {
                JsonNode report = play.get(base + "/rounds/1/report");
                assertThat(report.path("boards").asInt()).as("the report, the moment round 1 is paired").isEqualTo(8);
                assertThat(report.path("intraClubPairs").asInt()).as("round 1, by hand").isZero();
                assertThat(report.path("intraCountryPairs").asInt()).as("round 1, by hand").isEqualTo(1);
                assertThat(report.path("crossGroupPairs").asInt()).as("round 1, by hand").isZero();
            }
            List<Played> played = new ArrayList<>();
            for (JsonNode board : round.path("boards")) {
                String black = board.path("blackUserId").asString();
                String white = board.path("whiteUserId").asString();
                assertThat(board.path("handicap").asInt()).isZero();
                JsonNode game = board.path("games").get(0);
                String winner = winner(r, board.path("number").asInt(), black, white);
                if (board.path("number").asInt() == 1) {
                    if (winner.equals(black)) {
                        play.blackFills(game);
                    } else {
                        play.whiteByKomi(game);
                    }
                } else {
                    play.resign(game, winner.equals(black) ? white : black);
                }
                played.add(new Played(black, white, winner));
            }
            count.add(played);
            // club/country avoidance: no pairing without repeats is cheaper on score groups, clubs and countries
            long[] tierOne = count.tierOne(r, 3, 1);
            assertThat(tierOne[1]).as("round " + r + ": first-tier cost played v the cheapest").isEqualTo(tierOne[0]);
            int n = r;
            play.eventually(base, t -> t.path("roundsPaired").asInt() == n && t.path("roundFinished").asBoolean());
        }
        play.eventually(base, t -> t.path("status").asString().equals("FINISHED"));

        JsonNode report = play.get(base + "/pairing-report");
        assertThat(report.path("rounds").size()).isEqualTo(ROUNDS);
        for (int r = 1; r <= ROUNDS; r++) {
            JsonNode figures = report.path("rounds").get(r - 1);
            assertThat(figures.path("round").asInt()).isEqualTo(r);
            assertFigures(figures, count.round(r), "round " + r);
            assertThat(play.get(base + "/rounds/" + r + "/report")).as("round " + r).isEqualTo(figures);
        }
        assertThat(report.path("total").path("round").asInt()).isZero();
        assertFigures(report.path("total"), count.total(), "total");
        assertThat(report.path("total").path("repeatedPairs").asInt()).isZero();

        JsonNode standings = play.eventually(base + "/standings", s -> !s.toString().contains("?"));
        assertStartScoresAndWins(standings, count);
        java.net.http.HttpResponse<String> h9 = api().get(base + "/results.h9");
        assertThat(h9.statusCode()).as(h9.body()).isEqualTo(200);
        assertSameStandings(EgfH9Reader.read(h9.body()), standings, count, clubs, countries);
    }

    private static void assertFigures(JsonNode actual, Figures expected, String label) {
        assertThat(actual.path("boards").asInt()).as(label + " boards").isEqualTo(expected.boards());
        assertThat(actual.path("repeatedPairs").asInt()).as(label + " repeated").isEqualTo(expected.repeatedPairs())
                .isZero();
        assertThat(actual.path("crossGroupPairs").asInt()).as(label + " cross").isEqualTo(expected.crossGroupPairs());
        Map<Double, Integer> differences = new TreeMap<>();
        actual.path("differences").forEach(d -> differences.put(d.path("points").asDouble(), d.path("pairs").asInt()));
        assertThat(differences).as(label + " differences").isEqualTo(expected.differences());
        assertThat(actual.path("largestDifference").asDouble()).as(label).isEqualTo(expected.largestDifference());
        assertThat(actual.path("intraClubPairs").asInt()).as(label + " club").isEqualTo(expected.intraClubPairs());
        assertThat(actual.path("intraCountryPairs").asInt()).as(label + " country")
                .isEqualTo(expected.intraCountryPairs());
        assertThat(actual.path("drawUps").asInt()).as(label + " ups").isEqualTo(expected.drawUps());
        assertThat(actual.path("drawDowns").asInt()).as(label + " downs").isEqualTo(expected.drawDowns());
        assertThat(actual.path("repeatedFloats").asInt()).as(label + " floats").isEqualTo(expected.repeatedFloats());
        assertThat(actual.path("colourImbalances").asInt()).as(label + " colours")
                .isEqualTo(expected.colourImbalances());
        assertThat(actual.path("largestColourImbalance").asInt()).as(label)
                .isEqualTo(expected.largestColourImbalance());
        assertThat(actual.path("thirdColourRunning").asInt()).as(label + " third")
                .isEqualTo(expected.thirdColourRunning());
        assertThat(actual.path("handicapGames").asInt()).as(label).isZero();
        assertThat(actual.path("handicapTotal").asInt()).as(label).isZero();
    }

    /** MMS = start score + wins; the start scores one point apart by rank (bar 3d and floor 15k clamp nobody). */
    private void assertStartScoresAndWins(JsonNode standings, PairingCount count) {
        Map<String, Double> after = count.scoresBefore(ROUNDS + 1);
        Integer offset = null;
        for (JsonNode row : standings.path("rows")) {
            String u = row.path("userId").asString();
            int start = row.path("startScore").asInt();
            offset = offset == null ? start - strength.get(u) : offset;
            assertThat(start - strength.get(u)).as(u + " start score").isEqualTo(offset);
            assertThat(row.path("mms").asDouble()).as(u + " MMS").isEqualTo(after.get(u) + offset);
            assertThat(row.path("nbw").asDouble()).as(u + " wins").isEqualTo(after.get(u) - strength.get(u));
        }
    }

    /** The file's lines against the table: places, criteria, and each round's cell, opponents by line number. */
    private static void assertSameStandings(H9File file, JsonNode standings, PairingCount count,
                                            Map<String, String> clubs, Map<String, String> countries) {
        JsonNode rows = standings.path("rows");
        assertThat(file.rows()).hasSize(rows.size()).hasSize(FIELD.length);
        List<String> criteria = new ArrayList<>();
        standings.path("criteria").forEach(c -> criteria.add(c.asString()));
        assertThat(file.criteria()).isEqualTo(criteria).isEqualTo(List.of("MMS", "SOS", "SOSOS"));
        for (int i = 0; i < rows.size(); i++) {
            Row line = file.rows().get(i);
            JsonNode row = rows.get(i);
            String u = row.path("userId").asString();
            int place = row.path("place").asInt();
            if (line.place() == null) {
                assertThat(place).as("line " + (i + 1) + " tied with the one above")
                        .isEqualTo(rows.get(i - 1).path("place").asInt());
            } else {
                assertThat(line.place()).as("line " + (i + 1)).isEqualTo(place).isEqualTo(i + 1);
            }
            assertThat(line.name()).isEqualTo(row.path("name").asString());
            assertThat(line.rank()).isEqualTo(row.path("rank").asString().toUpperCase());
            assertThat(line.country()).isEqualTo(countries.get(u));
            assertThat(line.club()).isEqualTo(clubs.get(u));
            for (int c = 0; c < criteria.size(); c++) {
                assertThat(Double.parseDouble(line.criteria().get(c))).as(u + " " + criteria.get(c))
                        .isEqualTo(row.path("values").path(criteria.get(c)).asDouble());
            }
            assertThat(line.cells()).hasSize(ROUNDS);
            for (int r = 0; r < ROUNDS; r++) {
                Cell cell = line.cells().get(r);
                JsonNode opponentRow = rows.get(cell.opponent() - 1);
                String expected = opponentRow.path("place").asInt() + String.valueOf(cell.result())
                        + (cell.byDefault() ? "!" : "/") + cell.colour() + cell.handicap();
                assertThat(row.path("rounds").get(r).asString()).as(u + " round " + (r + 1)).isEqualTo(expected);
                Played game = count.game(r + 1, u);
                String opponent = game.black().equals(u) ? game.white() : game.black();
                assertThat(opponentRow.path("userId").asString()).as(u + " round " + (r + 1)).isEqualTo(opponent);
                assertThat(cell.result()).isEqualTo(game.winner().equals(u) ? '+' : '-');
                assertThat(cell.colour()).isEqualTo(game.black().equals(u) ? 'b' : 'w');
                assertThat(cell.byDefault()).isFalse();
            }
        }
    }

    /**
     * Who wins a board: the stronger rank, except when round + board is divisible by 4 (the weaker); between equal
     * ranks Black when round + board is odd, else White. Deterministic given the pairing (round 1's seeding inside a
     * group is drawn from the tournament id, so the pairings differ from run to run; every check is computed from
     * what was played).
     */
    private String winner(int round, int board, String black, String white) {
        int b = strength.get(black);
        int w = strength.get(white);
        if (b == w) {
            return (round + board) % 2 == 1 ? black : white;
        }
        String stronger = b > w ? black : white;
        String weaker = stronger.equals(black) ? white : black;
        return (round + board) % 4 == 0 ? weaker : stronger;
    }

    private static int value(String rank) {
        int n = Integer.parseInt(rank.substring(0, rank.length() - 1));
        return rank.endsWith("k") ? 30 - n : 29 + n;
    }
}
