package org.openkifu.infra.mongo;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.WriteConcern;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openkifu.infra.eventstore.MongoEventStorageEngine;

/**
 * An acknowledged append survives the server process being killed right after the acknowledgement. Stock
 * mongo-java-server loses it: its H2 store reaches the file about once a second.
 */
class CrashDurabilityTest {

    record StonePlayed(String gameId, int x, int y) {
    }

    @TempDir
    Path directory;

    @Test
    void anAcknowledgedCommitIsThereAfterTheServerProcessIsKilled() throws Exception {
        Serializer serializer = JacksonSerializer.defaultSerializer();
        killedAfter(client -> {
            EventStorageEngine engine = engine(client, serializer);
            engine.appendEvents(List.of(move(0), move(1)));
            engine.appendEvents(List.of(move(2)));
        });

        try (EmbeddedMongoServer reopened = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(reopened.connectionString())) {
            EventStorageEngine engine = engine(client, serializer);
            assertThat(engine.readEvents("game-1").asStream().map(event -> (Object) event.getPayload()))
                    .containsExactly(new StonePlayed("game-1", 3, 3), new StonePlayed("game-1", 15, 15),
                            new StonePlayed("game-1", 3, 15));
            List<? extends TrackedEventMessage<?>> all = engine.readEvents(null, false).toList();
            assertThat(all).hasSize(3);
        }
    }

    /**
     * A projection's unjournaled read-model writes followed by its journaled token write: after a kill, the token
     * on disk is never ahead of the read model on disk (what survives is a prefix of what was applied), and the
     * unjournaled writes made after the token are either there in order or missing from some point on.
     */
    @Test
    void unjournaledWritesBeforeAJournaledOneSurviveAKillAndWhatSurvivesIsAPrefix() throws Exception {
        int after = 200;
        killedAfter(client -> {
            MongoCollection<Document> readModel = client.getDatabase("openkifu").getCollection("read_model")
                    .withWriteConcern(WriteConcern.ACKNOWLEDGED.withJournal(false));
            for (int i = 0; i < 100; i++) {
                readModel.insertOne(new Document("_id", i));
            }
            client.getDatabase("openkifu").getCollection("tokens").insertOne(new Document("_id", "token")
                    .append("position", 99));
            for (int i = 100; i < 100 + after; i++) {
                readModel.insertOne(new Document("_id", i));
            }
        });

        try (EmbeddedMongoServer reopened = EmbeddedMongoServer.start(directory, "127.0.0.1", 0);
             MongoClient client = MongoClients.create(reopened.connectionString())) {
            assertThat(client.getDatabase("openkifu").getCollection("tokens").find().first())
                    .isEqualTo(new Document("_id", "token").append("position", 99));
            List<Integer> ids = client.getDatabase("openkifu").getCollection("read_model").find()
                    .map(d -> d.getInteger("_id")).into(new ArrayList<>());
            ids.sort(null);
            assertThat(ids.size()).isBetween(100, 100 + after);
            assertThat(ids).as("a prefix of the writes, none missing before the last that survived")
                    .isEqualTo(IntStream.range(0, ids.size()).boxed().toList());
        }
    }

    /** Runs {@code writes} against a server in a child process, then kills it at once: no clean close, no hooks. */
    private void killedAfter(Consumer<MongoClient> writes) throws Exception {
        Process child = startChild();
        try {
            int port = awaitPort(child);
            try (MongoClient client = MongoClients.create("mongodb://127.0.0.1:" + port)) {
                writes.accept(client);
                child.destroyForcibly();
                assertThat(child.waitFor(10, TimeUnit.SECONDS)).isTrue();
            }
        } finally {
            child.destroyForcibly();
        }
    }

    private static EventStorageEngine engine(MongoClient client, Serializer serializer) {
        return MongoEventStorageEngine.builder().mongoDatabase(client.getDatabase("openkifu"))
                .eventSerializer(serializer).snapshotSerializer(serializer).build();
    }

    private static DomainEventMessage<StonePlayed> move(long sequence) {
        int[][] points = {{3, 3}, {15, 15}, {3, 15}};
        return new GenericDomainEventMessage<>("Game", "game-1", sequence,
                new StonePlayed("game-1", points[(int) sequence][0], points[(int) sequence][1]));
    }

    private Process startChild() throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                EmbeddedMongoChildProcess.class.getName(), directory.toString())
                .redirectErrorStream(true).start();
    }

    private static int awaitPort(Process child) throws IOException {
        BufferedReader output = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = output.readLine()) != null) {
            if (line.startsWith("PORT ")) {
                int port = Integer.parseInt(line.substring(5).trim());
                Thread drain = new Thread(() -> output.lines().forEach(ignored -> { }), "child-output");
                drain.setDaemon(true);
                drain.start();
                return port;
            }
        }
        throw new IllegalStateException("embedded server child exited before listening");
    }
}
