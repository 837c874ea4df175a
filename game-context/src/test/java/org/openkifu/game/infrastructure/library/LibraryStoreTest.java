package org.openkifu.game.infrastructure.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.library.facts.GameFacts;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/** A stored game reads back as it was written, with its moves three characters each. */
class LibraryStoreTest {

    @Test
    void aGameRoundTripsThroughItsDocument() {
        GameFacts facts = new GameFacts("g1", List.of("kim", "lee"), "kim", "lee", "2d", null, "ENDED", "BLACK",
                "SCORE", "B+3.5", 3.5, LocalDate.of(1846, 9, 11), Instant.parse("2026-11-20T10:00:00Z"),
                Instant.parse("2026-11-20T11:00:00Z"), 19, "japanese", 6.5, 2, 3, GameFacts.Origin.IMPORT, "sha256:x",
                "Castle game", new GameFacts.SgfHeader("Shusaku", "Gennan", "4d", null, "Castle game", "1",
                "1846-09-11", "B+2", "Osaka"), 42);
        LibraryRecord record = new LibraryRecord("g1", 19, List.of(new Point(3, 15), new Point(15, 3)), List.of(),
                List.of(new LibraryMove(Color.WHITE, new Point(16, 16)), new LibraryMove(Color.BLACK, null),
                        new LibraryMove(Color.WHITE, new Point(0, 18))), Color.BLACK);
        Document d = LibraryStore.document(new LibraryStore.Entry(facts, record));
        Document stored = d.get("record", Document.class);
        assertThat(stored.getString("moves")).isEqualTo("WqqB..Was");
        assertThat(stored.getString("black")).isEqualTo("dp,pd");
        LibraryStore.Entry back = LibraryStore.entry(Document.parse(d.toJson()));
        assertThat(back.facts()).isEqualTo(facts);
        assertThat(back.record()).isEqualTo(record);
    }

    @Test
    void aLiveGameIsStoredWithoutItsMoves() {
        GameFacts facts = new GameFacts("g2", List.of("kim", "lee"), "kim", "lee", null, null, "PLAYING", null,
                null, null, null, null, Instant.parse("2026-11-20T10:00:00Z"), null, 19, "japanese", 6.5, 0, 3,
                GameFacts.Origin.FREE, null, null, null, 7);
        LibraryRecord record = new LibraryRecord("g2", 19, List.of(), List.of(),
                List.of(new LibraryMove(Color.BLACK, new Point(3, 3)), new LibraryMove(Color.WHITE, new Point(15, 15)),
                        new LibraryMove(Color.BLACK, null)), null);
        Document d = LibraryStore.document(new LibraryStore.Entry(facts, record));
        assertThat(d.get("record", Document.class).getString("moves")).isEmpty();
        LibraryStore.Entry back = LibraryStore.entry(Document.parse(d.toJson()));
        assertThat(back.facts()).isEqualTo(facts);
        assertThat(back.record().moves()).isEmpty();
        assertThat(back.record().size()).isEqualTo(19);
    }
}
