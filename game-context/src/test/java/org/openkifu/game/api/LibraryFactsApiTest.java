package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.openkifu.game.sgf.SgfNode;
import org.openkifu.game.sgf.SgfReader;
import org.openkifu.infra.platform.ApiClient;
import tools.jackson.databind.JsonNode;

/**
 * Issue 21, the library's facts search over games played through the API and imported SGF records: combined
 * filters, sort and paging, the refusals' codes, a finished game found within a second, a rebuild's same answers, a
 * corpus with a broken record, and the exports (docs/library.md).
 */
class LibraryFactsApiTest extends GameApiTestSupport {

    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final String SGF = "application/x-go-sgf";
    private static final java.net.http.HttpClient HTTP = java.net.http.HttpClient.newHttpClient();

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

    @Test
    void aCorpusLoadsEveryGoodRecordAndReportsTheBrokenOne() throws Exception {
        String u = UUID.randomUUID().toString().substring(0, 8);
        String analyst = "analyst-" + u;
        Map<String, byte[]> entries = new LinkedHashMap<>();
        String[] openings = {"pd", "dd", "pp"};
        for (int i = 0; i < openings.length; i++) {
            entries.put("corpus/game-" + i + ".sgf", ("(;GM[1]FF[4]SZ[19]KM[6.5]PB[Corpus " + u + " " + i + "]PW[W]"
                    + "DT[2001-0" + (i + 1) + "-01]RE[W+R];B[" + openings[i] + "];W[jj])").getBytes(StandardCharsets.UTF_8));
        }
        entries.put("corpus/broken.sgf", "(;GM[1]FF[4]SZ[19];B[pd];W[".getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> accepted = api().send(multipart("/api/library/corpora", Map.of("corpus.zip", zip(entries))),
                analyst);
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        String jobId = json(accepted).path("job").path("jobId").asString();
        assertThat(accepted.headers().firstValue("Location")).hasValue("/api/library/corpora/" + jobId);
        assertThat(json(accepted).path("job").path("total").asInt()).isEqualTo(4);

        JsonNode done = await().atMost(WAIT).until(() -> json(api().get("/api/library/corpora/" + jobId, analyst)),
                p -> p.path("job").path("state").asString().equals("FINISHED") && p.path("inLibrary").asInt() == 3);
        assertThat(done.path("job").path("imported").asInt()).isEqualTo(3);
        assertThat(done.path("job").path("failed").asInt()).isEqualTo(1);
        JsonNode failure = done.path("job").path("failures").get(0);
        assertThat(failure.path("file").asString()).isEqualTo("corpus.zip!/corpus/broken.sgf");
        assertThat(failure.path("code").asString()).isNotBlank();
        assertThat(ids(search("pb=corpus " + u + "&sort=date"))).hasSize(3);
        assertThat(api().get("/api/library/corpora/" + jobId, "someone-else-" + u).statusCode()).isEqualTo(404);
    }

    @Test
    void aResultListExportsAsSgfZipAndAsCsv() throws Exception {
        String u = UUID.randomUUID().toString().substring(0, 8);
        String older = importRecord("analyst-" + u, "(;GM[1]FF[4]SZ[19]KM[6.5]PB[Export, " + u + "]BR[3d]PW[=cmd " + u
                + "]WR[2d]EV[Cup " + u + "]RO[2]DT[1999-05-01]PC[Tokyo]RE[W+R];B[pd];W[dp];B[pp])");
        String newer = importRecord("analyst-" + u, "(;GM[1]FF[4]SZ[19]KM[6.5]PB[Export, " + u + "]PW[Other " + u
                + "]DT[2005-01-02]RE[B+3.5];B[dd];W[pp])");
        awaitSearch("pb=export, " + u, page -> page.path("total").asInt() == 2);

        HttpResponse<String> csv = api().get("/api/library/export.csv?pb=" + enc("export, " + u) + "&sort=date");
        assertThat(csv.statusCode()).as(csv.body()).isEqualTo(200);
        assertThat(csv.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/csv");
        String[] lines = csv.body().split("\r\n");
        assertThat(lines).hasSize(3);
        assertThat(lines[0]).isEqualTo("gameId,black,white,blackRank,whiteRank,status,result,winner,reason,margin,"
                + "date,size,preset,komi,handicap,moves,origin,event,round,place");
        assertThat(lines[1]).isEqualTo(older + ",\"Export, " + u + "\",'=cmd " + u + ",3d,2d,ENDED,W+R,white,"
                + "RESIGNATION,,1999-05-01,19,chinese,6.5,0,3,import,Cup " + u + ",2,Tokyo");
        assertThat(lines[2]).startsWith(newer + ",\"Export, " + u + "\",Other " + u + ",,,ENDED,B+3.5,black,SCORE,3.5,"
                + "2005-01-02,19,");

        HttpResponse<byte[]> zip = HTTP.send(HttpRequest.newBuilder(api().uri("/api/library/export.zip?pb="
                + enc("export, " + u) + "&sort=-date")).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(zip.statusCode()).isEqualTo(200);
        Map<String, String> files = unzip(zip.body());
        assertThat(files.keySet()).containsExactly(newer + ".sgf", older + ".sgf");
        SgfNode first = SgfReader.read(files.get(older + ".sgf")).firstGame();
        assertThat(first.value("PB")).isEqualTo("Export, " + u);
        assertThat(first.value("EV")).isEqualTo("Cup " + u);
        assertThat(first.value("RE")).isEqualTo("W+R");
        assertThat(files.get(older + ".sgf")).contains(";B[pd]").contains(";W[dp]").contains(";B[pp]");

        // bounded: this test context allows 3 games per zip (openkifu.library.export.max-sgf), a 4th is refused
        importRecord("analyst-" + u, "(;GM[1]FF[4]SZ[19]PB[Export, " + u + "]RE[W+R];B[cc])");
        importRecord("analyst-" + u, "(;GM[1]FF[4]SZ[19]PB[Export, " + u + "]RE[W+R];B[cd])");
        awaitSearch("pb=export, " + u, page -> page.path("total").asInt() == 4);
        HttpResponse<String> tooMany = api().get("/api/library/export.zip?pb=" + enc("export, " + u));
        assertProblem(tooMany, 400, "EXPORT_TOO_LARGE");
        assertThat(json(tooMany).path("total").asInt()).isEqualTo(4);
        assertThat(json(tooMany).path("max").asInt()).isEqualTo(3);
        assertThat(api().get("/api/library/export.csv?pb=" + enc("export, " + u)).body().split("\r\n"))
                .as("the CSV's bound is its own").hasSize(5);
    }

    // ---------------------------------------------------------------- helpers

    /** Creates a game, plays {@code moves} alternately from Black, and resigns as {@code resigner} unless null. */
    private String game(String black, String blackRank, String white, String whiteRank, int size, List<String> moves,
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

    private String importRecord(String user, String sgf) throws Exception {
        HttpResponse<String> r = api().send(HttpRequest.newBuilder(api().uri("/api/games/import"))
                .header("Content-Type", SGF).POST(HttpRequest.BodyPublishers.ofString(sgf)), user);
        assertThat(r.statusCode()).as(r.body()).isIn(200, 201);
        return json(r).path("gameId").asString();
    }

    private JsonNode search(String query) throws Exception {
        HttpResponse<String> r = api().get("/api/library/games?" + encodeValues(query));
        assertThat(r.statusCode()).as(query + ": " + r.body()).isEqualTo(200);
        return json(r);
    }

    private JsonNode awaitSearch(String query, Predicate<JsonNode> done) {
        return await().atMost(WAIT).until(() -> search(query), done);
    }

    private static List<String> ids(JsonNode page) {
        List<String> ids = new ArrayList<>();
        page.path("games").forEach(g -> ids.add(g.path("gameId").asString()));
        return ids;
    }

    /** Encodes each parameter's value (spaces, commas), leaving the query's own separators. */
    private static String encodeValues(String query) {
        List<String> parts = new ArrayList<>();
        for (String p : query.split("&")) {
            int eq = p.indexOf('=');
            String value = p.substring(eq + 1);
            parts.add(p.substring(0, eq + 1) + (value.contains("%") ? value : enc(value)));
        }
        return String.join("&", parts);
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private HttpRequest.Builder multipart(String path, Map<String, byte[]> files) throws IOException {
        String boundary = "----openkifu" + UUID.randomUUID();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            body.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"files\"; filename=\"" + f.getKey()
                    + "\"\r\nContent-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.UTF_8));
            body.write(f.getValue());
            body.write("\r\n".getBytes(StandardCharsets.UTF_8));
        }
        body.write(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return HttpRequest.newBuilder(api().uri(path))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()));
    }

    private static byte[] zip(Map<String, byte[]> entries) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(e.getKey()));
                zip.write(e.getValue());
                zip.closeEntry();
            }
        }
        return out.toByteArray();
    }

    private static Map<String, String> unzip(byte[] bytes) throws IOException {
        Map<String, String> files = new LinkedHashMap<>();
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(bytes))) {
            ZipEntry e;
            while ((e = zip.getNextEntry()) != null) {
                files.put(e.getName(), new String(zip.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
        return files;
    }
}
