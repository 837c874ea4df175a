package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.SerializationException;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.SerializedType;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.SimpleSerializedType;
import org.axonframework.serialization.UnknownSerializedType;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;

/**
 * The cached readers read what Axon's own Jackson serializer reads from the same stored form: equal objects for
 * payloads and metadata, Axon's answers for names it does not know, and Axon's path for content it is not given as
 * text.
 */
class ReaderCachingSerializerTest {

    record Timed(String id, Instant at, BigDecimal komi, List<String> tags) {
    }

    private final JacksonSerializer axon = JacksonSerializer.builder()
            .objectMapper(new ObjectMapper().findAndRegisterModules()).build();
    private final Serializer cached = ReaderCachingSerializer.wrap(axon);

    @Test
    void onlyAxonsPlainJacksonSerializerIsWrapped() {
        assertThat(cached).isInstanceOf(ReaderCachingSerializer.class);
        JacksonSerializer subclass = new JacksonSerializer(JacksonSerializer.builder()) {
        };
        assertThat(ReaderCachingSerializer.wrap(subclass)).isSameAs(subclass);
        assertThat(ReaderCachingSerializer.wrap(null)).isNull();
    }

    @Test
    void payloadsAndMetadataReadAsAxonReadsThemEveryTime() {
        List<Object> objects = List.of(
                new TestEvents.StonePlayed("g", 12, "BLACK", 3, 15),
                new TestEvents.GameSnapshot("g", 40),
                new Timed("t", Instant.parse("2026-11-27T07:41:02.123456789Z"), new BigDecimal("6.5"), List.of("a", "b")),
                new Timed("u", null, null, List.of()),
                MetaData.with("player", "p1").and("correlationId", "c-7"),
                "a plain string");
        for (int round = 0; round < 3; round++) { // the first round fills the caches, the others use them
            for (Object object : objects) {
                SerializedObject<String> stored = axon.serialize(object, String.class);
                Object expected = axon.deserialize(stored);
                assertThat(expected).isEqualTo(object); // the oracle itself round-trips
                assertThat((Object) cached.deserialize(stored)).isEqualTo(expected);
                SerializedObject<byte[]> bytes = new SimpleSerializedObject<>(
                        stored.getData().getBytes(StandardCharsets.UTF_8), byte[].class, stored.getType());
                assertThat((Object) cached.deserialize(bytes)).isEqualTo(expected);
                assertThat(cached.classForType(stored.getType())).isEqualTo(axon.classForType(stored.getType()));
            }
        }
    }

    @Test
    void unknownNamesEmptyTypesAndJsonNodesAreAxonsAnswers() throws Exception {
        SimpleSerializedType unknown = new SimpleSerializedType("org.example.Gone", "1");
        Object read = cached.deserialize(new SimpleSerializedObject<>("{\"a\":1}", String.class, unknown));
        assertThat(read).isInstanceOf(UnknownSerializedType.class);
        assertThat(cached.classForType(unknown)).isEqualTo(UnknownSerializedType.class);

        assertThat((Object) cached.deserialize(new SimpleSerializedObject<>("", String.class,
                SerializedType.emptyType()))).isNull();

        JsonNode node = new ObjectMapper().readTree("{\"gameId\":\"g\",\"movesPlayed\":3}");
        Object fromNode = cached.deserialize(new SimpleSerializedObject<>(node, JsonNode.class,
                axon.typeForClass(TestEvents.GameSnapshot.class)));
        assertThat(fromNode).isEqualTo(new TestEvents.GameSnapshot("g", 3));
    }

    @Test
    void malformedJsonFailsAsAxonFails() {
        SimpleSerializedObject<String> broken = new SimpleSerializedObject<>("{\"gameId\":", String.class,
                axon.typeForClass(TestEvents.GameSnapshot.class));
        assertThatThrownBy(() -> axon.deserialize(broken)).isInstanceOf(SerializationException.class);
        assertThatThrownBy(() -> cached.deserialize(broken)).isInstanceOf(SerializationException.class);
    }

    @Test
    void writingIsAxonsUnchanged() {
        Object event = new Timed("t", Instant.parse("2026-11-27T07:41:02Z"), new BigDecimal("0.5"), List.of("x"));
        SerializedObject<String> mine = cached.serialize(event, String.class);
        SerializedObject<String> theirs = axon.serialize(event, String.class);
        assertThat(mine.getData()).isEqualTo(theirs.getData());
        assertThat(mine.getType()).isEqualTo(theirs.getType());
        assertThat(cached.typeForClass(Map.class)).isEqualTo(axon.typeForClass(Map.class));
    }
}
