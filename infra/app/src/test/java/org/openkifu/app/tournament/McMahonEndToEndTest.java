package org.openkifu.app.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.tournament.domain.standings.StandingsRow;
import org.openkifu.tournament.domain.view.TournamentViews;
import tools.jackson.databind.JsonNode;

/**
 * A 12-player, 5-round McMahon played through the game API: the organizer starts each round, a player withdraws
 * after round 3 (so rounds 4 and 5 have a bye), an administrator corrects a result after the end. The standings
 * equal the table checked by hand (written in the test) and the domain's fold of the events, the pairings never
 * repeat, a rebuild gives the same table, and the EGF file equals the one checked by hand
 * ({@code tournament/mcmahon-12.h9}). Round 1 is seeded by split and fold, not the default
 * split and random (drawn from the tournament id, which is new on every run): the file must be the same every run.
 */
class McMahonEndToEndTest extends TournamentEndToEndSupport {

    /** user id, name, rank, country, club */
    private static final String[][] FIELD = {
            {"mc01", "Aalders Anna", "3d", "NL", "Leid"}, {"mc02", "Brandt Bernd", "2d", "DE", "Berl"},
            {"mc03", "Claes Chris", "1d", "BE", "Gent"}, {"mc04", "Dupont Denis", "1k", "FR", "Pari"},
            {"mc05", "Eriksen Eva", "1k", "DK", "Aarh"}, {"mc06", "Fischer Franz", "2k", "AT", "Wien"},
            {"mc07", "Gorski Greta", "3k", "PL", "Krak"}, {"mc08", "Horvath Hanna", "4k", "HU", "Buda"},
            {"mc09", "Ivanov Igor", "5k", "BG", "Sofi"}, {"mc10", "Jensen Jonas", "6k", "DK", "Oden"},
            {"mc11", "Kowalski Karol", "8k", "PL", "Gdan"}, {"mc12", "Larsen Lena", "10k", "NO", "Oslo"}};
    private static final Path EXPECTED_H9 = Path.of("src", "test", "resources", "tournament", "mcmahon-12.h9");

    private final Map<String, Integer> strength = new HashMap<>();

