package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openkifu.tournament.application.TournamentCommands;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * The refusals DirectorDeskApiTest and DraftRoundsApiTest leave out (issue 17, "Integration tests for each new command
 * and its refusals"): every draft edit by somebody else, on a missing board or draft, the bye, an absent or withdrawn
 * player, publishing while paused or with an absent player on a board, finishing with a draft open, removing and
 * withdrawing players, a late entry, settings, autoStartRounds. Each refusal is problem+json with its code, and the
 * tournament's events (hence the draft) are as they were.
 */
class DirectorRefusalsApiTest extends TournamentApiTestSupport {

    @Autowired
    TournamentCommands service;

    private HttpResponse<String> send(String method, String path, String user, String body) throws Exception {
        return api().send(HttpRequest.newBuilder(api().uri(path)).header("Content-Type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofString(body)), user);
    }

    /** The refusal, and not one event more than before it. */
    private void refused(String id, HttpResponse<String> response, int status, String code) {
        int before = service.events(id).size();
        assertProblem(response, status, code);
        assertThat(service.events(id)).as("nothing changed after " + code).hasSize(before);
    }

    private static List<String> ids(JsonNode refs) {
        List<String> ids = new ArrayList<>();
        refs.forEach(r -> ids.add(r.path("userId").asString()));
        return ids;
    }

    private String swiss(String olga, String name, int rounds, String extra) throws Exception {
        return ok(post("/api/tournaments", olga, "{\"name\":\"" + name + "\",\"location\":\"NL, Delft\","
                + "\"format\":\"SWISS\",\"boardSize\":9,\"rounds\":" + rounds + extra + "}")).path("tournamentId").asString();
    }

    @Test
    void everyDraftEditAndDirectorCommandRefusesWithItsCodeAndChangesNothing() throws Exception {
        String olga = organizer("dxolga");
        for (String[] p : new String[][] {{"dxa", "3d"}, {"dxb", "1d"}, {"dxc", "2k"}, {"dxd", "4k"}, {"dxe", "6k"},
                {"dxf", "8k"}, {"dxlate", "5k"}}) {
            account(p[0], p[1]);
        }
        String id = swiss(olga, "Refusal Cup", 2, "");
        String base = "/api/tournaments/" + id;
        ok(post(base + "/open", olga, ""));
        for (String p : List.of("dxa", "dxb", "dxc", "dxd", "dxe", "dxf")) {
            ok(post(base + "/registrations", p, "{}"));
        }

        // settings before the start: only the organizer, only valid ones
        String settings = "{\"format\":\"SWISS\",\"boardSize\":9,\"rounds\":2,\"maximumPlayers\":8}";
        refused(id, send("PUT", base + "/settings", "dxa", settings), 403, "NOT_THE_ORGANIZER");
        refused(id, send("PUT", base + "/settings", olga, "{\"format\":\"SWISS\",\"boardSize\":9,\"rounds\":0}"), 400,
                "INVALID_SETTINGS");
        refused(id, send("PUT", base + "/settings", olga, "{\"format\":\"SWISS\",\"boardSize\":9,\"rounds\":2,"
                + "\"maximumPlayers\":4}"), 400, "INVALID_SETTINGS"); // six are registered
        assertThat(ok(send("PUT", base + "/settings", olga, settings)).path("settings").path("maximumPlayers").asInt())
                .isEqualTo(8);

        // removing before the start: the organizer removes anybody, nobody else can
        refused(id, delete(base + "/registrations/dxf", "dxa"), 403, "NOT_THE_ORGANIZER");
        refused(id, delete(base + "/registrations/nobody", olga), 404, "NOT_REGISTERED");
        JsonNode removed = ok(delete(base + "/registrations/dxf", olga));
        assertThat(ids(removed.path("players"))).containsExactly("dxa", "dxb", "dxc", "dxd", "dxe");

        // round 1 as the engine's draft: five players, two boards and a bye
        JsonNode draft = ok(post(base + "/rounds", olga, "{\"draft\":true}"));
        assertThat(draft.path("boards").size()).isEqualTo(2);
        assertThat(draft.path("byes").size()).isEqualTo(1);
        String d1 = base + "/rounds/1/draft";
        JsonNode before = ok(api().get(d1, olga));
        refused(id, post(base + "/rounds/1/draft", "dxa", "{}"), 403, "NOT_THE_ORGANIZER");
        refused(id, post(d1 + "/boards/1/swap-colours", "dxa", ""), 403, "NOT_THE_ORGANIZER");
        refused(id, send("PUT", d1 + "/boards/1/handicap", "dxa", "{\"handicap\":2}"), 403, "NOT_THE_ORGANIZER");
        refused(id, send("PUT", d1 + "/boards/1/handicap", olga, "{}"), 400, "INVALID_COMMAND");
        refused(id, post(d1 + "/unpair", "dxa", "{\"boards\":[1]}"), 403, "NOT_THE_ORGANIZER");
        refused(id, post(d1 + "/unpair", olga, "{\"boards\":[]}"), 400, "INVALID_COMMAND");
        refused(id, post(d1 + "/unpair", olga, "{\"boards\":[1,7]}"), 404, "BOARD_NOT_FOUND");
        refused(id, delete(d1 + "/boards/3", olga), 404, "BOARD_NOT_FOUND");
        refused(id, post(d1 + "/boards", olga, "{\"blackUserId\":\"dxa\",\"whiteUserId\":\"dxa\"}"), 400,
                "INVALID_COMMAND");
        String black1 = before.path("boards").get(0).path("black").path("userId").asString();
        String white1 = before.path("boards").get(0).path("white").path("userId").asString();
        String byeHolder = before.path("byes").get(0).path("userId").asString();
        refused(id, send("PUT", d1 + "/bye", "dxa", "{\"userId\":\"" + black1 + "\"}"), 403, "NOT_THE_ORGANIZER");
        refused(id, send("PUT", d1 + "/bye", olga, "{\"userId\":\"dxf\"}"), 409, "PLAYER_ABSENT"); // removed
        refused(id, send("PUT", d1 + "/bye", olga, "{\"userId\":\"nobody\"}"), 409, "PLAYER_ABSENT");
        refused(id, send("PUT", d1 + "/bye", olga, "{\"userId\":\"" + black1 + "\"}"), 409, "PLAYER_ALREADY_PAIRED");
        refused(id, post(d1 + "/boards", olga, "{\"blackUserId\":\"" + byeHolder + "\",\"whiteUserId\":\"" + black1
                + "\"}"), 409, "PLAYER_ALREADY_PAIRED");
        refused(id, post(d1 + "/pair-rest", "dxa", ""), 403, "NOT_THE_ORGANIZER");
        refused(id, delete(d1, "dxa"), 403, "NOT_THE_ORGANIZER");
        refused(id, post(d1 + "/publish", "dxa", ""), 403, "NOT_THE_ORGANIZER");
        refused(id, post(base + "/rounds/2/draft/boards/1/swap-colours", olga, ""), 404, "DRAFT_NOT_FOUND");
        refused(id, post(base + "/rounds", olga, ""), 409, "ROUND_IN_DRAFT");
        refused(id, post(base + "/finish", olga, ""), 409, "ROUND_IN_DRAFT");
        assertThat(ok(api().get(d1, olga))).as("the draft after the refusals").isEqualTo(before);

        // the bye moves: board 1 unpaired, its Black gets the bye, the rest is paired around it
        ok(post(d1 + "/unpair", olga, "{\"boards\":[1]}"));
        JsonNode moved = ok(send("PUT", d1 + "/bye", olga, "{\"userId\":\"" + black1 + "\"}"));
        assertThat(ids(moved.path("byes"))).containsExactly(black1);
        assertThat(ids(moved.path("unpaired"))).containsExactlyInAnyOrder(white1, byeHolder);
        JsonNode full = ok(post(d1 + "/pair-rest", olga, ""));
        assertThat(full.path("unpaired").size()).isZero();
        assertThat(full.path("boards").size()).isEqualTo(2);

        // an absence marked while the draft is open: publishing names the absent player and changes nothing
        JsonNode board = full.path("boards").get(0);
        String onBoard = board.path("black").path("userId").asString();
        ok(send("PUT", base + "/absences/" + onBoard, olga, "{\"rounds\":[1]}"));
        refused(id, post(d1 + "/publish", olga, ""), 409, "PLAYER_ABSENT");
        ok(send("PUT", base + "/absences/" + onBoard, olga, "{\"rounds\":[1],\"absent\":false}"));

        // paused: publishing starts games, so it waits; the draft stays
        ok(post(base + "/pause", olga, "{\"reason\":\"the hall is not ready\"}"));
        refused(id, post(d1 + "/publish", olga, ""), 409, "TOURNAMENT_PAUSED");
        refused(id, post(base + "/resume", "dxa", ""), 403, "NOT_THE_ORGANIZER");
        assertThat(ok(api().get(d1, olga)).path("boards")).isEqualTo(full.path("boards"));
        ok(post(base + "/resume", olga, ""));
        JsonNode round1 = ok(post(d1 + "/publish", olga, ""));
        assertThat(round1.path("boards").get(0).path("blackUserId").asString()).isEqualTo(onBoard);
        assertThat(round1.path("byes").toString()).contains(black1);
        refused(id, send("PUT", base + "/settings", olga, settings.replace("8", "9")), 409, "INVALID_STATE");

        // the organizer decides both boards (the game server's results never came); round 1 is over
        for (JsonNode b : round1.path("boards")) {
            ok(post(base + "/rounds/1/boards/" + b.path("number").asInt() + "/result", olga,
                    "{\"result\":\"WHITE_WINS\",\"reason\":\"result slips\"}"));
        }

        // a late entry, by the organizer only: paired from round 2, absent from round 1
        refused(id, post(base + "/registrations", "dxa", "{\"userId\":\"dxlate\"}"), 403, "NOT_THE_ORGANIZER");
        JsonNode late = ok(post(base + "/registrations", olga, "{\"userId\":\"dxlate\"}"));
        assertThat(ids(late.path("players"))).contains("dxlate");
        // a player withdraws themselves; nobody else withdraws a player but the organizer
        refused(id, delete(base + "/registrations/dxe", "dxa"), 403, "NOT_THE_ORGANIZER");
        JsonNode withdrawn = ok(delete(base + "/registrations/dxe", "dxe"));
        assertThat(withdrawn.path("players").toString()).contains("\"userId\":\"dxe\"")
                .containsPattern("\"userId\":\"dxe\"[^}]*\"withdrawn\":true");

        refused(id, send("PUT", base + "/absences/dxb", olga, "{\"rounds\":[1]}"), 409, "ROUND_ALREADY_PAIRED");
        refused(id, send("PUT", base + "/absences/dxe", olga, "{\"rounds\":[2]}"), 404, "NOT_REGISTERED");
        refused(id, post(base + "/absences", "dxb", "{\"userId\":\"dxb\",\"round\":2}"), 403, "NOT_THE_ORGANIZER");
        ok(post(base + "/absences", olga, "{\"userId\":\"dxb\",\"round\":2}"));
        assertThat(service.state(id).absentIn(2)).containsExactly("dxb");
        ok(delete(base + "/absences/2/dxb", olga));
        assertThat(service.state(id).absentIn(2)).isEmpty();

        // round 2: paused, no draft; an absent or withdrawn player cannot be paired by hand
        ok(send("PUT", base + "/absences/dxa", olga, "{\"rounds\":[2]}"));
        ok(post(base + "/pause", olga, "{}"));
        refused(id, post(base + "/rounds", olga, "{\"draft\":true}"), 409, "TOURNAMENT_PAUSED");
        refused(id, post(base + "/rounds", olga, ""), 409, "TOURNAMENT_PAUSED");
        ok(post(base + "/resume", olga, ""));
        String d2 = base + "/rounds/2/draft";
        JsonNode hand = ok(post(base + "/rounds", olga, "{\"draft\":true,\"byEngine\":false}"));
        assertThat(ids(hand.path("absent"))).contains("dxa");
        assertThat(ids(hand.path("unpaired"))).containsExactlyInAnyOrder("dxb", "dxc", "dxd", "dxlate");
        refused(id, post(d2 + "/boards", olga, "{\"blackUserId\":\"dxa\",\"whiteUserId\":\"dxb\"}"), 409,
                "PLAYER_ABSENT");
        refused(id, post(d2 + "/boards", olga, "{\"blackUserId\":\"dxe\",\"whiteUserId\":\"dxb\"}"), 409,
                "PLAYER_ABSENT");
        refused(id, send("PUT", d2 + "/bye", olga, "{\"userId\":\"dxa\"}"), 409, "PLAYER_ABSENT");
        refused(id, post(d1 + "/publish", olga, ""), 409, "ROUND_ALREADY_PUBLISHED");
        refused(id, post(d1 + "/unpair", olga, "{\"boards\":[1]}"), 409, "ROUND_ALREADY_PUBLISHED");
        refused(id, send("PUT", d1 + "/bye", olga, "{\"userId\":\"dxb\"}"), 409, "ROUND_ALREADY_PUBLISHED");
        refused(id, post(base + "/rounds/1/draft", olga, "{}"), 409, "ROUND_ALREADY_PUBLISHED");

        // finishing early: not with a draft open, not by anybody else; then nothing more starts
        ok(delete(d2, olga));
        refused(id, post(base + "/finish", "dxa", ""), 403, "NOT_THE_ORGANIZER");
        JsonNode finished = ok(post(base + "/finish", olga, ""));
        assertThat(finished.path("status").asString()).isEqualTo("FINISHED");
        assertThat(finished.path("roundsPaired").asInt()).isEqualTo(1);
        refused(id, post(base + "/pause", olga, "{}"), 409, "INVALID_STATE");
        refused(id, post(base + "/rounds", olga, ""), 409, "NO_MORE_ROUNDS");
        refused(id, post(base + "/registrations", olga, "{\"userId\":\"dxf\"}"), 409, "INVALID_STATE");
    }

    @Test
    void withAutoStartRoundsADraftIsPublishedAtOnce() throws Exception {
        String olga = organizer("dxauto");
        account("dxg", "1k");
        account("dxh", "2k");
        String id = swiss(olga, "Auto Cup", 1, ",\"autoStartRounds\":true");
        String base = "/api/tournaments/" + id;
        ok(post(base + "/open", olga, ""));
        ok(post(base + "/registrations", "dxg", "{}"));
        ok(post(base + "/registrations", "dxh", "{}"));
        JsonNode round = ok(post(base + "/rounds", olga, "{\"draft\":true}"));
        assertThat(round.path("round").asInt()).isEqualTo(1);
        assertThat(round.has("draft")).as("the round, not a draft").isFalse();
        assertThat(round.path("boards").size()).isEqualTo(1);
        assertThat(service.state(id).roundsPaired()).isEqualTo(1);
        refused(id, api().get(base + "/rounds/1/draft", olga), 409, "ROUND_ALREADY_PUBLISHED");
    }

    @Test
    void aKnockOutHasNoDraftsNoAbsencesAndNoLateEntries() throws Exception {
        String olga = organizer("dxko");
        for (String p : List.of("dxk1", "dxk2", "dxk3")) {
            account(p, "1k");
        }
        String id = ok(post("/api/tournaments", olga, """
                {"name":"KO Cup","location":"NL, Delft","format":"SINGLE_ELIMINATION","boardSize":9}"""))
                .path("tournamentId").asString();
        String base = "/api/tournaments/" + id;
        ok(post(base + "/open", olga, ""));
        ok(post(base + "/registrations", "dxk1", "{}"));
        ok(post(base + "/registrations", "dxk2", "{}"));
        refused(id, post(base + "/rounds", olga, "{\"draft\":true}"), 409, "INVALID_STATE");
        refused(id, send("PUT", base + "/absences/dxk1", olga, "{\"rounds\":[1]}"), 409, "INVALID_STATE");
        ok(post(base + "/rounds", olga, ""));
        refused(id, post(base + "/registrations", olga, "{\"userId\":\"dxk3\"}"), 409, "INVALID_STATE");
    }
}
