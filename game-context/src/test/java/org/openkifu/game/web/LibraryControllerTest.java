package org.openkifu.game.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openkifu.game.infrastructure.library.LibraryCatalog;
import org.openkifu.game.library.Continuation;
import org.openkifu.game.library.facts.GameFacts;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.web.ApiException;
import org.springframework.http.HttpStatus;

/** Without a board index the board searches say so; continuations are labelled by count; CSV is safe to open. */
class LibraryControllerTest {

    @Test
    void withoutABoardIndexTheBoardSearchesAnswer503() {
        LibraryController controller = new LibraryController(new LibraryCatalog(null));
        assertThatThrownBy(() -> controller.positions(new LibraryController.PositionSearch(9,
                List.of(new Point(2, 2)), List.of(), false, Map.of(), null, null)))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.status()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
                    assertThat(e.code()).isEqualTo("BOARD_INDEX_UNAVAILABLE");
                });
        assertThatThrownBy(() -> controller.patterns(new LibraryController.PatternSearch(9, List.of("X."), null, null,
                false, Map.of(), null, null)))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.code()).isEqualTo("BOARD_INDEX_UNAVAILABLE"));
    }

    @Test
    void continuationsAreLabelledMostPlayedFirstWithTenukiUnlabelled() {
        List<LibraryController.ContinuationView> views = LibraryController.continuations(List.of(
                new Continuation(new Point(3, 3), Color.BLACK, 2, 1, 1),
                new Continuation(null, Color.BLACK, 5, 2, 3),
                new Continuation(new Point(15, 3), Color.BLACK, 3, 3, 0)));
        assertThat(views).extracting(LibraryController.ContinuationView::label).containsExactly(null, "A", "B");
        assertThat(views.get(0).blackWinPercent()).isEqualTo(40.0);
        assertThat(views.get(1).point()).isEqualTo(new Point(15, 3));
        assertThat(views.get(1).blackWinPercent()).isEqualTo(100.0);
        assertThat(views.get(2).whiteWinPercent()).isEqualTo(50.0);
    }

    @Test
    void csvQuotesAndDefusesFormulas() {
        GameFacts f = new GameFacts("g1", List.of("a", "b"), "a", "b", null, null, "LIVE", null, null, null, null,
                LocalDate.of(2026, 1, 2), Instant.EPOCH, null, 9, "japanese", 6.5, 0, 7, GameFacts.Origin.FREE, null,
                null, new GameFacts.SgfHeader("Kim, \"the\" cat", "@SUM(A1)", null, null, null, null, null, null,
                "+1"), 3);
        String[] lines = LibraryCsv.of(List.of(f)).split("\r\n");
        assertThat(lines[1]).isEqualTo("g1,\"Kim, \"\"the\"\" cat\",'@SUM(A1),,,LIVE,,,,,2026-01-02,9,japanese,6.5,0,7,"
                + "free,,,'+1");
    }
}
