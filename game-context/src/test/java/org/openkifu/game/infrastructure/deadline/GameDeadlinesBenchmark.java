package org.openkifu.game.infrastructure.deadline;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.openkifu.infra.mongo.EmbeddedMongoServer;

/**
 * What one scheduler pass costs on the embedded server (one range read that scans {@code game_deadlines}), by the
 * number of running timed games. Not a test; run (from the repository root):
 *
 * <pre>./mvnw -B -o -pl game-context -am test -DskipTests -Pgame-deadlines-benchmark [-Dbench.games=1000,10000,50000]</pre>
 */
public final class GameDeadlinesBenchmark {

    private static final int PASSES = 20;

    public static void main(String[] args) throws Exception {
        int[] sizes = Arrays.stream(System.getProperty("bench.games", "1000,10000,50000").split(","))
                .mapToInt(Integer::parseInt).toArray();
        System.out.printf("java=%s cpus=%d passes=%d%n", System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(), PASSES);
        Path directory = Files.createTempDirectory("openkifu-deadlines-bench");
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, false);
             MongoClient client = MongoClients.create(server.connectionString())) {
            for (int games : sizes) {
                GameDeadlines deadlines = new GameDeadlines(client.getDatabase("bench" + games));
                Instant now = Instant.parse("2026-11-22T06:00:00Z");
                long start = System.nanoTime();
                for (int i = 0; i < games; i++) {
                    // spread over the next 10 hours: nothing due, as on a quiet server
                    deadlines.put("game-" + i, now.plusSeconds(1 + (i * 36_000L) / games), "BLACK", i);
                }
                double putMillis = (System.nanoTime() - start) / 1e6 / games;
                for (int warm = 0; warm < 3; warm++) {
                    pass(deadlines, now);
                }
                long[] nanos = new long[PASSES];
                for (int p = 0; p < PASSES; p++) {
                    long t = System.nanoTime();
                    pass(deadlines, now);
                    nanos[p] = System.nanoTime() - t;
                }
                Arrays.sort(nanos);
                System.out.printf("games=%d put=%.2f ms/doc pass median=%.1f ms max=%.1f ms%n", games, putMillis,
                        nanos[PASSES / 2] / 1e6, nanos[PASSES - 1] / 1e6);
            }
        }
    }

    private static void pass(GameDeadlines deadlines, Instant now) {
        // what the scheduler reads per pass at the default 1 s poll
        if (deadlines.upTo(now.plusSeconds(1), 1_000).stream().anyMatch(d -> !d.deadline().isAfter(now))) {
            throw new IllegalStateException("unexpected due games");
        }
    }
}
