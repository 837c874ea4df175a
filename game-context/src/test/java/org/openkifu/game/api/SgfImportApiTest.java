package org.openkifu.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.sgf.Replay;
import org.openkifu.game.sgf.SgfNode;
import org.openkifu.game.sgf.SgfReader;
import org.openkifu.game.sgf.SgfReplay;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.testapp.TestApplication;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * SGF import over real HTTP on the embedded stack: records become games whose positions are the engine's replay of
 * the file, an exported game imports back to the same positions, illegal records change nothing, and a bulk job
 * reports what happened to each file. Records: Little Go's test data (src/test/resources/sgf/NOTICE.txt).
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class SgfImportApiTest {

    private static final String SGF = "application/x-go-sgf";
    private static final List<String> RECORDS = List.of("Blood-vomiting game.sgf", "Ear-reddening game.sgf",
            "Lee's Broken Ladder Game.sgf", "pu2-gokifu-20110910-Melkisheva_Anastasia-Shikshina_Svetlana.sgf",
            "handicap-7-komi-0-with-pass-moves.sgf");

    @DynamicPropertySource
    static void settings(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-import");
        registry.add("openkifu.data-dir", dir::toString);
        registry.add("openkifu.import.log-every", () -> "5");
        registry.add("openkifu.import.max-record-bytes", () -> "65536");
    }

    @LocalServerPort
    int port;

    @Autowired
    EventStorageEngine storage;

    @Test
    void recordsBecomeGamesWhosePositionsAreTheEnginesReplay() throws Exception {
        String user = "analyst-" + UUID.randomUUID();
        for (String name : RECORDS) {
            byte[] sgf = resource(name);
            HttpResponse<String> created = importRecord(user, sgf);
            assertThat(created.statusCode()).as(name + ": " + created.body()).isEqualTo(201);
            String id = ApiClient.json(created).path("gameId").asString();
            assertThat(created.headers().firstValue("Location")).hasValue("/api/games/" + id);
            assertThat(ApiClient.json(created).path("created").asBoolean()).isTrue();

            Replay replay = SgfReplay.replay(SgfReader.read(sgf).firstGame(), null, SgfReplay.DEFAULT_MAX_MOVES, true);
            int last = replay.moves().size();
            for (int n : List.of(0, 1, last / 2, last - 1, last)) {
                JsonNode position = json(api().get("/api/games/" + id + "/position?move=" + n));
                List<String> expected = n == 0 ? boardBefore(replay) : replay.positions().get(n - 1).rows();
                assertThat(rows(position)).as(name + " at move " + n).isEqualTo(expected);
            }
            JsonNode summary = json(api().get("/api/games/" + id));
            assertThat(summary.path("status").asString()).isEqualTo("ENDED");
            assertThat(summary.path("moveCount").asInt()).isEqualTo(last);

            int events = json(api().get("/api/games/" + id + "/events")).size();
            HttpResponse<String> again = importRecord(user, sgf);
            assertThat(again.statusCode()).as("re-import").isEqualTo(200);
            assertThat(json(again).path("gameId").asString()).isEqualTo(id);
            assertThat(json(again).path("created").asBoolean()).isFalse();
            assertThat(json(api().get("/api/games/" + id + "/events")).size()).as("nothing added").isEqualTo(events);
            // an import is not read back for a snapshot right after it (the trigger skips its unit of work)
            assertThat(storage.readSnapshot(id)).as(name + ": " + events + " events, no snapshot").isEmpty();

            // the export gives the header back as the record had it
            SgfNode original = SgfReader.read(sgf).firstGame();
            SgfNode exported = SgfReader.read(api().get("/api/games/" + id + "/sgf").body()).firstGame();
            for (String property : List.of("PB", "PW", "DT", "EV", "RO")) {
                assertThat(exported.value(property)).as(name + " " + property).isEqualTo(original.value(property));
            }
        }
    }

    @Test
    void anExportedGameImportsBackToTheSamePositionAtEveryMove() throws Exception {
        String alice = "alice-" + UUID.randomUUID();
        String bob = "bob-" + UUID.randomUUID();
        HttpResponse<String> created = api().post("/api/games", ApiClient.ADMIN, GameApiTestSupport.registerPlayers(api(), """
                {"black":{"userId":"%s","rank":"3k"},"white":{"userId":"%s","rank":"3k"},"size":9,"rules":"japanese","komi":6.5}
                """.formatted(alice, bob)));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        String id = json(created).path("gameId").asString();
        // A ko (Black E5 takes D5), White passes and only then retakes; Black captures a corner stone; White resigns.
        List<String> moves = List.of("D6", "E6", "C5", "F5", "D4", "E4", "J9", "D5", "E5", "pass", "J1", "D5",
                "B1", "A1", "A2");
        for (int i = 0; i < moves.size(); i++) {
            String user = i % 2 == 0 ? alice : bob;
            HttpResponse<String> r = moves.get(i).equals("pass") ? api().post("/api/games/" + id + "/pass", user, "")
                    : api().post("/api/games/" + id + "/moves", user, "{\"point\":\"" + moves.get(i) + "\"}");
            assertThat(r.statusCode()).as(moves.get(i) + ": " + r.body()).isEqualTo(200);
        }
        assertThat(api().post("/api/games/" + id + "/resign", bob, "").statusCode()).isEqualTo(200);
        JsonNode before = json(api().get("/api/games/" + id + "/position"));
        assertThat(before.path("capturedByBlack").asInt()).isEqualTo(2);
        assertThat(before.path("capturedByWhite").asInt()).isEqualTo(1);

        String exported = api().get("/api/games/" + id + "/sgf").body();
        HttpResponse<String> imported = importRecord("carol-" + UUID.randomUUID(), exported.getBytes(StandardCharsets.UTF_8));
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);
        String copy = json(imported).path("gameId").asString();
        assertThat(copy).isNotEqualTo(id);
        for (int n = 0; n <= moves.size(); n++) {
            JsonNode live = json(api().get("/api/games/" + id + "/position?move=" + n));
            JsonNode again = json(api().get("/api/games/" + copy + "/position?move=" + n));
            assertThat(again).as("move " + n).isEqualTo(live);
        }
        JsonNode liveSummary = json(api().get("/api/games/" + id));
        JsonNode copySummary = json(api().get("/api/games/" + copy));
        assertThat(copySummary.path("result").path("sgf").asString()).isEqualTo("B+R");
        assertThat(copySummary.path("komi").asDouble()).isEqualTo(liveSummary.path("komi").asDouble());
        assertThat(copySummary.path("rules").asString()).isEqualTo("japanese");
        assertThat(copySummary.path("black").path("userId").asString()).isEqualTo("sgf:black:" + alice);
    }

    @Test
    void illegalAndMalformedRecordsAreRefusedAndChangeNothing() throws Exception {
        String user = "analyst-" + UUID.randomUUID();
        byte[] illegal = resource("illegal-move.sgf");
        HttpResponse<String> refused = importRecord(user, illegal);
        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(422);
        assertThat(refused.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        JsonNode problem = json(refused);
        assertThat(problem.path("code").asString()).isEqualTo("POINT_OCCUPIED");
        assertThat(problem.path("moveNumber").asInt()).isEqualTo(16);
        assertThat(problem.path("detail").asString()).contains("move 16");
        String wouldBe = org.openkifu.game.domain.GameIds.forImport(user, illegal);
        assertThat(api().get("/api/games/" + wouldBe).statusCode()).as("nothing stored").isEqualTo(404);

        HttpResponse<String> broken = importRecord(user, "(;GM[1]SZ[9]\n;B[ee]\n;W[dd]x;B[cc])".getBytes(StandardCharsets.UTF_8));
        assertThat(broken.statusCode()).as(broken.body()).isEqualTo(400);
        JsonNode syntax = json(broken);
        assertThat(syntax.path("code").asString()).isEqualTo("SGF_SYNTAX");
        assertThat(syntax.path("line").asInt()).isEqualTo(3);
        assertThat(syntax.path("column").asInt()).isPositive();
        assertThat(syntax.path("detail").asString()).contains("line 3");

        HttpResponse<String> anonymous = api().send(HttpRequest.newBuilder(api().uri("/api/games/import"))
                .header("Content-Type", SGF).POST(HttpRequest.BodyPublishers.ofByteArray(illegal)), null);
        assertThat(anonymous.statusCode()).isEqualTo(401);
        HttpResponse<String> tooLarge = importRecord(user, new byte[70_000]);
        assertThat(tooLarge.statusCode()).isEqualTo(413);
        assertThat(json(tooLarge).path("code").asString()).isEqualTo("SGF_TOO_LARGE");
    }

    @Test
    void aBulkJobReportsCountsRateAndEachFailedFile() throws Exception {
        String user = "analyst-" + UUID.randomUUID();
        Map<String, byte[]> loose = new LinkedHashMap<>();
        for (String name : RECORDS) {
            loose.put(name, resource(name));
        }
        loose.put("illegal-move.sgf", resource("illegal-move.sgf"));
        loose.put("copy of Lee.sgf", resource("Lee's Broken Ladder Game.sgf")); // same content: a duplicate
        Map<String, byte[]> zipped = new LinkedHashMap<>();
        String[] openings = {"dd", "dp", "pd", "pp", "jj", "cc", "qq", "dj", "jd", "pj", "jp", "cq", "qc"};
        for (int i = 0; i < openings.length; i++) {
            zipped.put("games/opening-" + i + ".sgf", ("(;GM[1]FF[4]SZ[19]KM[6.5]PB[B" + i + "]PW[W" + i + "]RE[W+R];B["
                    + openings[i] + "];W[kk];B[])").getBytes(StandardCharsets.UTF_8));
        }
        zipped.put("games/readme.txt", "not a record".getBytes(StandardCharsets.UTF_8));
        int total = loose.size() + openings.length;

        HttpResponse<String> accepted = api().send(multipart(loose, Map.of("batch.zip", zip(zipped))), user);
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        String jobId = json(accepted).path("jobId").asString();
        assertThat(accepted.headers().firstValue("Location")).hasValue("/api/imports/" + jobId);
        assertThat(json(accepted).path("total").asInt()).isEqualTo(total);

        JsonNode progress = awaitFinished(jobId, user);
        assertThat(progress.path("total").asInt()).isEqualTo(total);
        assertThat(progress.path("done").asInt()).isEqualTo(total);
        assertThat(progress.path("imported").asInt()).isEqualTo(total - 2);
        assertThat(progress.path("duplicates").asInt()).isEqualTo(1);
        assertThat(progress.path("failed").asInt()).isEqualTo(1);
        assertThat(progress.path("filesPerSecond").asDouble()).isPositive();
        JsonNode failure = progress.path("failures").get(0);
        assertThat(failure.path("file").asString()).isEqualTo("illegal-move.sgf");
        assertThat(failure.path("code").asString()).isEqualTo("POINT_OCCUPIED");
        assertThat(failure.path("moveNumber").asInt()).isEqualTo(16);
        assertThat(progress.path("gameIds")).as("the duplicate names the same game").hasSize(total - 2);
        for (JsonNode id : progress.path("gameIds")) {
            assertThat(api().get("/api/games/" + id.asString()).statusCode()).isEqualTo(200);
        }

        // another user cannot read the job; the same files again are all duplicates (or the same failure)
        assertThat(api().get("/api/imports/" + jobId, "someone-else").statusCode()).isEqualTo(404);
        HttpResponse<String> again = api().send(multipart(loose, Map.of("batch.zip", zip(zipped))), user);
        String second = json(again).path("jobId").asString();
        JsonNode repeat = awaitFinished(second, user);
        assertThat(repeat.path("imported").asInt()).isZero();
        assertThat(repeat.path("duplicates").asInt()).isEqualTo(total - 1);
        assertThat(repeat.path("failed").asInt()).isEqualTo(1);
    }

    // ---------------------------------------------------------------- helpers

    /** The import job runs in the background: its progress says FINISHED when every file is done. */
    private JsonNode awaitFinished(String jobId, String user) {
        return await("import job " + jobId).atMost(Duration.ofSeconds(120))
                .until(() -> json(api().get("/api/imports/" + jobId, user)),
                        progress -> progress.path("state").asString().equals("FINISHED"));
    }

    private HttpResponse<String> importRecord(String user, byte[] sgf) throws Exception {
        return api().send(HttpRequest.newBuilder(api().uri("/api/games/import")).header("Content-Type", SGF)
                .POST(HttpRequest.BodyPublishers.ofByteArray(sgf)), user);
    }

    private HttpRequest.Builder multipart(Map<String, byte[]> files, Map<String, byte[]> zips) throws IOException {
        String boundary = "----openkifu" + UUID.randomUUID();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        Map<String, byte[]> all = new LinkedHashMap<>(files);
        all.putAll(zips);
        for (Map.Entry<String, byte[]> f : all.entrySet()) {
            body.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"files\"; filename=\"" + f.getKey()
                    + "\"\r\nContent-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.UTF_8));
            body.write(f.getValue());
            body.write("\r\n".getBytes(StandardCharsets.UTF_8));
        }
        body.write(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return HttpRequest.newBuilder(api().uri("/api/imports"))
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

    private static List<String> boardBefore(Replay replay) {
        // the position before the first move: the record's handicap only
        int size = replay.info().size();
        byte[] cells = new byte[size * size];
        for (var p : replay.handicap()) {
            cells[p.y() * size + p.x()] = BoardSnapshot.BLACK;
        }
        return new BoardSnapshot(size, cells).rows();
    }

    private static List<String> rows(JsonNode position) {
        List<String> rows = new ArrayList<>();
        position.path("board").forEach(r -> rows.add(r.asString()));
        return rows;
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = SgfImportApiTest.class.getResourceAsStream("/sgf/" + name)) {
            assertThat(in).as(name).isNotNull();
            return in.readAllBytes();
        }
    }

    private static JsonNode json(HttpResponse<String> response) {
        return ApiClient.json(response);
    }

    private ApiClient api() {
        return new ApiClient(port);
    }
}
