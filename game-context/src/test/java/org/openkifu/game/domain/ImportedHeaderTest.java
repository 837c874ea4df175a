package org.openkifu.game.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.openkifu.game.domain.GameCommand.ImportGame;
import org.openkifu.game.domain.GameEvent.GameImported;

/** Each header text an imported game keeps has a limit; one character more is refused, naming the property. */
class ImportedHeaderTest {

    private record Limit(String property, int length) {
    }

    private static final List<Limit> LIMITS = List.of(
            new Limit("PB", 100), new Limit("PW", 100), new Limit("BR", 100), new Limit("WR", 100),
            new Limit("DT", 200), new Limit("EV", 200), new Limit("RO", 200), new Limit("GN", 200), new Limit("PC", 200),
            new Limit("RU", 200), new Limit("RE", 200), new Limit("OT", 200), new Limit("C", 10_000));

    private static List<GameEvent> importing(String sgf) {
        byte[] bytes = sgf.getBytes(StandardCharsets.UTF_8);
        return GameDecider.decide(new ImportGame(GameIds.forImport("importer", bytes), "importer", bytes, "x.sgf"), null,
                Games.T0);
    }

    private static String record(String property, String text) {
        return "(;FF[4]GM[1]SZ[9]" + property + "[" + text + "];B[ee];W[cc])";
    }

    @TestFactory
    Stream<DynamicTest> aTextAtItsLimitIsKeptAndOneCharacterMoreIsRefused() {
        return LIMITS.stream().map(limit -> DynamicTest.dynamicTest(limit.property() + " " + limit.length(), () -> {
            // "é" is one character and two UTF-8 bytes: the limit counts characters
            String atLimit = "a" + "é".repeat(limit.length() - 2) + "z";
            GameImported imported = importing(record(limit.property(), atLimit)).stream()
                    .filter(GameImported.class::isInstance).map(GameImported.class::cast).findFirst().orElseThrow();
            assertThat(imported.record().toString()).contains(atLimit);

            assertThatThrownBy(() -> importing(record(limit.property(), atLimit + "z")))
                    .isInstanceOfSatisfying(ImportRejected.class, e -> {
                        assertThat(e.code()).isEqualTo("SGF_VALUE_TOO_LONG");
                        assertThat(e.getMessage()).startsWith(limit.property() + " (")
                                .contains((limit.length() + 1) + " characters").contains("at most " + limit.length());
                        assertThat(e.moveNumber()).isNull();
                    });
        }));
    }

    @Test
    void theAbusersTwoMegabyteNameIsRefusedBeforeAnyEventExists() {
        String name = "N".repeat(1_900_000);
        assertThatThrownBy(() -> importing(record("PB", name)))
                .isInstanceOfSatisfying(ImportRejected.class, e -> {
                    assertThat(e.code()).isEqualTo("SGF_VALUE_TOO_LONG");
                    assertThat(e.getMessage()).hasSizeLessThan(200);
                });
    }

    @Test
    void escapesAndSoftLineBreaksDoNotCountOnlyTheKeptText() {
        // 100 characters once decoded: the escapes and a soft line break are not kept, so they do not count
        String escaped = "\\]".repeat(50) + "\\\n" + "x".repeat(50);
        List<GameEvent> events = importing(record("PB", escaped));
        assertThat(((GameEvent.GameCreated) events.get(0)).blackUserId()).isEqualTo("sgf:black:" + "]".repeat(50) + "x".repeat(50));
    }

    @Test
    void aLongFileNameKeepsItsEnd() {
        String name = "archive.zip!/" + "d/".repeat(300) + "game.sgf";
        byte[] bytes = record("PB", "Lee").getBytes(StandardCharsets.UTF_8);
        GameImported imported = (GameImported) GameDecider.decide(
                new ImportGame(GameIds.forImport("importer", bytes), "importer", bytes, name), null, Games.T0).get(1);
        assertThat(imported.fileName()).hasSize(255).startsWith("...").endsWith("d/d/game.sgf");
        assertThat(ImportedHeader.fileName("game.sgf")).isEqualTo("game.sgf");
        assertThat(ImportedHeader.fileName(null)).isNull();
    }
}
