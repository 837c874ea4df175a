package org.openkifu.game.application;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameCommand.ImportGame;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.Games;
import org.openkifu.game.sgf.SgfFiles;

/**
 * The largest import the limits allow (docs/sgf.md, "Import limits"): every header text at its limit, written in
 * the character that costs most as JSON (a control character, six bytes as {@code \u0001}), and the longest game
 * the replay plays (1,394 moves). Each event, serialized as infra serializes it, must stay far below Kafka's 1 MB
 * per message; before the limits a 1.9 MB name made a 3.9 MB event.
 */
class ImportEventSizeTest {

    private static final int KAFKA_MESSAGE_BYTES = 1024 * 1024;

    private static String costly(int length) {
        return "a" + "\u0001".repeat(length - 2) + "z"; // trimmed names keep their ends
    }

    @Test
    void theLargestAllowedImportMakesEventsFarBelowOneMegabyte() throws Exception {
        String header = "PB[" + costly(100) + "]PW[" + costly(100) + "]BR[" + costly(100) + "]WR[" + costly(100) + "]"
                + "DT[" + costly(200) + "]EV[" + costly(200) + "]RO[" + costly(200) + "]GN[" + costly(200) + "]"
                + "PC[" + costly(200) + "]RU[" + costly(200) + "]RE[" + costly(200) + "]OT[" + costly(200) + "]"
                + "C[" + costly(10_000) + "]";
        String longest = Files.readString(SgfFiles.file("19x19/maximum-number-of-moves.sgf"));
        byte[] sgf = longest.replaceFirst("C\\[This game contains[^\\]]*\\]", java.util.regex.Matcher.quoteReplacement(header))
                .getBytes(StandardCharsets.UTF_8);
        List<GameEvent> events = GameDecider.decide(
                new ImportGame(GameIds.forImport("importer", sgf), "importer", sgf, "x".repeat(5_000)), null, Games.T0);
        assertThat(events).filteredOn(e -> e instanceof GameEvent.StonePlaced || e instanceof GameEvent.Passed).hasSize(1394);

        ObjectMapper mapper = new ObjectMapper().registerModule(new JavaTimeModule())
                .setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
        JacksonSerializer serializer = JacksonSerializer.builder().objectMapper(mapper)
                .revisionResolver(new GameEventRevisionResolver()).build();
        int largest = 0;
        for (GameEvent e : events) {
            int bytes = serializer.serialize(e, byte[].class).getData().length;
            largest = Math.max(largest, bytes);
        }
        // GameImported: 12,000 header characters at six bytes each, plus the names in GameCreated's players
        assertThat(largest).isGreaterThan(60_000).isLessThan(100_000).isLessThan(KAFKA_MESSAGE_BYTES / 10);
    }
}
