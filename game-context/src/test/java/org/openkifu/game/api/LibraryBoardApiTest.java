package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Issue 21, the position and pattern searches through the API over games played through it, with the facts filters
 * narrowing them (docs/library.md). Needs the board search's {@code BoardIndex} bean (the library-board work): run
 * after both are merged. Points are SGF-oriented {x, y} from the top left; on 9x9, GTP C3 is (2,6), G7 (6,2), E5 (4,4).
 */
class LibraryBoardApiTest extends GameApiTestSupport {

    private static final Duration WAIT = Duration.ofSeconds(30);

    @Test
    void aFinishedGameIsFoundByPositionWithinASecondWithItsContinuation() throws Exception {
        String u = UUID.randomUUID().toString().substring(0, 8);
        String kim = "kim-" + u;
        String lee = "lee-" + u;
        String id = game(kim, lee, List.of("C3", "G7", "E5"));
        String position = """
                {"size":9,"black":[{"x":2,"y":6}],"white":[{"x":6,"y":2}],"swapColours":false,
                 "filters":{"player":"%s"}}""".formatted(kim);
        JsonNode live = ok("/api/library/positions", position);
        assertThat(live.path("total").asInt()).as("a live game is not searched by position").isZero();

        assertThat(api().post("/api/games/" + id + "/resign", lee, "").statusCode()).isEqualTo(200);
        JsonNode found = await().atMost(Duration.ofSeconds(1)).pollInterval(Duration.ofMillis(20))
                .until(() -> ok("/api/library/positions", position), a -> a.path("total").asInt() == 1);
        JsonNode hit = found.path("hits").get(0);
        assertThat(hit.path("gameId").asString()).isEqualTo(id);
        assertThat(hit.path("moveNumber").asInt()).as("the board after move 2").isEqualTo(2);
        assertThat(hit.path("swapped").asBoolean()).isFalse();
        assertThat(hit.path("game").path("result").asString()).isEqualTo("B+R");
        JsonNode next = found.path("continuations").get(0);
        assertThat(next.path("label").asString()).isEqualTo("A");
        assertThat(next.path("point").path("x").asInt()).isEqualTo(4);
        assertThat(next.path("point").path("y").asInt()).isEqualTo(4);
        assertThat(next.path("colour").asString()).isEqualTo("BLACK");
        assertThat(next.path("count").asInt()).isEqualTo(1);
        assertThat(next.path("blackWins").asInt()).isEqualTo(1);
        assertThat(next.path("blackWinPercent").asDouble()).isEqualTo(100.0);

        // the mirror image (left-right) is the same position under a symmetry
        JsonNode mirrored = ok("/api/library/positions", """
                {"size":9,"black":[{"x":6,"y":6}],"white":[{"x":2,"y":2}],"swapColours":false,
                 "filters":{"player":"%s"}}""".formatted(kim));
        assertThat(mirrored.path("total").asInt()).isEqualTo(1);
        assertThat(mirrored.path("hits").get(0).path("moveNumber").asInt()).isEqualTo(2);
        assertThat(mirrored.path("hits").get(0).path("symmetry").asString()).isNotEqualTo("identity");

        // the facts narrow the board search
        assertThat(ok("/api/library/positions", position.replace("\"player\":\"" + kim + "\"",
                "\"player\":\"" + kim + "\",\"winner\":\"white\"")).path("total").asInt()).isZero();
    }

    @Test
    void aCornerPatternIsFoundAtItsPlaceAndAnywhere() throws Exception {
        String u = UUID.randomUUID().toString().substring(0, 8);
        String mia = "mia-" + u;
        String ned = "ned-" + u;
        String id = game(mia, ned, List.of("C3", "G7", "E5"));
        api().post("/api/games/" + id + "/resign", ned, "");
        String fixed = """
                {"size":9,"rows":["..X","...","..."],"column":0,"row":6,"swapColours":false,
                 "filters":{"player":"%s"}}""".formatted(mia);
        JsonNode atPlace = await().atMost(WAIT).until(() -> ok("/api/library/patterns", fixed),
                a -> a.path("total").asInt() == 1);
        assertThat(atPlace.path("hits").get(0).path("moveNumber").asInt()).as("C3 is move 1").isEqualTo(1);
        // no later move in the corner: the only continuation is tenuki
        JsonNode tenuki = atPlace.path("continuations").get(0);
        assertThat(tenuki.path("point").isNull() || tenuki.path("point").isMissingNode()).isTrue();
        assertThat(tenuki.path("count").asInt()).isEqualTo(1);

        JsonNode anywhere = ok("/api/library/patterns", """
                {"size":9,"rows":["..X","...","..."],"swapColours":false,"filters":{"player":"%s"}}""".formatted(mia));
        assertThat(anywhere.path("total").asInt()).as("searched anywhere, found at least where it is").isPositive();
        assertThat(anywhere.path("hits").get(0).path("gameId").asString()).isEqualTo(id);
    }

