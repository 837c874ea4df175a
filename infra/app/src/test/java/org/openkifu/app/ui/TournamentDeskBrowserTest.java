package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openkifu.app.tournament.TournamentPlay;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chromium.ChromiumDriver;
import org.openqa.selenium.support.ui.Select;
import tools.jackson.databind.JsonNode;

/**
 * The director's settings in a real headless Chromium (docs/web.md): an organizer creates a McMahon with byo-yomi
 * clocks and handicap by rank difference in the form, and the API holds exactly those settings; a refused edit shows
 * its problem next to the clock, in the game context's words, and the page's polls leave the refused form as it was;
 * an accepted edit changes only what was edited; an unsaved edit survives a change of state under it; the start-score
 * preview follows the bar and floor; once round 1 is started from the page the form is read-only with the reason and
 * the "being created" notice goes once the games exist. The organizer's correction and forfeit are tagged in the
 * round and the standings; the tournament page fits a 390 px phone without the page scrolling sideways, every table
 * in a box inside the screen; a game's page names its tournament, round and board with a link back.
 * Screenshots: target/screenshots/desk-*.png.
 */
class TournamentDeskBrowserTest extends BrowserTestBase {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static WebDriver tdolivia;

    @BeforeAll
    static void startBrowsers() throws IOException {
        tdolivia = browsers.open();
        ui = new BrowserWaits(WAIT, "desk", Map.of("tdolivia", tdolivia));
    }

