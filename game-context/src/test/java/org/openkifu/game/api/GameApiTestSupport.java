package org.openkifu.game.api;

import org.openkifu.infra.platform.ApiClient;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeEach;
import org.openkifu.infra.testapp.TestApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * The one Spring context every games-API test shares (same classes, profile and properties, so Spring caches it
 * and the embedded stack starts once), and the helpers they use over HTTP.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
abstract class GameApiTestSupport {

    static final String ALICE = "alice";
    static final String BOB = "bob";
    /** An administrator (given the role admin before each test, as is erin). */
    static final String CAROL = "carol";
    /** Neither a player nor an administrator. */
    static final String DAVE = "dave";
    /** How long a player must be away while their clock runs before the opponent may report them gone. */
    static final java.time.Duration ABSENT_AFTER = java.time.Duration.ofSeconds(30);

    @DynamicPropertySource
    static void gameApiProperties(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-game-api");
        registry.add("openkifu.data-dir", dir::toString);
        // snapshots early, so most commands load the game from a snapshot
        registry.add("openkifu.game.snapshot-every", () -> "4");
        registry.add("openkifu.game.presence.absent-after", () -> ABSENT_AFTER.toSeconds() + "s");
        // a small bound, so LibraryFactsApiTest can show a larger export refused
        registry.add("openkifu.library.export.max-sgf", () -> "3");
    }

    @BeforeEach
    void administrators() throws Exception {
        api().grantRoles(CAROL, "admin");
        api().grantRoles("erin", "admin");
    }

    @LocalServerPort
    int port;

    ApiClient api() {
        return new ApiClient(port);
    }

    /**
     * Creates a game for the players the body names and returns its id (asserting 201). As an administrator: players
     * create games by invitation only (GameCreationController); the players' accounts are registered first.
     */
    String create(String body) throws Exception {
        HttpResponse<String> created = post("/api/games", ApiClient.ADMIN, registerPlayers(api(), body), null);
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return json(created).path("gameId").asString();
    }

    /** Registers every {@code "userId"} the body names (an account exists for each), and returns the body. */
    static String registerPlayers(ApiClient api, String body) {
        Matcher m = Pattern.compile("\"userId\"\\s*:\\s*\"([^\"]+)\"").matcher(body);
        while (m.find()) {
            api.token(m.group(1));
        }
        return body;
    }

    /** A command that must succeed: returns the summary it answers with. */
    JsonNode ok(String id, String user, String action, String body) throws Exception {
        HttpResponse<String> response = post("/api/games/" + id + "/" + action, user, body, null);
        assertThat(response.statusCode()).as(action + " by " + user + ": " + response.body()).isEqualTo(200);
        return json(response);
    }

    JsonNode play(String id, String user, String point) throws Exception {
        return ok(id, user, "moves", "{\"point\":\"" + point + "\"}");
    }

    JsonNode pass(String id, String user) throws Exception {
        return ok(id, user, "pass", "");
    }

    /** A command that must be refused with this status and code, and leave the game's history as it was. */
    JsonNode refused(String id, String user, String action, String body, int status, String code) throws Exception {
        int before = eventCount(id);
        HttpResponse<String> response = post("/api/games/" + id + "/" + action, user, body, null);
        assertProblem(response, status, code);
        assertThat(eventCount(id)).as(action + " refused with " + code + " stores nothing").isEqualTo(before);
        return json(response);
    }

    JsonNode summary(String id) throws Exception {
        HttpResponse<String> response = get("/api/games/" + id);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return json(response);
    }

    JsonNode events(String id) throws Exception {
        return json(get("/api/games/" + id + "/events"));
    }

    int eventCount(String id) throws Exception {
        return events(id).size();
    }

    HttpResponse<String> move(String id, String user, String point) throws Exception {
        return post("/api/games/" + id + "/moves", user, "{\"point\":\"" + point + "\"}", null);
    }

    HttpResponse<String> post(String path, String user, String body, String idempotencyKey) throws Exception {
        return api().post(path, user, body, idempotencyKey);
    }

    HttpResponse<String> get(String path) throws Exception {
        return api().get(path);
    }

    static void assertProblem(HttpResponse<String> response, int status, String code) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        JsonNode problem = json(response);
        assertThat(problem.path("code").asString()).as(response.body()).isEqualTo(code);
        assertThat(problem.path("status").asInt()).isEqualTo(status);
        assertThat(problem.path("detail").asString()).isNotBlank();
        assertThat(response.body()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    static JsonNode json(HttpResponse<String> response) {
        return ApiClient.json(response);
    }

    static String text(JsonNode node) {
        return node.isNull() || node.isMissingNode() ? null : node.asString();
    }
}
