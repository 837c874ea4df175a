package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.SerializationException;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.Games;
import org.openkifu.game.domain.HierarchyCoverageTest;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.infrastructure.GameConfiguration;
import org.openkifu.game.infrastructure.MoveEventsJson;
import org.openkifu.infra.eventstore.ReaderCachingSerializer;

/**
 * The application's read path for stored game events (the platform's {@link ReaderCachingSerializer} over the
 * application's mapper with {@link MoveEventsJson}) gives records equal to Axon's plain Jackson path with Jackson's
 * generic binding, for every game event type, from the stored JSON text, each time it reads them (the first read
 * fills its caches); for a stored form older than the current record (a {@code GameCreated} whose origin has no
 * {@code name}, read as null); and for other forms of a move's or a pass's values. The game context has no
 * upcasters: old forms are read by the records' compact constructors, on both paths alike.
 */
class EventReadPathTest {

    private final JacksonSerializer axon = SnapshotSerializationTest.serializer(); // generic binding, the oracle
    private final Serializer cached = ReaderCachingSerializer.wrap(JacksonSerializer.builder()
            .objectMapper(GameConfiguration.axonObjectMapper()).revisionResolver(new GameEventRevisionResolver())
            .build());

    @Test
    void everyGameEventTypeReadsAsAxonReadsIt() {
        Set<Class<?>> seen = new HashSet<>();
        for (int round = 0; round < 2; round++) {
            for (Games.Script game : HierarchyCoverageTest.gamesWithEveryEvent()) {
                for (GameEvent event : game.events()) {
                    SerializedObject<String> stored = axon.serialize(event, String.class);
                    assertThat(cached.serialize(event, String.class).getData()).isEqualTo(stored.getData());
                    Object plain = axon.deserialize(stored);
                    assertThat(plain).as("Axon's own path round-trips %s", event).isEqualTo(event);
                    assertThat((Object) cached.deserialize(stored)).isEqualTo(plain);
                    assertThat(cached.classForType(stored.getType())).isEqualTo(event.getClass());
                    seen.add(event.getClass());
                }
            }
        }
        assertThat(seen).containsExactlyInAnyOrderElementsOf(HierarchyCoverageTest.records(GameEvent.class));
        MetaData metaData = MetaData.with("traceId", "t-1").and("correlationId", "c-1");
        SerializedObject<String> stored = axon.serialize(metaData, String.class);
        assertThat((Object) cached.deserialize(stored)).isEqualTo(axon.deserialize(stored)).isEqualTo(metaData);
    }

    @Test
    void aGameCreatedStoredBeforeTheOriginHadANameReadsAsAxonReadsIt() throws Exception {
        GameEvent.GameCreated c = HierarchyCoverageTest.gamesWithEveryEvent().get(1).events().stream()
                .filter(GameEvent.GameCreated.class::isInstance).map(GameEvent.GameCreated.class::cast)
                .findFirst().orElseThrow();
        GameEvent.GameCreated created = new GameEvent.GameCreated(c.gameId(), c.createdBy(), c.owner(),
                c.opponent(), c.blackUserId(), c.whiteUserId(), c.gameType(), c.handicap(), c.rules(), c.size(),
                c.komi(), c.timeControl(), c.takeBackAllowed(), c.rated(),
                new Origin(Origin.Kind.LADDER_CHALLENGE, "challenge-7", "Spring ladder"), c.at());
        SerializedObject<String> current = axon.serialize(created, String.class);
        ObjectMapper json = new ObjectMapper();
        ObjectNode tree = (ObjectNode) json.readTree(current.getData());
        assertThat(((ObjectNode) tree.get("origin")).remove("name").asText()).isEqualTo("Spring ladder");
        SerializedObject<String> old = new SimpleSerializedObject<>(json.writeValueAsString(tree), String.class,
                current.getType());

        GameEvent.GameCreated plain = axon.deserialize(old);
        Object read = cached.deserialize(old);

        assertThat(read).isEqualTo(plain);
        assertThat(plain.origin()).isEqualTo(new Origin(Origin.Kind.LADDER_CHALLENGE, "challenge-7", null));
        assertThat(List.of(plain.gameId(), plain.size())).isEqualTo(List.of(created.gameId(), created.size()));
    }

