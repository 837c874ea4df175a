package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.TournamentViolation;
import tools.jackson.databind.JsonNode;

/**
 * A McMahon created with OpenGotha's other criteria and scoring settings returns them in its settings and standings.
 * Bar 1d, floor 30k; uma 1d (start 30), vic 2k (28), and wes, whose account says 18k, entered by the organizer as a
 * 25k beginner (start 5). A bye is worth ½ MMS and nothing is rounded down. Black wins every game.
 *
 * <pre>
 * R1  vic (Black: level colours, the lower-placed) beats uma     wes bye (the lowest)
 * R2  uma (Black: she had White) beats wes                        vic bye (the lowest without one)
 *
 *        NBW  MMS after R1, R2   SOS parts (MMS)      SOS-1  CUSS   SOSW parts (NBW)  SOSW
 * uma    1    30    31           vic 29.5, wes 5.5    29.5   61     vic 2, wes 1      3
 * vic    2    29    29.5         uma 31, bye 28       31     58.5   uma 1, bye 0      1
 * wes    1    5.5   5.5          bye 5, uma 31        31     11     bye 0, uma 1      1
 * </pre>
 */
class TournamentCriteriaApiTest extends TournamentApiTestSupport {

    @Test
    void aMcMahonWithTheNewCriteriaReturnsThemInItsStandings() throws Exception {
        String olga = organizer("olga");
        account("uma", "1d");
        account("vic", "2k");
        account("wes", "18k");
        assertProblem(post("/api/tournaments", olga, "{\"name\":\"x\",\"format\":\"SWISS\",\"tieBreakers\":[\"NBW\","
                + "\"SOSW\"]}"), 400, TournamentViolation.INVALID_SETTINGS);
        assertProblem(post("/api/tournaments", olga, "{\"name\":\"x\",\"format\":\"SWISS\",\"scoring\":{\"byeNbw\":2}}"),
                400, TournamentViolation.INVALID_SETTINGS);
        JsonNode created = ok(post("/api/tournaments", olga, "{\"name\":\"Beginners' McMahon\",\"format\":\"MCMAHON\","
                + "\"boardSize\":9,\"rounds\":2,\"mcMahonBar\":\"1d\",\"mcMahonFloor\":\"30k\",\"autoStartRounds\":true,"
                + "\"tieBreakers\":[\"MMS\",\"SOS-1\",\"CUSS\",\"SOSW\"],\"scoring\":{\"byeMms\":0.5,\"roundDown\":false}}"));
        JsonNode settings = created.path("settings");
        assertThat(settings.path("tieBreakers").toString()).isEqualTo("[\"MMS\",\"SOS_1\",\"CUSS\",\"SOSW\"]");
        assertThat(settings.path("scoring").toString()).as("the rest are OpenGotha's defaults").isEqualTo(
                "{\"byeNbw\":1.0,\"byeMms\":0.5,\"absenceNbw\":0.0,\"absenceMms\":0.5,\"roundDown\":false,"
                        + "\"unplayedAsHalfInSos\":false}");
        String base = "/api/tournaments/" + created.path("tournamentId").asString();
        ok(post(base + "/open", olga, ""));
        ok(post(base + "/registrations", "uma", ""));
        ok(post(base + "/registrations", "vic", ""));
        assertProblem(post(base + "/registrations", olga, "{\"userId\":\"wes\",\"rank\":\"31k\"}"), 400,
                TournamentViolation.INVALID_RANK);
        JsonNode entered = ok(post(base + "/registrations", olga, "{\"userId\":\"wes\",\"rank\":\"25k\"}"));
        assertThat(entered.path("players").get(2).path("rank").asString()).isEqualTo("25k");

        ok(post(base + "/rounds", olga, ""));
        play(base, 1, "vic", "uma", "wes");
        play(base, 2, "uma", "wes", "vic");
        eventually(base, t -> t.path("status").asString().equals("FINISHED"));

        JsonNode table = eventually(base + "/standings", s -> s.path("rows").size() == 3
                && !s.toString().contains("?") && s.path("rows").get(0).path("values").path("CUSS").asDouble() == 61);
        assertThat(table.path("criteria").toString()).isEqualTo("[\"MMS\",\"SOS_1\",\"CUSS\",\"SOSW\"]");
        Map<String, JsonNode> rows = new HashMap<>();
        List<String> order = new java.util.ArrayList<>();
        for (JsonNode row : table.path("rows")) {
            rows.put(row.path("userId").asString(), row);
            order.add(row.path("userId").asString());
        }
        assertThat(order).containsExactly("uma", "vic", "wes");
        expect(rows.get("uma"), 1, 31, 29.5, 61, 3, "2-/w0", "3+/b0");
        expect(rows.get("vic"), 2, 29.5, 31, 58.5, 1, "1+/b0", "0=");
        expect(rows.get("wes"), 1, 5.5, 31, 11, 1, "0=", "1-/w0");
        assertThat(rows.get("wes").path("startScore").asInt()).isEqualTo(5);
    }

    private static void expect(JsonNode row, double nbw, double mms, double sos1, double cuss, double sosw,
                               String... rounds) {
        String who = row.path("userId").asString();
        JsonNode v = row.path("values");
        assertThat(List.of(v.path("NBW").asDouble(), v.path("MMS").asDouble(), v.path("SOS_1").asDouble(),
                v.path("CUSS").asDouble(), v.path("SOSW").asDouble())).as(who)
                .containsExactly(nbw, mms, sos1, cuss, sosw);
        assertThat(row.path("mms").asDouble()).as(who).isEqualTo(mms);
        List<String> cells = new java.util.ArrayList<>();
        row.path("rounds").forEach(c -> cells.add(c.asString()));
        assertThat(cells).as(who).containsExactly(rounds);
    }

    /** Checks round {@code r}'s pairing (one board, one bye) and lets Black win. */
    private void play(String base, int r, String black, String white, String bye) throws Exception {
        JsonNode round = eventually(base + "/rounds/" + r, x -> x.path("round").asInt() == r && complete(x));
        JsonNode board = round.path("boards").get(0);
        assertThat(List.of(board.path("blackUserId").asString(), board.path("whiteUserId").asString(),
                round.path("byes").get(0).path("userId").asString())).as("round " + r).containsExactly(black, white, bye);
        JsonNode game = games(round).get(0);
        finish(request(game.path("gameId").asString()), black, "RESIGNATION", null);
        eventually(base + "/rounds/" + r, x -> x.path("finished").asBoolean());
    }
}
