package org.openkifu.infra.eventstore;

import java.util.ArrayList;
import java.util.List;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;

/** Event payloads shaped like the game's, and helpers to make Axon messages of them. */
final class TestEvents {

    record StonePlayed(String gameId, int moveNumber, String color, int x, int y) {
    }

    record GameSnapshot(String gameId, int movesPlayed) {
    }

    static final String AGGREGATE_TYPE = "Game";

    private TestEvents() {
    }

    static Serializer serializer() {
        return JacksonSerializer.defaultSerializer();
    }

    static MongoEventStorageEngine.Builder engineBuilder(MongoServerFixture mongo) {
        Serializer serializer = serializer();
        return MongoEventStorageEngine.builder().mongoDatabase(mongo.database())
                .eventSerializer(serializer).snapshotSerializer(serializer);
    }

    /** For a test's subclass of the engine: its constructor takes the builder unchecked, {@code build()} checks it. */
    static MongoEventStorageEngine.Builder validated(MongoEventStorageEngine.Builder builder) {
        builder.validate();
        return builder;
    }

    static DomainEventMessage<StonePlayed> move(String gameId, long sequence) {
        StonePlayed payload = new StonePlayed(gameId, (int) sequence + 1, sequence % 2 == 0 ? "BLACK" : "WHITE",
                (int) (sequence % 19), (int) (sequence / 19 % 19));
        return new GenericDomainEventMessage<>(AGGREGATE_TYPE, gameId, sequence, payload,
                MetaData.with("player", "p" + sequence % 2));
    }

    /** {@code count} consecutive moves of one game starting at {@code firstSequence}: one commit. */
    static List<DomainEventMessage<?>> moves(String gameId, long firstSequence, int count) {
        List<DomainEventMessage<?>> moves = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            moves.add(move(gameId, firstSequence + i));
        }
        return moves;
    }
}