    @Test
    void twelvePlayersFiveRoundsWithStandingsTieBreakersAndTheResultsFile() throws Exception {
        TournamentPlay play = play();
        api().grantRoles("mc-organizer", "organizer");
        for (String[] p : FIELD) {
            play.account(p[0], p[2]);
            strength.put(p[0], value(p[2]));
        }
        JsonNode created = play.post("/api/tournaments", "mc-organizer", """
                {"name":"Leiden McMahon","location":"NL, Leiden","format":"MCMAHON","boardSize":9,"rules":"tromp-taylor",
                 "komi":6.5,"rounds":5,"mcMahonBar":"1d","mcMahonFloor":"6k",
                 "pairing":{"firstSeeding":"SPLIT_AND_FOLD"}}""");
        String id = created.path("tournamentId").asString();
        String base = "/api/tournaments/" + id;
        assertThat(created.path("settings").path("tieBreakers").toString()).isEqualTo("[\"MMS\",\"SOS\",\"SOSOS\"]");
        play.post(base + "/open", "mc-organizer", "");
        for (String[] p : FIELD) {
            play.post(base + "/registrations", p[0], "{\"name\":\"" + p[1] + "\",\"country\":\"" + p[3]
                    + "\",\"club\":\"" + p[4] + "\"}");
        }

        Set<Set<String>> met = new HashSet<>();
        JsonNode secondRoundGame = null;
        for (int r = 1; r <= 5; r++) {
            if (r == 4) {
                HttpDelete.withdraw(api(), base, "mc12");
            }
            JsonNode round = play.post(base + "/rounds", "mc-organizer", "{}");
            assertThat(round.path("round").asInt()).isEqualTo(r);
            assertThat(round.path("boards").size()).isEqualTo(r >= 4 ? 5 : 6);
            assertThat(round.path("byes").size()).as("round " + r).isEqualTo(r >= 4 ? 1 : 0);
            if (r < 5) {
                assertThat(api().post(base + "/rounds", "mc-organizer", "{}").statusCode())
                        .as("the next round waits for this one").isEqualTo(409);
            }
            for (JsonNode board : round.path("boards")) {
                String black = board.path("blackUserId").asString();
                String white = board.path("whiteUserId").asString();
                assertThat(met.add(Set.of(black, white))).as("pairings never repeat: " + black + "-" + white).isTrue();
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
                if (r == 2 && board.path("number").asInt() == 2) {
                    secondRoundGame = game;
                }
            }
            int n = r;
            play.eventually(base, t -> t.path("roundsPaired").asInt() == n && t.path("roundFinished").asBoolean());
        }
        play.eventually(base, t -> t.path("status").asString().equals("FINISHED"));

        // after the end, an administrator corrects round 2, board 2: the other player won by resignation
        JsonNode corrected = play.get("/api/games/" + secondRoundGame.path("gameId").asString());
        String newWinner = corrected.path("result").path("winner").asString().equals("BLACK") ? "WHITE" : "BLACK";
        play.post("/api/games/" + secondRoundGame.path("gameId").asString() + "/result-correction", ApiClient.ADMIN,
                "{\"winner\":\"" + newWinner + "\",\"reason\":\"RESIGNATION\",\"note\":\"wrong button\"}");
        String expectedResult = newWinner.equals("BLACK") ? "B+R" : "W+R";
        play.eventually(base + "/rounds/2", r2 -> r2.path("boards").get(1).path("games").get(0).path("result")
                .asString().equals(expectedResult));

        // the standings: the projection's table equals the domain's, computed from the events
        List<StandingsRow> reference = TournamentViews.standings(tournamentService.events(id));
        JsonNode standings = play.eventually(base + "/standings", s -> sameTable(s, reference));
        // and the table checked by hand (the same numbers as tournament/mcmahon-12.h9): user, place, MMS, SOS, SOSOS
        assertThat(table(standings)).containsExactly(
                "mc01 1 34 158 793", "mc02 1 34 158 793", "mc05 3 32 159 779", "mc03 4 32 158 776",
                "mc04 5 30 159 779", "mc06 6 30 159 773", "mc07 7 29 146 734", "mc08 8 29 139 717",
                "mc10 9 28 142 706", "mc09 10 27 135 673", "mc12 11 27 128 652", "mc11 12 25 135 664");
        JsonNode withdrawn = null;
        for (JsonNode row : standings.path("rows")) {
            withdrawn = row.path("userId").asString().equals("mc12") ? row : withdrawn;
        }
        assertThat(withdrawn.path("rounds").get(3).asString()).as("withdrawn: not paired, ½ MMS").isEqualTo("0=");
        assertThat(withdrawn.path("rounds").get(4).asString()).isEqualTo("0=");

        HttpResponse h9 = HttpResponse.of(api().get(base + "/results.h9"));
        String actual = normalized(h9.body());
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "mcmahon-12-actual.h9"), h9.body(), StandardCharsets.ISO_8859_1);
        assertThat(actual).isEqualTo(normalized(Files.readString(EXPECTED_H9, StandardCharsets.ISO_8859_1)));

        String table = api().get(base + "/standings").body();
        rebuildTournamentViews();
        await().atMost(TournamentPlay.WAIT).until(() -> api().get(base + "/standings").body().equals(table));
    }

    /**
     * Who wins a board: the stronger rank, except on every fourth board (round + board divisible by 4), where the
     * weaker wins; between equal ranks, Black. Deterministic, so the pairings (and the EGF file) are too.
     */
    private String winner(int round, int board, String black, String white) {
        int b = strength.get(black);
        int w = strength.get(white);
        if (b == w) {
            return black;
        }
        String stronger = b > w ? black : white;
        String weaker = stronger.equals(black) ? white : black;
        return (round + board) % 4 == 0 ? weaker : stronger;
    }

    /** Each row as "user place MMS SOS SOSOS", the numbers without a fraction when they have none. */
    private static List<String> table(JsonNode standings) {
        List<String> rows = new java.util.ArrayList<>();
        for (JsonNode row : standings.path("rows")) {
            rows.add(row.path("userId").asString() + " " + row.path("place").asInt() + " " + number(row.path("mms"))
                    + " " + number(row.path("sos")) + " " + number(row.path("sosos")));
        }
        return rows;
    }

    private static String number(JsonNode n) {
        double d = n.asDouble();
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    private static boolean sameTable(JsonNode standings, List<StandingsRow> reference) {
        JsonNode rows = standings.path("rows");
        if (rows.size() != reference.size()) {
            return false;
        }
        for (int i = 0; i < reference.size(); i++) {
            StandingsRow r = reference.get(i);
            JsonNode row = rows.get(i);
            if (!row.path("userId").asString().equals(r.userId()) || row.path("place").asInt() != r.place()
                    || row.path("mms").asDouble() != r.mms() || row.path("sos").asDouble() != r.sos()
                    || row.path("sosos").asDouble() != r.sosos() || row.path("sodos").asDouble() != r.sodos()
                    || row.path("nbw").asDouble() != r.nbw()) {
                return false;
            }
        }
        return true;
    }

    /** The file without its dates line (DT: the day the test ran). */
    private static String normalized(String h9) {
        return h9.replaceAll("(?m)^; DT\\[[^]]*]$", "; DT[...]").replace("\r\n", "\n").strip();
    }

    private static int value(String rank) {
        int n = Integer.parseInt(rank.substring(0, rank.length() - 1));
        return rank.endsWith("k") ? 30 - n : 29 + n;
    }

    /** The body of a text answer, asserting 200. */
    private record HttpResponse(String body) {
        static HttpResponse of(java.net.http.HttpResponse<String> r) {
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            return new HttpResponse(r.body());
        }
    }

    private static final class HttpDelete {
        static void withdraw(ApiClient api, String base, String user) throws Exception {
            java.net.http.HttpResponse<String> r = api.send(java.net.http.HttpRequest.newBuilder(
                    api.uri(base + "/registrations/" + user)).DELETE(), user);
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        }
    }
}
