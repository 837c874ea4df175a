package org.openkifu.app.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.openkifu.infra.platform.ApiClient;
import tools.jackson.databind.JsonNode;

/**
 * Playing tournament games the way players do, through the HTTP API of the whole application: the tournament asks
 * the game context for the games over Kafka, the players find them in the round's pairings and play them under
 * Tromp-Taylor rules on 9x9 (two passes end a game with the automatic count, so a counted game takes three
 * requests and a resignation one).
 */
public final class TournamentPlay {

    static final Duration WAIT = Duration.ofSeconds(90);

    private final ApiClient api;

    public TournamentPlay(ApiClient api) {
        this.api = api;
    }

    /** An account with this rank, signed in later by {@link ApiClient} with {@link ApiClient#passwordOf}. */
    public void account(String user, String rank) throws Exception {
        HttpResponse<String> r = api.post("/api/accounts", null, "{\"username\":\"" + user + "\",\"password\":\""
                + ApiClient.passwordOf(user) + "\",\"rank\":\"" + rank + "\"}");
        assertThat(r.statusCode()).as(r.body()).isIn(201, 409);
    }

    JsonNode ok(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isBetween(200, 202);
        return ApiClient.json(response);
    }

    public JsonNode post(String path, String user, String body) throws Exception {
        return ok(api.post(path, user, body));
    }

    public JsonNode get(String path) throws Exception {
        return ok(api.get(path));
    }

    /** Polls {@code path} until it answers 200 with what {@code until} wants. */
    public JsonNode eventually(String path, Predicate<JsonNode> until) {
        JsonNode[] last = new JsonNode[1];
        await().atMost(WAIT).pollInterval(Duration.ofMillis(250)).until(() -> {
            HttpResponse<String> r = api.get(path);
            if (r.statusCode() != 200) {
                return false;
            }
            last[0] = ApiClient.json(r);
            return until.test(last[0]);
        });
        return last[0];
    }

    /** The game, once the game context has created it from the tournament's request. */
    public JsonNode game(String gameId) {
        return eventually("/api/games/" + gameId, g -> true);
    }

    public void resign(String gameId, String loser) throws Exception {
        game(gameId);
        post("/api/games/" + gameId + "/resign", loser, "");
    }

    /** Black places one stone and both pass: the whole board is Black's area, B+74.5 with komi 6.5. */
    void blackFills(JsonNode game) throws Exception {
        moves(game, "move E5", "pass", "pass");
    }

    /** Both pass at once: White wins by the komi, W+6.5. */
    void whiteByKomi(JsonNode game) throws Exception {
        moves(game, "pass", "pass");
    }

    /** White places one stone and both pass: W+87.5 (81 points and the komi). */
    void whiteFills(JsonNode game) throws Exception {
        moves(game, "pass", "move E5", "pass", "pass");
    }

    /** The loser of {@code game} resigns. */
    public void resign(JsonNode game, String loser) throws Exception {
        resign(game.path("gameId").asString(), loser);
    }

    /** Black and White in turn: "pass" or "move D4". The game must end with the last one. */
    private void moves(JsonNode game, String... turns) throws Exception {
        String id = game.path("gameId").asString();
        game(id);
        for (int i = 0; i < turns.length; i++) {
            String player = game.path(i % 2 == 0 ? "blackUserId" : "whiteUserId").asString();
            if (turns[i].equals("pass")) {
                post("/api/games/" + id + "/pass", player, "");
            } else {
                post("/api/games/" + id + "/moves", player, "{\"point\":\"" + turns[i].substring(5) + "\"}");
            }
        }
        JsonNode ended = get("/api/games/" + id);
        assertThat(ended.path("status").asString()).as(ended.toString()).isEqualTo("ENDED");
    }

    static List<JsonNode> games(JsonNode round) {
        List<JsonNode> games = new ArrayList<>();
        round.path("boards").forEach(b -> b.path("games").forEach(games::add));
        return games;
    }

    /** The round has {@code boards} boards, each with at least {@code games} games requested. */
    public static boolean complete(JsonNode round, int boards, int games) {
        if (round.path("boards").size() != boards) {
            return false;
        }
        for (JsonNode b : round.path("boards")) {
            if (b.path("games").size() < games) {
                return false;
            }
        }
        return true;
    }

    public static JsonNode board(JsonNode round, String bracketMatch) {
        for (JsonNode b : round.path("boards")) {
            if (bracketMatch.equals(b.path("bracketMatch").asString())) {
                return b;
            }
        }
        throw new AssertionError("no board " + bracketMatch + " in " + round);
    }
}
