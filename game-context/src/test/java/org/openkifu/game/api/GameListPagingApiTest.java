package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import tools.jackson.databind.JsonNode;

/**
 * Issue 19, bounded reads: the game lists and a player's invitations page with the platform's cursor
 * ({@code X-Next-Cursor}, {@code limit} 1..200): a walk sees every item once in the list's own order, the game lists
 * keep {@code offset} for older clients and say the cursor in the body too, and bad parameters are refused.
 */
class GameListPagingApiTest extends GameApiTestSupport {

    private static final Duration WAIT = Duration.ofSeconds(30);

    @Test
    void theGameListWalksWithACursorAndKeepsItsOffset() throws Exception {
        String fay = user("fay");
        String gus = user("gus");
        List<String> created = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            created.add(create(fay, gus));
        }
        String path = "/api/players/" + fay + "/games";
        // the projection writes each new game's summary more than once: wait until it holds still (two equal reads
        // with all five), so the walk below reads the same list as this one
        JsonNode whole = awaitSettled(path + "?limit=200",
                list -> list.path("total").asInt() == 5 && ids(list).size() == 5).json;
        List<String> order = ids(whole);
        assertThat(order).containsExactlyInAnyOrderElementsOf(created);
        assertThat(whole.path("nextCursor").isNull()).as("one page holds them all").isTrue();

        List<String> walked = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            HttpResponse<String> r = api().get(path + "?limit=2" + (cursor == null ? "" : "&cursor=" + cursor));
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            JsonNode page = ApiClient.json(r);
            walked.addAll(ids(page));
            assertThat(page.path("total").asInt()).isEqualTo(5);
            cursor = r.headers().firstValue("X-Next-Cursor").orElse(null);
            assertThat(page.path("nextCursor").isNull() ? null : page.path("nextCursor").asString())
                    .as("the body says the header's cursor").isEqualTo(cursor);
            pages++;
        } while (cursor != null);
        assertThat(walked).containsExactlyElementsOf(order);
        assertThat(pages).isEqualTo(3);

        // an older client's offset works as before, and its answer carries a cursor to go on with
        HttpResponse<String> byOffset = api().get("/api/games?player=" + fay + "&limit=2&offset=2");
        assertThat(ids(ApiClient.json(byOffset))).containsExactlyElementsOf(order.subList(2, 4));
        String next = byOffset.headers().firstValue("X-Next-Cursor").orElseThrow();
        assertThat(byOffset.headers().firstValue("Link").orElseThrow()).contains("cursor=" + next)
                .doesNotContain("offset=");
        assertThat(ids(ApiClient.json(api().get("/api/games?player=" + fay + "&limit=2&cursor=" + next))))
                .containsExactlyElementsOf(order.subList(4, 5));

        assertThat(api().get(path + "?limit=200").statusCode()).as("the paging's maximum").isEqualTo(200);
        problem(api().get(path + "?limit=201"), "PARAMETER_INVALID");
        problem(api().get(path + "?limit=0"), "PARAMETER_INVALID");
        problem(api().get(path + "?cursor=not-one-of-ours"), "CURSOR_INVALID");
        problem(api().get(path + "?offset=1&cursor=" + next), "PARAMETER_INVALID");
    }

    @Test
    void invitationsInAndOutWalkWithACursor() throws Exception {
        String ivy = user("ivy");
        String jon = user("jon");
        api().token(ivy);
        api().token(jon);
        List<String> sent = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            HttpResponse<String> r = api().post("/api/invitations", ivy,
                    "{\"invitee\":\"" + jon + "\",\"size\":9,\"rules\":\"japanese\"}");
            assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
            sent.add(ApiClient.json(r).path("invitationId").asString());
        }
        for (String[] box : new String[][] {{ivy, "out"}, {jon, "in"}}) {
            String path = "/api/invitations?box=" + box[1];
            JsonNode whole = awaitList(box[0], path + "&limit=200", list -> list.size() == 5).json;
            List<String> order = invitationIds(whole);
            assertThat(order).containsExactlyInAnyOrderElementsOf(sent);
            List<String> walked = walk(box[0], path + "&limit=2", GameListPagingApiTest::invitationIds);
            assertThat(walked).as(box[1]).containsExactlyElementsOf(order);
            problem(api().get(path + "&limit=0", box[0]), "PARAMETER_INVALID");
            problem(api().get(path + "&cursor=x", box[0]), "CURSOR_INVALID");
        }
        assertThat(ApiClient.json(api().get("/api/invitations?box=in", ivy))).as("ivy received none").isEmpty();
    }

    private List<String> walk(String user, String path, Function<JsonNode, List<String>> ids) throws Exception {
        List<String> walked = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            HttpResponse<String> r = api().get(path + (cursor == null ? "" : "&cursor=" + cursor), user);
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            List<String> page = ids.apply(ApiClient.json(r));
            assertThat(page.size()).isBetween(1, 2);
            walked.addAll(page);
            cursor = r.headers().firstValue("X-Next-Cursor").orElse(null);
            assertThat(++pages).isLessThanOrEqualTo(3);
        } while (cursor != null);
        return walked;
    }

    private record Answer(JsonNode json) {
    }

    private Answer awaitList(String path, Predicate<JsonNode> done) throws Exception {
        return awaitList(null, path, done);
    }

    /** Polls the list (a projection, moments behind the commands) until it shows what is expected. */
    private Answer awaitList(String user, String path, Predicate<JsonNode> done) throws Exception {
        JsonNode[] list = new JsonNode[1];
        await().atMost(WAIT).until(() -> done.test(list[0] = ApiClient.json(api().get(path, user))));
        return new Answer(list[0]);
    }

    private Answer awaitSettled(String path, Predicate<JsonNode> done) throws Exception {
        JsonNode[] last = new JsonNode[1];
        await().atMost(WAIT).until(() -> {
            JsonNode now = ApiClient.json(api().get(path, null));
            boolean settled = done.test(now) && now.equals(last[0]);
            last[0] = now;
            return settled;
        });
        return new Answer(last[0]);
    }

    private static List<String> ids(JsonNode list) {
        List<String> ids = new ArrayList<>();
        list.path("games").forEach(g -> ids.add(g.path("gameId").asString()));
        return ids;
    }

    private static List<String> invitationIds(JsonNode rows) {
        List<String> ids = new ArrayList<>();
        rows.forEach(r -> ids.add(r.path("invitationId").asString()));
        return ids;
    }

    private String create(String black, String white) throws Exception {
        String body = "{\"black\":{\"userId\":\"" + black + "\"},\"white\":{\"userId\":\"" + white
                + "\"},\"size\":9,\"rules\":\"japanese\"}";
        HttpResponse<String> created = api().post("/api/games", ApiClient.ADMIN,
                GameApiTestSupport.registerPlayers(api(), body));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return ApiClient.json(created).path("gameId").asString();
    }

    private static void problem(HttpResponse<String> response, String code) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        assertThat(ApiClient.json(response).path("code").asString()).isEqualTo(code);
    }

    private static String user(String name) {
        return name + "-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
