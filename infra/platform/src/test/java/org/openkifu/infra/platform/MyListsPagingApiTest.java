package org.openkifu.infra.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.testapp.TestApplication;
import org.openkifu.infra.testapp.TestNotices;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * Issue 19, bounded reads of a player's own lists: {@code GET /api/tokens} and {@code GET /api/me/notices} page with
 * the platform's cursor ({@code limit} 1..200, {@code X-Next-Cursor}); the notices of several sources merge into one
 * stable order (newest first, ties by id descending, untimed last: hand-ordered below), and bad parameters are refused.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class MyListsPagingApiTest {

    @DynamicPropertySource
    static void dataDir(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-my-lists");
        registry.add("openkifu.data-dir", dir::toString);
    }

    @LocalServerPort
    int port;

    @Test
    void noticesOfTwoSourcesWalkInOneOrder() throws Exception {
        ApiClient api = new ApiClient(port);
        String user = TestNotices.USER_PREFIX + "-1";
        // T: a:1 a:2 b:1 b:4; T-1s: a:3 b:2; T-2s: a:4; T-3s: b:3; no time: a:5
        List<String> expected = List.of("b:4", "b:1", "a:2", "a:1", "b:2", "a:3", "a:4", "b:3", "a:5");
        JsonNode all = ApiClient.json(ok(api.get("/api/me/notices", user)));
        assertThat(ids(all)).containsExactlyElementsOf(expected);

        List<List<String>> pages = walk(api, user, "/api/me/notices?limit=4", MyListsPagingApiTest::ids);
        assertThat(pages).containsExactly(expected.subList(0, 4), expected.subList(4, 8), expected.subList(8, 9));
        assertThat(walk(api, user, "/api/me/notices?limit=3", MyListsPagingApiTest::ids))
                .as("a last page that is exactly full has no next").hasSize(3);

        problem(api.get("/api/me/notices?limit=0", user), "PARAMETER_INVALID");
        problem(api.get("/api/me/notices?limit=201", user), "PARAMETER_INVALID");
        problem(api.get("/api/me/notices?cursor=%21%21", user), "CURSOR_INVALID");
        assertThat(ids(ApiClient.json(ok(api.get("/api/me/notices", "someone-else"))))).isEmpty();
    }

    @Test
    void tokensWalkOldestFirst() throws Exception {
        ApiClient api = new ApiClient(port);
        String user = "token-pager";
        List<String> issued = new ArrayList<>();
        api.token(user); // registers the account, with a first token
        for (int i = 0; i < 5; i++) {
            HttpResponse<String> r = api.post("/api/tokens", null, "{\"username\":\"" + user + "\",\"password\":\""
                    + ApiClient.passwordOf(user) + "\",\"label\":\"t" + i + "\"}");
            assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
            issued.add(ApiClient.json(r).path("id").asString());
        }
        JsonNode whole = ApiClient.json(ok(api.get("/api/tokens?limit=200", user)));
        assertThat(whole).hasSize(6);
        List<String> order = tokenIds(whole);
        assertThat(order.subList(1, 6)).as("oldest first: the labels t0..t4 in the order they were issued")
                .containsExactlyElementsOf(issued);

        List<List<String>> pages = walk(api, user, "/api/tokens?limit=4", MyListsPagingApiTest::tokenIds);
        assertThat(pages).containsExactly(order.subList(0, 4), order.subList(4, 6));
        problem(api.get("/api/tokens?limit=201", user), "PARAMETER_INVALID");
        problem(api.get("/api/tokens?cursor=nope", user), "CURSOR_INVALID");
    }

    private static List<List<String>> walk(ApiClient api, String user, String path,
            Function<JsonNode, List<String>> ids) throws Exception {
        List<List<String>> pages = new ArrayList<>();
        String cursor = null;
        do {
            HttpResponse<String> r = ok(api.get(path + (cursor == null ? "" : "&cursor=" + cursor), user));
            pages.add(ids.apply(ApiClient.json(r)));
            cursor = r.headers().firstValue("X-Next-Cursor").orElse(null);
            if (cursor != null) {
                assertThat(r.headers().firstValue("Link").orElseThrow()).contains("cursor=" + cursor);
            }
            assertThat(pages.size()).as("the walk ends").isLessThan(10);
        } while (cursor != null);
        return pages;
    }

    private static HttpResponse<String> ok(HttpResponse<String> r) {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return r;
    }

    private static List<String> ids(JsonNode notices) {
        List<String> ids = new ArrayList<>();
        notices.path("notices").forEach(n -> ids.add(n.path("id").asString()));
        return ids;
    }

    private static List<String> tokenIds(JsonNode tokens) {
        List<String> ids = new ArrayList<>();
        tokens.forEach(t -> ids.add(t.path("id").asString()));
        return ids;
    }

    private static void problem(HttpResponse<String> r, String code) {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        assertThat(r.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        assertThat(ApiClient.json(r).path("code").asString()).isEqualTo(code);
    }
}
