package org.openkifu.infra.platform;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The HTTP client every API test uses. How a request says who is acting lives only in {@link #actAs}, so the
 * tests follow when authentication changes.
 */
public final class ApiClient {

    private static final JsonMapper JSON = JsonMapper.builder().build();

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
        if (user != null) {
            actAs(request, user);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Marks the request as made by {@code user}. */
    public void actAs(HttpRequest.Builder request, String user) {
        request.header("X-User", user);
    }

    public URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    public static JsonNode json(HttpResponse<String> response) {
        return JSON.readTree(response.body());
    }
}