    @Test
    void anOrganizerSetsUpAMcMahonInTheFormAndThePagesFitAPhone() throws Exception {
        TournamentPlay play = play();
        play.account("tdolivia", "2d");
        for (String[] p : List.of(new String[] {"tdpam", "3d"}, new String[] {"tdquin", "1k"}, new String[] {"tdrex", "10k"},
                new String[] {"tdsue", "18k"})) {
            play.account(p[0], p[1]);
        }
        api().grantRoles("tdolivia", "organizer");
        signIn(tdolivia, "tdolivia");

        tdolivia.get(url("/tournaments"));
        ui.waitFor(tdolivia, d -> d.findElement(By.id("t-name")).isDisplayed());
        type("t-name", "Desk Cup");
        choose("t-format", "MCMAHON");
        type("t-rounds", "3");
        type("t-max-players", "10");
        choose("t-rules", "aga");
        type("t-komi", "7.5");
        choose("t-clock", "JAPANESE_BYOYOMI");
        type("t-clock-main", "40");
        type("t-clock-periods", "3");
        type("t-clock-period-seconds", "30");
        choose("t-handicap", "RANK_DIFFERENCE");
        type("t-hc-ceiling", "5");
        type("t-hc-reduction", "2");
        type("t-hc-komi", "0.5");
        type("t-bar", "1d");
        type("t-floor", "15k");
        // the McMahon default order is MMS, SOS, SOSOS: add SODOS and move it up twice
        choose("t-breaker-add", "SODOS");
        tdolivia.findElement(By.cssSelector("#t-breakers li[data-criterion='SODOS'] button.up")).click();
        tdolivia.findElement(By.cssSelector("#t-breakers li[data-criterion='SODOS'] button.up")).click();
        Browsers.screenshot(tdolivia, "desk-create");
        tdolivia.findElement(By.id("create-tournament-submit")).click();
        ui.waitFor(tdolivia, d -> d.getCurrentUrl().matches(".*/tournaments/[0-9a-f-]+$"));
        String id = tdolivia.getCurrentUrl().replaceAll(".*/tournaments/", "");
        String base = "/api/tournaments/" + id;

        JsonNode s = play.get(base).path("settings");
        assertThat(s.path("format").asString()).isEqualTo("MCMAHON");
        assertThat(s.path("rounds").asInt()).isEqualTo(3);
        assertThat(s.path("maximumPlayers").asInt()).isEqualTo(10);
        assertThat(s.path("rules").asString()).isEqualTo("aga");
        assertThat(s.path("komi").asDouble()).isEqualTo(7.5);
        JsonNode tc = s.path("timeControl");
        assertThat(tc.path("kind").asString()).isEqualTo("JAPANESE_BYOYOMI");
        assertThat(tc.path("mainSeconds").asLong()).isEqualTo(2400);
        assertThat(tc.path("periods").asInt()).isEqualTo(3);
        assertThat(tc.path("periodSeconds").asLong()).isEqualTo(30);
        JsonNode h = s.path("handicap");
        assertThat(h.path("kind").asString()).isEqualTo("RANK_DIFFERENCE");
        assertThat(h.path("ceiling").asInt()).isEqualTo(5);
        assertThat(h.path("reduction").asInt()).isEqualTo(2);
        assertThat(h.path("komi").asDouble()).isEqualTo(0.5);
        assertThat(s.path("mcMahonBar").asString()).isEqualTo("1d");
        assertThat(s.path("mcMahonFloor").asString()).isEqualTo("15k");
        List<String> order = new java.util.ArrayList<>();
        s.path("tieBreakers").forEach(c -> order.add(c.asString()));
        assertThat(order).containsExactly("MMS", "SODOS", "SOS", "SOSOS");

        // a refused edit: Fischer needs a main time. The game context's published terms answer first, in their own
        // words ("main time is 1 to 720 minutes, not 0 s"); the refusal still stands next to the clock, and changes
        // nothing
        ui.waitFor(tdolivia, d -> d.findElement(By.id("t-clock")).isDisplayed());
        choose("t-clock", "FISCHER");
        type("t-clock-main", "0");
        tdolivia.findElement(By.id("save-settings")).click();
        WebElement clockError = ui.waitFor(tdolivia, d -> d.findElement(By.id("t-clock-error")).getText().isEmpty()
                ? null : d.findElement(By.id("t-clock-error")));
        assertThat(clockError.getText()).startsWith("INVALID_SETTINGS").contains("main time");
        assertThat(tdolivia.findElement(By.id("t-clock")).getDomAttribute("aria-invalid")).isEqualTo("true");
        assertThat(play.get(base).path("settings").path("timeControl").path("kind").asString())
                .isEqualTo("JAPANESE_BYOYOMI");
        // the polls that follow leave the refused form as the organizer left it: choice, typed value and message
        int polls = refreshes();
        ui.waitFor(tdolivia, d -> refreshes() >= polls + 2);
        assertThat(new Select(tdolivia.findElement(By.id("t-clock"))).getFirstSelectedOption().getDomProperty("value"))
                .isEqualTo("FISCHER");
        assertThat(tdolivia.findElement(By.id("t-clock-main")).getDomProperty("value")).isEqualTo("0");
        assertThat(tdolivia.findElement(By.id("t-clock-error")).getText()).startsWith("INVALID_SETTINGS");

        // an accepted edit after a reload: only the rounds change
        tdolivia.get(url("/tournaments/" + id));
        ui.waitFor(tdolivia, d -> d.findElement(By.id("t-rounds")).getDomProperty("value").equals("3"));
        type("t-rounds", "2");
        tdolivia.findElement(By.id("save-settings")).click();
        JsonNode edited = play.eventually(base, t -> t.path("settings").path("rounds").asInt() == 2);
        assertThat(edited.path("settings").path("timeControl").path("kind").asString()).isEqualTo("JAPANESE_BYOYOMI");
        assertThat(edited.path("settings").path("mcMahonBar").asString()).isEqualTo("1d");
        ui.waitFor(tdolivia, d -> d.findElement(By.id("settings-message")).getText().contains("saved"));

        // an unsaved edit survives the tournament changing state under it (registration opened elsewhere)
        type("t-komi", "8.5");
        // the start-score preview: rank from 30k = 0, clamped between the floor 15k (15) and the bar 1d (30)
        play.post(base + "/open", "tdolivia", "");
        for (String p : List.of("tdpam", "tdquin", "tdrex", "tdsue")) {
            play.post(base + "/registrations", p, "{}");
        }
        ui.waitFor(tdolivia, d -> d.findElements(By.cssSelector("#start-scores tr[data-user]")).size() == 4);
        assertThat(tdolivia.findElement(By.id("t-komi")).getDomProperty("value")).as("the organizer's unsaved komi")
                .isEqualTo("8.5");
        assertThat(startScores()).containsExactly("tdpam=30", "tdquin=29", "tdrex=20", "tdsue=15");
        type("t-bar", "2k"); // not saved: the preview follows the form
        ui.waitFor(tdolivia, d -> startScores().get(0).equals("tdpam=28"));
        Browsers.screenshot(tdolivia, "desk-start-scores");

        // round 1 started from the page: the settings are read-only with the reason, and the "games are being
        // created" notice goes once the games exist
        ui.waitFor(tdolivia, d -> d.findElement(By.id("start-round")).isDisplayed());
        tdolivia.findElement(By.id("start-round")).click();
        ui.waitFor(tdolivia, d -> d.findElement(By.id("settings-locked")).isDisplayed());
        assertThat(tdolivia.findElement(By.id("settings-locked")).getText()).contains("started");
        assertThat(tdolivia.findElement(By.id("t-format")).isEnabled()).isFalse();
        assertThat(tdolivia.findElement(By.id("t-komi")).getDomProperty("value")).as("the settings that count")
                .isEqualTo("7.5");
        JsonNode round = play.eventually(base + "/rounds/1", r -> TournamentPlay.complete(r, 2, 1));
        ui.waitFor(tdolivia, d -> d.findElements(By.cssSelector("section.round[data-round='1'] a.game-link")).size() == 2
                && !d.findElement(By.id("tournament-message")).getText().contains("being created"));
        String firstGame = null;
        for (JsonNode b : round.path("boards")) {
            JsonNode g = b.path("games").get(0);
            firstGame = firstGame == null ? g.path("gameId").asString() : firstGame;
            play.resign(g, g.path("blackUserId").asString());
        }
        play.eventually(base + "/rounds/1", r -> r.path("finished").asBoolean());
        // the organizer corrects board 1 (White had won) and gives board 2 to White by forfeit: both marked
        play.post(base + "/rounds/1/boards/1/result", "tdolivia", "{\"result\":\"BLACK_WINS\",\"reason\":\"miscounted\"}");
        play.post(base + "/rounds/1/boards/2/result", "tdolivia",
                "{\"result\":\"WHITE_WINS_BY_DEFAULT\",\"reason\":\"Black did not come\"}");
        ui.waitFor(tdolivia, d -> !d.findElements(By.cssSelector(
                "section.round[data-round='1'] tr[data-board='2'] .flag.forfeit")).isEmpty()
                && !d.findElements(By.cssSelector("section.round[data-round='1'] tr[data-board='1'] .flag.corrected"))
                        .isEmpty());
        assertThat(tdolivia.findElements(By.cssSelector("section.round[data-round='1'] tr[data-board='1'] .flag.forfeit")))
                .as("a corrected result played over the board is no forfeit").isEmpty();
        ui.waitFor(tdolivia, d -> d.findElements(By.cssSelector("#standings tr[data-user]")).size() == 4
                && !d.findElement(By.id("standings")).getText().contains("?")
                && d.findElements(By.cssSelector("#standings td.round-cell.forfeit")).size() == 2);
        WebElement mmsHead = tdolivia.findElement(By.xpath("//thead[@id='standings-head']//th[.='MMS']"));
        assertThat(mmsHead.getCssValue("text-align")).as("numbers under right-aligned headings").isEqualTo("right");

        // a 390 px phone: the page never scrolls sideways, the tables scroll in their own boxes
        ((ChromiumDriver) tdolivia).executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        tdolivia.get(url("/tournaments/" + id));
        ui.waitFor(tdolivia, d -> d.findElements(By.cssSelector("#standings tr[data-user]")).size() == 4
                && d.findElements(By.cssSelector("section.round[data-round='1'] tr[data-board]")).size() == 2);
        Number width = (Number) ((JavascriptExecutor) tdolivia).executeScript(
                "return document.documentElement.scrollWidth;");
        Number viewport = (Number) ((JavascriptExecutor) tdolivia).executeScript("return window.innerWidth;");
        assertThat(viewport.intValue()).isEqualTo(390);
        assertThat(width.intValue()).as("the page's width on a 390 px phone").isLessThanOrEqualTo(390);
        // every table sits in a box inside the screen (it scrolls there, not the page)
        Number widest = (Number) ((JavascriptExecutor) tdolivia).executeScript("return Math.max(0, ...[...document"
                + ".querySelectorAll('main table')].filter(t => t.offsetParent).map(t => (t.closest('.table-scroll') || t)"
                + ".getBoundingClientRect().right));");
        assertThat(widest.doubleValue()).as("the right edge of the widest table box").isLessThanOrEqualTo(390);
        Browsers.screenshot(tdolivia, "desk-phone");
        ((JavascriptExecutor) tdolivia).executeScript(
                "document.getElementById('standings-section').scrollIntoView();");
        Browsers.screenshot(tdolivia, "desk-phone-standings");
        ((ChromiumDriver) tdolivia).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());

