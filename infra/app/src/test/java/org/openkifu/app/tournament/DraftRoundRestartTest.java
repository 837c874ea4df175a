package org.openkifu.app.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.testapp.TestApplication;
import org.openkifu.tournament.application.TournamentCommands;
import org.openkifu.tournament.domain.TournamentEvent;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Issue 17, "a restart in the middle of a draft round, and a rebuild giving the same pages": the organizer pairs round
 * 1 as a draft and edits it (boards paired by hand, the rest by the engine, colours swapped, a handicap set), and the
 * application stops. Started again on the same data, the draft and every edit are there, byte for byte; publishing it
 * requests the games (once each), which are played; the organizer corrects a result and enters a forfeit. Then the
 * tournament's read models are rebuilt from the event log and every API read of the tournament (the tournament, the
 * list, the rounds, the standings, the pairing report, the EGF file) answers byte for byte as before.
 */
class DraftRoundRestartTest {

    private static final String ORGANIZER = "drr-organizer";

    @TempDir
    Path dataDir;

    @Test
    void aDraftSurvivesARestartIsPublishedAndARebuildGivesTheSameReads() throws Exception {
        String base;
        String edited;
        try (ConfigurableApplicationContext first = start()) {
            ApiClient api = new ApiClient(port(first));
            TournamentPlay play = new TournamentPlay(api);
            api.grantRoles(ORGANIZER, "organizer");
            String[][] field = {{"drr1", "1d"}, {"drr2", "1k"}, {"drr3", "3k"}, {"drr4", "5k"}};
            for (String[] p : field) {
                play.account(p[0], p[1]);
            }
            String id = play.post("/api/tournaments", ORGANIZER, """
                    {"name":"Draft Restart","location":"NL, Delft","format":"SWISS","boardSize":9,
                     "rules":"tromp-taylor","rounds":2}""").path("tournamentId").asString();
            base = "/api/tournaments/" + id;
            play.post(base + "/open", ORGANIZER, "");
            for (String[] p : field) {
                play.post(base + "/registrations", p[0], "{}");
            }
            String draft = base + "/rounds/1/draft";
            play.post(base + "/rounds", ORGANIZER, "{\"draft\":true,\"byEngine\":false}");
            play.post(draft + "/boards", ORGANIZER, "{\"blackUserId\":\"drr1\",\"whiteUserId\":\"drr4\"}");
            play.post(draft + "/pair-rest", ORGANIZER, "");
            play.post(draft + "/boards/1/swap-colours", ORGANIZER, "");
            ok(api.send(HttpRequest.newBuilder(api.uri(draft + "/boards/2/handicap"))
                    .header("Content-Type", "application/json")
                    .PUT(HttpRequest.BodyPublishers.ofString("{\"handicap\":2}")), ORGANIZER));
            HttpResponse<String> shown = api.get(draft, ORGANIZER);
            assertThat(shown.statusCode()).as(shown.body()).isEqualTo(200);
            edited = shown.body();
            JsonNode d = ApiClient.json(shown);
            assertThat(d.path("boards").get(0).path("black").path("userId").asString()).isEqualTo("drr4");
            assertThat(d.path("boards").get(0).path("white").path("userId").asString()).isEqualTo("drr1");
            assertThat(d.path("boards").get(1).path("handicap").asInt()).isEqualTo(2);
            assertThat(d.path("unpaired").size()).isZero();
        }

        try (ConfigurableApplicationContext second = start()) {
            ApiClient api = new ApiClient(port(second));
            TournamentPlay play = new TournamentPlay(api);
            String id = base.substring(base.lastIndexOf('/') + 1);
            String draft = base + "/rounds/1/draft";
            HttpResponse<String> shown = api.get(draft, ORGANIZER);
            assertThat(shown.body()).as("the draft and its edits after the restart").isEqualTo(edited);
            assertThat(play.get(base).path("roundsPaired").asInt()).isZero();

            JsonNode round1 = play.post(draft + "/publish", ORGANIZER, "");
            JsonNode board1 = round1.path("boards").get(0);
            assertThat(board1.path("blackUserId").asString()).isEqualTo("drr4");
            assertThat(board1.path("whiteUserId").asString()).isEqualTo("drr1");
            assertThat(round1.path("boards").get(1).path("handicap").asInt()).isEqualTo(2);
            JsonNode requested = play.eventually(base + "/rounds/1", r -> TournamentPlay.complete(r, 2, 1));
            for (JsonNode b : requested.path("boards")) { // the games exist in the game context: Black resigns
                play.resign(b.path("games").get(0), b.path("blackUserId").asString());
            }
            play.eventually(base, t -> t.path("roundFinished").asBoolean());
            // the game server's result stands corrected; round 2's board 1 is a forfeit
            play.post(base + "/rounds/1/boards/1/result", ORGANIZER,
                    "{\"result\":\"BLACK_WINS\",\"reason\":\"White played on after the flag\"}");
            JsonNode round2 = play.post(base + "/rounds", ORGANIZER, "");
            play.post(base + "/rounds/2/boards/1/result", ORGANIZER,
                    "{\"result\":\"BLACK_WINS_BY_DEFAULT\",\"reason\":\"White did not come\"}");
            JsonNode board2 = play.eventually(base + "/rounds/2", r -> TournamentPlay.complete(r, 2, 1))
                    .path("boards").get(1);
            play.resign(board2.path("games").get(0), board2.path("whiteUserId").asString());
            play.eventually(base, t -> t.path("status").asString().equals("FINISHED"));
            assertThat(round2.path("round").asInt()).isEqualTo(2);

            List<TournamentEvent> events = second.getBean(TournamentCommands.class).events(id);
            assertThat(events.stream().filter(TournamentEvent.GameRequested.class::isInstance))
                    .as("each game asked for once").hasSize(4);

            // the pages' reads, once the read models have every event; then the same after a rebuild
            awaitCaughtUp(api);
            play.eventually(base + "/standings", s -> !s.toString().contains("?")
                    && s.toString().contains("\"correctedRounds\":[1"));
            Map<String, String> before = reads(api, base);
            assertThat(before.get("/results.h9")).containsPattern("\\d\\+!");
            assertThat(before.get("/rounds/2")).contains("\"byDefault\":true");
            api.grantRoles("drr-analyst", "analyst");
            HttpResponse<String> rebuild = api.post("/api/projections/tournament-views/rebuild", "drr-analyst", "");
            assertThat(rebuild.statusCode()).as(rebuild.body()).isEqualTo(202);
            await().atMost(TournamentPlay.WAIT).until(() -> {
                JsonNode p = ApiClient.json(api.get("/api/projections/tournament-views"));
                return p.path("caughtUp").asBoolean() && p.path("progress").path("handled").asLong() > 0
                        && reads(api, base).equals(before);
            });
            assertThat(reads(api, base)).as("every read after the rebuild").isEqualTo(before);
        }
    }

