package org.openkifu.infra.eventstore;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.SerializedMetaData;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;

/**
 * Metadata read without Jackson equals what Axon's Jackson serializer reads from the same text, and anything that
 * is not a flat object of strings is left to Axon (so it reads as it always did, or fails as it always failed).
 */
class FlatMetaDataTest {

    private final JacksonSerializer axon = JacksonSerializer.builder()
            .objectMapper(new ObjectMapper().findAndRegisterModules()).build();
    private final Serializer cached = ReaderCachingSerializer.wrap(axon);

    @Test
    void flatObjectsOfStringsReadAsAxonReadsThem() {
        List<String> texts = List.of(
                "{}",
                " { } ",
                "{\"actingUser\":\"alice\"}",
                "{\"actingUser\":\"alice\",\"traceId\":\"7c1e\",\"correlationId\":\"7c1e\"}",
                "{ \"a\" : \"1\" ,\n\t\"b\" : \"\" }\r\n",
                "{\"quote\":\"say \\\"atari\\\"\",\"slash\":\"a\\/b\\\\c\"}",
                "{\"controls\":\"\\b\\f\\n\\r\\t\"}",
                "{\"unicode\":\"\\u00e9\\u4E2D\\ud83d\\ude00 plain é 中 😀\"}",
                "{\"\\u0041key\":\"value\"}");
        for (String text : texts) {
            MetaData expected = axonRead(text);
            assertThat(FlatMetaData.read(text)).as(text).isEqualTo(expected);
            assertThat((Object) cached.deserialize(new SerializedMetaData<>(text, String.class))).as(text)
                    .isEqualTo(expected);
        }
    }

    @Test
    void whatAxonWritesIsReadBackEqual() {
        Random random = new Random(22);
        for (int i = 0; i < 500; i++) {
            MetaData written = MetaData.emptyInstance();
            for (int k = random.nextInt(5); k > 0; k--) {
                written = written.and(text(random), text(random));
            }
            String stored = axon.serialize(written, String.class).getData();
            assertThat(FlatMetaData.read(stored)).as(stored).isEqualTo(written).isEqualTo(axonRead(stored));
        }
    }

    @Test
    void anythingElseIsLeftToAxon() {
        List<String> texts = List.of(
                "{\"moves\":42}",
                "{\"flag\":true}",
                "{\"none\":null}",
                "{\"nested\":{\"a\":\"b\"}}",
                "{\"list\":[\"a\"]}",
                "{\"a\":\"1\",\"a\":\"2\"}",
                "{\"a\":\"raw\u0001control\"}",
                "{\"a\":\"bad \\x escape\"}",
                "{\"a\":\"\\u12G4\"}",
                "{\"a\":\"\\u0661\\u0662\\u0663\\u0664\"}".replace("\\u066", "\\u\u0661\u0662\u0663"),
                "{\"a\":\"unterminated}",
                "{\"a\":\"1\"} trailing",
                "{\"a\":\"1\",}",
                "{\"a\" \"1\"}",
                "[\"a\"]",
                "\"a\"",
                "");
        for (String text : texts) {
            assertThat(FlatMetaData.read(text)).as(text).isNull();
        }
        // and through the serializer they read as Axon reads them
        for (String text : List.of("{\"moves\":42}", "{\"nested\":{\"a\":\"b\"}}", "{\"a\":\"1\",\"a\":\"2\"}")) {
            assertThat((Object) cached.deserialize(new SerializedMetaData<>(text, String.class))).as(text)
                    .isEqualTo(axonRead(text));
        }
        assertThat(axonRead("{\"moves\":42}")).isEqualTo(MetaData.from(Map.of("moves", 42)));
    }

    private MetaData axonRead(String text) {
        return axon.deserialize(new SerializedMetaData<>(text, String.class));
    }

    /** Letters, quotes, backslashes, controls, accents, CJK and a surrogate pair. */
    private static String text(Random random) {
        String alphabet = "abcXYZ019 \"\\/\n\t\u0001\u001féü中文😀-_.:";
        StringBuilder out = new StringBuilder();
        for (int n = random.nextInt(12); n > 0; n--) {
            int at = random.nextInt(alphabet.length());
            if (Character.isHighSurrogate(alphabet.charAt(at))) {
                out.append(alphabet, at, at + 2);
            } else if (!Character.isLowSurrogate(alphabet.charAt(at))) {
                out.append(alphabet.charAt(at));
            }
        }
        return out.toString();
    }
}