        // the game page names its event, round and board, with a link back
        tdolivia.get(url("/games/" + firstGame));
        WebElement origin = ui.waitFor(tdolivia, d -> d.findElement(By.id("game-origin-link")));
        ui.waitFor(tdolivia, d -> origin.getText().equals("Desk Cup"));
        assertThat(origin.getDomAttribute("href")).isEqualTo("/tournaments/" + id);
        assertThat(tdolivia.findElement(By.id("game-origin")).getText()).contains("round 1, board");
        Browsers.screenshot(tdolivia, "desk-game-origin");
        BrowserWaits.assertNoScriptErrors(tdolivia);
    }

    /** How many times the page has redrawn itself from the server (its poll): data-refreshes on the body. */
    private int refreshes() {
        String n = tdolivia.findElement(By.tagName("body")).getDomAttribute("data-refreshes");
        return n == null ? 0 : Integer.parseInt(n);
    }

    private List<String> startScores() {
        return tdolivia.findElements(By.cssSelector("#start-scores tr[data-user]")).stream()
                .map(r -> r.getDomAttribute("data-user") + "=" + r.findElement(By.cssSelector("td.start-score")).getText())
                .toList();
    }

    private void type(String id, String text) {
        WebElement input = tdolivia.findElement(By.id(id));
        input.clear();
        input.sendKeys(text);
    }

    private void choose(String id, String value) {
        new Select(tdolivia.findElement(By.id(id))).selectByValue(value);
    }
}
