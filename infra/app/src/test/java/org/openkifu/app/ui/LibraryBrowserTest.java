package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openkifu.infra.platform.ApiClient;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import tools.jackson.databind.JsonNode;

/**
 * The game library's page (issue 21) in a real headless Chromium on the whole application. Four hand-made 19x19
 * records of an event "Library test" and one famous game (Little Go's Ear-reddening game) are imported through the
 * API. The analyst finds the famous game by its player in the facts form, narrows the form to the event, sets up a
 * corner pattern on the board editor (a black stone on the 3-4 point R16 in an otherwise empty 6x6 top-right
 * corner), searches it and reads the continuation statistics on the board; a refused pattern shows its code; a hit
 * opens the replay at its move; the replay's "this position" opens the library with that position searched.
 *
 * <p>Expectations counted by hand from the records below (docs/library.md semantics): the pattern occurs in
 * A at move 1, B at move 1, C at move 1 and D at move 3 (D's corner stone C16 is R16 mirrored left to right). The
 * next move inside the corner is White's P17 in A, B and D (D's E17 mirrored), White's R17 in C. So the letters are
 * A = P17 (3 games: Black won A, White won B and D: 33.3 % / 66.7 %) and B = R17 (1 game, Black won: 100 % / 0 %).
 * Screenshots: target/screenshots/library-*.png.
 */
class LibraryBrowserTest extends BrowserTestBase {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final String EVENT = "Library test";
    private static final String[][] RECORDS = {
        {"Alpha", "Beta", "B+R", ";B[qd];W[oc];B[dp];W[dd]"},
        {"Gamma", "Delta", "W+R", ";B[qd];W[oc];B[pp]"},
        {"Alpha", "Delta", "B+R", ";B[qd];W[qc];B[dd]"},
        {"Gamma", "Beta", "W+R", ";B[dp];W[pp];B[cd];W[ec]"},
    };

    private static WebDriver analyst;

    @BeforeAll
    static void startBrowser() throws IOException {
        analyst = browsers.open();
        ui = new BrowserWaits(WAIT, "library", Map.of("analyst", analyst));
    }

