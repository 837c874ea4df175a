package org.openkifu.infra.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.testapp.LimitsController;
import org.openkifu.infra.testapp.TestApplication;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * The platform's edge: text limits ({@code openkifu.limits.*}) refuse before the controller runs, JSON bodies have
 * their own size cap, and every error the servlet container produces for an /api address is problem+json with a
 * stable code, while pages keep HTML. Raw sockets where the JDK client would normalise or refuse the URL.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class ApiEdgeLimitsTest {

    private static final String USER = "edge-user";
    private static final String PATH = "/api/test-limits/t1";

    @DynamicPropertySource
    static void dataDir(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-edge");
        registry.add("openkifu.data-dir", dir::toString);
    }

    @LocalServerPort
    int port;
    @Autowired
    LimitsController controller;

    @Test
    void eachLimitedFieldIsRefusedWithItsCodeBeforeTheControllerRuns() throws Exception {
        ApiClient api = new ApiClient(port);
        api.token(USER);
        int before = controller.lookups();

        refused(api, entry("name", "n".repeat(81)), 400, "FIELD_TOO_LONG", "name");
        refused(api, entry("name", "line one\\nline two"), 400, "INVALID_CHARACTERS", "name");
        refused(api, entry("location", "Paris\\u2028; EV[forged]"), 400, "INVALID_CHARACTERS", "location");
        refused(api, entry("location", "l".repeat(81)), 400, "FIELD_TOO_LONG", "location");
        refused(api, entry("club", "Amstd"), 400, "FIELD_TOO_LONG", "club");
        refused(api, entry("country", "Netherlands"), 400, "INVALID_COUNTRY", "country");
        refused(api, entry("country", "XX"), 400, "INVALID_COUNTRY", "country");
        refused(api, entry("message", "m".repeat(2001)), 400, "FIELD_TOO_LONG", "message");
        refused(api, entry("player", "p".repeat(65)), 400, "FIELD_TOO_LONG", "player");
        refused(api, entry("player", "no such/name"), 422, "UNKNOWN_PLAYER", "player");
        // a field without a limit of its own still has the generic one (every string of every body)
        HttpResponse<String> other = api.post(PATH, USER, entry("other", "o".repeat(4001)));
        assertThat(other.statusCode()).isEqualTo(400);
        assertThat(ApiClient.json(other).path("code").asString()).isEqualTo("FIELD_TOO_LONG");
        assertThat(ApiClient.json(other).path("detail").asString()).contains("'other'").contains("4000");

        assertThat(controller.lookups()).as("no refused request reached the controller").isEqualTo(before);

        HttpResponse<String> fine = api.post(PATH, USER, "{\"name\":\"" + "n".repeat(80) + "\",\"location\":\"Den Haag\","
                + "\"club\":\"Amst\",\"country\":\"nl\",\"message\":\"two\\nlines\",\"player\":\"" + USER
                + "\",\"other\":\"" + "o".repeat(4000) + "\"}");
        assertThat(fine.statusCode()).as(fine.body()).isEqualTo(200);
        assertThat(ApiClient.json(fine).path("playerExists").asBoolean()).isTrue();
        assertThat(controller.lookups()).isEqualTo(before + 1);
    }

    @Test
    void pathVariablesAndQueryParametersAreBounded() throws Exception {
        ApiClient api = new ApiClient(port);
        int before = controller.lookups();
        HttpResponse<String> longId = api.get("/api/test-limits/" + "i".repeat(257));
        assertProblem(longId, 400, "FIELD_TOO_LONG");
        assertThat(ApiClient.json(longId).path("field").asString()).isEqualTo("id");
        HttpResponse<String> longQuery = api.get("/api/test-limits/t1?q=" + "q".repeat(257));
        assertProblem(longQuery, 400, "FIELD_TOO_LONG");
        assertThat(ApiClient.json(longQuery).path("field").asString()).isEqualTo("q");
        assertThat(controller.lookups()).isEqualTo(before);

        assertThat(api.get("/api/test-limits/" + "i".repeat(256) + "?q=" + "q".repeat(256)).statusCode())
                .isEqualTo(200);
    }

    @Test
    void aJsonBodyOverItsCapIs413WhileOtherBodiesHaveTheGeneralCap() throws Exception {
        String token = new ApiClient(port).token(USER);
        int mib = 1024 * 1024;
        String declared = raw("POST " + PATH + " HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + token
                + "\r\nContent-Type: application/json\r\nContent-Length: " + (mib + 1) + "\r\n\r\n{\"name\":", null);
        assertThat(declared).startsWith("HTTP/1.1 413").contains("application/problem+json")
                .contains("\"code\":\"REQUEST_TOO_LARGE\"").contains("1048576");

        byte[] chunk = "x".repeat(64 * 1024).getBytes(StandardCharsets.US_ASCII);
        String chunked = raw("POST " + PATH + " HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + token
                + "\r\nContent-Type: application/json; charset=utf-8\r\nTransfer-Encoding: chunked\r\n\r\n",
                RawHttp.chunks(chunk, mib / chunk.length + 1));
        assertThat(chunked).startsWith("HTTP/1.1 413").contains("\"code\":\"REQUEST_TOO_LARGE\"");

        // 2 MiB of SGF (the import's own limit is per record) is not held to the JSON cap
        ApiClient api = new ApiClient(port);
        HttpResponse<String> sgf = api.send(HttpRequest.newBuilder(api.uri(PATH))
                .header("Content-Type", "application/x-go-sgf")
                .POST(HttpRequest.BodyPublishers.ofString("(;" + "C[x]".repeat(mib / 2) + ")")), USER);
        assertProblem(sgf, 415, "UNSUPPORTED_MEDIA_TYPE");
    }

    @Test
    void errorsOfTheContainerAreProblemsUnderApiAndHtmlOnPages() throws Exception {
        // refused by Tomcat before the application: '..' and '/' encoded, a bad percent-encoding
        for (String path : new String[] {"/api/tournaments/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
                "/api/test-limits/a%2Fb", "/api/test-limits/a%zz"}) {
            String answer = raw("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n"
                    + "Connection: close\r\n\r\n", null);
            assertThat(answer).as(path).startsWith("HTTP/1.1 400").contains("Content-Type: application/problem+json")
                    .contains("\"code\":\"BAD_REQUEST\"").doesNotContainIgnoringCase("tomcat")
                    .doesNotContain("<html");
        }
        // refused by Spring Security's firewall (a path parameter, an encoded percent)
        for (String path : new String[] {"/api/test-limits/t1;x=y", "/api/test-limits/a%252e"}) {
            String answer = raw("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", null);
            assertThat(answer).as(path).startsWith("HTTP/1.1 400")
                    .contains("Content-Type: application/problem+json").contains("\"code\":\"REQUEST_REJECTED\"");
        }
        // an unknown API address, even asked for as a page
        String unknown = raw("GET /api/no-such-thing HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n"
                + "Connection: close\r\n\r\n", null);
        assertThat(unknown).startsWith("HTTP/1.1 404").contains("application/problem+json")
                .contains("\"code\":\"NOT_FOUND\"");
        // pages keep HTML
        String page = raw("GET /no-such-page%2Fx HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n"
                + "Connection: close\r\n\r\n", null);
        assertThat(page).startsWith("HTTP/1.1 400").contains("text/html").doesNotContain("problem+json");
    }

    private static String entry(String field, String value) {
        return "{\"" + field + "\":\"" + value + "\"}";
    }

    private static void refused(ApiClient api, String body, int status, String code, String field) throws Exception {
        HttpResponse<String> response = api.post(PATH, USER, body);
        assertProblem(response, status, code);
        assertThat(ApiClient.json(response).path("field").asString()).isEqualTo(field);
    }

    private static void assertProblem(HttpResponse<String> response, int status, String code) throws Exception {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        JsonNode problem = ApiClient.json(response);
        assertThat(problem.path("code").asString()).isEqualTo(code);
    }

    private String raw(String head, RawHttp.BodyWriter body) throws IOException {
        return RawHttp.exchange(port, head, body);
    }
}
