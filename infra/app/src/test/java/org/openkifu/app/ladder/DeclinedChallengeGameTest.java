package org.openkifu.app.ladder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.openkifu.app.ladder.LadderGames.WAIT;
import static org.openkifu.app.ladder.LadderGames.json;
import static org.openkifu.app.ladder.LadderGames.ok;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.kafka.KafkaEndpoint;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.platform.TopicReader;
import org.openkifu.infra.testapp.TestApplication;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Issue 20: a declined challenge's game is cancelled in the game context. The whole application on a real broker:
 * the ladder's {@code CancelGame} goes out through the relay on {@code openkifu.game-requests}, the game context
 * cancels the game without moves ({@code GameCancelled} + {@code GameEnded(CANCELLED)}), and the game API shows it
 * cancelled by its ladder; a declined challenge whose game has a move keeps its game (refused: {@code GAME_HAS_MOVES})
 * and its result moves nobody.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class DeclinedChallengeGameTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @LocalServerPort
    int port;
    @Autowired
    KafkaEndpoint kafka;

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-declined");
        registry.add("openkifu.data-dir", dir::toString);
    }

    @Test
    void aDeclinedChallengesGameIsCancelledAndOneWithAMoveGoesOn() throws Exception {
        ApiClient api = new ApiClient(port);
        LadderGames g = new LadderGames(api);
        g.player("da", "3k");
        g.player("db", "3k");
        g.player("dc", "2k");
        g.player("dd", "3k");
        api.grantRoles("dorg", "organizer");
        String ladder = ok(api.post("/api/ladders", "dorg", """
                {"name":"Declinable","size":9,"preset":"japanese","rated":true,
                 "timeControl":{"kind":"ABSOLUTE","mainSeconds":600},"settings":{"declinePolicy":"ALWAYS"}}"""), 201)
                .path("ladderId").asString();
        g.join(ladder, "da", "db", "dc", "dd");
        g.awaitStandings(ladder, "da", "db", "dc", "dd");

        // equal ranks: the game waits for its nigiri, nobody has moved; the defender declines
        JsonNode first = g.challenge(ladder, "db", "da");
        String game1 = first.path("gameId").asString();
        assertThat(g.game(game1).path("status").asString()).isEqualTo("AWAITING_NIGIRI_PARITY");
        String challenge1 = "/api/ladders/" + ladder + "/challenges/" + first.path("challengeId").asString();
        ok(api.post(challenge1 + "/decline", "da", ""), 200);

        await().atMost(WAIT).until(() -> g.game(game1).path("status").asString().equals("ENDED"));
        JsonNode cancelled = g.game(game1);
        assertThat(cancelled.path("result").path("reason").asString()).isEqualTo("CANCELLED");
        assertThat(cancelled.path("result").path("winnerUserId").isNull()).isTrue();
        assertThat(cancelled.path("result").path("sgf").asString()).isEqualTo("Void");
        assertThat(cancelled.path("cancellation").path("reason").asString()).isEqualTo("CHALLENGE_DECLINED");
        assertThat(cancelled.path("cancellation").path("originKind").asString()).isEqualTo("LADDER_CHALLENGE");
        List<String> types = json(api.get("/api/games/" + game1 + "/events")).valueStream()
                .map(e -> e.path("type").asString()).toList();
        assertThat(types).containsSubsequence("GameCreated", "GameCancelled", "GameEnded");
        assertThat(types).doesNotContain("StonePlaced");
        // the players cannot go on with it
        assertThat(api.post("/api/games/" + game1 + "/nigiri/parity", "db", "{\"parity\":\"ODD\"}").statusCode())
                .isEqualTo(409);
        // the game's GameFinished (CANCELLED) reaches the ladder, which had closed the challenge: nobody moves
        await().atMost(WAIT).until(() -> answered(first.path("requestId").asString() + "/cancel") != null);
        assertThat(g.challenge(ladder, first.path("challengeId").asString()).path("status").asString())
                .isEqualTo("DECLINED");
        assertThat(g.standings(ladder)).containsExactly("da", "db", "dc", "dd");

        // a game with a move is not cancelled: it is played to its end or resigned
        JsonNode second = g.challenge(ladder, "dd", "dc");
        String game2 = second.path("gameId").asString();
        g.moves(game2, "C3");
        String challenge2 = "/api/ladders/" + ladder + "/challenges/" + second.path("challengeId").asString();
        ok(api.post(challenge2 + "/decline", "dc", ""), 200);
        String cancel2 = second.path("requestId").asString() + "/cancel";
        await().atMost(WAIT).until(() -> answered(cancel2) != null);
        JsonNode refused = answered(cancel2);
        assertThat(refused.path("type").asString()).isEqualTo("CancelRefused");
        assertThat(refused.path("code").asString()).isEqualTo("GAME_HAS_MOVES");
        assertThat(g.game(game2).path("status").asString()).isEqualTo("PLAYING");
        assertThat(g.game(game2).path("moveCount").asInt()).isEqualTo(1);
    }

    /** The game context's answer to a request, read from {@code openkifu.game-responses}, or null. */
    private JsonNode answered(String requestId) {
        List<ConsumerRecord<String, byte[]>> records = TopicReader.readAll(kafka.bootstrapServers(),
                "openkifu.game-responses");
        return records.stream().filter(r -> requestId.equals(r.key())).findFirst()
                .map(r -> JSON.readTree(r.value())).orElse(null);
    }
}
