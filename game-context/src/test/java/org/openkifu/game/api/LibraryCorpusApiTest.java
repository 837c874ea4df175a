package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.openkifu.game.sgf.SgfNode;
import org.openkifu.game.sgf.SgfReader;
import tools.jackson.databind.JsonNode;

/**
 * Issue 21, bulk corpora and exports: a zip with a broken record loads the rest and reports it, and a result list
 * exports as a zip of SGF files and as CSV, bounded (docs/library.md, "Bulk corpora", "Export").
 */
class LibraryCorpusApiTest extends LibraryApiTestSupport {

    private static final java.net.http.HttpClient HTTP = java.net.http.HttpClient.newHttpClient();

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
