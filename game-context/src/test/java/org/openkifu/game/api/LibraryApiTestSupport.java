package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import tools.jackson.databind.JsonNode;

/**
 * Helpers of the library's API tests (games played and records imported through the API, facts searches). Adds no
 * configuration: the tests share {@link GameApiTestSupport}'s one Spring context.
 */
abstract class LibraryApiTestSupport extends GameApiTestSupport {

    static final Duration WAIT = Duration.ofSeconds(30);
    static final String SGF = "application/x-go-sgf";

    /** Creates a game, plays {@code moves} alternately from Black, and resigns as {@code resigner} unless null. */
    String game(String black, String blackRank, String white, String whiteRank, int size, List<String> moves,
                        String resigner) throws Exception {
        String id = create("""
                {"black":{"userId":"%s","rank":"%s"},"white":{"userId":"%s","rank":"%s"},"size":%d,"rules":"japanese",\
                "komi":6.5}""".formatted(black, blackRank, white, whiteRank, size));
        for (int i = 0; i < moves.size(); i++) {
            play(id, i % 2 == 0 ? black : white, moves.get(i));
        }
        if (resigner != null) {
            assertThat(api().post("/api/games/" + id + "/resign", resigner, "").statusCode()).isEqualTo(200);
        }
        return id;
    }

    String importRecord(String user, String sgf) throws Exception {
        HttpResponse<String> r = api().send(HttpRequest.newBuilder(api().uri("/api/games/import"))
                .header("Content-Type", SGF).POST(HttpRequest.BodyPublishers.ofString(sgf)), user);
        assertThat(r.statusCode()).as(r.body()).isIn(200, 201);
        return json(r).path("gameId").asString();
    }

    JsonNode search(String query) throws Exception {
        HttpResponse<String> r = api().get("/api/library/games?" + encodeValues(query));
        assertThat(r.statusCode()).as(query + ": " + r.body()).isEqualTo(200);
        return json(r);
    }

    JsonNode awaitSearch(String query, Predicate<JsonNode> done) {
        return await().atMost(WAIT).until(() -> search(query), done);
    }

    static List<String> ids(JsonNode page) {
        List<String> ids = new ArrayList<>();
        page.path("games").forEach(g -> ids.add(g.path("gameId").asString()));
        return ids;
    }

    /** Encodes each parameter's value (spaces, commas), leaving the query's own separators. */
    static String encodeValues(String query) {
        List<String> parts = new ArrayList<>();
        for (String p : query.split("&")) {
            int eq = p.indexOf('=');
            String value = p.substring(eq + 1);
            parts.add(p.substring(0, eq + 1) + (value.contains("%") ? value : enc(value)));
        }
        return String.join("&", parts);
    }

    static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

}
