package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Issue 21, the library's facts search over games played through the API and imported SGF records: combined
 * filters, sort and paging, the refusals' codes, a finished game found within a second, and a rebuild's same answers
 * (docs/library.md). Corpora and exports: {@link LibraryCorpusApiTest}.
 */
class LibraryFactsApiTest extends LibraryApiTestSupport {


    @Test
    void factsSearchCombinesFiltersSortsAndPages() throws Exception {
        String u = UUID.randomUUID().toString().substring(0, 8);
        String kim = "kim-" + u;
        String lee = "lee-" + u;
        String won = game(kim, "2d", lee, "1d", 9, List.of("C3", "G7", "E5"), lee);        // B+R, 3 moves
        String lost = game(kim, "2d", lee, "1d", 9, List.of("C3", "G7", "E5", "D4", "F6"), kim); // W+R, 5 moves
        String live = game(lee, "1d", kim, "2d", 13, List.of("D4"), null);                 // lee is Black, playing
        String shusaku = importRecord("analyst-" + u, "(;GM[1]FF[4]SZ[19]KM[0]PB[Honinbo Shusaku " + u + "]BR[4d]"
                + "PW[Gennan Inseki " + u + "]WR[8d]EV[Castle game " + u + "]RO[1]DT[1846-09-11,14]PC[Osaka]"
                + "RE[B+2];B[qd];W[dc];B[pq];W[oc])");

        JsonNode all = awaitSearch("player=" + kim, page -> page.path("total").asInt() == 3
                && ids(page).contains(live));
        assertThat(ids(all)).containsExactlyInAnyOrder(won, lost, live);

        assertThat(ids(search("player=" + kim + "&status=ended&sort=moves"))).containsExactly(won, lost);
        assertThat(ids(search("player=" + kim + "&status=ended&sort=-moves"))).containsExactly(lost, won);
        assertThat(ids(search("black=" + kim + "&winner=black&reason=resignation&size=9"))).containsExactly(won);
        assertThat(ids(search("black=" + kim + "&winner=white&movesMin=4&movesMax=5&komi=6.5&preset=japanese")))
                .containsExactly(lost);
        assertThat(ids(search("white=" + kim + "&status=live&origin=free&size=13"))).as("a live game")
                .containsExactly(live);
        assertThat(ids(search("player=" + kim + "&rank=2d&blackRank=1d"))).containsExactly(live);
        assertThat(ids(search("player=" + kim + "&result=W%2BR"))).containsExactly(lost);

        JsonNode won1 = search("player=" + kim + "&winner=black").path("games").get(0);
        assertThat(won1.path("black").asString()).isEqualTo(kim);
        assertThat(won1.path("blackRank").asString()).isEqualTo("2d");
        assertThat(won1.path("result").asString()).isEqualTo("B+R");
        assertThat(won1.path("reason").asString()).isEqualTo("RESIGNATION");
        assertThat(won1.path("moves").asInt()).isEqualTo(3);
        assertThat(won1.path("origin").asString()).isEqualTo("FREE");
        assertThat(won1.path("status").asString()).isEqualTo("ENDED");

        // paging: two ended games, one per page, in the sort's order; the page after the last is refused
        JsonNode second = search("player=" + kim + "&status=ended&sort=moves&pageSize=1&page=2");
        assertThat(ids(second)).containsExactly(lost);
        assertThat(second.path("total").asInt()).isEqualTo(2);
        assertThat(second.path("pages").asInt()).isEqualTo(2);
        HttpResponse<String> past = api().get("/api/library/games?player=" + kim + "&status=ended&pageSize=1&page=3");
        assertProblem(past, 400, "PAGE_OUT_OF_RANGE");
        assertThat(json(past).path("pages").asInt()).isEqualTo(2);
        assertThat(ids(search("player=nobody-" + u))).as("no games: page 1 is empty, not an error").isEmpty();

        // the imported record: its own header, its date, origin import with the event's name, the margin
        JsonNode imported = awaitSearch("pb=shusaku " + u, page -> page.path("total").asInt() == 1);
        JsonNode facts = imported.path("games").get(0);
        assertThat(facts.path("gameId").asString()).isEqualTo(shusaku);
        assertThat(facts.path("origin").asString()).isEqualTo("IMPORT");
        assertThat(facts.path("event").asString()).isEqualTo("Castle game " + u);
        assertThat(facts.path("date").asString()).isEqualTo("1846-09-11");
        assertThat(facts.path("margin").asDouble()).isEqualTo(2.0);
        assertThat(facts.path("blackRank").asString()).isEqualTo("4d");
        assertThat(facts.path("record").path("pc").asString()).isEqualTo("Osaka");
        assertThat(facts.path("record").path("dt").asString()).isEqualTo("1846-09-11,14");
        assertThat(ids(search("player=gennan inseki " + u + "&origin=import&event=castle game " + u
                + "&from=1846-09-01&to=1846-09-30&winner=black&marginMin=1.5&marginMax=2&ro=1&br=4d&wr=8d&re=B%2B2"
                + "&dt=1846&pc=osaka&ev=castle&size=19&komi=0&handicap=0&movesMin=4&movesMax=4")))
                .containsExactly(shusaku);
        assertThat(ids(search("pb=shusaku " + u + "&to=1846-09-10"))).isEmpty();
        assertThat(ids(search("pb=shusaku " + u + "&marginMin=2.5"))).isEmpty();
        assertThat(ids(search("pb=shusaku " + u + "&origin=free,ladder,tournament,match"))).isEmpty();
    }

