package org.openkifu.app.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openkifu.app.tournament.TournamentEndToEndSupport;
import org.openkifu.app.tournament.TournamentPlay;
import org.openkifu.infra.platform.ApiClient;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chromium.ChromiumDriver;
import org.openqa.selenium.support.ui.Select;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
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
class TournamentDeskBrowserTest extends TournamentEndToEndSupport {

    @DynamicPropertySource
    static void browserProperties(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-desk-browser");
        registry.add("openkifu.data-dir", dir::toString);
    }

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static Browsers browsers;
    private static BrowserWaits ui;
    private static WebDriver olivia;

    @BeforeAll
    static void startBrowsers() throws IOException {
        assertThat(Path.of(Browsers.CHROMIUM)).isExecutable();
        browsers = new Browsers();
        olivia = browsers.open();
        ui = new BrowserWaits(WAIT, "desk", Map.of("olivia", olivia));
    }

    @AfterAll
    static void closeBrowsers() {
        if (browsers != null) {
            browsers.close();
        }
    }

    @Test
    void anOrganizerSetsUpAMcMahonInTheFormAndThePagesFitAPhone() throws Exception {
        TournamentPlay play = play();
        play.account("olivia", "2d");
        for (String[] p : List.of(new String[] {"pam", "3d"}, new String[] {"quin", "1k"}, new String[] {"rex", "10k"},
                new String[] {"sue", "18k"})) {
            play.account(p[0], p[1]);
        }
        api().grantRoles("olivia", "organizer");
        signIn(olivia, "olivia");

        olivia.get(url("/tournaments"));
        ui.waitFor(olivia, d -> d.findElement(By.id("t-name")).isDisplayed());
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
        olivia.findElement(By.cssSelector("#t-breakers li[data-criterion='SODOS'] button.up")).click();
        olivia.findElement(By.cssSelector("#t-breakers li[data-criterion='SODOS'] button.up")).click();
        Browsers.screenshot(olivia, "desk-create");
        olivia.findElement(By.id("create-tournament-submit")).click();
        ui.waitFor(olivia, d -> d.getCurrentUrl().matches(".*/tournaments/[0-9a-f-]+$"));
        String id = olivia.getCurrentUrl().replaceAll(".*/tournaments/", "");
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
        ui.waitFor(olivia, d -> d.findElement(By.id("t-clock")).isDisplayed());
        choose("t-clock", "FISCHER");
        type("t-clock-main", "0");
        olivia.findElement(By.id("save-settings")).click();
        WebElement clockError = ui.waitFor(olivia, d -> d.findElement(By.id("t-clock-error")).getText().isEmpty()
                ? null : d.findElement(By.id("t-clock-error")));
        assertThat(clockError.getText()).startsWith("INVALID_SETTINGS").contains("main time");
        assertThat(olivia.findElement(By.id("t-clock")).getDomAttribute("aria-invalid")).isEqualTo("true");
        assertThat(play.get(base).path("settings").path("timeControl").path("kind").asString())
                .isEqualTo("JAPANESE_BYOYOMI");
        // the polls that follow leave the refused form as the organizer left it: choice, typed value and message
        int polls = refreshes();
        ui.waitFor(olivia, d -> refreshes() >= polls + 2);
        assertThat(new Select(olivia.findElement(By.id("t-clock"))).getFirstSelectedOption().getDomProperty("value"))
                .isEqualTo("FISCHER");
        assertThat(olivia.findElement(By.id("t-clock-main")).getDomProperty("value")).isEqualTo("0");
        assertThat(olivia.findElement(By.id("t-clock-error")).getText()).startsWith("INVALID_SETTINGS");

        // an accepted edit after a reload: only the rounds change
        olivia.get(url("/tournaments/" + id));
        ui.waitFor(olivia, d -> d.findElement(By.id("t-rounds")).getDomProperty("value").equals("3"));
        type("t-rounds", "2");
        olivia.findElement(By.id("save-settings")).click();
        JsonNode edited = play.eventually(base, t -> t.path("settings").path("rounds").asInt() == 2);
        assertThat(edited.path("settings").path("timeControl").path("kind").asString()).isEqualTo("JAPANESE_BYOYOMI");
        assertThat(edited.path("settings").path("mcMahonBar").asString()).isEqualTo("1d");
        ui.waitFor(olivia, d -> d.findElement(By.id("settings-message")).getText().contains("saved"));

        // an unsaved edit survives the tournament changing state under it (registration opened elsewhere)
        type("t-komi", "8.5");
        // the start-score preview: rank from 30k = 0, clamped between the floor 15k (15) and the bar 1d (30)
        play.post(base + "/open", "olivia", "");
        for (String p : List.of("pam", "quin", "rex", "sue")) {
            play.post(base + "/registrations", p, "{}");
        }
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("#start-scores tr[data-user]")).size() == 4);
        assertThat(olivia.findElement(By.id("t-komi")).getDomProperty("value")).as("the organizer's unsaved komi")
                .isEqualTo("8.5");
        assertThat(startScores()).containsExactly("pam=30", "quin=29", "rex=20", "sue=15");
        type("t-bar", "2k"); // not saved: the preview follows the form
        ui.waitFor(olivia, d -> startScores().get(0).equals("pam=28"));
        Browsers.screenshot(olivia, "desk-start-scores");

        // round 1 started from the page: the settings are read-only with the reason, and the "games are being
        // created" notice goes once the games exist
        ui.waitFor(olivia, d -> d.findElement(By.id("start-round")).isDisplayed());
        olivia.findElement(By.id("start-round")).click();
        ui.waitFor(olivia, d -> d.findElement(By.id("settings-locked")).isDisplayed());
        assertThat(olivia.findElement(By.id("settings-locked")).getText()).contains("started");
        assertThat(olivia.findElement(By.id("t-format")).isEnabled()).isFalse();
        assertThat(olivia.findElement(By.id("t-komi")).getDomProperty("value")).as("the settings that count")
                .isEqualTo("7.5");
        JsonNode round = play.eventually(base + "/rounds/1", r -> TournamentPlay.complete(r, 2, 1));
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("section.round[data-round='1'] a.game-link")).size() == 2
                && !d.findElement(By.id("tournament-message")).getText().contains("being created"));
        String firstGame = null;
        for (JsonNode b : round.path("boards")) {
            JsonNode g = b.path("games").get(0);
            firstGame = firstGame == null ? g.path("gameId").asString() : firstGame;
            play.resign(g, g.path("blackUserId").asString());
        }
        play.eventually(base + "/rounds/1", r -> r.path("finished").asBoolean());
        // the organizer corrects board 1 (White had won) and gives board 2 to White by forfeit: both marked
        play.post(base + "/rounds/1/boards/1/result", "olivia", "{\"result\":\"BLACK_WINS\",\"reason\":\"miscounted\"}");
        play.post(base + "/rounds/1/boards/2/result", "olivia",
                "{\"result\":\"WHITE_WINS_BY_DEFAULT\",\"reason\":\"Black did not come\"}");
        ui.waitFor(olivia, d -> !d.findElements(By.cssSelector(
                "section.round[data-round='1'] tr[data-board='2'] .flag.forfeit")).isEmpty()
                && !d.findElements(By.cssSelector("section.round[data-round='1'] tr[data-board='1'] .flag.corrected"))
                        .isEmpty());
        assertThat(olivia.findElements(By.cssSelector("section.round[data-round='1'] tr[data-board='1'] .flag.forfeit")))
                .as("a corrected result played over the board is no forfeit").isEmpty();
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("#standings tr[data-user]")).size() == 4
                && !d.findElement(By.id("standings")).getText().contains("?")
                && d.findElements(By.cssSelector("#standings td.round-cell.forfeit")).size() == 2);
        WebElement mmsHead = olivia.findElement(By.xpath("//thead[@id='standings-head']//th[.='MMS']"));
        assertThat(mmsHead.getCssValue("text-align")).as("numbers under right-aligned headings").isEqualTo("right");

        // a 390 px phone: the page never scrolls sideways, the tables scroll in their own boxes
        ((ChromiumDriver) olivia).executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        olivia.get(url("/tournaments/" + id));
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("#standings tr[data-user]")).size() == 4
                && d.findElements(By.cssSelector("section.round[data-round='1'] tr[data-board]")).size() == 2);
        Number width = (Number) ((JavascriptExecutor) olivia).executeScript(
                "return document.documentElement.scrollWidth;");
        Number viewport = (Number) ((JavascriptExecutor) olivia).executeScript("return window.innerWidth;");
        assertThat(viewport.intValue()).isEqualTo(390);
        assertThat(width.intValue()).as("the page's width on a 390 px phone").isLessThanOrEqualTo(390);
        // every table sits in a box inside the screen (it scrolls there, not the page)
        Number widest = (Number) ((JavascriptExecutor) olivia).executeScript("return Math.max(0, ...[...document"
                + ".querySelectorAll('main table')].filter(t => t.offsetParent).map(t => (t.closest('.table-scroll') || t)"
                + ".getBoundingClientRect().right));");
        assertThat(widest.doubleValue()).as("the right edge of the widest table box").isLessThanOrEqualTo(390);
        Browsers.screenshot(olivia, "desk-phone");
        ((JavascriptExecutor) olivia).executeScript(
                "document.getElementById('standings-section').scrollIntoView();");
        Browsers.screenshot(olivia, "desk-phone-standings");
        ((ChromiumDriver) olivia).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());

        // the game page names its event, round and board, with a link back
        olivia.get(url("/games/" + firstGame));
        WebElement origin = ui.waitFor(olivia, d -> d.findElement(By.id("game-origin-link")));
        ui.waitFor(olivia, d -> origin.getText().equals("Desk Cup"));
        assertThat(origin.getDomAttribute("href")).isEqualTo("/tournaments/" + id);
        assertThat(olivia.findElement(By.id("game-origin")).getText()).contains("round 1, board");
        Browsers.screenshot(olivia, "desk-game-origin");
        BrowserWaits.assertNoScriptErrors(olivia);
    }

    /** How many times the page has redrawn itself from the server (its poll): data-refreshes on the body. */
    private int refreshes() {
        String n = olivia.findElement(By.tagName("body")).getDomAttribute("data-refreshes");
        return n == null ? 0 : Integer.parseInt(n);
    }

    private List<String> startScores() {
        return olivia.findElements(By.cssSelector("#start-scores tr[data-user]")).stream()
                .map(r -> r.getDomAttribute("data-user") + "=" + r.findElement(By.cssSelector("td.start-score")).getText())
                .toList();
    }

    private void type(String id, String text) {
        WebElement input = olivia.findElement(By.id(id));
        input.clear();
        input.sendKeys(text);
    }

    private void choose(String id, String value) {
        new Select(olivia.findElement(By.id(id))).selectByValue(value);
    }

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    private void signIn(WebDriver driver, String user) {
        driver.get(url("/login"));
        driver.findElement(By.name("username")).sendKeys(user);
        driver.findElement(By.name("password")).sendKeys(ApiClient.passwordOf(user));
        driver.findElement(By.cssSelector("main form button[type=submit]")).click();
        ui.waitFor(driver, d -> d.getCurrentUrl().contains("/lobby"));
    }
}
