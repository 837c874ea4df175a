package org.openkifu.tournament.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import org.openkifu.infra.platform.RawHttp;

/**
 * The platform's edge limits as the tournament context sees them (docs/security.md, "Limits"): every string of every
 * body is bounded whatever the field, a JSON body over 1 MiB is refused before it is read, players that no account
 * can be are refused without a lookup, and the container's own refusals are problem+json. The field-specific rules of
 * registrations and the EGF file (name, club, country) are the tournament's own (docs/tournaments.md).
 */
class TournamentEdgeLimitsApiTest extends TournamentApiTestSupport {

    private static final int MIB = 1024 * 1024;

    /**
     * Six 3 MiB names once made the tournament list run out of memory for everyone. Now the organizer's attempts are
     * refused (413 for the 3 MiB ones before they are read, 400 for a large one under the body cap) while 20 readers
     * keep getting the list.
     */
    @Test
    void oversizedNamesAreRefusedWhileTwentyReadersKeepGettingTheList() throws Exception {
        String olga = organizer("edge-olga");
        String token = api().token(olga);
        ok(post("/api/tournaments", olga, "{\"name\":\"Edge Cup\",\"format\":\"SWISS\",\"rounds\":1}"));
        ApiClient reader = api();
        for (int i = 0; i < 20; i++) {
            assertThat(reader.get("/api/tournaments").statusCode()).isEqualTo(200); // warm: connections, JIT
        }
        long quiet = medianOfConcurrentReads(reader);
        ExecutorService readers = Executors.newFixedThreadPool(20);
        java.util.concurrent.atomic.AtomicBoolean attacking = new java.util.concurrent.atomic.AtomicBoolean(true);
        try {
            List<Future<List<long[]>>> reads = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                reads.add(readers.submit(() -> {
                    List<long[]> mine = new ArrayList<>();
                    do {
                        long started = System.nanoTime();
                        HttpResponse<String> r = reader.get("/api/tournaments");
                        mine.add(new long[] {r.statusCode(), (System.nanoTime() - started) / 1_000_000});
                    } while (attacking.get());
                    return mine;
                }));
            }
            for (int i = 0; i < 6; i++) {
                String answer = raw("POST /api/tournaments HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer "
                        + token + "\r\nContent-Type: application/json\r\nContent-Length: " + (3 * MIB + 40)
                        + "\r\n\r\n{\"name\":\"");
                assertThat(answer).startsWith("HTTP/1.1 413").contains("\"code\":\"REQUEST_TOO_LARGE\"");
            }
            HttpResponse<String> large = post("/api/tournaments", olga,
                    "{\"name\":\"" + "n".repeat(MIB / 2) + "\",\"format\":\"SWISS\",\"rounds\":1}");
            assertProblem(large, 400, "FIELD_TOO_LONG");
            assertThat(ApiClient.json(large).path("detail").asString()).contains("'name'");
            attacking.set(false);
            List<Long> millis = new ArrayList<>();
            for (Future<List<long[]>> read : reads) {
                for (long[] r : read.get()) {
                    assertThat(r[0]).isEqualTo(200);
                    millis.add(r[1]);
                }
            }
            millis.sort(null);
            // the list stays small: none of the refused names reached it
            assertThat(reader.get("/api/tournaments").body().length()).isLessThan(64 * 1024);
            // The target is 200 ms on an idle machine; on a shared build machine (load 20+ on 2 cores seen) absolute
            // times say little, so the reads under attack are held to the same readers' times without one.
            assertThat(millis.get(millis.size() / 2)).as("median of %d reads (ms) under attack, slowest %d; "
                    + "without attack %d", millis.size(), millis.get(millis.size() - 1), quiet)
                    .isLessThanOrEqualTo(3 * quiet + 200);
        } finally {
            attacking.set(false);
            readers.shutdownNow();
        }
    }

    /** The median time of 20 concurrent readers reading the list 4 times each. */
    private static long medianOfConcurrentReads(ApiClient reader) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(20);
        try {
            List<Future<Long>> reads = new ArrayList<>();
            for (int i = 0; i < 80; i++) {
                reads.add(pool.submit(() -> {
                    long started = System.nanoTime();
                    assertThat(reader.get("/api/tournaments").statusCode()).isEqualTo(200);
                    return (System.nanoTime() - started) / 1_000_000;
                }));
            }
            List<Long> millis = new ArrayList<>();
            for (Future<Long> read : reads) {
                millis.add(read.get());
            }
            millis.sort(null);
            return millis.get(millis.size() / 2);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void everyStringOfABodyIsBoundedAndImpossiblePlayersNeedNoLookup() throws Exception {
        String olga = organizer("edge-olga2");
        account("edge-mia", "3k");
        JsonBody created = new JsonBody(ok(post("/api/tournaments", olga,
                "{\"name\":\"Bounded Cup\",\"format\":\"SWISS\",\"rounds\":1}")).path("tournamentId").asString());
        String base = "/api/tournaments/" + created.id();
        ok(post(base + "/open", olga, ""));
        assertProblem(post(base + "/registrations", "edge-mia", "{\"name\":\"" + "r".repeat(5000) + "\"}"), 400,
                "FIELD_TOO_LONG");
        assertProblem(post(base + "/registrations", "edge-mia", "{\"club\":\"" + "c".repeat(5000) + "\"}"), 400,
                "FIELD_TOO_LONG");
        assertProblem(post("/api/matches", "edge-mia", "{\"opponent\":\"" + "o".repeat(100_000) + "\"}"), 400,
                "FIELD_TOO_LONG");
        assertProblem(post("/api/matches", "edge-mia", "{\"opponent\":\"" + "o".repeat(100) + "\"}"), 422,
                "UNKNOWN_PLAYER");
        assertProblem(api().get("/api/tournaments/" + "t".repeat(300)), 400, "FIELD_TOO_LONG");
        assertThat(ApiClient.json(api().get(base)).path("players").size()).as("nobody registered").isZero();
    }

    @Test
    void theContainersRefusalsAreProblems() throws Exception {
        String answer = raw("GET /api/tournaments/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd HTTP/1.1\r\nHost: localhost\r\n"
                + "Accept: text/html\r\nConnection: close\r\n\r\n");
        assertThat(answer).startsWith("HTTP/1.1 400").contains("Content-Type: application/problem+json")
                .contains("\"code\":\"BAD_REQUEST\"").doesNotContainIgnoringCase("tomcat");
        String unknown = raw("GET /api/tournaments-and-more HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertThat(unknown).startsWith("HTTP/1.1 404").contains("\"code\":\"NOT_FOUND\"");
    }

    private record JsonBody(String id) {
    }

    /** A raw exchange: the head is sent, the body (if any) never; the answer is read until its JSON ends. */
    private String raw(String head) throws IOException {
        return RawHttp.exchange(port, head, null);
    }
}
