package org.openkifu.app.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.platform.RawHttp;

/** Oversized and malformed requests are refused with a 4xx problem, never a 5xx, and never show internals. */
class RequestLimitsTest extends SecurityHttpTest {

    private static final int CAP = 4 * 1024 * 1024;
    private final List<HttpResponse<String>> answers = new ArrayList<>();

    @Test
    void aBodyOverTheCapIsRefusedWith413BeforeAnythingReadsIt() throws Exception {
        String token = api().token("limits-user");
        String declared = rawRequest("POST /api/games HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + token
                + "\r\nContent-Type: application/json\r\nContent-Length: " + (CAP + 1) + "\r\n\r\n{\"black\":", null);
        assertThat(declared).startsWith("HTTP/1.1 413").contains("application/problem+json")
                .contains("\"code\":\"REQUEST_TOO_LARGE\"");

        byte[] chunk = "x".repeat(64 * 1024).getBytes(StandardCharsets.US_ASCII);
        String chunked = rawRequest("POST /api/games HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + token
                + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
                RawHttp.chunks(chunk, CAP / chunk.length + 2));
        assertThat(chunked).startsWith("HTTP/1.1 413").contains("\"code\":\"REQUEST_TOO_LARGE\"");

        // anonymous and oversized: refused for its size first, no account involved
        String anonymous = rawRequest("POST /api/accounts HTTP/1.1\r\nHost: localhost\r\n"
                + "Content-Type: application/json\r\nContent-Length: " + (10 * CAP) + "\r\n\r\n{", null);
        assertThat(anonymous).startsWith("HTTP/1.1 413");
    }

    @Test
    void aSmallChunkedBodyStillReachesTheEndpoint() throws Exception {
        api().token("limits-chunked");
        api().token("limits-friend");
        String token = api().token(ApiClient.ADMIN);
        String body = "{\"black\":{\"userId\":\"limits-chunked\"},\"white\":{\"userId\":\"limits-friend\"},\"size\":9}";
        String answer = rawRequest("POST /api/games HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + token
                + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n", RawHttp.chunks(body.getBytes(StandardCharsets.UTF_8), 1));
        assertThat(answer).startsWith("HTTP/1.1 201");
    }

    @Test
    void malformedBodiesAreClientErrorsWithoutInternals() throws Exception {
        ApiClient api = api();
        String user = "limits-malformed";
        String game = newGame(api, user, "limits-other");
        String moves = "/api/games/" + game + "/moves";
        check(api.post(moves, user, "{\"point\":"), 400, "MALFORMED_REQUEST_BODY");
        check(api.post(moves, user, "[1,2,3]"), 400, "MALFORMED_REQUEST_BODY");
        check(api.post(moves, user, "{\"point\":{\"x\":[]}}"), 400, "MALFORMED_REQUEST_BODY");
        check(api.post(moves, user, "[".repeat(5000) + "]".repeat(5000)), 400, "MALFORMED_REQUEST_BODY");
        check(api.post("/api/games", user, "{\"black\":{\"userId\":\"" + user + "\"},\"size\":\"big\"}"), 400,
                "MALFORMED_REQUEST_BODY");
        check(api.post("/api/accounts", null, "\u0000\u0001"), 400, "MALFORMED_REQUEST_BODY");
        check(api.post("/api/tokens", null, ""), 400, "MALFORMED_REQUEST_BODY");
        check(api.send(HttpRequest.newBuilder(api.uri(moves)).header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString("D4")), user), 415, "UNSUPPORTED_MEDIA_TYPE");
        check(api.send(HttpRequest.newBuilder(api.uri("/api/no-such-thing")).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{}")), user), 404, "NOT_FOUND");
        check(api.send(HttpRequest.newBuilder(api.uri(moves)).header("Content-Type", "application/json")
                .method("PATCH", HttpRequest.BodyPublishers.ofString("{}")), user), 405, "METHOD_NOT_ALLOWED");

        for (HttpResponse<String> answer : answers) {
            assertThat(answer.body()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("org.openkifu")
                    .doesNotContain("trace");
        }
    }

    @Test
    void anOversizedFormIsAClientError() throws Exception {
        String huge = "username=formuser&password=" + "p".repeat(100 * 1024);
        HttpResponse<String> response = java.net.http.HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(api().uri("/signup")).header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString(huge)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isBetween(400, 499);
        assertThat(response.body()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    private void check(HttpResponse<String> response, int status, String code) {
        assertProblem(response, status, code);
        answers.add(response);
    }

    private String rawRequest(String head, RawHttp.BodyWriter body) throws IOException {
        return RawHttp.exchange(port, head, body);
    }
}