    @Test
    void badQueriesAreRefusedWithTheirCodes() throws Exception {
        HttpResponse<String> unknown = api().get("/api/library/games?colour=black");
        assertProblem(unknown, 400, "UNKNOWN_FILTER");
        JsonNode problem = json(unknown);
        assertThat(problem.path("filter").asString()).isEqualTo("colour");
        List<String> known = new ArrayList<>();
        problem.path("known").forEach(k -> known.add(k.asString()));
        assertThat(known).contains("player", "black", "white", "winner", "reason", "marginMin", "from", "to", "size",
                "preset", "komi", "handicap", "movesMin", "origin", "event", "pb", "pw", "br", "wr", "ev", "ro", "dt",
                "re", "pc");
        assertProblem(api().get("/api/library/games?winner=green"), 400, "FILTER_INVALID");
        assertProblem(api().get("/api/library/games?from=yesterday"), 400, "FILTER_INVALID");
        assertProblem(api().get("/api/library/games?size=big"), 400, "FILTER_INVALID");
        assertProblem(api().get("/api/library/games?origin=space"), 400, "FILTER_INVALID");
        assertProblem(api().get("/api/library/games?player=a&player=b"), 400, "FILTER_INVALID");
        assertProblem(api().get("/api/library/games?sort=colour"), 400, "SORT_INVALID");
        assertProblem(api().get("/api/library/games?page=0"), 400, "PAGE_INVALID");
        assertProblem(api().get("/api/library/games?pageSize=201"), 400, "PAGE_INVALID");
        assertProblem(api().get("/api/library/export.csv?colour=black"), 400, "UNKNOWN_FILTER");
        assertProblem(api().get("/api/library/export.zip?page=2"), 400, "FILTER_INVALID");
    }

    @Test
    void aFinishedGameIsFoundByItsFactsWithinASecondOfItsEnd() throws Exception {
        String u = UUID.randomUUID().toString().substring(0, 8);
        String mia = "mia-" + u;
        String ned = "ned-" + u;
        String id = game(mia, "5k", ned, "5k", 9, List.of("E5", "C3"), null);
        awaitSearch("player=" + mia + "&status=live", page -> ids(page).contains(id));
        assertThat(api().post("/api/games/" + id + "/resign", ned, "").statusCode()).isEqualTo(200);
        await().atMost(Duration.ofSeconds(1)).pollInterval(Duration.ofMillis(20))
                .until(() -> ids(search("player=" + mia + "&status=ended&winner=black")).contains(id));
    }

    @Test
    void aRebuildFromTheLogGivesTheSameAnswers() throws Exception {
        String u = UUID.randomUUID().toString().substring(0, 8);
        String ola = "ola-" + u;
        String pia = "pia-" + u;
        String ended = game(ola, "3k", pia, "1k", 9, List.of("E5", "C3", "G7"), pia);
        String live = game(pia, "1k", ola, "3k", 9, List.of("E5", "C3", "G7", "C7"), null);
        importRecord("analyst-" + u, "(;GM[1]FF[4]SZ[9]KM[7]PB[Rebuild " + u + "]PW[W " + u + "]RE[W+R];B[ee];W[cc])");
        List<String> queries = List.of("player=" + ola, "player=" + ola + "&status=ended", "pb=rebuild " + u,
                "player=" + pia + "&sort=moves", "player=" + ola + "&sort=-date&pageSize=1&page=2");
        awaitSearch("player=" + ola, page -> ids(page).containsAll(List.of(ended, live)));
        awaitSearch("pb=rebuild " + u, page -> page.path("total").asInt() == 1);
        Map<String, String> before = new LinkedHashMap<>();
        for (String q : queries) {
            before.put(q, search(q).toString());
        }

        HttpResponse<String> rebuild = api().post("/api/projections/library/rebuild", CAROL, "");
        assertThat(rebuild.statusCode()).as(rebuild.body()).isEqualTo(202);
        await().atMost(WAIT).until(() -> json(api().get("/api/projections/library")).path("caughtUp").asBoolean());
        await().atMost(WAIT).untilAsserted(() -> {
            for (String q : queries) {
                assertThat(search(q).toString()).as(q).isEqualTo(before.get(q));
            }
        });
    }

}
