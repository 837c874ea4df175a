package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.axonframework.messaging.MetaData;
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
import org.openkifu.infra.eventstore.ReaderCachingSerializer;

/**
 * The application's read path for stored game events (the platform's {@link ReaderCachingSerializer} over the
 * application's mapper) gives records equal to Axon's plain Jackson path, for every game event type, from the stored
 * JSON text, each time it reads them (the first read fills its caches), and for a stored form older than the current
 * record (a {@code GameCreated} whose origin has no {@code name}, read as null). The game context has no upcasters:
 * old forms are read by the records' compact constructors, on both paths alike.
 */
class EventReadPathTest {

    private final JacksonSerializer axon = SnapshotSerializationTest.serializer(); // Axon's own path, the oracle
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
}
