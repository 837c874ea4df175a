package org.openkifu.game.infrastructure.publication;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.serialization.SerializedMessage;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.json.JacksonSerializer;
import org.openkifu.game.application.GameEventRevisionResolver;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.Games;
import org.openkifu.game.infrastructure.GameConfiguration;
import org.openkifu.infra.kafka.EventPublication;

/**
 * CPU per event of the game context's two publications as the Kafka relay calls them, on events as a tracking
 * processor reads them (a fresh message over the stored JSON, deserialised lazily): from the record (the payload
 * read into Java, then written as JSON) against from the stored form, and both against the floor, the stored
 * payload's bytes taken as they are (a message per event, nothing parsed or written). Rounds alternate between the
 * paths, so a neighbour's load hits each alike; the thread's CPU time is measured, not the wall clock.
 *
 * <pre>
 * java -cp "infra/platform/target/classes:game-context/target/test-classes:game-context/target/classes:\
 * game-context/go-engine/target/classes:&lt;game-context's test class path&gt;" \
 *     org.openkifu.game.infrastructure.publication.RelayPublicationHarness 100 12 \
 *     "game-context/src/test/resources/littlego-sgf/Famous games"
 * </pre>
 * Arguments: copies of each record, rounds, a directory of SGF records, and optionally one path only
 * ({@code record}, {@code stored} or {@code bytes}).
 */
public final class RelayPublicationHarness {

    private RelayPublicationHarness() {
    }

    private record Stored(String gameId, long sequence, SerializedObject<String> payload,
            SerializedObject<String> metaData, Instant at) {
    }

    public static void main(String[] args) throws Exception {
        int copies = Integer.parseInt(args[0]);
        int rounds = Integer.parseInt(args[1]);
        Serializer serializer = JacksonSerializer.builder().objectMapper(GameConfiguration.axonObjectMapper())
                .revisionResolver(new GameEventRevisionResolver()).build();
        List<Stored> stored = storedEvents(Path.of(args[2]), copies, serializer);
        List<EventPublication> publications = List.of(new GameEventsPublication(), new GameResultsPublication(null));
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.printf("%d events%n", stored.size());
        for (int round = 0; round < rounds; round++) {
            for (String path : args.length > 3 ? new String[] {args[3]} : new String[] {"record", "stored", "bytes"}) {
                long bytes = 0;
                long cpu = threads.getCurrentThreadCpuTime();
                for (Stored event : stored) {
                    DomainEventMessage<?> message = read(event, serializer);
                    if (path.equals("bytes")) { // the floor: the stored payload's bytes sent as they are
                        bytes += message.serializePayload(serializer, String.class).getData()
                                .getBytes(StandardCharsets.UTF_8).length;
                        continue;
                    }
                    for (EventPublication publication : publications) {
                        List<EventPublication.OutgoingMessage> out = path.equals("stored")
                                ? publication.messagesFor(message, OptionalLong.of(event.sequence()),
                                        EventPublication.StoredPayload.of(
                                                message.serializePayload(serializer, String.class).getData(),
                                                message.serializeMetaData(serializer, String.class).getData()))
                                : publication.messagesFor(message, OptionalLong.of(event.sequence()));
                        for (EventPublication.OutgoingMessage m : out) {
                            bytes += m.value().length;
                        }
                    }
                }
                double micros = (threads.getCurrentThreadCpuTime() - cpu) / 1_000.0 / stored.size();
                System.out.printf("round %d %-7s %.2f us CPU an event (%d bytes)%n", round, path, micros, bytes);
            }
        }
    }

    private static DomainEventMessage<?> read(Stored event, Serializer serializer) {
        return new GenericDomainEventMessage<>("Game", event.gameId(), event.sequence(),
                new SerializedMessage<>(event.gameId() + "-" + event.sequence(), event.payload(), event.metaData(),
                        serializer), event.at());
    }

    /** Imported games without their endings (GameResultsPublication would read the store for those). */
    private static List<Stored> storedEvents(Path directory, int copies, Serializer serializer) throws Exception {
        List<Stored> stored = new ArrayList<>();
        List<Path> files;
        try (var listing = Files.list(directory)) {
            files = listing.filter(f -> f.toString().endsWith(".sgf")).sorted().toList();
        }
        for (int copy = 0; copy < copies; copy++) {
            for (Path file : files) {
                byte[] sgf = (new String(Files.readAllBytes(file), "UTF-8").replaceFirst("\\(;", "(;GC[" + copy + "]"))
                        .getBytes("UTF-8");
                String gameId = GameIds.forImport("analyst", sgf);
                long sequence = 0;
                for (GameEvent event : GameDecider.decide(new GameCommand.ImportGame(gameId, "analyst", sgf,
                        file.getFileName().toString()), null, Games.T0)) {
                    if (event instanceof GameEvent.GameEnded) {
                        continue;
                    }
                    SerializedObject<String> payload = serializer.serialize(event, String.class);
                    SerializedObject<String> metaData = serializer.serialize(
                            org.axonframework.messaging.MetaData.from(Map.of("actingUser", "analyst",
                                    "traceId", gameId)), String.class);
                    stored.add(new Stored(gameId, sequence++, new SimpleSerializedObject<>(payload.getData(),
                            String.class, payload.getType()), metaData, Games.T0));
                }
            }
        }
        return stored;
    }
}