    @Test
    void findAGameByFactsAndByACornerPatternThenOpenTheHitInTheReplay() throws Exception {
        ApiClient api = api();
        List<String> ids = new ArrayList<>();
        for (String[] r : RECORDS) {
            ids.add(importRecord(api, "(;GM[1]FF[4]SZ[19]KM[6.5]PB[" + r[0] + "]PW[" + r[1] + "]EV[" + EVENT
                    + "]DT[2026-01-0" + (ids.size() + 1) + "]RE[" + r[2] + "]" + r[3] + ")"));
        }
        String famous = importRecord(api, Files.readString(Path.of("..", "..", "game-context", "src", "test",
                "resources", "littlego-sgf", "Famous games", "Ear-reddening game.sgf")));
        // the application is shared with the other browser classes, and WebUiBrowserTest imports a record too: wait
        // for these five by id, not for a total of five (which its import made six when it ran first)
        List<String> ours = new ArrayList<>(ids);
        ours.add(famous);
        await().atMost(WAIT).until(() -> importedAndEnded(api).containsAll(ours));

        signIn(analyst, "libby");
        analyst.findElement(By.id("nav-library")).click();
        // the page lists the library on arrival; the application is shared with the other browser classes, whose
        // finished games are listed too, so only "at least our five" is known here (the filters below are exact)
        ui.waitFor(analyst, d -> rows(d, "#games tbody tr").size() >= 5);

        // facts: a player of the famous game, then the test's event
        analyst.findElement(By.id("f-player")).sendKeys("shusaku");
        analyst.findElement(By.id("facts-search")).click();
        ui.waitFor(analyst, d -> rows(d, "#games tbody tr").size() == 1);
        WebElement row = analyst.findElement(By.cssSelector("#games tbody tr"));
        assertThat(row.getAttribute("data-game-id")).isEqualTo(famous);
        assertThat(row.findElement(By.className("black-player")).getText()).startsWith("Shusaku");
        assertThat(row.getText()).contains("B+2");
        analyst.findElement(By.id("f-player")).clear();
        analyst.findElement(By.id("f-event")).sendKeys(EVENT);
        new Select(analyst.findElement(By.id("f-sort"))).selectByValue("date");
        analyst.findElement(By.id("facts-search")).click();
        ui.waitFor(analyst, d -> rows(d, "#games tbody tr").size() == 4
                && ids.get(0).equals(rows(d, "#games tbody tr").get(0).getAttribute("data-game-id")));
        assertThat(analyst.findElement(By.id("games-summary")).getText()).isEqualTo("4 games");
        Browsers.screenshot(analyst, "library-facts");

        // a refused pattern: a 1x1 rectangle on an "any" cell is empty; its code shows next to the buttons
        analyst.findElement(By.id("tool-any")).click();
        ui.clickPoint(analyst, "A1");
        analyst.findElement(By.id("tool-rect")).click();
        ui.clickPoint(analyst, "A1");
        ui.clickPoint(analyst, "A1");
        ui.click(analyst, "search-pattern");
        ui.waitFor(analyst, d -> d.findElement(By.id("board-error")).getText().startsWith("PATTERN_EMPTY: "));

        // the corner pattern: black R16, the 6x6 top-right corner O19..T14, at this place
        ui.click(analyst, "editor-clear");
        analyst.findElement(By.id("tool-stones")).click();
        ui.clickPoint(analyst, "R16");
        ui.waitFor(analyst, d -> !d.findElements(By.cssSelector("#editor circle.stone.black[data-point='R16']")).isEmpty());
        analyst.findElement(By.id("tool-rect")).click();
        ui.clickPoint(analyst, "O19");
        ui.clickPoint(analyst, "T14");
        WebElement selection = ui.waitFor(analyst, d -> d.findElement(By.cssSelector("#editor rect#selection:not(.anchor)")));
        assertThat(selection.getAttribute("data-width")).isEqualTo("6");
        assertThat(selection.getAttribute("data-height")).isEqualTo("6");
        ui.click(analyst, "search-pattern");

        // the statistics on the board: letters at the next moves, with Black's / White's winning percentages
        WebElement a = ui.waitFor(analyst, d -> d.findElement(By.cssSelector("#editor g.continuation[data-label='A']")));
        assertThat(a.getAttribute("data-point")).isEqualTo("P17");
        assertThat(a.getAttribute("data-count")).isEqualTo("3");
        assertThat(a.getAttribute("class")).contains("white");
        assertThat(a.findElement(By.className("percent")).getText()).isEqualTo("33/67");
        WebElement b = analyst.findElement(By.cssSelector("#editor g.continuation[data-label='B']"));
        assertThat(b.getAttribute("data-point")).isEqualTo("R17");
        assertThat(b.findElement(By.className("percent")).getText()).isEqualTo("100/0");
        assertThat(analyst.findElement(By.id("editor")).getAttribute("data-continuations")).isEqualTo("2");
        WebElement tableA = analyst.findElement(By.cssSelector("#continuations tr[data-label='A']"));
        assertThat(tableA.getText()).contains("W P17").contains("3").contains("33.3 %").contains("66.7 %");
        assertThat(analyst.findElement(By.id("board-error")).getText()).isEmpty();
        Map<String, String> hits = new HashMap<>();
        for (WebElement hit : rows(analyst, "#hits tr.library-hit")) {
            hits.put(hit.getAttribute("data-game-id"), hit.getAttribute("data-move"));
        }
        assertThat(hits).isEqualTo(Map.of(ids.get(0), "1", ids.get(1), "1", ids.get(2), "1", ids.get(3), "3"));
        Browsers.screenshot(analyst, "library-pattern");

        // the hit of the mirrored game opens its replay at move 3
        analyst.findElement(By.cssSelector("#hits tr.library-hit[data-game-id='" + ids.get(3) + "'] a.hit-move")).click();
        ui.waitFor(analyst, d -> d.getCurrentUrl().contains("/games/" + ids.get(3) + "/replay"));
        ui.waitForMoveNumber(analyst, 3);
        assertThat(analyst.findElement(By.id("move-label")).getText()).isEqualTo("Move 3 of 4");
        assertThat(analyst.findElements(By.cssSelector("#board circle.stone"))).hasSize(3);
        assertThat(analyst.findElement(By.id("last-move")).getAttribute("data-point")).isEqualTo("C16");
        Browsers.screenshot(analyst, "library-replay-hit");

        // "this position": the library opens with the board after move 3 and finds this game there
        ui.click(analyst, "library-position");
        ui.waitFor(analyst, d -> !rows(d, "#hits tr.library-hit").isEmpty());
        assertThat(analyst.findElements(By.cssSelector("#editor circle.stone.black"))).hasSize(2);
        assertThat(analyst.findElements(By.cssSelector("#editor circle.stone.white[data-point='Q4']"))).hasSize(1);
        WebElement only = analyst.findElement(By.cssSelector("#hits tr.library-hit"));
        assertThat(rows(analyst, "#hits tr.library-hit")).hasSize(1);
        assertThat(only.getAttribute("data-game-id")).isEqualTo(ids.get(3));
        assertThat(only.getAttribute("data-move")).isEqualTo("3");
        WebElement next = ui.waitFor(analyst, d -> d.findElement(By.cssSelector("#editor g.continuation[data-label='A']")));
        assertThat(next.getAttribute("data-point")).isEqualTo("E17");
        assertThat(next.findElement(By.className("percent")).getText()).isEqualTo("0/100");
        Browsers.screenshot(analyst, "library-this-position");
        BrowserWaits.assertOnlyOwnOriginAndNoScriptErrors(analyst, port);
    }

    private String importRecord(ApiClient api, String sgf) throws Exception {
        HttpResponse<String> imported = api.send(HttpRequest.newBuilder(api.uri("/api/games/import"))
                .header("Content-Type", "application/x-go-sgf").POST(HttpRequest.BodyPublishers.ofString(sgf)), "libby");
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);
        JsonNode body = ApiClient.json(imported);
        return body.path("gameId").asString();
    }

    private static Set<String> importedAndEnded(ApiClient api) throws Exception {
        Set<String> found = new HashSet<>();
        ApiClient.json(api.get("/api/library/games?origin=import&status=ended&pageSize=200")).path("games")
                .forEach(game -> found.add(game.path("gameId").asString()));
        return found;
    }

    private static List<WebElement> rows(WebDriver driver, String css) {
        return driver.findElements(By.cssSelector(css));
    }

}
