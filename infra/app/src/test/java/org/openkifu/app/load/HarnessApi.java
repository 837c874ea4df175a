package org.openkifu.app.load;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Executors;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The public HTTP API as the harness's players use it: accounts, bearer tokens, invitations, moves. Nothing here
 * knows the server's internals; a player is a name, a password and a token.
 */
final class HarnessApi {

    static final JsonMapper JSON = JsonMapper.builder().build();

    /** The answer to one request: status, body, and when the client had it (System.nanoTime). */
    record Answer(int status, String body, long receivedNanos) {
        boolean ok() {
            return status / 100 == 2;
        }

        JsonNode json() {
            return JSON.readTree(body);
        }
    }

    private final String base;
    private final HttpClient http;

    HarnessApi(String base, int threads) {
        this.base = base;
        // HTTP/1.1 over a pool of kept-alive connections, like most API clients; one executor thread per client
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .executor(Executors.newFixedThreadPool(Math.max(2, threads), daemon()))
                .build();
    }

    private static java.util.concurrent.ThreadFactory daemon() {
        return r -> {
            Thread t = new Thread(r, "harness-http");
            t.setDaemon(true);
            return t;
        };
    }

    /** Registers the account (409 when it exists is fine) and returns a fresh bearer token. */
    String signUp(String user, String password) throws IOException, InterruptedException {
        String credentials = JSON.writeValueAsString(Map.of("username", user, "password", password));
        Answer registered = post("/api/accounts", null, credentials);
        if (registered.status() != 201 && registered.status() != 409) {
            throw new IllegalStateException("registering " + user + ": " + registered.status() + " " + registered.body());
        }
        return signIn(user, password);
    }

    String signIn(String user, String password) throws IOException, InterruptedException {
        String credentials = JSON.writeValueAsString(Map.of("username", user, "password", password));
        Answer issued = post("/api/tokens", null, credentials);
        if (issued.status() != 201) {
            throw new IllegalStateException("signing in " + user + ": " + issued.status() + " " + issued.body());
        }
        return issued.json().path("token").asString();
    }

    /**
     * A game between two players by invitation and acceptance (what the game needs since creation asks both
     * players' consent): the inviter plays Black. Returns the game id.
     */
    String newGame(String inviterToken, String invitee, String inviteeToken, int size, String timeControlJson)
            throws IOException, InterruptedException {
        String body = "{\"invitee\":\"" + invitee + "\",\"size\":" + size
                + ",\"rules\":\"japanese\",\"komi\":6.5,\"gameType\":\"HO_SUN\",\"colour\":\"BLACK\""
                + (timeControlJson == null ? "" : ",\"timeControl\":" + timeControlJson) + "}";
        Answer invited = post("/api/invitations", inviterToken, body);
        if (invited.status() != 201) {
            throw new IllegalStateException("inviting " + invitee + ": " + invited.status() + " " + invited.body());
        }
        String invitation = invited.json().path("invitationId").asString();
        Answer accepted = post("/api/invitations/" + invitation + "/accept", inviteeToken, null);
        if (!accepted.ok()) {
            throw new IllegalStateException("accepting " + invitation + ": " + accepted.status() + " " + accepted.body());
        }
        return accepted.json().path("gameId").asString();
    }

    Answer move(String token, String gameId, String point) throws IOException, InterruptedException {
        return post("/api/games/" + gameId + "/moves", token, "{\"point\":\"" + point + "\"}");
    }

    Answer resign(String token, String gameId) throws IOException, InterruptedException {
        return post("/api/games/" + gameId + "/resign", token, null);
    }

    Answer post(String path, String token, String json) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60))
                .POST(json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        return send(request, token);
    }

    Answer get(String path, String token) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60)).GET(), token);
    }

    /** An anonymous GET with the answer's headers (the paging cursor). */
    HttpResponse<String> getWithHeaders(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    Answer send(HttpRequest.Builder request, String token) throws IOException, InterruptedException {
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(response.statusCode(), response.body(), System.nanoTime());
    }

    /** GTP name of column x (0-based from the left): A..T without I. */
    static String column(int x) {
        return String.valueOf("ABCDEFGHJKLMNOPQRST".charAt(x));
    }
}
