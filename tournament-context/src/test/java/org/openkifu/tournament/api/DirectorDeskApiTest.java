package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;
import org.openkifu.tournament.application.TournamentCommands;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * The organizer's desk through the API (issue 17): guests, entry edits, absences over several rounds, results and
 * corrections, pause and resume. Every refusal is problem+json with its code and leaves the tournament's events as
 * they were.
 */
class DirectorDeskApiTest extends TournamentApiTestSupport {

    @Autowired
    TournamentCommands service;

    private HttpResponse<String> send(String method, String path, String user, String body) throws Exception {
        return api().send(HttpRequest.newBuilder(api().uri(path)).header("Content-Type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofString(body)), user);
    }

    /** The refusal, and nothing stored. */
    private void refused(String id, HttpResponse<String> response, int status, String code) {
        int before = service.events(id).size();
        assertProblem(response, status, code);
        assertThat(service.events(id)).hasSize(before);
    }

    private void refused(String id, int eventsBefore, HttpResponse<String> response, int status, String code) {
        assertProblem(response, status, code);
        assertThat(service.events(id)).as("nothing changed after " + code).hasSize(eventsBefore);
    }

    @Test
    void aDirectorsDay() throws Exception {
        String olga = organizer("olga");
        account("ann", "2d");
        account("ben", "1k");
        account("cid", "3k");
        JsonNode created = ok(post("/api/tournaments", olga, """
                {"name":"Desk Cup","location":"NL, Leiden","format":"SWISS","boardSize":9,"rounds":2}"""));
        String id = created.path("tournamentId").asString();
        String base = "/api/tournaments/" + id;
        ok(post(base + "/open", olga, ""));
        ok(post(base + "/registrations", "ann", "{}"));
        ok(post(base + "/registrations", "ben", "{}"));
        ok(post(base + "/registrations", "cid", "{}"));

        // a guest entry: no account, an id that cannot be an account's
        int n = service.events(id).size();
        refused(id, n, post(base + "/guests", "ben", "{\"name\":\"Gerda\",\"rank\":\"2k\"}"), 403, "NOT_THE_ORGANIZER");
        refused(id, n, post(base + "/guests", olga, "{\"rank\":\"2k\"}"), 400, "INVALID_GUEST");
        refused(id, n, post(base + "/guests", olga, "{\"name\":\"Gerda\",\"rank\":\"31k\"}"), 400, "INVALID_RANK");
        refused(id, n, post(base + "/guests", olga, "{\"name\":\"Gerda\",\"rank\":\"2k\",\"club\":\"Berlin\"}"), 400,
                "FIELD_TOO_LONG");
        refused(id, n, post(base + "/guests", olga, "{\"name\":\"Ger\\nda\",\"rank\":\"2k\"}"), 400, "INVALID_CHARACTERS");
        HttpResponse<String> added = api().post(base + "/guests", olga,
                "{\"name\":\"Gerda Gast\",\"rank\":\"2k\",\"country\":\"de\",\"club\":\"Berl\"}", "guest-1");
        assertThat(added.statusCode()).as(added.body()).isEqualTo(201);
        JsonNode guest = ok(added).path("players").get(3);
        String guestId = guest.path("userId").asString();
        assertThat(guestId).matches("guest:[0-9a-f-]{36}");
        assertThat(guest.path("name").asString()).isEqualTo("Gerda Gast");
        assertThat(guest.path("country").asString()).isEqualTo("DE");
        HttpResponse<String> again = api().post(base + "/guests", olga, "{\"name\":\"Gerda Gast\",\"rank\":\"2k\"}", "guest-1");
        assertThat(ok(again).path("players").size()).as("the same entry sent again").isEqualTo(4);

        // an entry edit before round 1
        n = service.events(id).size();
        refused(id, n, send("PATCH", base + "/players/cid", "ben", "{\"rank\":\"2k\"}"), 403, "NOT_THE_ORGANIZER");
        refused(id, n, send("PATCH", base + "/players/nobody", olga, "{\"rank\":\"2k\"}"), 404, "NOT_REGISTERED");
        refused(id, n, send("PATCH", base + "/players/cid", olga, "{\"club\":\"Leiden\"}"), 400, "FIELD_TOO_LONG");
        refused(id, n, send("PATCH", base + "/players/cid", olga, "{\"country\":\"XX\"}"), 400, "INVALID_COUNTRY");
        refused(id, n, send("PATCH", base + "/players/cid", olga, "{\"rank\":\"10x\"}"), 400, "INVALID_RANK");
        JsonNode edited = ok(send("PATCH", base + "/players/cid", olga, "{\"rank\":\"1k\",\"country\":\"nl\",\"club\":\"Leid\"}"));
        JsonNode cid = edited.path("players").get(2);
        assertThat(cid.path("rank").asString()).isEqualTo("1k");
        assertThat(cid.path("country").asString()).isEqualTo("NL");
        assertThat(cid.path("club").asString()).isEqualTo("Leid");

        // absent for several rounds at once, and back present
        n = service.events(id).size();
        refused(id, n, send("PUT", base + "/absences/ann", "ben", "{\"rounds\":[2]}"), 403, "NOT_THE_ORGANIZER");
        refused(id, n, send("PUT", base + "/absences/ann", olga, "{\"rounds\":[1,3]}"), 409, "NO_MORE_ROUNDS");
        refused(id, n, send("PUT", base + "/absences/ann", olga, "{\"rounds\":[]}"), 400, "INVALID_COMMAND");
        ok(send("PUT", base + "/absences/ann", olga, "{\"rounds\":[1,2]}"));
        assertThat(service.state(id).absentIn(1)).containsExactly("ann");
        assertThat(service.state(id).absentIn(2)).containsExactly("ann");
        ok(send("PUT", base + "/absences/ann", olga, "{\"rounds\":[1,2],\"absent\":false}"));
        ok(send("PUT", base + "/absences/ann", olga, "{\"rounds\":[2],\"absent\":true}"));
        assertThat(service.state(id).absentIn(1)).isEmpty();
        assertThat(service.state(id).absentIn(2)).containsExactly("ann");

        // round 1: the guest's board is not an online game
        JsonNode round1 = ok(post(base + "/rounds", olga, ""));
        refused(id, send("PATCH", base + "/players/cid", olga, "{\"rank\":\"2k\"}"), 409, "INVALID_STATE");
        int guestBoard = 0;
        int onlineBoard = 0;
        for (JsonNode b : round1.path("boards")) {
            boolean hasGuest = b.path("blackUserId").asString().equals(guestId) || b.path("whiteUserId").asString().equals(guestId);
            if (hasGuest) {
                guestBoard = b.path("number").asInt();
                assertThat(b.path("games").isEmpty()).as("no game requested for a guest").isTrue();
            } else {
                onlineBoard = b.path("number").asInt();
            }
        }
        assertThat(guestBoard).isPositive();
        assertThat(onlineBoard).isPositive();

        String guestResult = base + "/rounds/1/boards/" + guestBoard + "/result";
        n = service.events(id).size();
        String forfeit = "{\"result\":\"BLACK_WINS_BY_DEFAULT\",\"reason\":\"White did not come\"}";
        refused(id, n, post(guestResult, "ben", forfeit), 403, "NOT_THE_ORGANIZER");
        refused(id, n, post(base + "/rounds/5/boards/1/result", olga, forfeit), 404, "ROUND_NOT_FOUND");
        refused(id, n, post(base + "/rounds/1/boards/9/result", olga, forfeit), 404, "BOARD_NOT_FOUND");
        refused(id, n, post(guestResult, olga, "{\"result\":\"BLACK_WINS_BY_DEFAULT\"}"), 400, "INVALID_REASON");
        refused(id, n, post(guestResult, olga, "{\"result\":\"BLACK_WINS_BY_DEFAULT\",\"reason\":\"a\\tb\"}"), 400,
                "INVALID_REASON");
        refused(id, n, post(guestResult, olga, "{\"result\":\"MAYBE\",\"reason\":\"x\"}"), 400, "INVALID_COMMAND");
        refused(id, n, post(guestResult, olga, "{\"game\":3,\"result\":\"BLACK_WINS\",\"reason\":\"x\"}"), 404,
                "GAME_NOT_FOUND");
        JsonNode afterForfeit = ok(post(guestResult, olga, forfeit));
        JsonNode game = afterForfeit.path("boards").get(guestBoard - 1).path("games").get(0);
        assertThat(game.path("byDefault").asBoolean()).isTrue();
        assertThat(game.path("corrected").asBoolean()).isFalse();
        assertThat(game.path("decision").path("by").asString()).isEqualTo(olga);
        assertThat(game.path("decision").path("reason").asString()).isEqualTo("White did not come");
        assertThat(game.path("decision").path("kind").asString()).isEqualTo("BLACK_WINS_BY_DEFAULT");
        refused(id, post(guestResult, olga, forfeit), 409, "RESULT_UNCHANGED");

        // the online board: entered, then corrected; the round finishes
        String onlineResult = base + "/rounds/1/boards/" + onlineBoard + "/result";
        ok(post(onlineResult, olga, "{\"result\":\"WHITE_WINS\",\"reason\":\"the game server was down; result slip\"}"));
        JsonNode corrected = ok(post(onlineResult, olga, "{\"result\":\"black_wins\",\"reason\":\"slip misread\"}"));
        assertThat(corrected.path("finished").asBoolean()).isTrue();
        JsonNode g = corrected.path("boards").get(onlineBoard - 1).path("games").get(0);
        assertThat(g.path("corrected").asBoolean()).isTrue();
        assertThat(g.path("decision").path("correction").asBoolean()).isTrue();
        assertThat(g.path("result").asString()).startsWith("B+");

        // pause: no round starts; resume: it does
        refused(id, post(base + "/pause", "ben", "{}"), 403, "NOT_THE_ORGANIZER");
        refused(id, post(base + "/pause", olga, "{\"reason\":\"x\\ny\"}"), 400, "INVALID_REASON");
        assertThat(ok(post(base + "/pause", olga, "{\"reason\":\"lunch\"}")).path("paused").asBoolean()).isTrue();
        refused(id, post(base + "/rounds", olga, ""), 409, "TOURNAMENT_PAUSED");
        assertThat(ok(post(base + "/resume", olga, "")).path("paused").asBoolean()).isFalse();
        JsonNode round2 = ok(post(base + "/rounds", olga, ""));
        assertThat(round2.path("absent").toString()).isEqualTo("[\"ann\"]");

        // the standings mark the corrected round; the EGF file writes the forfeit with '!'
        JsonNode standings = eventually(base + "/standings", s -> s.path("rows").size() == 4
                && s.path("rows").toString().contains("correctedRounds\":[1]"));
        assertThat(standings.path("rows").toString()).contains("correctedRounds\":[1]");
        HttpResponse<String> h9 = api().get(base + "/results.h9");
        assertThat(h9.body()).containsPattern("\\d\\+!").containsPattern("\\d-!");
    }
}