    private static final String MOVE = "\"gameId\":\"game-1\",\"moveNumber\":12,\"color\":\"WHITE\","
            + "\"point\":{\"x\":3,\"y\":15},\"playedBy\":\"bob\"";

    /** Other forms of the values than the mapper writes: read alike, or refused alike. */
    @Test
    void otherFormsOfAMovesValuesReadAsTheGenericBindingReadsThem() {
        List<String> moves = List.of(
                "{" + MOVE + ",\"at\":1764230462.123456789}",
                "{" + MOVE + ",\"at\":1764230462.000000000}",
                "{" + MOVE + ",\"at\":1764230462.5}",
                "{" + MOVE + ",\"at\":1764230462.1234567891}", // more than nine digits: truncated
                "{" + MOVE + ",\"at\":1764230462}",
                "{" + MOVE + ",\"at\":1.7642304621E9}",
                "{" + MOVE + ",\"at\":\"2026-11-27T07:41:02.120Z\"}",
                "{" + MOVE + ",\"at\":null}",
                "{" + MOVE + "}",
                "{\"at\":0.000000001,\"playedBy\":\"bob\",\"point\":{\"y\":15,\"x\":3},\"color\":\"BLACK\","
                        + "\"moveNumber\":1,\"gameId\":\"g\"}",
                "{\"gameId\":\"g\",\"moveNumber\":\"7\",\"color\":\"BLACK\",\"point\":{\"x\":\"3\",\"y\":4},"
                        + "\"playedBy\":null,\"at\":1.5}",
                "{\"gameId\":\"g\",\"moveNumber\":null,\"color\":null,\"point\":null,\"at\":1.5}",
                "{}");
        for (String json : moves) {
            assertSameRead(json, GameEvent.StonePlaced.class);
        }
        List<String> passes = List.of(
                "{\"gameId\":\"game-1\",\"moveNumber\":31,\"color\":\"BLACK\",\"passedBy\":\"alice\","
                        + "\"at\":1764230462.987654321}",
                "{\"at\":\"2026-11-27T07:41:02Z\",\"passedBy\":\"alice\",\"color\":\"WHITE\",\"gameId\":\"g\"}",
                "{\"gameId\":\"g\",\"moveNumber\":2,\"color\":\"BLACK\",\"passedBy\":\"a\",\"at\":12.25}");
        for (String json : passes) {
            assertSameRead(json, GameEvent.Passed.class);
        }
    }

    @Test
    void formsTheGenericBindingRefusesAreRefused() {
        List<String> refused = List.of(
                "{" + MOVE + ",\"at\":1.5,\"extra\":1}", // unknown property
                "{\"gameId\":\"g\",\"moveNumber\":1,\"color\":\"BLACK\",\"point\":{\"x\":30,\"y\":1},\"at\":1.5}",
                "{\"gameId\":\"g\",\"moveNumber\":1,\"color\":\"GREEN\",\"point\":{\"x\":3,\"y\":1},\"at\":1.5}",
                "{\"gameId\":\"g\",\"moveNumber\":1,\"color\":\"BLACK\",\"point\":{\"x\":3,\"z\":1},\"at\":1.5}",
                "{\"gameId\":\"g\",\"moveNumber\":9999999999,\"color\":\"BLACK\",\"at\":1.5}",
                "[\"g\"]");
        for (String json : refused) {
            SimpleSerializedObject<String> stored = new SimpleSerializedObject<>(json, String.class,
                    axon.typeForClass(GameEvent.StonePlaced.class));
            assertThatThrownBy(() -> axon.deserialize(stored)).as(json).isInstanceOf(SerializationException.class);
            assertThatThrownBy(() -> cached.deserialize(stored)).as(json).isInstanceOf(SerializationException.class);
        }
    }

    private void assertSameRead(String json, Class<?> type) {
        SimpleSerializedObject<String> stored = new SimpleSerializedObject<>(json, String.class, axon.typeForClass(type));
        Object plain = axon.deserialize(stored);
        assertThat(plain).as(json).isInstanceOf(type);
        assertThat((Object) cached.deserialize(stored)).as(json).isEqualTo(plain);
    }
}
