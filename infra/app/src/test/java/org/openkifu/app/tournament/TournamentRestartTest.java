package org.openkifu.app.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

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
 * The application stops in the middle of a round (one game of round 1 ended, the other still being played): started
 * again on the same data, the game goes on, its result reaches the tournament (the relay and the consumer resume
 * from their token and offsets), the next round is paired by itself and its games requested and played, and nothing
 * is recorded or requested twice.
 */
class TournamentRestartTest {

    @TempDir
    Path dataDir;

    @Test
    void aRoundInterruptedByARestartIsFinishedAndTheNextOnePaired() throws Exception {
        String id;
        String base;
        JsonNode board2;
        try (ConfigurableApplicationContext first = start()) {
            TournamentPlay play = new TournamentPlay(new ApiClient(port(first)));
            new ApiClient(port(first)).grantRoles("rs-organizer", "organizer");
            for (String p : List.of("rs1", "rs2", "rs3", "rs4")) {
                play.account(p, "5k");
            }
            id = play.post("/api/tournaments", "rs-organizer", """
                    {"name":"Restart Open","format":"SWISS","boardSize":9,"rules":"tromp-taylor","rounds":2,
                     "autoStartRounds":true}""").path("tournamentId").asString();
            base = "/api/tournaments/" + id;
            play.post(base + "/open", "rs-organizer", "");
            for (String p : List.of("rs1", "rs2", "rs3", "rs4")) {
                play.post(base + "/registrations", p, "{}");
            }
            JsonNode round1 = play.post(base + "/rounds", "rs-organizer", "");
            JsonNode board1 = round1.path("boards").get(0);
            play.resign(board1.path("games").get(0), board1.path("blackUserId").asString());
            play.eventually(base + "/rounds/1", r -> r.path("boards").get(0).path("status").asString().equals("DECIDED"));
            board2 = round1.path("boards").get(1);
            play.game(board2.path("games").get(0).path("gameId").asString());
        }

        try (ConfigurableApplicationContext second = start()) {
            TournamentPlay play = new TournamentPlay(new ApiClient(port(second)));
            JsonNode unfinished = play.get(base + "/rounds/1");
            assertThat(unfinished.path("finished").asBoolean()).isFalse();
            play.resign(board2.path("games").get(0), board2.path("whiteUserId").asString());
            JsonNode round2 = play.eventually(base + "/rounds/2", r -> TournamentPlay.complete(r, 2, 1));
            for (JsonNode board : round2.path("boards")) {
                play.resign(board.path("games").get(0), board.path("whiteUserId").asString());
            }
            play.eventually(base, t -> t.path("status").asString().equals("FINISHED"));
            List<TournamentEvent> events = second.getBean(TournamentCommands.class).events(id);
            assertThat(events.stream().filter(TournamentEvent.GameResultRecorded.class::isInstance))
                    .as("each game's result once").hasSize(4);
            assertThat(events.stream().filter(TournamentEvent.GameRequested.class::isInstance))
                    .as("each game asked for once").hasSize(4);
            JsonNode standings = play.eventually(base + "/standings", s -> !s.toString().contains("?"));
            assertThat(standings.path("rows").get(0).path("nbw").asDouble()).isEqualTo(2.0);
        }
    }

    private ConfigurableApplicationContext start() {
        return new SpringApplicationBuilder(TestApplication.class).profiles("test")
                .run("--openkifu.data-dir=" + dataDir, "--server.port=0");
    }

    private static int port(ConfigurableApplicationContext context) {
        return ((WebServerApplicationContext) context).getWebServer().getPort();
    }
}
