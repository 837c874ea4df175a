package org.openkifu.game.api;

import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.platform.SseClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Predicate;

import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.rules.Color;
import org.openkifu.game.infrastructure.reads.GameEventHub;
import org.openkifu.game.infrastructure.reads.GameSummary;
import org.openkifu.game.infrastructure.reads.GameSummaryStore;
import org.openkifu.infra.testapp.TestApplication;
import org.openkifu.game.web.GameEventStreams;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The read side over real HTTP on the embedded stack: game lists from the game-list projection, rebuilding it from
 * the event log, and the Server-Sent Events stream of a game (live and resumed).
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class GameReadsEndToEndTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-reads");
        registry.add("openkifu.data-dir", dir::toString);
        registry.add("openkifu.stream.heartbeat", () -> "1s");
        registry.add("openkifu.projections.log-every", () -> "20");
    }

    @LocalServerPort
    int port;
    @Autowired
    GameEventStreams streams;
    @Autowired
    GameEventHub hub;
    @Autowired
    GameSummaryStore summaries;
    @Autowired
    EventStorageEngine storage;

    @Test
    void listsGamesByPlayerStatusAndTurn() throws Exception {
        String alice = user("alice");
        String bob = user("bob");
        String carol = user("carol");
        String first = create(alice, "3k", bob, "1k");
        move(first, alice, "D4");
        String second = create(carol, null, alice, "3k");
        api().post("/api/games/" + second + "/resign", alice, "");
        String third = create(bob, null, carol, null);

        JsonNode all = awaitList("/api/games?player=" + alice, list -> list.path("total").asInt() == 2
                && containsGame(list, second, "ENDED") && containsGame(list, first, "PLAYING"));
        assertThat(ids(all)).as("newest activity first").containsExactly(second, first);
        JsonNode firstRow = all.path("games").get(1);
        assertThat(firstRow.path("black").path("userId").asString()).isEqualTo(alice);
        assertThat(firstRow.path("black").path("rank").asString()).isEqualTo("3k");
        assertThat(firstRow.path("white").path("rank").asString()).isEqualTo("1k");
        assertThat(firstRow.path("turn").asString()).isEqualTo(bob);
        assertThat(firstRow.path("moveCount").asInt()).isEqualTo(1);
        assertThat(firstRow.path("size").asInt()).isEqualTo(9);
        assertThat(firstRow.path("rules").asString()).isEqualTo("japanese");
        assertThat(firstRow.path("origin").path("kind").asString()).isEqualTo("FREE");
        assertThat(firstRow.path("lastMoveAt").asString()).isNotEmpty();
        JsonNode secondRow = all.path("games").get(0);
        assertThat(secondRow.path("result").asString()).isEqualTo("B+R");
        assertThat(secondRow.path("endReason").asString()).isEqualTo("RESIGNATION");
        assertThat(secondRow.path("turn").isNull()).isTrue();

        assertThat(ids(get("/api/games?player=" + alice + "&status=playing"))).containsExactly(first);
        assertThat(ids(get("/api/games?player=" + alice + "&status=ended"))).containsExactly(second);
        assertThat(ids(get("/api/games?player=" + alice + "&status=Playing,ended"))).hasSize(2);
        assertThat(ids(get("/api/games?player=" + carol + "&status=active"))).containsExactly(third);
        assertThat(ids(get("/api/players/" + bob + "/games?turn=mine"))).as("Black in the third, White to move in the first")
                .containsExactly(third, first);
        assertThat(ids(get("/api/players/" + alice + "/games?turn=mine"))).isEmpty();
        assertThat(ids(get("/api/games?turn=" + bob))).containsExactly(third, first);
        assertThat(ids(get("/api/players/" + carol + "/games"))).containsExactly(third, second);

        JsonNode page = get("/api/players/" + carol + "/games?limit=1&offset=1");
        assertThat(ids(page)).containsExactly(second);
        assertThat(page.path("total").asInt()).isEqualTo(2);
        assertThat(page.path("limit").asInt()).isEqualTo(1);

        assertProblem(api().get("/api/games?status=sleeping"), 400, "STATUS_INVALID");
        assertProblem(api().get("/api/games?limit=0"), 400, "PARAMETER_INVALID");
        assertProblem(api().get("/api/games?limit=x"), 400, "PARAMETER_INVALID");
        assertProblem(api().get("/api/players/" + bob + "/games?turn=yours"), 400, "PARAMETER_INVALID");
    }

    @Test
    void aRebuildFromTheLogGivesTheSameList() throws Exception {
        String dan = user("dan");
        String eve = user("eve");
        List<String> games = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String id = create(dan, "2d", eve, "1d");
            games.add(id);
            for (int m = 0; m < i * 3; m++) {
                move(id, m % 2 == 0 ? dan : eve, List.of("C3", "G7", "C7", "G3", "E5", "D4", "F6", "D6", "F4")
                        .get(m));
            }
        }
        api().post("/api/games/" + games.get(1) + "/resign", eve, "");
        awaitList("/api/players/" + dan + "/games", list -> list.path("total").asInt() == 4
                && containsGame(list, games.get(1), "ENDED") && movesOf(list, games.get(3)) == 9);
        awaitCaughtUp();
        JsonNode before = get("/api/games?limit=100");

        assertProblem(api().post("/api/projections/game-list/rebuild", null, ""), 401, "UNAUTHENTICATED");
        assertProblem(api().post("/api/projections/game-list/rebuild", eve, ""), 403, "ROLE_REQUIRED");
        api().grantRoles("analyst", "analyst"); // rebuilding is for analysts and administrators (docs/security.md)
        assertProblem(api().post("/api/projections/nope/rebuild", "analyst", ""), 404, "PROJECTION_NOT_FOUND");
        assertProblem(api().post("/api/projections/kafka-relay/rebuild", "analyst", ""), 409,
                "PROJECTION_NOT_REBUILDABLE");

        // damage the projection: a rebuild must restore it from the log alone
        GameSummary damaged = summaries.find(games.get(2));
        summaries.save(new GameSummary(damaged.gameId(), damaged.ownerUserId(), damaged.ownerRank(),
                damaged.opponentUserId(), damaged.opponentRank(), damaged.blackUserId(), damaged.whiteUserId(), 19,
                "chinese", true, GameSummary.Status.ENDED, "ENDED", null, null, 99, null, damaged.lastActivityAt(),
                "W+R", "RESIGNATION", "FREE", null, damaged.createdAt(), damaged.version()));
        summaries.deleteGame(games.get(0));
        assertThat(get("/api/games?limit=100")).isNotEqualTo(before);

        HttpResponse<String> rebuild = api().post("/api/projections/game-list/rebuild", "analyst", "");
        assertThat(rebuild.statusCode()).as(rebuild.body()).isEqualTo(202);
        JsonNode rebuilding = ApiClient.json(rebuild);
        assertThat(rebuilding.path("name").asString()).isEqualTo("game-list");
        assertThat(rebuilding.path("kind").asString()).isEqualTo("contract-consumer");
        assertThat(rebuilding.path("replaying").asBoolean()).isTrue();
        JsonNode status = awaitCaughtUp();
        assertThat(status.path("handled").asLong()).as("the topic read again from its start")
                .isGreaterThanOrEqualTo(eventCount(games));
        assertThat(get("/api/games?limit=100")).isEqualTo(before);
    }

    @Test
    void theStreamSendsHistoryThenLiveEventsAndResumesWithoutGaps() throws Exception {
        String fay = user("fay");
        String gus = user("gus");
        String id = create(fay, null, gus, null);
        String path = "/api/games/" + id + "/stream";
        try (SseClient client = SseClient.open(api(), path, null)) {
            assertThat(client.statusCode()).isEqualTo(200);
            assertThat(client.contentType()).startsWith("text/event-stream");
            SseClient.Event created = client.next(Duration.ofSeconds(10));
            assertThat(created).isNotNull();
            assertThat(created.id()).isEqualTo("0");
            assertThat(created.name()).isEqualTo("GameCreated");

            move(id, fay, "D4");
            SseClient.Event placed = client.next(Duration.ofSeconds(5));
            assertThat(placed).as("the move arrives live").isNotNull();
            assertThat(placed.id()).isEqualTo("1");
            assertThat(placed.name()).isEqualTo("StonePlaced");
            JsonNode data = JSON.readTree(placed.data());
            JsonNode asInEvents = ApiClient.json(api().get("/api/games/" + id + "/events")).get(1);
            assertThat(data).as("same JSON as /events").isEqualTo(asInEvents);
        }
        awaitOpenStreams(0);

        move(id, gus, "E5");
        move(id, fay, "F6");
        try (SseClient resumed = SseClient.open(api(), path, "1")) {
            List<SseClient.Event> missed = resumed.next(2, Duration.ofSeconds(10));
            assertThat(missed).extracting(SseClient.Event::id).containsExactly("2", "3");
            assertThat(missed).extracting(SseClient.Event::name).containsExactly("StonePlaced", "StonePlaced");
            assertThat(resumed.next(Duration.ofMillis(1500))).as("nothing else").isNull();
            move(id, gus, "G7");
            SseClient.Event live = resumed.next(Duration.ofSeconds(5));
            assertThat(live).isNotNull();
            assertThat(live.id()).isEqualTo("4");
        }
        try (SseClient after = SseClient.open(api(), path + "?after=3", null)) {
            assertThat(after.next(1, Duration.ofSeconds(10))).extracting(SseClient.Event::id).containsExactly("4");
            assertThat(after.next(Duration.ofMillis(1000))).isNull();
            // a commit this process's event bus never sees, as another node's would be: straight into the store
            storage.appendEvents(new GenericDomainEventMessage<>("Game", id, 5,
                    new GameEvent.Passed(id, 5, Color.BLACK, fay, Instant.now())));
            SseClient.Event fromElsewhere = after.next(Duration.ofSeconds(10));
            assertThat(fromElsewhere).as("a commit made outside this process's bus").isNotNull();
            assertThat(fromElsewhere.id()).isEqualTo("5");
            assertThat(fromElsewhere.name()).isEqualTo("Passed");
        }
        awaitOpenStreams(0);
        assertThat(hub.subscriberCount()).as("subscriptions dropped with their connections").isZero();

        assertProblem(api().get("/api/games/no-such-game/stream"), 404, "GAME_NOT_FOUND");
        assertProblem(api().get(path + "?after=x"), 400, "PARAMETER_INVALID");
    }

    // ------------------------------------------------------------------ helpers

    /** Once the relay has published everything stored and game-list has read everything published. */
    private JsonNode awaitCaughtUp() {
        return await("the relay and game-list caught up").atMost(WAIT).until(() -> {
            JsonNode relay = get("/api/projections/kafka-relay");
            JsonNode status = get("/api/projections/game-list");
            return relay.path("caughtUp").asBoolean() && status.path("caughtUp").asBoolean() ? status : null;
        }, Objects::nonNull);
    }

    private long eventCount(List<String> games) throws Exception {
        long n = 0;
        for (String game : games) {
            n += get("/api/games/" + game + "/events").size();
        }
        return n;
    }

    private void awaitOpenStreams(int n) {
        await().atMost(WAIT).untilAsserted(() -> assertThat(streams.openStreams())
                .as("open streams (closed by the heartbeat's failed write)").isEqualTo(n));
    }

    private JsonNode awaitList(String path, Predicate<JsonNode> done) {
        return await(path).atMost(WAIT).until(() -> get(path), done::test);
    }

    private static boolean containsGame(JsonNode list, String id, String status) {
        for (JsonNode g : list.path("games")) {
            if (g.path("gameId").asString().equals(id) && g.path("status").asString().equals(status)) {
                return true;
            }
        }
        return false;
    }

    private static int movesOf(JsonNode list, String id) {
        for (JsonNode g : list.path("games")) {
            if (g.path("gameId").asString().equals(id)) {
                return g.path("moveCount").asInt();
            }
        }
        return -1;
    }

    private static List<String> ids(JsonNode list) {
        List<String> ids = new ArrayList<>();
        list.path("games").forEach(g -> ids.add(g.path("gameId").asString()));
        return ids;
    }

    private String create(String black, String blackRank, String white, String whiteRank) throws Exception {
        String body = "{\"black\":" + player(black, blackRank) + ",\"white\":" + player(white, whiteRank)
                + ",\"size\":9,\"rules\":\"japanese\"}";
        HttpResponse<String> created = api().post("/api/games", ApiClient.ADMIN, GameApiTestSupport.registerPlayers(api(), body));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return ApiClient.json(created).path("gameId").asString();
    }

    private static String player(String id, String rank) {
        return rank == null ? "{\"userId\":\"" + id + "\"}" : "{\"userId\":\"" + id + "\",\"rank\":\"" + rank + "\"}";
    }

    private void move(String id, String user, String point) throws Exception {
        HttpResponse<String> played = api().post("/api/games/" + id + "/moves", user, "{\"point\":\"" + point + "\"}");
        assertThat(played.statusCode()).as(played.body()).isEqualTo(200);
    }

    private JsonNode get(String path) throws Exception {
        HttpResponse<String> response = api().get(path);
        assertThat(response.statusCode()).as(path + ": " + response.body()).isEqualTo(200);
        return ApiClient.json(response);
    }

    private static void assertProblem(HttpResponse<String> response, int status, String code) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        assertThat(ApiClient.json(response).path("code").asString()).isEqualTo(code);
    }

    private static String user(String name) {
        return name + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    private ApiClient api() {
        return new ApiClient(port);
    }
}
