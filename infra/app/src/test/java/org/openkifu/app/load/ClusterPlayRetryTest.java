package org.openkifu.app.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CopyOnWriteArrayList;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The cluster harness's retry of a command that met another node's change: only {@code 409 CONCURRENT_MODIFICATION}
 * is retried, each time after a reload, and only a bounded number of times. The server is a stub answering from a
 * script, so the race the real cluster meets only sometimes happens here every time.
 */
class ClusterPlayRetryTest {

    private static final String CONFLICT = "{\"status\":409,\"code\":\"CONCURRENT_MODIFICATION\"}";

    private HttpServer server;
    private record Scripted(int status, String body) {
    }

    private final Deque<Scripted> answers = new ConcurrentLinkedDeque<>();
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private HarnessApi api;
    private ClusterPlay play;

    @BeforeEach
    void start() throws Exception {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            requests.add(exchange.getRequestMethod() + " " + exchange.getRequestURI().getPath());
            boolean post = "POST".equals(exchange.getRequestMethod());
            Scripted answer = post ? answers.removeFirst() : new Scripted(200, "{}");
            byte[] body = answer.body().getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(answer.status(), body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        api = new HarnessApi("http://127.0.0.1:" + server.getAddress().getPort(), 2);
        play = new ClusterPlay(api, "admin", 13);
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void answer(int status, String body) {
        answers.add(new Scripted(status, body));
    }

    @Test
    void aConcurrentModificationIsRetriedAfterAReload() throws Exception {
        answer(409, CONFLICT);
        answer(409, CONFLICT);
        answer(201, "{\"challengeId\":\"c-1\"}");

        HarnessApi.Answer answer = play.retrying("challenging", "/api/ladders/l/standings",
                () -> api.post("/api/ladders/l/challenges", "t", "{}"));

        assertThat(answer.status()).isEqualTo(201);
        assertThat(requests).containsExactly("POST /api/ladders/l/challenges", "GET /api/ladders/l/standings",
                "POST /api/ladders/l/challenges", "GET /api/ladders/l/standings", "POST /api/ladders/l/challenges");
    }

    @Test
    void anyOtherConflictIsFatalAtOnce() {
        answer(409, "{\"status\":409,\"code\":\"ROUND_NOT_FINISHED\"}");

        assertThatThrownBy(() -> play.retrying("pairing round 2", "/api/tournaments/t/rounds",
                () -> api.post("/api/tournaments/t/rounds", "t", null)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("ROUND_NOT_FINISHED");
        assertThat(requests).containsExactly("POST /api/tournaments/t/rounds");
    }

    @Test
    void theRetriesAreBounded() {
        for (int i = 0; i < 6; i++) {
            answer(409, CONFLICT);
        }

        assertThatThrownBy(() -> play.retrying("joining", "/api/ladders/l",
                () -> api.post("/api/ladders/l/members", "t", null)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("attempt 6");
        // one try and five retries, each retry after a reload
        assertThat(requests.stream().filter(r -> r.startsWith("POST"))).hasSize(6);
        assertThat(requests.stream().filter(r -> r.startsWith("GET"))).hasSize(5);
    }
}
