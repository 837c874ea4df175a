package org.openkifu.game.infrastructure.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openkifu.game.library.facts.FactsQuery;
import org.openkifu.game.library.facts.GameFacts;

/**
 * The facts indexes' edges, each expectation written by hand: date ranges at their boundaries (both inclusive), names
 * found whatever their case and spaces (and the imported records' names by a part of them), a game leaving its old
 * keys when a new version replaces it, and the first pages of a large answer (the bounded top of the order).
 */
class FactsIndexTest {

    private final LibraryCatalog catalog = new LibraryCatalog(null);

    @Test
    void dateRangesIncludeBothBoundariesAndNothingBeyond() {
        put(game("d1", "kim", "lee", "2024-03-01"), game("d2", "kim", "lee", "2024-03-02"),
                game("d3", "kim", "lee", "2024-03-31"), game("d4", "kim", "lee", "2024-04-01"),
                game("d5", "kim", "lee", null));

        assertThat(ids(Map.of("from", "2024-03-01", "to", "2024-03-01"))).containsExactly("d1");
        assertThat(ids(Map.of("from", "2024-03-02", "to", "2024-03-31"))).containsExactly("d3", "d2");
        assertThat(ids(Map.of("from", "2024-03-02"))).containsExactly("d4", "d3", "d2");
        assertThat(ids(Map.of("to", "2024-03-02"))).containsExactly("d2", "d1");
        assertThat(ids(Map.of("from", "2024-02-01", "to", "2024-02-29"))).isEmpty();
        assertThat(ids(Map.of("from", "2024-04-02"))).isEmpty();
        assertThat(ids(Map.of("from", "2024-03-31", "to", "2024-03-02"))).as("from after to").isEmpty();
    }

    @Test
    void namesAreFoundInAnyCaseAndWithoutTheirSpaces() {
        put(game("n1", "Kim", "LEE ", "2024-01-01"), game("n2", "İnci", "kim", "2024-01-02"),
                imported("n3", "Lee Sedol", "Cho Chikun", "2024-01-03"));

        assertThat(ids(Map.of("player", "KIM"))).containsExactly("n2", "n1");
        assertThat(ids(Map.of("black", "kim"))).containsExactly("n1");
        assertThat(ids(Map.of("white", "kim"))).containsExactly("n2");
        // "LEE " as White: the player filter compares ids as they are, black/white trimmed; a record's PB/PW by part
        assertThat(ids(Map.of("white", "lee"))).containsExactly("n1");
        assertThat(ids(Map.of("player", "lee"))).containsExactly("n3");
        assertThat(ids(Map.of("player", "sedol"))).containsExactly("n3");
        assertThat(ids(Map.of("black", "SEDOL"))).containsExactly("n3");
        assertThat(ids(Map.of("white", "sedol"))).isEmpty();
        assertThat(ids(Map.of("player", "chikun"))).containsExactly("n3");
        // equalsIgnoreCase's rule: İ (U+0130) and i are the same letter ignoring case, though "İ".toLowerCase() is 2 chars
        assertThat(ids(Map.of("player", "inci"))).containsExactly("n2");
        assertThat(ids(Map.of("player", "İNCİ"))).containsExactly("n2");
        assertThat(FactsIndex.norm("İnci")).isEqualTo(FactsIndex.norm("INCI")).isEqualTo("inci");
    }

    @Test
    void aNewVersionLeavesItsOldKeys() {
        put(game("u1", "kim", "lee", "2024-05-05"));
        put(new GameFacts("u1", List.of("park", "cho"), "park", "cho", "1d", "2d", "ENDED", "BLACK", "SCORE", "B+0.5",
                0.5, LocalDate.parse("2024-06-06"), Instant.EPOCH, Instant.EPOCH, 19, "japanese", 6.5, 0, 200,
                GameFacts.Origin.FREE, null, null, null, 2));

        assertThat(ids(Map.of("player", "kim"))).isEmpty();
        assertThat(ids(Map.of("from", "2024-05-05", "to", "2024-05-05"))).isEmpty();
        assertThat(ids(Map.of("player", "park", "from", "2024-06-06"))).containsExactly("u1");
        assertThat(ids(Map.of("marginMin", "0.5", "marginMax", "0.5"))).containsExactly("u1");
    }

    @Test
    void theFirstPagesOfALargeAnswerAreTheTopOfItsOrder() {
        for (int day = 1; day <= 28; day++) {
            put(game("p" + day, "kim", "lee", String.format("2024-02-%02d", day)));
        }
        var page2 = catalog.search(FactsQuery.parse(Map.of("sort", List.of("-date"), "page", List.of("2"),
                "pageSize", List.of("5"))));
        assertThat(page2.games()).extracting(GameFacts::gameId).containsExactly("p23", "p22", "p21", "p20", "p19");
        assertThat(page2.total()).isEqualTo(28);
        assertThat(page2.pages()).isEqualTo(6);
    }

    private List<String> ids(Map<String, String> filters) {
        return catalog.search(FactsQuery.filters(filters)).games().stream().map(GameFacts::gameId).toList();
    }

    private void put(GameFacts... games) {
        catalog.update(java.util.Arrays.stream(games).map(f -> new LibraryStore.Entry(f, null)).toList());
    }

    private static GameFacts game(String id, String black, String white, String date) {
        return new GameFacts(id, List.of(black, white), black, white, "1k", "1k", "LIVE", null, null, null, null,
                date == null ? null : LocalDate.parse(date), Instant.EPOCH, null, 19, "japanese", 6.5, 0, 100,
                GameFacts.Origin.FREE, null, null, null, 1);
    }

    private static GameFacts imported(String id, String pb, String pw, String date) {
        return new GameFacts(id, List.of("importer"), null, null, null, null, "ENDED", "BLACK", "RESIGNATION", "B+R",
                null, LocalDate.parse(date), Instant.EPOCH, Instant.EPOCH, 19, "japanese", 6.5, 0, 150,
                GameFacts.Origin.IMPORT, null, null, new GameFacts.SgfHeader(pb, pw, null, null, null, null, date,
                "B+R", null), 1);
    }
}
