package org.openkifu.app.ladder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.openkifu.infra.platform.ApiClient;
import tools.jackson.databind.JsonNode;

/**
 * Ladders and their games over the HTTP API of the whole application, as players would use them: the ladder asks the
 * game context for each challenge's game over Kafka, the players play it through the game API, and the ladder learns
 * the result from {@code openkifu.game-results}.
 */
final class LadderGames {

    static final Duration WAIT = Duration.ofSeconds(90);

    private final ApiClient api;

    LadderGames(ApiClient api) {
        this.api = api;
    }

    static JsonNode json(HttpResponse<String> response) {
        return ApiClient.json(response);
    }

    static JsonNode ok(HttpResponse<String> response, int status) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        return response.body().isEmpty() ? null : json(response);
    }

    void player(String user, String rank) throws Exception {
        api.post("/api/accounts", null, "{\"username\":\"" + user + "\",\"password\":\"" + ApiClient.passwordOf(user)
                + "\",\"rank\":\"" + rank + "\"}");
        api.token(user);
    }

    String ladder(String organizer, String name) throws Exception {
        api.grantRoles(organizer, "organizer");
        return ok(api.post("/api/ladders", organizer, """
                {"name":"%s","size":9,"preset":"japanese","rated":true,
                 "timeControl":{"kind":"ABSOLUTE","mainSeconds":600}}""".formatted(name)), 201)
                .path("ladderId").asString();
    }

    void join(String ladder, String... users) throws Exception {
        for (String user : users) {
            ok(api.post("/api/ladders/" + ladder + "/members", user, ""), 201);
        }
    }

    /** Challenges and waits for the game the game context created; returns the challenge. */
    JsonNode challenge(String ladder, String challenger, String defender) throws Exception {
        String id = ok(api.post("/api/ladders/" + ladder + "/challenges", challenger,
                "{\"defender\":\"" + defender + "\"}"), 201).path("challengeId").asString();
        await().atMost(WAIT).until(() -> challenge(ladder, id).path("status").asString().equals("PLAYING"));
        return challenge(ladder, id);
    }

    JsonNode challenge(String ladder, String challengeId) throws Exception {
        return json(api.get("/api/ladders/" + ladder + "/challenges/" + challengeId));
    }

    JsonNode game(String gameId) throws Exception {
        return json(api.get("/api/games/" + gameId));
    }

    String black(String gameId) throws Exception {
        return game(gameId).path("black").path("userId").asString();
    }

    String white(String gameId) throws Exception {
        return game(gameId).path("white").path("userId").asString();
    }

    /** Plays these points alternately, Black first. */
    void moves(String gameId, String... points) throws Exception {
        String black = black(gameId);
        String white = white(gameId);
        for (int i = 0; i < points.length; i++) {
            ok(api.post("/api/games/" + gameId + "/moves", i % 2 == 0 ? black : white,
                    "{\"point\":\"" + points[i] + "\"}"), 200);
        }
    }

    void act(String gameId, String user, String action, String body) throws Exception {
        ok(api.post("/api/games/" + gameId + "/" + action, user, body), 200);
    }

    List<String> standings(String ladder) throws Exception {
        return standings(ladder, null);
    }

    List<String> standings(String ladder, String at) throws Exception {
        JsonNode s = json(api.get("/api/ladders/" + ladder + "/standings" + (at == null ? "" : "?at=" + at)));
        List<String> users = new ArrayList<>();
        s.path("rungs").forEach(r -> users.add(r.path("userId").asString()));
        return users;
    }

    void awaitStandings(String ladder, String... expected) {
        await().atMost(WAIT).untilAsserted(() -> assertThat(standings(ladder)).containsExactly(expected));
    }

    /** Waits until the ladder recorded the challenge's result; returns the challenge. */
    JsonNode awaitFinished(String ladder, JsonNode challenge) throws Exception {
        String id = challenge.path("challengeId").asString();
        await().atMost(WAIT).until(() -> challenge(ladder, id).path("status").asString().equals("FINISHED"));
        return challenge(ladder, id);
    }
}
