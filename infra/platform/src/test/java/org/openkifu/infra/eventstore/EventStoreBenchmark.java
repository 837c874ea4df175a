package org.openkifu.infra.eventstore;

import static com.mongodb.client.model.Filters.gt;
import static com.mongodb.client.model.Filters.in;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Sorts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;
import org.bson.Document;
import org.openkifu.infra.mongo.EmbeddedMongoServer;

/**
 * Append and read rates of {@link MongoEventStorageEngine} on the embedded server, next to the raw driver's
 * rates on the same server. Not a test; run (from the repository root):
 *
 * <pre>./mvnw -B -o -pl infra/platform -am test -DskipTests -Pevent-store-benchmark \
 *     [-Dbench.events=100000] [-Dbench.perCommit=1,10] [-Dbench.rawEvents=100000] [-Dbench.fsync=false]
 *     [-Dbench.batchSize=1000]</pre>
 */
public final class EventStoreBenchmark {

    /** A move as the game context stores it, with the metadata Axon adds to every event. */
    public record MovePlayed(String gameId, int moveNumber, String color, int x, int y, List<String> captured,
                             long blackTimeLeftMillis, long whiteTimeLeftMillis) {
    }

    private static final int GAMES = 1000;

    public static void main(String[] args) throws Exception {
        int events = Integer.getInteger("bench.events", 100_000);
        boolean fsync = Boolean.parseBoolean(System.getProperty("bench.fsync", "false"));
        Path directory = Files.createTempDirectory("openkifu-bench");
        Serializer serializer = JacksonSerializer.defaultSerializer();
        System.out.printf("events=%d fsync=%s batchSize=%s java=%s cpus=%d%n", events, fsync,
                Integer.getInteger("bench.batchSize", 1000), System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors());
        try (EmbeddedMongoServer server = EmbeddedMongoServer.start(directory, "127.0.0.1", 0, fsync);
             MongoClient client = MongoClients.create(server.connectionString())) {
            int[] commitSizes = java.util.Arrays.stream(System.getProperty("bench.perCommit", "1,10").split(","))
                    .filter(size -> !size.isBlank()).mapToInt(Integer::parseInt).toArray();
            for (int perCommit : commitSizes) {
                MongoDatabase database = client.getDatabase("bench" + perCommit);
                MongoEventStorageEngine engine = MongoEventStorageEngine.builder().mongoDatabase(database)
                        .eventSerializer(serializer).snapshotSerializer(serializer)
                        .batchSize(Integer.getInteger("bench.batchSize", 1000)).build();
                long start = System.nanoTime();
                appendAll(engine, events, perCommit);
                report("append, " + perCommit + " event(s) per commit", events, start);

                start = System.nanoTime();
                long read = 0;
                long checksum = 0;
                try (var stream = engine.readEvents(null, false)) {
                    for (var iterator = stream.iterator(); iterator.hasNext(); ) {
                        TrackedEventMessage<?> event = iterator.next();
                        checksum += ((MovePlayed) event.getPayload()).moveNumber();
                        read++;
                    }
                }
                report("read global stream (deserialised), " + perCommit + " per commit", read, start);
                if (read != events) {
                    throw new IllegalStateException("read " + read + " of " + events + " events");
                }

                start = System.nanoTime();
                long aggregateEvents = 0;
                for (int game = 0; game < 200; game++) {
                    aggregateEvents += engine.readEvents("game-" + (game * 5)).asStream().count();
                }
                report("load one game (" + aggregateEvents / 200 + " events) x200", 200, start);
                System.out.println("  checksum " + checksum);
            }
            int rawEvents = Integer.getInteger("bench.rawEvents", events);
            if (rawEvents > 0) {
                rawDriver(client.getDatabase("raw"), rawEvents);
            }
            System.out.printf("data file %s: %.1f MB%n", server.dataFile(), Files.size(server.dataFile()) / 1e6);
        } finally {
            try (var files = Files.walk(directory)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    private static void appendAll(MongoEventStorageEngine engine, int events, int perCommit) {
        long[] nextSequence = new long[GAMES];
        int game = 0;
        for (int appended = 0; appended < events; appended += perCommit) {
            List<DomainEventMessage<?>> commit = new ArrayList<>(perCommit);
            for (int i = 0; i < perCommit; i++) {
                commit.add(move(game, nextSequence[game]++));
            }
            engine.appendEvents(commit);
            game = (game + 1) % GAMES;
        }
    }

    static DomainEventMessage<MovePlayed> move(int game, long sequence) {
        String gameId = "game-" + game;
        MovePlayed payload = new MovePlayed(gameId, (int) sequence + 1, sequence % 2 == 0 ? "BLACK" : "WHITE",
                (int) (sequence * 7 % 19), (int) (sequence * 11 % 19),
                sequence % 17 == 0 ? List.of("dd", "de") : List.of(), 600_000 - sequence * 1000, 600_000 - sequence * 900);
        return new GenericDomainEventMessage<>("Game", gameId, sequence, payload, MetaData.from(Map.of(
                "playerId", "player-" + (game * 2 + sequence % 2),
                "correlationId", java.util.UUID.randomUUID().toString(),
                "traceId", java.util.UUID.randomUUID().toString())));
    }

    private static void rawDriver(MongoDatabase database, int count) {
        MongoCollection<Document> raw = database.getCollection("raw");
        String payload = "{\"gameId\":\"game-17\",\"moveNumber\":42,\"color\":\"WHITE\",\"x\":3,\"y\":16,"
                + "\"captured\":[],\"blackTimeLeftMillis\":559000,\"whiteTimeLeftMillis\":562000}";
        long start = System.nanoTime();
        for (long id = 1; id <= count; id++) {
            raw.insertOne(new Document("_id", id).append("payload", payload).append("aggregate", "game-" + id % GAMES));
        }
        report("raw driver insertOne (one document each)", count, start);

        start = System.nanoTime();
        long read = 0;
        for (Document ignored : raw.find().batchSize(1000)) {
            read++;
        }
        report("raw driver find() whole collection, no filter", read, start);

        for (int batch : new int[] {100, 250, 1000}) {
            start = System.nanoTime();
            read = 0;
            for (long from = 1; from <= count; from += batch) {
                List<Long> ids = new ArrayList<>(batch);
                for (long id = from; id < from + batch; id++) {
                    ids.add(id);
                }
                for (Document ignored : raw.find(in("_id", ids))) {
                    read++;
                }
            }
            report("raw driver _id $in, batches of " + batch, read, start);
        }

        // The axon-mongo shape: a range query per batch. mongo-java-server answers it by scanning; limit the
        // rounds so the run finishes, and extrapolate.
        int rounds = 10;
        start = System.nanoTime();
        read = 0;
        long after = 0;
        for (int round = 0; round < rounds; round++) {
            for (Document document : raw.find(gt("_id", after)).sort(Sorts.ascending("_id")).limit(1000)) {
                after = document.getLong("_id");
                read++;
            }
        }
        report("raw driver _id range ($gt, sort, limit 1000), first " + rounds + " batches", read, start);
    }

    private static void report(String what, long count, long startNanos) {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        System.out.printf("%-70s %8d in %7.2f s = %9.0f /s%n", what, count, seconds, count / seconds);
    }
}