    @Test
    void aRebuildFromTheLogGivesTheSameBoardAnswers() throws Exception {
        String u = UUID.randomUUID().toString().substring(0, 8);
        String oda = "oda-" + u;
        String pak = "pak-" + u;
        String first = game(oda, pak, List.of("C3", "G7", "E5"));
        String second = game(pak, oda, List.of("G7", "C3", "E5", "C7"));
        assertThat(api().post("/api/games/" + first + "/resign", pak, "").statusCode()).isEqualTo(200);
        assertThat(api().post("/api/games/" + second + "/resign", pak, "").statusCode()).isEqualTo(200);
        String position = """
                {"size":9,"black":[{"x":2,"y":6}],"white":[{"x":6,"y":2}],"swapColours":true,
                 "filters":{"player":"%s"}}""".formatted(oda);
        String pattern = """
                {"size":9,"rows":["..X","...","..."],"swapColours":true,"filters":{"player":"%s"}}""".formatted(oda);
        await().atMost(WAIT).until(() -> ok("/api/library/positions", position), a -> a.path("total").asInt() == 2);
        String positionsBefore = answer(ok("/api/library/positions", position));
        String patternsBefore = answer(ok("/api/library/patterns", pattern));
        assertThat(positionsBefore).contains(first, second);
        assertThat(patternsBefore).contains(first);

        HttpResponse<String> rebuild = api().post("/api/projections/library/rebuild", CAROL, "");
        assertThat(rebuild.statusCode()).as(rebuild.body()).isEqualTo(202);
        await().atMost(WAIT).untilAsserted(() -> {
            assertThat(answer(ok("/api/library/positions", position))).isEqualTo(positionsBefore);
            assertThat(answer(ok("/api/library/patterns", pattern))).isEqualTo(patternsBefore);
        });
    }

    /** A board search's answer: its total, its hits in order, its continuation statistics. */
    private static String answer(JsonNode found) {
        StringBuilder text = new StringBuilder("total " + found.path("total").asInt());
        for (JsonNode hit : found.path("hits")) {
            text.append("\nhit ").append(hit.path("gameId").asString()).append(" move ")
                    .append(hit.path("moveNumber").asInt()).append(' ').append(hit.path("symmetry").asString())
                    .append(" swapped ").append(hit.path("swapped").asBoolean());
        }
        return text.append("\ncontinuations ").append(found.path("continuations")).toString();
    }

    @Test
    void badBoardQueriesAreRefusedWithTheirCodes() throws Exception {
        refused("/api/library/patterns", """
                {"size":9,"rows":["XXXXXXXXXX"],"swapColours":false}""", "PATTERN_TOO_LARGE");
        refused("/api/library/patterns", """
                {"size":9,"rows":["**","**"],"swapColours":false}""", "PATTERN_EMPTY");
        refused("/api/library/patterns", """
                {"size":9,"rows":[],"swapColours":false}""", "PATTERN_EMPTY");
        refused("/api/library/patterns", """
                {"size":9,"rows":["X.","X"],"swapColours":false}""", "PATTERN_INVALID");
        refused("/api/library/patterns", """
                {"size":9,"rows":["X.","Q."],"swapColours":false}""", "PATTERN_INVALID");
        refused("/api/library/patterns", """
                {"size":9,"rows":["X.","O."],"column":8,"row":0,"swapColours":false}""", "PATTERN_OUTSIDE_BOARD");
        refused("/api/library/positions", """
                {"size":9,"black":[{"x":0,"y":0}],"white":[{"x":1,"y":0},{"x":0,"y":1}],"swapColours":false}""",
                "POSITION_IMPOSSIBLE");
        refused("/api/library/positions", """
                {"size":9,"black":[{"x":3,"y":3}],"white":[{"x":3,"y":3}],"swapColours":false}""", "POSITION_INVALID");
        refused("/api/library/positions", """
                {"size":9,"black":[{"x":9,"y":3}],"white":[],"swapColours":false}""", "POSITION_INVALID");
        refused("/api/library/positions", """
                {"size":1,"black":[],"white":[],"swapColours":false}""", "BOARD_SIZE_INVALID");
        refused("/api/library/positions", """
                {"size":9,"black":[{"x":3,"y":3}],"white":[],"swapColours":false,"filters":{"colour":"black"}}""",
                "UNKNOWN_FILTER");
        refused("/api/library/positions", """
                {"size":9,"black":[{"x":3,"y":3}],"white":[],"swapColours":false,"filters":{"player":"nobody"},
                 "page":2}""", "PAGE_OUT_OF_RANGE");
    }

    private String game(String black, String white, List<String> moves) throws Exception {
        String id = create("""
                {"black":{"userId":"%s"},"white":{"userId":"%s"},"size":9,"rules":"japanese","komi":6.5}"""
                .formatted(black, white));
        for (int i = 0; i < moves.size(); i++) {
            play(id, i % 2 == 0 ? black : white, moves.get(i));
        }
        return id;
    }

    private JsonNode ok(String path, String body) throws Exception {
        HttpResponse<String> r = post(path, ALICE, body, null);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return json(r);
    }

    private void refused(String path, String body, String code) throws Exception {
        assertProblem(post(path, ALICE, body, null), 400, code);
    }
}
