package org.openkifu.infra.platform;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The HTTP client every API test uses. How a request says who is acting lives only in {@link #actAs}: it signs in as
 * that user with a bearer token (registering the account with {@link #passwordOf} on first use), so tests name users
 * and never handle credentials. Tokens are cached per server port and user.
 */
public final class ApiClient {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** The administrator the test profile configures (openkifu.security.admin.* in application-test.properties). */
    public static final String ADMIN = "admin";
    private static final Map<String, String> TOKENS = new ConcurrentHashMap<>();

    private final HttpClient http = HttpClient.newHttpClient();
    private final int port;

    public ApiClient(int port) {
        this.port = port;
    }

    /** POST a JSON body as {@code user} (null: anonymous). */
    public HttpResponse<String> post(String path, String user, String body) throws Exception {
        return post(path, user, body, null);
    }

    public HttpResponse<String> post(String path, String user, String body, String idempotencyKey) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body == null ? "" : body));
        if (idempotencyKey != null) {
            request.header("Idempotency-Key", idempotencyKey);
        }
        return send(request, user);
    }

    public HttpResponse<String> get(String path) throws Exception {
        return get(path, null);
    }

    public HttpResponse<String> get(String path, String user) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).GET(), user);
    }

    /** Any other request (PUT, DELETE, other content types) as {@code user}. */
    public HttpResponse<String> send(HttpRequest.Builder request, String user) throws Exception {
        if (user == null) {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        }
        actAs(request, user);
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() == 401 && response.body().contains("TOKEN_INVALID")) {
            // a cached token of an earlier server on the same port, or revoked by the test: sign in again once
            TOKENS.remove(key(user));
            actAs(request, user);
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        }
        return response;
    }

    /** Marks the request as made by {@code user}: a bearer token of that user's account. */
    public void actAs(HttpRequest.Builder request, String user) {
        request.setHeader("Authorization", "Bearer " + token(user));
    }

    /** A live API token of {@code user}, registering the account on first use. */
    public String token(String user) {
        return TOKENS.computeIfAbsent(key(user), k -> signIn(user));
    }

    /** Forgets the cached token of {@code user} (after a test revoked it or changed the password). */
    public void forget(String user) {
        TOKENS.remove(key(user));
    }

    /** The password of every test account (the test profile gives {@link #ADMIN} the same rule). */
    public static String passwordOf(String user) {
        return user + "-pass-123";
    }

    /** Gives {@code user} exactly these roles (player is always kept), as the administrator. */
    public void grantRoles(String user, String... roles) throws Exception {
        token(user);
        String body = JSON.writeValueAsString(Map.of("roles", java.util.List.of(roles)));
        HttpResponse<String> response = send(HttpRequest.newBuilder(uri("/api/accounts/" + user + "/roles"))
                .header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(body)), ADMIN);
        if (response.statusCode() != 200) {
            throw new IllegalStateException("granting " + String.join(",", roles) + " to " + user + ": "
                    + response.statusCode() + " " + response.body());
        }
    }

    private String signIn(String user) {
        try {
            String credentials = JSON.writeValueAsString(Map.of("username", user, "password", passwordOf(user)));
            HttpResponse<String> registered = http.send(HttpRequest.newBuilder(uri("/api/accounts"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(credentials)).build(), HttpResponse.BodyHandlers.ofString());
            if (registered.statusCode() != 201 && registered.statusCode() != 409) {
                throw new IllegalStateException("registering " + user + ": " + registered.statusCode() + " "
                        + registered.body());
            }
            HttpResponse<String> issued = http.send(HttpRequest.newBuilder(uri("/api/tokens"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(credentials)).build(), HttpResponse.BodyHandlers.ofString());
            if (issued.statusCode() != 201) {
                throw new IllegalStateException("signing in " + user + ": " + issued.statusCode() + " " + issued.body());
            }
            return json(issued).path("token").asString();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private String key(String user) {
        return port + "/" + user;
    }

    public URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    public static JsonNode json(HttpResponse<String> response) {
        return JSON.readTree(response.body());
    }
}
