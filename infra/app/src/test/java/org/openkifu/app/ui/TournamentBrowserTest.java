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
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * The tournament pages in a real headless Chromium, on an application of its own: an
 * organizer creates a 4-player knock-out on the list page, opens registration and starts round 1 on the
 * tournament's page; a player registers there, sees their pairing, opens the game from it and plays it; the bracket
 * (an SVG tree) and the places follow each result without a reload, up to the champion. Then two players propose
 * and accept a two-game match on the match pages. No page logs a script error or a Content-Security-Policy
 * violation. Screenshots: target/screenshots/tournament-*.png.
 */
class TournamentBrowserTest extends TournamentEndToEndSupport {

    /** Its own application: a cached one shared with the end-to-end tests would be paused and restarted in between. */
    @DynamicPropertySource
    static void browserProperties(DynamicPropertyRegistry registry) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "openkifu-tournament-browser");
        registry.add("openkifu.data-dir", dir::toString);
    }

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static Browsers browsers;
    private static BrowserWaits ui;
    private static WebDriver olivia;
    private static WebDriver pam;

    @BeforeAll
    static void startBrowsers() throws IOException {
        assertThat(Path.of(Browsers.CHROMIUM)).isExecutable();
        assertThat(Path.of(Browsers.CHROMEDRIVER)).isExecutable();
        browsers = new Browsers();
        olivia = browsers.open();
        pam = browsers.open();
        ui = new BrowserWaits(WAIT, "tournament", Map.of("olivia", olivia, "pam", pam));
    }

    @AfterAll
    static void closeBrowsers() {
        if (browsers != null) {
            browsers.close();
        }
    }

    @Test
    void anOrganizerRunsAKnockOutAndPlayersPlayFromTheirPairing() throws Exception {
        TournamentPlay play = play();
        play.account("olivia", "1d");
        play.account("pam", "2k");
        play.account("quin", "5k");
        play.account("rex", "8k");
        api().grantRoles("olivia", "organizer");
        signIn(olivia, "olivia");
        signIn(pam, "pam");

        // the organizer creates the tournament on the list page
        olivia.get(url("/tournaments"));
        ui.waitFor(olivia, d -> d.findElement(By.id("t-name")).isDisplayed()); // the form is drawn by its script
        olivia.findElement(By.id("t-name")).sendKeys("Browser Cup");
        new Select(olivia.findElement(By.id("t-format"))).selectByValue("SINGLE_ELIMINATION");
        new Select(olivia.findElement(By.id("t-size"))).selectByValue("9");
        new Select(olivia.findElement(By.id("t-rules"))).selectByValue("tromp-taylor");
        olivia.findElement(By.id("t-auto")).click();
        Browsers.screenshot(olivia, "tournament-create");
        olivia.findElement(By.id("create-tournament-submit")).click();
        ui.waitFor(olivia, d -> d.getCurrentUrl().matches(".*/tournaments/[0-9a-f-]+$"));
        String id = olivia.getCurrentUrl().replaceAll(".*/tournaments/", "");
        String base = "/api/tournaments/" + id;
        ui.waitFor(olivia, d -> d.findElement(By.id("t-title")).getText().equals("Browser Cup"));
        ui.click(olivia, "open-registration");
        ui.click(olivia, "register");

        // a player finds it in the list and registers; two more register through the API
        pam.get(url("/tournaments"));
        ui.waitFor(pam, d -> d.findElement(By.linkText("Browser Cup"))).click();
        ui.click(pam, "register");
        ui.waitFor(pam, d -> d.findElements(By.cssSelector("#players tr[data-user='pam']")).size() == 1);
        play.post(base + "/registrations", "quin", "{}");
        play.post(base + "/registrations", "rex", "{}");
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("#players tr[data-user]")).size() == 4);
        Browsers.screenshot(olivia, "tournament-registration");

        // the organizer starts round 1: the bracket is drawn, pam sees her pairing
        BrowserWaits.markPage(pam);
        ui.click(olivia, "start-round");
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("svg#bracket g.match")).size() == 3);
        WebElement pairing = ui.waitFor(pam, d -> d.findElement(By.id("my-pairing")).isDisplayed()
                ? d.findElement(By.id("my-pairing")) : null);
        assertThat(pairing.getText()).contains("Round 1").contains("quin");
        assertThat(BrowserWaits.pageMarked(pam)).as("the pairing arrived without a reload").isTrue();
        Browsers.screenshot(olivia, "tournament-bracket-round-1");

        // pam opens her game from the pairing; quin (Black) passes through the API, pam passes on the game page
        // the link shows once the polling page has the round's game: wait for it, and click inside a wait (a redraw
        // of the pairing between finding and clicking would leave a stale element)
        String pamGame = ui.waitFor(pam, d -> d.findElement(By.cssSelector("#my-pairing a.my-game"))
                .getDomAttribute("data-game-id"));
        play.game(pamGame); // created by the game context from the tournament's request
        ui.clickWhenShown(pam, d -> d.findElement(By.cssSelector("#my-pairing a.my-game[data-game-id='" + pamGame + "']")));
        ui.waitFor(pam, d -> d.getCurrentUrl().endsWith("/games/" + pamGame));
        play.post("/api/games/" + pamGame + "/pass", "quin", "");
        ui.click(pam, "pass");
        ui.waitFor(pam, d -> d.findElement(By.id("final")).isDisplayed());
        JsonNode round1 = play.get(base);
        assertThat(round1.path("roundsPaired").asInt()).isEqualTo(1);
        JsonNode rounds = play.eventually(base + "/rounds/1", r -> TournamentPlay.complete(r, 2, 1));
        JsonNode oliviaBoard = TournamentPlay.board(rounds, "W1-1");
        play.resign(oliviaBoard.path("games").get(0), "rex");

        // round 2 (the final) is paired by itself; both tournament pages follow
        pam.get(url("/tournaments/" + id));
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("section.round[data-round='2']")).size() == 1);
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("svg#bracket g.match[data-match='W1-1'] text.side.winner"))
                .stream().anyMatch(t -> "olivia".equals(t.getDomAttribute("data-user"))));
        ui.waitFor(pam, d -> d.findElement(By.id("my-pairing")).getText().contains("Round 2"));
        ui.waitFor(olivia, d -> d.findElement(By.id("standings-section")).isDisplayed());
        Browsers.screenshot(olivia, "tournament-round-2");
        JsonNode final2 = play.eventually(base + "/rounds/2", r -> TournamentPlay.complete(r, 1, 1));
        JsonNode finalGame = final2.path("boards").get(0).path("games").get(0);
        assertThat(finalGame.path("blackUserId").asString()).as("the weaker seed takes Black").isEqualTo("pam");
        play.game(finalGame.path("gameId").asString());
        olivia.get(url("/games/" + finalGame.path("gameId").asString()));
        // the polling page shows the final's link some time after the game exists in the API: wait for that link
        // and click inside the wait: the page redraws the pairing every few seconds, so a found link can go stale
        ui.clickWhenShown(pam, d -> d.findElements(By.cssSelector("#my-pairing a.my-game")).stream()
                .filter(a -> String.valueOf(a.getDomAttribute("href")).contains(finalGame.path("gameId").asString()))
                .findFirst().orElse(null));
        ui.waitFor(pam, d -> d.getCurrentUrl().contains(finalGame.path("gameId").asString()));
        ui.click(pam, "pass");
        ui.click(olivia, "pass");
        ui.waitFor(olivia, d -> d.findElement(By.id("final")).isDisplayed());

        // the champion in the bracket, the places table
        olivia.get(url("/tournaments/" + id));
        ui.waitFor(olivia, d -> "olivia".equals(d.findElement(By.id("bracket")).getDomAttribute("data-champion")));
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("#standings tr[data-user]")).size() == 4
                && d.findElement(By.cssSelector("#standings tr[data-user]")).getDomAttribute("data-user").equals("olivia"));
        assertThat(olivia.findElement(By.id("t-facts")).getText()).contains("champion: olivia");
        Browsers.screenshot(olivia, "tournament-finished");
        olivia.get(url("/tournaments"));
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("tr[data-tournament-id='" + id + "'] td.status")).stream()
                .anyMatch(e -> e.getText().equals("finished")));
        Browsers.screenshot(olivia, "tournament-list");
        BrowserWaits.assertNoScriptErrors(olivia);
        BrowserWaits.assertNoScriptErrors(pam);

        // a two-game match: pam proposes, olivia accepts, both games are created
        pam.get(url("/matches"));
        ui.waitFor(pam, d -> d.findElement(By.id("m-opponent"))).sendKeys("olivia");
        new Select(pam.findElement(By.id("m-size"))).selectByValue("9");
        pam.findElement(By.id("propose-match-submit")).click();
        ui.waitFor(pam, d -> d.getCurrentUrl().matches(".*/matches/[0-9a-f-]+$"));
        String matchId = pam.getCurrentUrl().replaceAll(".*/matches/", "");
        olivia.get(url("/matches"));
        ui.clickWhenShown(olivia, d -> d.findElements(By.cssSelector("#my-matches li.proposed")).stream()
                .filter(li -> matchId.equals(li.getDomAttribute("data-match-id"))).findFirst()
                .map(li -> li.findElement(By.cssSelector("button.accept"))).orElse(null));
        ui.waitFor(olivia, d -> d.getCurrentUrl().endsWith("/matches/" + matchId));
        ui.waitFor(olivia, d -> d.findElements(By.cssSelector("#m-games tr[data-game-id]")).size() == 2);
        List<WebElement> rows = olivia.findElements(By.cssSelector("#m-games tr[data-game-id]"));
        String game1 = rows.get(0).getDomAttribute("data-game-id");
        String game2 = rows.get(1).getDomAttribute("data-game-id");
        play.resign(game1, "pam");
        play.resign(game2, "olivia");
        ui.waitFor(pam, d -> d.findElement(By.id("m-status")).getText().equals("decided"));
        assertThat(pam.findElement(By.id("m-score")).getText()).startsWith("1-1");
        Browsers.screenshot(pam, "tournament-match");
        BrowserWaits.assertNoScriptErrors(olivia);
        BrowserWaits.assertNoScriptErrors(pam);
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
