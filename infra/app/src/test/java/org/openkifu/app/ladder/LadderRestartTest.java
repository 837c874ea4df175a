package org.openkifu.app.ladder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.testapp.TestApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * The process stops between a challenge and its game's end, and starts again on the same data: the game request,
 * the game and the challenge survive, the game is played to its end on the new process, and the ladder follows.
 */
class LadderRestartTest {

    @TempDir
    Path dataDir;

    @Test
    void aChallengeIssuedBeforeARestartIsPlayedAndRecordedAfterIt() throws Exception {
        String ladder;
        String challengeId;
        try (ConfigurableApplicationContext first = start()) {
            LadderGames g = new LadderGames(new ApiClient(port(first)));
            g.player("ra", "2k");
            g.player("rb", "3k");
            ladder = g.ladder("rorg", "Restart");
            g.join(ladder, "ra", "rb");
            challengeId = LadderGames.ok(new ApiClient(port(first)).post("/api/ladders/" + ladder + "/challenges", "rb",
                    "{\"defender\":\"ra\"}"), 201).path("challengeId").asString();
        } // stopped at once: the game may or may not exist yet; the challenge's event is the outbox

        try (ConfigurableApplicationContext second = start()) {
            ApiClient api = new ApiClient(port(second));
            LadderGames g = new LadderGames(api);
            String id = challengeId;
            await().atMost(LadderGames.WAIT).until(() -> g.challenge(ladder, id).path("status").asString()
                    .equals("PLAYING"));
            JsonNode challenge = g.challenge(ladder, id);
            String game = challenge.path("gameId").asString();
            g.moves(game, "C3", "G7", "C7", "G3", "E5"); // the fair-play minimum on 9x9
            g.act(game, "ra", "resign", "");
            g.awaitStandings(ladder, "rb", "ra");
            assertThat(g.challenge(ladder, id).path("winnerUserId").asString()).isEqualTo("rb");
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