    /** Every read of the tournament a page shows, as the bytes of the answer. */
    private static Map<String, String> reads(ApiClient api, String base) throws Exception {
        Map<String, String> reads = new LinkedHashMap<>();
        for (String path : List.of("", "/rounds", "/rounds/1", "/rounds/2", "/standings", "/pairing-report",
                "/results.h9")) {
            HttpResponse<String> r = api.get(base + path);
            assertThat(r.statusCode()).as(path + ": " + r.body()).isEqualTo(200);
            reads.put(path, r.body());
        }
        HttpResponse<String> list = api.get("/api/tournaments?organizer=" + ORGANIZER);
        assertThat(list.statusCode()).as(list.body()).isEqualTo(200);
        reads.put("list", list.body());
        return reads;
    }

    private static void awaitCaughtUp(ApiClient api) {
        await().atMost(TournamentPlay.WAIT).until(() ->
                ApiClient.json(api.get("/api/projections/tournament-views")).path("caughtUp").asBoolean());
    }

    private static void ok(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    }

    private ConfigurableApplicationContext start() {
        return new SpringApplicationBuilder(TestApplication.class).profiles("test")
                .run("--openkifu.data-dir=" + dataDir, "--server.port=0");
    }

    private static int port(ConfigurableApplicationContext context) {
        return ((WebServerApplicationContext) context).getWebServer().getPort();
    }
}
